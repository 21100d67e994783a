// scenario(): any position from its fields, refused with a message naming the problem when it
// could not happen in a game; and a real game rebuilt from one seat's view plays on the same.
import { describe, expect, it } from 'vitest';
import { randomFn, seedRng } from '../../../party/games/core/index.ts';
import { printGrid } from '../../../party/games/kingdom-builder/board.ts';
import { kingdomBuilder as game, scenario, type KbMove, type KbPrompt, type KbState, type Scenario } from '../../../party/games/kingdom-builder/index.ts';
import { hex, padMap, SMALL_GAME_CARDS } from './helpers.ts';

// Grass and desert, an oracle at (1,2), water at (1,4), a mountain at (0,5), a harbor at (2,5).
const MAP = padMap(`
G G G G D M
 G G o G W D
G G G G D h
`);

const base = (fields: Partial<Scenario> = {}): Scenario => ({
  map: printGrid(MAP, 20), settlements: [[hex(0, 0)], [hex(2, 0)]], current: 0, card: 'grass', cards: SMALL_GAME_CARDS, ...fields,
});

function refusal(fields: Partial<Scenario>): string {
  try {
    scenario(base(fields));
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(fields)}`);
}

describe('scenario() builds a position', () => {
  it('places settlements, tiles and cards as given, with the turn of `current` begun on `card`', () => {
    const state = scenario(base({
      settlements: [[hex(0, 2), hex(0, 0)], [hex(2, 2)]], tiles: [[{ kind: 'oracle', loc: hex(1, 2), used: true }], []],
      hands: [null, 'desert'], deck: ['flower', 'canyon'], supply: [30, 39],
    }));
    expect(state.owner[hex(0, 2)]).toBe(0);
    expect(state.owner[hex(2, 2)]).toBe(1);
    expect(state.placed).toEqual([[hex(0, 2), hex(0, 0)], [hex(2, 2)]]);
    expect(state.supply).toEqual([30, 39]);
    expect(state.tiles[0]).toEqual([{ kind: 'oracle', loc: hex(1, 2), used: true, fresh: false }]);
    expect(state.taken).toEqual([[hex(1, 2)], []]);
    expect(state.tilesLeft).toEqual([1, 2]);
    expect(state.played).toBe('grass');
    expect(state.hands).toEqual([null, 'desert']);
    expect(state.deck.at(-1)).toBe('flower');
    expect(game.prompts(state)[0]).toMatchObject({ seat: 0, kind: 'turn', tiles: [], canUndo: false });
  });

  it('takes settlements as 20 lines of player digits and the map as a view’s 400 letters', () => {
    const rows = Array.from({ length: 20 }, (_, r) => (r === 0 ? '1.2' : '').padEnd(20, '.')).join('\n');
    const state = scenario(base({ map: MAP, settlements: rows }));
    expect(state.seats).toBe(2);
    expect(state.placed).toEqual([[hex(0, 0)], [hex(0, 2)]]);
  });

  it('without a card, the current player plays the card in hand as a turn begins', () => {
    const state = scenario(base({ card: undefined, current: 1, hands: ['grass', 'desert'], deck: ['flower'] }));
    expect(state.current).toBe(1);
    expect(state.played).toBe('desert');
    expect(state.hands).toEqual(['grass', null]);
  });

  it('without hands or deck, the other 24 cards are shuffled and each waiting player is dealt one', () => {
    const state = scenario(base());
    expect(state.hands[0]).toBeNull();
    expect(state.hands[1]).not.toBeNull();
    expect(state.deck).toHaveLength(23);
    const all = [...state.deck, state.hands[1], state.played];
    for (const terrain of ['grass', 'canyon', 'desert', 'flower', 'forest']) expect(all.filter((t) => t === terrain)).toHaveLength(5);
  });
});

describe('scenario() refuses positions that cannot happen, naming the problem', () => {
  const cases: [string, Partial<Scenario>, RegExp][] = [
    ['a settlement on a mountain', { settlements: [[hex(0, 5)], []] }, /settlement on hex 5 \(row 0, column 5\), which is 'M'/],
    ['a settlement on a location', { settlements: [[hex(1, 2)], []] }, /which is 'o'/],
    ['a settlement on water without a Harbor', { settlements: [[hex(1, 4)], []] }, /on water .* never took one/],
    ['two settlements on one hex', { settlements: [[hex(0, 0)], [hex(0, 0)]] }, /two settlements on hex 0 .*players 1 and 2/],
    ['more than 40 settlements', { settlements: [Array.from({ length: 41 }, (_, i) => 40 + i), []] }, /player 1 has 41 settlements/],
    ['a supply that does not add up', { supply: [40, 39] }, /player 1 has 1 settlements on the map and 40 in the supply/],
    ['a tile with no settlement next to its location', { tiles: [[], [{ kind: 'oracle', loc: hex(1, 2) }]] }, /player 2's oracle tile: no settlement/],
    ['a tile from a hex of another kind', { tiles: [[{ kind: 'farm', loc: hex(1, 2) }], []] }, /no farm location/],
    ['an unknown tile kind', { tiles: [[{ kind: 'dragon' as never, loc: hex(1, 2) }], []] }, /unknown kind/],
    ['a used tile of a waiting player', { settlements: [[], [hex(0, 2)]], tiles: [[], [{ kind: 'oracle', loc: hex(1, 2), used: true }]] }, /only the current player/],
    ['a tile taken from no location', { taken: [[hex(0, 0)], []] }, /hex 0 .* which is no location/],
    ['an unknown map letter', { map: MAP.replace('M', 'Z') }, /unknown letter 'Z'/],
    ['a short map', { map: 'GGG\nGGG' }, /expected 20 rows/],
    ['an unknown settlement digit', { settlements: printGrid('5'.padEnd(400, '.'), 20) }, /unknown letter '5'/],
    ['one player', { settlements: [[hex(0, 0)]] }, /2 to 4 players, found 1/],
    ['lists of different lengths', { hands: [null, 'grass', 'desert'] }, /settlements has 2 entries but there are 3 players/],
    ['an unknown scoring card', { cards: ['fishermen', 'lords', 'poets' as never] }, /unknown scoring card "poets"/],
    ['a bad current seat', { current: 2 }, /current must be a seat from 0 to 1/],
    ['an unknown terrain card', { card: 'lava' as never }, /card: unknown terrain "lava"/],
    ['six cards of one terrain', { deck: ['grass', 'grass', 'grass', 'grass', 'grass'] }, /6 grass cards/],
    ['a card in hand while playing one', { hands: ['desert', 'grass'] }, /player 1 is playing grass and cannot also hold desert/],
    ['an empty supply before the last round', { supply: [0, 39], lastRound: false }, /player 1 has no settlement left/],
    ['a last round nobody began', { lastRound: true }, /last round .* only once a player has no settlement left/],
    ['a used tile before the turn has begun', { settlements: [[hex(0, 2)], []], tiles: [[{ kind: 'oracle', loc: hex(1, 2), used: true }], []], card: null }, /is used, but no card is played yet/],
    ['a fresh tile before the turn has begun', { settlements: [[hex(0, 2)], []], tiles: [[{ kind: 'oracle', loc: hex(1, 2), fresh: true }], []], card: null }, /is fresh, but no card is played yet/],
    ['a tile both fresh and used', { settlements: [[hex(0, 2)], []], tiles: [[{ kind: 'oracle', loc: hex(1, 2), fresh: true, used: true }], []] }, /fresh and used: a tile gained this turn cannot be used until the next/],
  ];
  for (const [what, fields, message] of cases) {
    it(`refuses ${what}`, () => expect(refusal(fields)).toMatch(message));
  }

  it('accepts a settlement on water for a player who took a Harbor tile', () => {
    const state = scenario(base({ settlements: [[hex(1, 4)], []], taken: [[hex(2, 5)], []] }));
    expect(state.owner[hex(1, 4)]).toBe(0);
    expect(state.tilesLeft).toEqual([2, 1]);
  });

  it('refuses a third taker of one location in a 3-player game', () => {
    const message = refusal({ settlements: [[], [], []], taken: [[hex(1, 2)], [hex(1, 2)], [hex(1, 2)]] });
    expect(message).toMatch(/more than 2 players took a tile from the location on hex 22/);
  });
});

/** A prompt with its moves listed by settlement hex: the view does not keep the order settlements were placed in. */
function normalised(prompt: KbPrompt): KbPrompt {
  return { ...prompt, tiles: prompt.tiles.map((t) => (t.moves ? { ...t, moves: t.moves.slice().sort((a, b) => a.from - b.from) } : t)) };
}

/** One seat's view of a real game as a scenario: what a bot may rebuild to look ahead. */
function fromView(state: KbState, seat: number): KbState {
  const view = game.view(state, seat);
  return scenario({
    map: view.map,
    settlements: view.players.map((p) => view.settlements.flatMap((owner, h) => (owner === p.seat ? [h] : []))),
    supply: view.players.map((p) => p.supply),
    tiles: view.players.map((p) => p.tiles.map((t) => ({ kind: t.tile, loc: t.loc, used: t.used, fresh: t.fresh }))),
    taken: view.players.map((p) => p.taken),
    current: view.current,
    card: view.played,
    hands: view.players.map((p) => (p.seat === seat ? view.yourCard : null)),
    deck: [],
    cards: view.cards,
    lastRound: view.lastRound,
  });
}

describe('a real game rebuilt from the view of the player to move', () => {
  it('offers the same prompt at the start of each turn, over many turns of random play', () => {
    const made = game.setup({ seed: 'scenario-replay', seats: 3, options: {} });
    if (!made.ok) throw new Error(made.error.message);
    const state = made.value;
    const random = randomFn(seedRng('scenario-replay-moves'));
    let turns = 0;
    while (!state.over) {
      if (state.actions.length === 0 && state.turn > turns) {
        turns = state.turn;
        const rebuilt = fromView(state, state.current);
        expect(normalised(game.prompts(rebuilt)[0] as KbPrompt)).toEqual(normalised(game.prompts(state)[0] as KbPrompt));
        expect(rebuilt.owner).toEqual(state.owner);
        expect(rebuilt.tilesLeft).toEqual(state.tilesLeft);
      }
      const move = game.randomMove(state, state.current, random) as KbMove;
      expect(game.apply(state, state.current, move)).toEqual({ ok: true });
    }
    expect(turns).toBeGreaterThan(30);
  });
});
