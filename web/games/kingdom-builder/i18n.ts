// Kingdom Builder's own translator, separate from the shell's so the keys never collide.
import { defineMessages } from '../../i18n/index.ts';
import { en, type KbKey } from './messages/en.ts';
import { hu } from './messages/hu.ts';
import { pl } from './messages/pl.ts';
import { ru } from './messages/ru.ts';

export const kt = defineMessages<KbKey>({ en, ru, hu, pl });
export type { KbKey };
