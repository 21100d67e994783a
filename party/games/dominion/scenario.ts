// Builds a game from explicit zones, for tests and bug reports; play on with normal moves.
import { seedRng } from '../core/rng.ts';
import { CARDS, PRESETS } from './cards/index.ts';
import { countHoldings } from './score.ts';
import { blankState } from './setup.ts';
import { countEmptyPiles, logEvent } from './zones.ts';
import type { CardId, DominionState } from './types.ts';

export interface ScenarioPlayer {
  hand?: CardId[];
  /** Top card first. */
  deck?: CardId[];
  /** Bottom first: the last card is the visible top. */
  discard?: CardId[];
  play?: CardId[];
}

export interface Scenario {
  players: ScenarioPlayer[];
  /** Defaults to the First Game preset. */
  kingdom?: CardId[];
  /** Pile counts that differ from the standard supply for this many players. */
  supply?: Record<CardId, number>;
  trash?: CardId[];
  current?: number;
  phase?: 'action' | 'buy';
  actions?: number;
  buys?: number;
  coins?: number;
  /** Seeds later shuffles. */
  seed?: string;
  /** The table option: views show every player's VP. */
  vpCounter?: boolean;
}

function checked(ids: readonly CardId[] | undefined, where: string): CardId[] {
  for (const id of ids ?? []) if (!CARDS[id]) throw new Error(`scenario ${where}: unknown card '${id}'`);
  return (ids ?? []).slice();
}

export function scenario(s: Scenario): DominionState {
  const n = s.players.length;
  if (n < 2 || n > 6) throw new Error(`scenario: 2 to 6 players, got ${n}`);
  const g = blankState(n, seedRng(s.seed ?? 'scenario'), checked(s.kingdom ?? PRESETS['first-game'], 'kingdom'));
  for (const [id, count] of Object.entries(s.supply ?? {})) {
    if (!CARDS[id] || !Number.isInteger(count) || count < 0) throw new Error(`scenario supply: bad pile ${id}=${count}`);
    g.supply[id] = count;
  }
  g.empty = countEmptyPiles(g.supply);
  s.players.forEach((sp, seat) => {
    const p = g.players[seat];
    if (!p) return;
    p.hand = checked(sp.hand, `player ${seat} hand`);
    p.deck = checked(sp.deck, `player ${seat} deck`).reverse();
    p.discard = checked(sp.discard, `player ${seat} discard`);
    p.play = checked(sp.play, `player ${seat} play`);
    Object.assign(p, countHoldings(p));
  });
  g.trash = checked(s.trash, 'trash');
  g.current = s.current ?? 0;
  g.phase = s.phase ?? 'action';
  g.actions = s.actions ?? 1;
  g.buys = s.buys ?? 1;
  g.coins = s.coins ?? 0;
  if (s.vpCounter) g.vpCounter = true;
  logEvent(g, 'turn', g.current, 1);
  return g;
}
