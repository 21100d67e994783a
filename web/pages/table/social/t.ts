// The translator for chat, table settings and undo.
import { defineMessages } from '../../../i18n/index.ts';
import { en, type SocialKey } from './messages/en.ts';
import { hu } from './messages/hu.ts';
import { pl } from './messages/pl.ts';
import { ru } from './messages/ru.ts';

export const st = defineMessages<SocialKey>({ en, ru, hu, pl });
