// The translator for the players' pages and the ratings shown elsewhere (players/ holds the dictionaries).
import { defineMessages, type Translate } from './index.ts';
import { en, type PlayersKey } from './players/en.ts';
import { hu } from './players/hu.ts';
import { pl } from './players/pl.ts';
import { ru } from './players/ru.ts';

export const pt: Translate<PlayersKey> = defineMessages<PlayersKey>({ en, ru, hu, pl });
