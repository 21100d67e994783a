// The rules pages' translator, `lt`, apart from the shell's and the games' own.
import { defineMessages } from '../../i18n/index.ts';
import { en, type LearnKey } from './messages/en.ts';
import { hu } from './messages/hu.ts';
import { pl } from './messages/pl.ts';
import { ru } from './messages/ru.ts';

export const lt = defineMessages<LearnKey>({ en, ru, hu, pl });
