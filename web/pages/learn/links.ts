// The words of the links to a game's rules page (the lobby's, the table's and
// the widget's): small, so the shell carries them without the pages themselves.
import { defineMessages } from '../../i18n/index.ts';

export { isLearnGame, LEARN_GAMES, learnPath, type LearnGame } from './paths.ts';

const en = {
  'rules': 'Rules',
  'dominion': 'How to play Dominion',
  'kingdom-builder': 'How to play Kingdom Builder',
  'nav': 'Rules of the games',
} as const;

type LinkKey = keyof typeof en;

/** The links' words. */
export const rl = defineMessages<LinkKey>({
  en,
  ru: { 'rules': 'Правила', 'dominion': 'Как играть в Dominion', 'kingdom-builder': 'Как играть в Kingdom Builder', 'nav': 'Правила игр' },
  hu: { 'rules': 'Szabályok', 'dominion': 'A Dominion szabályai', 'kingdom-builder': 'A Kingdom Builder szabályai', 'nav': 'A játékok szabályai' },
  pl: { 'rules': 'Zasady', 'dominion': 'Jak grać w Dominion', 'kingdom-builder': 'Jak grać w Kingdom Builder', 'nav': 'Zasady gier' },
});
