// The translator for the daily challenge (daily/ holds the dictionaries).
import { defineMessages, type Translate } from './index.ts';
import { en, type DailyKey } from './daily/en.ts';
import { hu } from './daily/hu.ts';
import { pl } from './daily/pl.ts';
import { ru } from './daily/ru.ts';

export const dailyT: Translate<DailyKey> = defineMessages<DailyKey>({ en, ru, hu, pl });
