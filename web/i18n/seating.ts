// The translator for the seating features' strings (seating/ holds the dictionaries, one file a language).
import { defineMessages, type Translate } from './index.ts';
import { en, type SeatingKey } from './seating/en.ts';

export const st: Translate<SeatingKey> = defineMessages<SeatingKey>({
  en,
  ru: () => import('./seating/ru.ts').then((m) => m.ru),
  hu: () => import('./seating/hu.ts').then((m) => m.hu),
  pl: () => import('./seating/pl.ts').then((m) => m.pl),
});
