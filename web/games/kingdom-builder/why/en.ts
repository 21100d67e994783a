// "Why not?" for Kingdom Builder: a refused move's reason (party/games/kingdom-builder/refusal.ts), in English.
export const en = {
  'not-your-terrain': 'Not here: your terrain card this turn is {terrain}.',
  'not-buildable.water': 'Nobody builds on water (only the Harbor tile moves a settlement there).',
  'not-buildable.mountain': 'Nobody builds on mountains.',
  'not-buildable.castle': 'A castle takes no settlement: build next to it to score it.',
  'not-buildable.location': 'A location takes no settlement: build next to it to take its tile.',
  'occupied': 'That hex already has a settlement.',
  'must-be-adjacent': 'Build next to your own settlements: a free hex of {ground} still touches them.',
  'builds-done': 'Your settlements for this turn are built. Use a tile or end your turn.',
  'terrain-full': 'No free {terrain} hex is left, so there is nothing to build this turn.',
  'no-settlements-left': 'You have no settlements left.',
  'finish-builds': { one: 'First build your last settlement on {terrain}.', other: 'First build your {n} remaining settlements on {terrain}.' },
  'no-tile': 'You have no {tile} tile to use this turn (a tile taken this turn works from your next one).',
  'action-used': 'You have used the {tile} action this turn: each action is taken once a turn, even with two {tile} tiles.',
  'not-line-end': 'The {tile} tile builds only at an end of a straight line of three or more of your settlements.',
  'not-a-jump': 'The {tile} tile moves a settlement exactly two hexes in a straight line, onto empty land.',
  'not-your-settlement': 'Pick one of your own settlements to move.',
  'wrong-ground': 'The {tile} tile goes only onto {ground}.',
  'nothing-to-undo': 'Nothing to take back yet this turn.',
  'not-your-turn': 'It is not your turn.',
  'game-over': 'The game is over.',
  'ground.edge': 'the edge of the map',
} as const;

export type KbWhyKey = keyof typeof en;
