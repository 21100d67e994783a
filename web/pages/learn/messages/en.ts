// The words every rules page (/learn/<game>) has around its game's rules, which are the game's own
// (web/games/<id>/rules/messages/).
export const en = {
  'back': 'Back to the lobby',
} as const;

export type LearnKey = keyof typeof en;
