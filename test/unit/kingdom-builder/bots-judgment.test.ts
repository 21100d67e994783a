// The bots' judgment on hand-built positions (scenario()): the greedy bot takes the hex that scores
// most now and uses a tile only when it gains; the hard bot values a tile it can reach over a gold
// now, takes the Lords lead, and plans its tiles into the turn.
import { describe, expect, it } from 'vitest';
import { botInput, type BotInput } from '../../../party/games/core/bots.ts';
import { isNeighbour } from '../../../party/games/kingdom-builder/board.ts';
import { planTurn } from '../../../party/games/kingdom-builder/bots/hard.ts';
import { kingdomBuilder as game, scenario, type KbMove, type KbPrompt, type KbState, type KbView, type Scenario } from '../../../party/games/kingdom-builder/index.ts';
import { hex, padMap } from './helpers.ts';

const bots = game.bots!;

function inputFor(state: KbState, seat = state.current): BotInput<KbView, KbPrompt> {
  return botInput(game, state, seat, null, 'judgment')!;
}

/** Plays the bot of `level` until its turn ends; returns its moves. */
function turnOf(state: KbState, level: 'easy' | 'medium' | 'hard'): KbMove[] {
  const seat = state.current;
  const moves: KbMove[] = [];
  let memory = null;
  while (state.current === seat && !state.over && moves.length < 20) {
    const decision = bots[level]({ ...inputFor(state), memory });
    memory = decision.memory;
    moves.push(decision.move);
    expect(game.apply(state, seat, decision.move)).toEqual({ ok: true });
  }
  return moves;
}

const at = (fields: Omit<Scenario, 'current'> & { current?: number }): KbState => scenario({ current: 0, ...fields });

// Grass everywhere in the block; water at (0,5) is reached only from (1,5) (its other neighbours are mountains).
const WATER_CORNER = `
G G G G M W
 G G G G M G
G G G G G G
`;

describe('medium: greedy on the three cards and castles', () => {
  it('builds first on the one hex that scores most: next to water, with Fishermen', () => {
    const state = at({ map: padMap(WATER_CORNER), settlements: [[], []], card: 'grass', cards: ['fishermen', 'knights', 'discoverers'] });
    const decision = bots.medium(inputFor(state));
    expect(decision.move).toEqual({ type: 'build', hex: hex(1, 5) });
  });

  it('uses a Farm tile on the hex where it scores most, and keeps it when no hex scores', () => {
    // No desert on the map: the played card builds nothing, only the tile may act.
    const map = padMap('G G G W G G\n G G f G G G\nG G G G G G', 'C');
    const tiles: Scenario['tiles'] = [[{ kind: 'farm', loc: hex(1, 2) }], []];
    const scoring = at({ map, settlements: [[hex(1, 1)], []], tiles, card: 'desert', cards: ['fishermen', 'discoverers', 'hermits'] });
    expect((game.prompts(scoring)[0] as KbPrompt).tiles.map((t) => t.tile)).toEqual(['farm']);
    // (0,2): a new row (Discoverers) next to the water (Fishermen); other hexes give a row or nothing.
    expect(bots.medium(inputFor(scoring)).move).toEqual({ type: 'tile', tile: 'farm', to: hex(0, 2) });
    const idle = at({ map, settlements: [[hex(1, 1)], []], tiles, card: 'desert', cards: ['lords', 'hermits', 'farmers'] });
    expect(bots.medium(inputFor(idle)).move).toEqual({ type: 'end-turn' });
  });
});

// A long strip of grass: water at the west end (0,0), an oracle at the east end (1,12).
const STRIP = `
W G G G G G G G G G G G G
 G G G G G G G G G G G G o
`;

describe('hard: plans the whole turn', () => {
  it('builds next to a location for its tile rather than next to water for one gold now', () => {
    const cards: Scenario['cards'] = ['fishermen', 'knights', 'discoverers'];
    const greedy = at({ map: padMap(STRIP), settlements: [[], []], card: 'grass', cards });
    const first = bots.medium(inputFor(greedy)).move;
    expect(first.type === 'build' && isNeighbour(first.hex, hex(0, 0))).toBe(true);
    const state = at({ map: padMap(STRIP), settlements: [[], []], card: 'grass', cards });
    turnOf(state, 'hard');
    expect(state.tiles[0]?.map((t) => t.kind)).toEqual(['oracle']);
  });

  it('takes the lead in a section for Lords instead of building where it stays second', () => {
    // Seat 1 has 2 settlements in the top-left section; seat 0 has 1 there and 1 in the top-right.
    const map = padMap('G', 'G');
    const state = at({
      map, settlements: [[hex(0, 4), hex(4, 14)], [hex(5, 0), hex(5, 1)]], card: 'grass', cards: ['lords', 'knights', 'discoverers'],
    });
    const before = sectionCounts(state)[0];
    turnOf(state, 'hard');
    const after = sectionCounts(state)[0];
    expect(before).toEqual([1, 2]);
    expect(after?.[0]).toBeGreaterThan(2);
  });

  it('plans tiles into the turn: an Oracle tile adds a fourth settlement, and the plan fits in a small memory', () => {
    const state = at({
      map: padMap('G G G G G G\n G G o G G G\nG G G G G G'), settlements: [[hex(1, 1)], []],
      tiles: [[{ kind: 'oracle', loc: hex(1, 2) }], []], card: 'grass', cards: ['knights', 'citizens', 'discoverers'],
    });
    const plan = planTurn(structuredClone(state), game.prompts(state)[0] as KbPrompt, 0, 'plan');
    expect(plan.filter((m) => m.type === 'build')).toHaveLength(3);
    expect(plan.filter((m) => m.type === 'tile' && m.tile === 'oracle')).toHaveLength(1);
    expect(plan.at(-1)).toEqual({ type: 'end-turn' });
    const decision = bots.hard(inputFor(state));
    expect(JSON.stringify(decision.memory).length).toBeLessThan(1024);
  });
});

function sectionCounts(state: KbState): number[][] {
  const counts = [0, 1, 2, 3].map(() => new Array<number>(state.seats).fill(0));
  state.owner.forEach((seat, h) => {
    if (seat >= 0) counts[(Math.floor(h / 20) < 10 ? 0 : 2) + (h % 20 < 10 ? 0 : 1)]![seat]!++;
  });
  return counts;
}
