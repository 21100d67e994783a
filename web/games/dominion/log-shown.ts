import type { VisibleLogEntry } from '../../../party/games/core/types.ts';

/** Most of a long game scrolls away; the end of it is what players read. */
const SHOWN = 120;

/**
 * The log lines the table shows. A resignation ends the game in the middle of a turn, often one
 * that has only just begun: its heading would close the log with a turn in which nothing
 * happened, so once the game is over a turn heading with nothing under it is left out.
 */
export function logShown(log: readonly VisibleLogEntry[], over: boolean): VisibleLogEntry[] {
  const shown = log.slice(-SHOWN);
  if (over && shown.at(-1)?.type === 'turn') shown.pop();
  return shown;
}
