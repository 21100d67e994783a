// The translator for the daily challenge (daily/ holds the dictionaries).
import { defineMessages, type Translate } from './index.ts';
import { en, type DailyKey } from './daily/en.ts';

export const dailyT: Translate<DailyKey> = defineMessages<DailyKey>({
  en,
  ru: () => import('./daily/ru.ts').then((m) => m.ru),
  hu: () => import('./daily/hu.ts').then((m) => m.hu),
  pl: () => import('./daily/pl.ts').then((m) => m.pl),
});
