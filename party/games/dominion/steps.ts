// How a script changes its own course. The engine runs a frame's steps in order (`Frame.step` is
// the index of the next one); a step may instead end the script early or send it to another of
// its steps. These two are the only ways a script does either.
import type { Frame } from './types.ts';

/**
 * Past the last step of every script. A plain number rather than Infinity because frames are
 * saved as JSON; frames saved by earlier releases hold this same 99.
 */
const AFTER_LAST_STEP = 99;

/** None of the script's later steps run: its frame is done. */
export function endScript(f: Frame): void {
  f.step = AFTER_LAST_STEP;
}

/** The script goes on at step `index` (from 0): back to loop, or ahead to skip. */
export function goToStep(f: Frame, index: number): void {
  f.step = index;
}
