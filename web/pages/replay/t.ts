// The replay page's translator: loaded with the page, never with the table.
import { defineMessages } from '../../i18n/index.ts';
import { en, type ReplayKey } from './messages/en.ts';

export const rt = defineMessages<ReplayKey>({
  en,
  ru: () => import('./messages/ru.ts').then((m) => m.ru),
  hu: () => import('./messages/hu.ts').then((m) => m.hu),
  pl: () => import('./messages/pl.ts').then((m) => m.pl),
});
