// Which kingdoms a table of n players may use, mirroring what the engine's parseOptions accepts,
// so the form offers only choices the server will take.
import type { DominionOptions } from '../../../party/games/dominion/types.ts';
import { BASE_KINGDOM, INTRIGUE_KINGDOM, NOT_YET_PLAYABLE, PRESETS } from '../../../party/games/dominion/cards/index.ts';

export { PRESETS };
export type RandomMode = 'base' | 'intrigue' | 'both' | '5+5';
export const RANDOM_MODES: RandomMode[] = ['base', 'intrigue', 'both', '5+5'];

export const inBase = (id: string) => BASE_KINGDOM.includes(id);

/** The 50 kingdom cards (base, then Intrigue), playable or not yet. */
export const ALL_KINGDOM: string[] = [...BASE_KINGDOM, ...INTRIGUE_KINGDOM, ...NOT_YET_PLAYABLE.filter((id) => !INTRIGUE_KINGDOM.includes(id))];

export const playable = (id: string) => !NOT_YET_PLAYABLE.includes(id);

/** 5-6 players need base and Intrigue combined. */
export function mixesSets(cards: readonly string[]): boolean {
  return cards.some(inBase) && cards.some((id) => !inBase(id));
}

export function presetAllowed(id: string, seats: number): boolean {
  const cards = PRESETS[id] ?? [];
  return cards.every(playable) && (seats < 5 || mixesSets(cards));
}

export function randomAllowed(mode: RandomMode, seats: number): boolean {
  return seats < 5 || mode === 'both' || mode === '5+5';
}

/** The first choice that suits this many players: First Game for 2-4, a mixed kingdom for 5-6. */
export function fallback(seats: number): DominionOptions {
  const preset = Object.keys(PRESETS).find((id) => presetAllowed(id, seats));
  return preset ? { kingdom: { preset } } : { kingdom: { random: '5+5' } };
}
