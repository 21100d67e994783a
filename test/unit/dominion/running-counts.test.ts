import { describe, expect, it } from 'vitest';
import { nextInt, randomFn, seedRng } from '../../../party/games/core/rng.ts';
import { countHoldings, scoreOf } from '../../../party/games/dominion/score.ts';
import type { DominionState } from '../../../party/games/dominion/types.ts';
import { act, dominion, game, p } from './helpers.ts';

const GAMES = 300;
const MODES = ['base', 'intrigue', 'both', '5+5'] as const;

/** Null when the running counts equal a count of the zones and the supply. */
function countsDrift(g: DominionState): string | null {
  const empty = Object.values(g.supply).filter((n) => n === 0).length;
  if (g.empty !== empty) return `${empty} piles are empty, books say ${g.empty}`;
  for (let seat = 0; seat < g.n; seat++) {
    const pl = g.players[seat]!;
    const counted = countHoldings(pl);
    if (pl.owned !== counted.owned) return `seat ${seat} owns ${counted.owned} cards, books say ${pl.owned}`;
    if (JSON.stringify(sortedKeys(pl.vpCards)) !== JSON.stringify(sortedKeys(counted.vpCards))) {
      return `seat ${seat} VP cards ${JSON.stringify(counted.vpCards)}, books say ${JSON.stringify(pl.vpCards)}`;
    }
  }
  return null;
}

function sortedKeys(o: Record<string, number>): [string, number][] {
  return Object.entries(o).sort(([a], [b]) => (a < b ? -1 : 1));
}

describe('running counts: holdings (behind the VP after each turn) and empty piles (behind the game end)', () => {
  it(`stay equal to a count of every zone and pile after every move of ${GAMES} random games with all 50 kingdom cards`, () => {
    const pick = seedRng('holdings');
    for (let i = 0; i < GAMES; i++) {
      const seats = 2 + nextInt(pick, 5);
      const modes = seats >= 5 ? MODES.slice(2) : MODES;
      const s = dominion.setup({ seed: `holdings-${i}`, seats, options: { kingdom: { random: modes[nextInt(pick, modes.length)] } } });
      if (!s.ok) throw new Error(s.error.message);
      const g = s.value;
      const random = randomFn(seedRng(`holdings-moves-${i}`));
      for (let moves = 0; g.phase !== 'over' && moves < 3000; moves++) {
        const prompts = dominion.prompts(g);
        const seat = prompts[Math.floor(random() * prompts.length)]!.seat;
        act(g, seat, dominion.randomMove(g, seat, random));
        const drift = countsDrift(g);
        if (drift) throw new Error(`game ${i} move ${moves}: ${drift}`);
      }
      // The last VP recorded is the final score: both come from the same holdings.
      if (g.phase === 'over') {
        const last = g.players.map((pl) => pl.vpByTurn.at(-1) ?? 0);
        const seatThatEnded = g.current;
        expect(last[seatThatEnded]).toBe(dominion.result(g)!.scores[seatThatEnded]!.total);
      }
    }
  });

  it('Gardens counts every owned card and Duke every owned Duchy, as cards come and go', () => {
    const g = game({
      players: [{ hand: ['chapel', 'copper', 'copper'], deck: ['gardens', 'duke', 'duchy', 'duchy', 'copper', 'copper', 'copper'] }, {}],
      kingdom: ['chapel', 'gardens', 'duke', 'cellar', 'moat', 'village', 'smithy', 'market', 'militia', 'mine'],
    });
    // 10 cards: Gardens 1, Duke 2 (two Duchies), Duchies 6.
    expect(scoreOf(p(g, 0))).toEqual({ total: 9, breakdown: { gardens: 1, duke: 2, duchy: 6 } });
    act(g, 0, { type: 'play', card: 'chapel' });
    act(g, 0, { type: 'choose', pick: ['copper'] });
    // 9 cards: Gardens drops to 0.
    expect(scoreOf(p(g, 0)).total).toBe(8);
    act(g, 0, { type: 'treasures' });
    act(g, 0, { type: 'end-turn' });
    expect(p(g, 0).vpByTurn).toEqual([8]);
  });

  it('a state saved before the counts were kept is counted on its next move', () => {
    const g = game({ players: [{ hand: ['copper'], deck: ['province', 'estate'] }, { deck: ['duchy'] }], supply: { curse: 0, estate: 0, village: 0 } });
    const old = JSON.parse(JSON.stringify(g)) as DominionState;
    delete (old as Partial<DominionState>).empty;
    for (const pl of old.players) { delete (pl as Partial<typeof pl>).owned; delete (pl as Partial<typeof pl>).vpCards; }
    expect(scoreOf(old.players[0]!).total).toBe(7);
    act(old, 0, { type: 'end-turn' });
    expect(old.players[0]!.vpByTurn).toEqual([7]);
    expect(old.players[1]!.vpCards).toEqual({ duchy: 1 });
    // Three piles were already empty: the turn that just ended was the last.
    expect(old.phase).toBe('over');
  });
  it('the game ends when a buy empties the third pile', () => {
    const g = game({ players: [{ hand: ['gold'] }, {}], supply: { curse: 0, estate: 0, village: 1 } });
    act(g, 0, { type: 'treasures' });
    act(g, 0, { type: 'buy', card: 'village' });
    act(g, 0, { type: 'end-turn' });
    expect(g.phase).toBe('over');
  });
});
