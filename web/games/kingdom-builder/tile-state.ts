// What the action bar says of one held tile: pure, so it is tested in Node against the engine.
import type { KbPrompt, KbView, LocationKind } from '../../../party/games/kingdom-builder/index.ts';
import { tileOption } from './turn-plan.ts';

export type TileState = 'used' | 'twin' | 'fresh' | 'ready' | 'later' | 'idle';

/** The state of the tile of `tile` from location `loc` held by the viewer (`used`, `fresh`: its flags). */
export function tileState(view: KbView, prompt: KbPrompt | undefined, tile: LocationKind, loc: number, used: boolean, fresh: boolean): TileState {
  if (used) return 'used';
  if (fresh) return 'fresh';
  // One use of each action a turn, read from the turn's actions: a second tile of a kind used this
  // turn waits for the next, even once the used tile is lost.
  if (view.current === view.you && view.turnActions.some((a) => a.type === 'tile' && a.tile === tile)) return 'twin';
  if (tileOption(prompt, tile)?.locs.includes(loc)) return 'ready';
  // Tiles wait while the mandatory builds are half done: they come before or after, never between.
  return prompt?.build && prompt.build.remaining < 3 ? 'later' : 'idle';
}
