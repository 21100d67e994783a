// The day page's translator (messages/ holds the dictionaries, one file a language).
import { defineMessages } from '../../i18n/index.ts';
import { en, type DayKey } from './messages/en.ts';

export const dayT = defineMessages<DayKey>({
  en,
  ru: () => import('./messages/ru.ts').then((m) => m.ru),
  hu: () => import('./messages/hu.ts').then((m) => m.hu),
  pl: () => import('./messages/pl.ts').then((m) => m.pl),
});
