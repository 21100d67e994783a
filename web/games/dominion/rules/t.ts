// Dominion's rules page's translator (`drt`): its words come only with the page.
import { defineMessages } from '../../../i18n/index.ts';
import { en, type DominionRulesKey } from './messages/en.ts';

export const drt = defineMessages<DominionRulesKey>({
  en,
  ru: () => import('./messages/ru.ts').then((m) => m.ru),
  hu: () => import('./messages/hu.ts').then((m) => m.hu),
  pl: () => import('./messages/pl.ts').then((m) => m.pl),
});
