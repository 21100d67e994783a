// The translator for the players' pages and the ratings shown elsewhere (players/ holds the dictionaries).
import { defineMessages, type Translate } from './index.ts';
import { en, type PlayersKey } from './players/en.ts';

export const pt: Translate<PlayersKey> = defineMessages<PlayersKey>({
  en,
  ru: () => import('./players/ru.ts').then((m) => m.ru),
  hu: () => import('./players/hu.ts').then((m) => m.hu),
  pl: () => import('./players/pl.ts').then((m) => m.pl),
});
