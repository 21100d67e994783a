// Registers every card and names the kingdom sets and the preset kingdoms.
import { BASE_CARDS } from './base.ts';
import { BASIC_CARDS } from './basic.ts';
import { INTRIGUE_CARDS } from './intrigue.ts';
import { CARDS, register } from './table.ts';

register(BASIC_CARDS);
register(BASE_CARDS);
register(INTRIGUE_CARDS);

export { CARDS };

export const BASE_KINGDOM: string[] = BASE_CARDS.map((c) => c.id);
export const INTRIGUE_KINGDOM: string[] = INTRIGUE_CARDS.map((c) => c.id);
/**
 * Every kingdom card is playable now, so this is empty. It stays exported only because the lobby
 * (web/games/dominion/kingdoms.ts) still imports it; drop it together with that import.
 */
export const NOT_YET_PLAYABLE: readonly string[] = [];

export const PRESETS: Record<string, string[]> = {
  'first-game': ['cellar', 'market', 'militia', 'mine', 'moat', 'remodel', 'smithy', 'village', 'woodcutter', 'workshop'],
  'big-money': ['adventurer', 'bureaucrat', 'chancellor', 'chapel', 'feast', 'laboratory', 'market', 'mine', 'moneylender', 'throne-room'],
  interaction: ['bureaucrat', 'chancellor', 'council-room', 'festival', 'library', 'militia', 'moat', 'spy', 'thief', 'village'],
  'size-distortion': ['cellar', 'chapel', 'feast', 'gardens', 'laboratory', 'thief', 'village', 'witch', 'woodcutter', 'workshop'],
  'village-square': ['bureaucrat', 'cellar', 'festival', 'library', 'market', 'remodel', 'smithy', 'throne-room', 'village', 'woodcutter'],
  'victory-dance': ['bridge', 'duke', 'great-hall', 'harem', 'ironworks', 'masquerade', 'nobles', 'pawn', 'scout', 'upgrade'],
  'secret-schemes': ['conspirator', 'harem', 'ironworks', 'pawn', 'saboteur', 'shanty-town', 'steward', 'swindler', 'trading-post', 'tribute'],
  'best-wishes': ['coppersmith', 'courtyard', 'masquerade', 'scout', 'shanty-town', 'steward', 'torturer', 'trading-post', 'upgrade', 'wishing-well'],
  deconstruction: ['bridge', 'mining-village', 'remodel', 'saboteur', 'secret-chamber', 'spy', 'swindler', 'thief', 'throne-room', 'torturer'],
  'hand-madness': ['bureaucrat', 'chancellor', 'council-room', 'courtyard', 'mine', 'militia', 'minion', 'nobles', 'steward', 'torturer'],
  underlings: ['baron', 'cellar', 'festival', 'library', 'masquerade', 'minion', 'nobles', 'pawn', 'steward', 'witch'],
};
