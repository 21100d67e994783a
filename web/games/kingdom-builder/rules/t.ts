// Kingdom Builder's rules page's translator (`krt`): its words come only with the page.
import { defineMessages } from '../../../i18n/index.ts';
import { en, type KbRulesKey } from './messages/en.ts';

export const krt = defineMessages<KbRulesKey>({
  en,
  ru: () => import('./messages/ru.ts').then((m) => m.ru),
  hu: () => import('./messages/hu.ts').then((m) => m.hu),
  pl: () => import('./messages/pl.ts').then((m) => m.pl),
});
