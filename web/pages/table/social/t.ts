// The translator for chat, table settings and undo, `ct` (the seating strings' is `st`, in
// web/i18n/seating.ts).
import { defineMessages } from '../../../i18n/index.ts';
import { en, type SocialKey } from './messages/en.ts';
import { hu } from './messages/hu.ts';
import { pl } from './messages/pl.ts';
import { ru } from './messages/ru.ts';

export const ct = defineMessages<SocialKey>({ en, ru, hu, pl });
