// The words of the links to the rules pages (the lobby's, the table's and the widget's) that are
// not a game's own: small, so the shell carries them without the pages themselves. Each link to a
// game's page says that page's title (web/games/shell-words.ts: rulesTitle).
import { defineMessages } from '../../i18n/index.ts';

export { learnPath } from './paths.ts';

const en = {
  'rules': 'Rules',
  'nav': 'Rules of the games',
} as const;

type LinkKey = keyof typeof en;

/** The links' words. */
export const rl = defineMessages<LinkKey>({
  en,
  ru: { 'rules': 'Правила', 'nav': 'Правила игр' },
  hu: { 'rules': 'Szabályok', 'nav': 'A játékok szabályai' },
  pl: { 'rules': 'Zasady', 'nav': 'Zasady gier' },
});
