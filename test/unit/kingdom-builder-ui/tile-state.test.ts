// The action bar's word for each held tile, read from the engine's own view and prompt. The rule:
// each extra action once a turn (rulebook, "Дополнительные действия"), so a second tile of a kind
// used this turn says "action taken this turn", even once the used tile is lost.
import { describe, expect, it } from 'vitest';
import { kingdomBuilder as game, scenario, type KbPrompt, type KbView } from '../../../party/games/kingdom-builder/index.ts';
import { tileState } from '../../../web/games/kingdom-builder/tile-state.ts';
import { hex, SMALL_GAME_CARDS, STASH, stashMap, stashTiles } from '../kingdom-builder/helpers.ts';

function twinOracles() {
  return scenario({
    current: 0, cards: SMALL_GAME_CARDS, card: 'grass',
    map: stashMap('GGGGGG\n GoGGoG\nGGGGGG\n GGGGGG', ['paddock']),
    settlements: [[hex(0, 1), hex(0, 5), STASH], []],
    tiles: [[{ kind: 'oracle', loc: hex(1, 1) }, { kind: 'oracle', loc: hex(1, 4) }, ...stashTiles(['paddock'])], []],
  });
}

const states = (view: KbView, prompt: KbPrompt | undefined) =>
  view.players[0]!.tiles.map((t) => `${t.tile}@${t.loc}:${tileState(view, prompt, t.tile, t.loc, t.used, t.fresh)}`);

describe('the action bar\'s state of each held tile', () => {
  it('two Oracles: both ready, then one used and its twin "action taken", and still so once the used one is lost to a Paddock move', () => {
    const state = twinOracles();
    const ask = () => [game.view(state, 0) as KbView, game.prompts(state)[0] as KbPrompt] as const;
    expect(states(...ask())).toEqual([`oracle@${hex(1, 1)}:ready`, `oracle@${hex(1, 4)}:ready`, `paddock@${stashTiles(['paddock'])[0]!.loc}:ready`]);
    expect(game.apply(state, 0, { type: 'tile', tile: 'oracle', to: hex(0, 0), loc: hex(1, 1) }).ok).toBe(true);
    expect(states(...ask()).slice(0, 2)).toEqual([`oracle@${hex(1, 1)}:used`, `oracle@${hex(1, 4)}:twin`]);
    expect(game.apply(state, 0, { type: 'tile', tile: 'paddock', from: hex(0, 1), to: hex(0, 3) }).ok).toBe(true);
    expect(states(...ask())[0]).toBe(`oracle@${hex(1, 4)}:twin`);
    // A spectator's view of the same turn names no seat's bar: the viewer is not the player to move.
    const other = game.view(state, 1) as KbView;
    expect(tileState(other, undefined, 'oracle', hex(1, 4), false, false)).toBe('idle');
  });
});
