// The replay page's translator: loaded with the page, never with the table.
import { defineMessages } from '../../i18n/index.ts';
import { en, type ReplayKey } from './messages/en.ts';
import { hu } from './messages/hu.ts';
import { pl } from './messages/pl.ts';
import { ru } from './messages/ru.ts';

export const rt = defineMessages<ReplayKey>({ en, ru, hu, pl });
