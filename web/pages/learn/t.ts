// The rules pages' translator, `lt`, apart from the shell's and the games' own.
import { defineMessages } from '../../i18n/index.ts';
import { en, type LearnKey } from './messages/en.ts';

export const lt = defineMessages<LearnKey>({
  en,
  ru: () => import('./messages/ru.ts').then((m) => m.ru),
  hu: () => import('./messages/hu.ts').then((m) => m.hu),
  pl: () => import('./messages/pl.ts').then((m) => m.pl),
});
