// The few words (and the first game's options) the shell shows for Dominion outside its table: its rating pools (2-player games
// are rated apart from 3-6: party/games/dominion/result.ts), its rules page's title and its
// lesson's button. Small, so the shell carries them without the game's other words.
import type { LangWords, PoolNames } from '../../words.ts';

export const pools: PoolNames = {
  'dominion-2p': { en: 'Dominion, 2 players', ru: 'Доминион, 2 игрока', hu: 'Dominion, 2 játékos', pl: 'Dominion, 2 graczy' },
  'dominion-multi': { en: 'Dominion, 3–6 players', ru: 'Доминион, 3–6 игроков', hu: 'Dominion, 3–6 játékos', pl: 'Dominion, 3–6 graczy' },
};

export const rulesTitle: LangWords = {
  en: 'How to play Dominion', ru: 'Как играть в Dominion', hu: 'A Dominion szabályai', pl: 'Jak grać w Dominion',
};

/** After the lesson, the real game is dealt the recommended first kingdom. */
export const lessonFirstGame = { kingdom: { preset: 'first-game' } };

export const lessonButton: LangWords = {
  en: 'New to Dominion? Learn in 5 minutes', ru: 'Впервые в Dominion? Научитесь за 5 минут',
  hu: 'Új vagy a Dominionban? Tanuld meg 5 perc alatt', pl: 'Pierwszy raz w Dominion? Naucz się w 5 minut',
};
