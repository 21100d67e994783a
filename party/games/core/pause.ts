// Code that plays a game without a room (simulations, benchmarks, tests, a bot's trial games) has
// nobody to wait out the game's pauses (Game.pause, Dominion's Reaction windows): it closes each
// one as soon as nobody is asked inside it any more, which the room does after its pause.
import type { AnyEngine, Seat } from './types.ts';

/**
 * Closes every pause of `state` that is ready to close, in turn (closing one may open the next),
 * and returns how many. `made` hears each closing move, for a caller that keeps the move list.
 */
export function closeWindows(def: AnyEngine, state: unknown, made?: (seat: Seat, move: unknown) => void): number {
  let closed = 0;
  for (let pause = def.pause?.(state) ?? null; pause?.close; pause = def.pause?.(state) ?? null) {
    const out = def.apply(state, pause.seat, pause.close);
    if (!out.ok) throw new Error(`${def.id}: closing pause ${pause.key} was refused: ${out.error.message}`);
    made?.(pause.seat, pause.close);
    closed++;
  }
  return closed;
}
