// Location tiles: gaining, keeping, losing, the one-tile-per-location rule, and the eight tile
// actions. Every position is built with scenario().
import { describe, expect, it } from 'vitest';
import { isNeighbour, type LocationKind } from '../../../party/games/kingdom-builder/board.ts';
import { kingdomBuilder as game, scenario, type Scenario } from '../../../party/games/kingdom-builder/index.ts';
import type { KbState } from '../../../party/games/kingdom-builder/state.ts';
import { hex, padMap, play, prompt, refused, SMALL_GAME_CARDS, sorted, STASH, stashMap, stashTiles } from './helpers.ts';

const option = (state: KbState, tile: LocationKind) => prompt(state).tiles.find((t) => t.tile === tile);

/** A two-player position on `block` where seat 0 also stands on the stash holding tiles of `kinds`. */
function withTiles(block: string, kinds: LocationKind[], rest: Omit<Scenario, 'map' | 'cards' | 'current'>): KbState {
  const settlements = rest.settlements as number[][];
  return scenario({
    current: 0,
    cards: SMALL_GAME_CARDS,
    ...rest,
    map: stashMap(block, kinds),
    settlements: [[...(settlements[0] ?? []), STASH], settlements[1] ?? []],
    tiles: [[...(rest.tiles?.[0] ?? []), ...stashTiles(kinds)], rest.tiles?.[1] ?? []],
  });
}

// An oracle at (1,5) in grass and desert.
const ORACLE_MAP = `
G G G G G G D D D D
 G G G G G o D D D D
G G G G G G D D D D
`;
const ORACLE = hex(1, 5);

/** Two players on `block`, seat 0 playing `card`, seat 1 holding `hand`, then the deck (top first). */
function position(block: string, card: Scenario['card'], fields: Omit<Scenario, 'map' | 'cards' | 'current' | 'card'> = { settlements: [[], []] }): KbState {
  return scenario({ current: 0, cards: SMALL_GAME_CARDS, card, ...fields, map: padMap(block) });
}

describe('gaining and keeping location tiles', () => {
  it('building next to a location gains one of its tiles, usable only from the next turn', () => {
    const state = position(ORACLE_MAP, 'grass', { settlements: [[], []], hands: [null, 'desert'], deck: ['grass'] });
    play(state, { type: 'build', hex: hex(0, 5) });
    expect(state.tiles[0]).toEqual([{ kind: 'oracle', loc: ORACLE, fresh: true, used: false }]);
    expect(state.tilesLeft).toEqual([1]);
    play(state, { type: 'build', hex: hex(1, 4) }, { type: 'build', hex: hex(0, 4) });
    expect(state.tiles[0]).toHaveLength(1);
    expect(option(state, 'oracle')).toBeUndefined();
    refused(state, { type: 'tile', tile: 'oracle', to: hex(0, 3) }, 'tile-unavailable');
    play(state, { type: 'end-turn' });
    play(state, { type: 'build', hex: hex(0, 6) });
    expect(state.tiles[1]).toHaveLength(1);
    expect(state.tilesLeft).toEqual([0]);
    play(state, { type: 'build', hex: hex(1, 6) }, { type: 'build', hex: hex(2, 6) }, { type: 'end-turn' });
    expect(option(state, 'oracle')?.locs).toEqual([ORACLE]);
  });

  it('no tile is gained from an empty location hex', () => {
    // Two other players took both tiles of the oracle earlier.
    const state = scenario({
      map: padMap(ORACLE_MAP), settlements: [[], [], []], taken: [[], [ORACLE], [ORACLE]], current: 0, card: 'grass', cards: SMALL_GAME_CARDS,
    });
    expect(state.tilesLeft).toEqual([0]);
    play(state, { type: 'build', hex: hex(0, 5) });
    expect(state.tiles[0]).toEqual([]);
  });

  it('each tile is used once per turn, and tiles wait while the mandatory action is under way', () => {
    const state = position(ORACLE_MAP, 'grass', { settlements: [[hex(1, 4)], []], tiles: [[{ kind: 'oracle', loc: ORACLE }], []] });
    play(state, { type: 'build', hex: hex(1, 3) });
    expect(prompt(state).tiles).toEqual([]);
    refused(state, { type: 'tile', tile: 'oracle', to: hex(1, 2) }, 'mandatory-pending');
    play(state, { type: 'build', hex: hex(1, 2) }, { type: 'build', hex: hex(1, 1) });
    play(state, { type: 'tile', tile: 'oracle', to: hex(1, 0) });
    expect(state.supply[0]).toBe(35);
    refused(state, { type: 'tile', tile: 'oracle', to: hex(0, 0) }, 'tile-unavailable');
    expect(state.log.some((e) => e.type === 'tile-used' && e.data?.tile === 'oracle')).toBe(true);
  });

  it('rulebook, extra actions: two tiles of one kind give that action once a turn; before the mandatory action too', () => {
    const state = position('GGGGGG\n GoGGoGG', 'grass', {
      settlements: [[hex(0, 2), hex(0, 4)], []], tiles: [[{ kind: 'oracle', loc: hex(1, 1) }, { kind: 'oracle', loc: hex(1, 4) }], []],
    });
    expect(option(state, 'oracle')?.locs).toEqual([hex(1, 1), hex(1, 4)]);
    play(state, { type: 'tile', tile: 'oracle', to: hex(0, 1), loc: hex(1, 4) });
    expect(option(state, 'oracle')).toBeUndefined();
    refused(state, { type: 'tile', tile: 'oracle', to: hex(0, 0) }, 'tile-unavailable');
    expect(game.explain!(state, 0, { type: 'tile', tile: 'oracle', to: hex(0, 0) })).toEqual({ code: 'action-used', params: { tile: 'oracle' } });
    expect(prompt(state).build?.remaining).toBe(3);
    // Taken back, the action is free again; next turn both tiles offer it once more.
    play(state, { type: 'undo' });
    expect(option(state, 'oracle')?.locs).toEqual([hex(1, 1), hex(1, 4)]);
  });

  it('rulebook, extra actions: tiles of two different kinds are both usable in one turn', () => {
    const state = withTiles('GGGGGG\n GGGGGG\nGGGGGG', ['farm', 'oracle'], { settlements: [[hex(0, 2)], []], card: 'grass' });
    play(state, { type: 'tile', tile: 'farm', to: hex(0, 3) });
    expect(option(state, 'oracle')).toBeDefined();
    play(state, { type: 'tile', tile: 'oracle', to: hex(0, 1) });
    expect(state.log.filter((e) => e.type === 'tile-used').map((e) => e.data?.tile)).toEqual(['farm', 'oracle']);
  });

  it('rulebook, extra actions: losing the used tile to a move does not free its twin that turn', () => {
    // Paddock moves away the only settlement by the first oracle; the second oracle stays held, still spent.
    const map = 'GGGGGG\n GoGGoG\nGGGGGG\n GGGGGG';
    const state = withTiles(map, ['paddock'], {
      settlements: [[hex(0, 1), hex(0, 5)], []], card: 'grass',
      tiles: [[{ kind: 'oracle', loc: hex(1, 1) }, { kind: 'oracle', loc: hex(1, 4) }], []],
    });
    play(state, { type: 'tile', tile: 'oracle', to: hex(0, 0), loc: hex(1, 1) });
    play(state, { type: 'tile', tile: 'paddock', from: hex(0, 1), to: hex(0, 3) });
    expect(state.tiles[0]!.filter((t) => t.kind === 'oracle').map((t) => t.loc)).toEqual([hex(1, 4)]);
    expect(option(state, 'oracle')).toBeUndefined();
  });

  it('a tile goes to the box when a move takes away your last settlement next to its location', () => {
    const map = 'GGGGGG\n GGoGGG\nGGGGGG\n GGGGGG';
    // Another settlement still touches the oracle: the tile stays.
    const kept = withTiles(map, ['paddock'], { settlements: [[hex(1, 1), hex(0, 3)], []], tiles: [[{ kind: 'oracle', loc: hex(1, 2) }], []], card: 'grass' });
    play(kept, { type: 'tile', tile: 'paddock', from: hex(1, 1), to: hex(3, 0) });
    expect(kept.tiles[0]!.map((t) => t.kind)).toEqual(['oracle', 'paddock']);
    expect(kept.tilesLeft[0]).toBe(1);
    // The last one leaves: the tile goes to the box, not back to the location.
    const lost = withTiles(map, ['paddock'], { settlements: [[hex(1, 1)], []], tiles: [[{ kind: 'oracle', loc: hex(1, 2) }], []], card: 'grass' });
    play(lost, { type: 'tile', tile: 'paddock', from: hex(1, 1), to: hex(3, 0) });
    expect(lost.tiles[0]!.map((t) => t.kind)).toEqual(['paddock']);
    expect(lost.tilesLeft[0]).toBe(1);
    expect(lost.log.some((e) => e.type === 'tile-lost' && e.data?.tile === 'oracle')).toBe(true);
  });
});

// Grass on the left, desert on the right, an oracle O at (1,2), water at (1,6), a second oracle at (1,9).
const AGAIN_MAP = `
G G G G D D D D D D
 G G o G D D W D D o
G G G G D D D D D D
`;
const O = hex(1, 2);
const SECOND_O = hex(1, 9);

/** Per move tile: where seat 0's settlement next to O goes, then builds next to O this turn and a later one. */
const LEAVE_AND_COME_BACK: { kind: LocationKind; to: number; sameTurn: number[]; later: number }[] = [
  { kind: 'paddock', to: hex(1, 5), sameTurn: [hex(0, 2), hex(0, 1), hex(0, 0)], later: hex(0, 3) },
  { kind: 'harbor', to: hex(1, 6), sameTurn: [hex(0, 2), hex(0, 1), hex(0, 0)], later: hex(0, 3) },
  { kind: 'barn', to: hex(2, 0), sameTurn: [hex(2, 1), hex(2, 2), hex(2, 3)], later: hex(1, 1) },
];

describe('a location gives each player one tile, ever', () => {
  for (const { kind, to, sameTurn, later } of LEAVE_AND_COME_BACK) {
    it(`a tile lost by a ${kind} move is not gained again from the same location, this turn or later`, () => {
      const state = withTiles(AGAIN_MAP, [kind], {
        settlements: [[hex(1, 3)], []], tiles: [[{ kind: 'oracle', loc: O }], []], card: 'grass', hands: [null, 'desert'], deck: ['grass', 'desert'],
      });
      play(state, { type: 'tile', tile: kind, from: hex(1, 3), to });
      expect(state.tiles[0]!.map((t) => t.kind)).toEqual([kind]);
      expect(state.log.some((e) => e.type === 'tile-lost' && e.data?.loc === O)).toBe(true);
      for (const h of sameTurn) play(state, { type: 'build', hex: h });
      expect(sameTurn.some((h) => isNeighbour(h, O))).toBe(true);
      expect(state.tiles[0]!.map((t) => t.kind)).toEqual([kind]);
      expect(state.tilesLeft[0]).toBe(1);
      play(state, { type: 'end-turn' });
      play(state, { type: 'build', hex: hex(0, 5) }, { type: 'build', hex: hex(0, 6) }, { type: 'build', hex: hex(0, 7) }, { type: 'end-turn' });
      expect(state.current).toBe(0);
      play(state, { type: 'build', hex: later });
      expect(state.tiles[0]!.map((t) => t.kind)).toEqual([kind]);
      expect(state.tilesLeft[0]).toBe(1);
      expect(state.taken[0]).toContain(O);
    });
  }

  it('a location taken from before gives nothing, while a second location of the same kind still gives a tile', () => {
    const state = position(AGAIN_MAP, 'desert', { settlements: [[], []], taken: [[O], []] });
    expect(state.tilesLeft).toEqual([1, 2]);
    expect(game.view(state, 1).players[0]?.taken).toEqual([O]);
    play(state, { type: 'build', hex: hex(1, 8) });
    expect(state.tiles[0]).toEqual([{ kind: 'oracle', loc: SECOND_O, fresh: true, used: false }]);
    expect(state.tilesLeft).toEqual([1, 1]);
    const back = position(AGAIN_MAP, 'grass', { settlements: [[], []], taken: [[O], []] });
    play(back, { type: 'build', hex: hex(0, 2) }, { type: 'build', hex: hex(0, 3) });
    expect(back.tiles[0]).toEqual([]);
    expect(back.tilesLeft).toEqual([1, 2]);
  });

  it('undoing the build that gained a tile forgets that it was taken', () => {
    const state = position(AGAIN_MAP, 'grass');
    play(state, { type: 'build', hex: hex(0, 2) });
    expect(state.taken[0]).toEqual([O]);
    play(state, { type: 'undo' });
    expect(state.taken[0]).toEqual([]);
    play(state, { type: 'build', hex: hex(2, 2) });
    expect(state.tiles[0]?.map((t) => t.loc)).toEqual([O]);
  });
});

// Open land: grass, desert and forest, water at (3,3)-(3,4), a mountain at (2,6).
const OPEN = `
G G G G D D D D
 G G G G D D D D
G G G G D D M D
 T T T W W T T T
G G G G G G G G
`;

describe('the eight tile actions', () => {
  it('Oracle builds on the played terrain, next to yours when possible', () => {
    const state = withTiles(OPEN, ['oracle'], { settlements: [[hex(0, 3)], []], card: 'desert' });
    expect(sorted(option(state, 'oracle')?.hexes ?? [])).toEqual([hex(0, 4)]);
  });

  it('Farm builds on grass and Oasis on desert, next to yours when possible', () => {
    const state = withTiles(OPEN, ['farm', 'oasis'], { settlements: [[hex(1, 3)], []], card: 'forest' });
    expect(sorted(option(state, 'farm')?.hexes ?? [])).toEqual([hex(0, 3), hex(1, 2), hex(2, 3)]);
    expect(sorted(option(state, 'oasis')?.hexes ?? [])).toEqual([hex(0, 4), hex(1, 4), hex(2, 4)]);
    refused(state, { type: 'tile', tile: 'farm', to: hex(4, 0) }, 'illegal-hex');
    play(state, { type: 'tile', tile: 'oasis', to: hex(2, 4) });
    expect(state.owner[hex(2, 4)]).toBe(0);
  });

  it('Tower builds on the map edge, next to yours when possible', () => {
    const far = withTiles(OPEN, ['tower'], { settlements: [[hex(2, 2)], []], card: 'forest' });
    const edge = [0, 1, 2, 3, 4, 5, 6, 7].map((c) => hex(0, c)).concat([hex(1, 0), hex(2, 0), hex(3, 0), hex(4, 0)]);
    expect(sorted(option(far, 'tower')?.hexes ?? [])).toEqual(sorted(edge));
    const near = withTiles(OPEN, ['tower'], { settlements: [[hex(1, 1)], []], card: 'forest' });
    expect(sorted(option(near, 'tower')?.hexes ?? [])).toEqual([hex(0, 1), hex(0, 2), hex(1, 0)]);
  });

  it('Tavern builds at either end of a straight line of 3 or more of yours, on each of the 3 axes', () => {
    const tavern = (own: number[]) => option(withTiles(OPEN, ['tavern'], { settlements: [own, []], card: 'forest' }), 'tavern');
    // West-east: (4,1)-(4,3) has ends (4,0) and (4,4).
    expect(sorted(tavern([hex(4, 1), hex(4, 2), hex(4, 3)])?.hexes ?? [])).toEqual([hex(4, 0), hex(4, 4)]);
    // North-east to south-west: (0,3), (1,2), (2,2) has ends (3,1) below and nothing above the map.
    expect(tavern([hex(0, 3), hex(1, 2), hex(2, 2)])?.hexes).toEqual([hex(3, 1)]);
    // North-west to south-east: (0,1), (1,1), (2,2), (3,2) is a line of 4; ends (4,3) and none above.
    expect(tavern([hex(0, 1), hex(1, 1), hex(2, 2), hex(3, 2)])?.hexes).toEqual([hex(4, 3)]);
    // A line of 2 gives nothing; a line ending on water cannot be extended there.
    expect(tavern([hex(3, 0), hex(3, 1), hex(3, 2), hex(0, 0), hex(0, 1)])).toBeUndefined();
  });

  it('Barn moves one of yours onto the played terrain, next to your others when possible', () => {
    const state = withTiles(OPEN, ['barn'], { settlements: [[hex(0, 0), hex(3, 7)], []], card: 'forest' });
    const moves = option(state, 'barn')?.moves ?? [];
    // (3,7) may go next to nothing of its own: the forest next to (0,0) is none, so any forest.
    expect(moves.find((m) => m.from === hex(0, 0))?.to).toEqual([hex(3, 6)]);
    expect(sorted(moves.find((m) => m.from === hex(3, 7))?.to ?? [])).toEqual([hex(3, 0), hex(3, 1), hex(3, 2), hex(3, 5), hex(3, 6)]);
    play(state, { type: 'tile', tile: 'barn', from: hex(3, 7), to: hex(3, 0) });
    expect(state.owner[hex(3, 7)]).toBe(-1);
    expect(state.supply[0]).toBe(37);
  });

  it('Harbor is the only way onto water, next to yours when possible', () => {
    const state = withTiles(OPEN, ['harbor'], { settlements: [[hex(4, 3), hex(0, 0)], []], card: 'grass' });
    refused(state, { type: 'build', hex: hex(3, 3) }, 'illegal-hex');
    const moves = option(state, 'harbor')?.moves ?? [];
    expect(moves.find((m) => m.from === hex(0, 0))?.to).toEqual([hex(3, 3)]);
    expect(sorted(moves.find((m) => m.from === hex(4, 3))?.to ?? [])).toEqual([hex(3, 3), hex(3, 4)]);
    play(state, { type: 'tile', tile: 'harbor', from: hex(0, 0), to: hex(3, 3) });
    expect(state.owner[hex(3, 3)]).toBe(0);
  });

  it('Paddock jumps exactly 2 in a straight line over anything onto empty land, ignoring adjacency', () => {
    // From (2,5): over the mountain (2,6) to (2,7), over the water (3,4) to (4,4), over seat 2 to (2,3).
    const state = withTiles(OPEN, ['paddock'], { settlements: [[hex(2, 5), hex(4, 0)], [hex(2, 4)]], card: 'grass' });
    const from = option(state, 'paddock')?.moves?.find((m) => m.from === hex(2, 5));
    expect(from?.to).toEqual(sorted([hex(0, 4), hex(0, 6), hex(2, 3), hex(2, 7), hex(4, 4), hex(4, 6)]));
    refused(state, { type: 'tile', tile: 'paddock', from: hex(2, 5), to: hex(2, 6) }, 'illegal-hex');
    refused(state, { type: 'tile', tile: 'paddock', from: hex(2, 4), to: hex(2, 2) }, 'illegal-hex');
    play(state, { type: 'tile', tile: 'paddock', from: hex(2, 5), to: hex(2, 7) });
    expect(state.owner[hex(2, 7)]).toBe(0);
  });
});
