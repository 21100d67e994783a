// How far through its lesson the learner is: the "Step n of N" line. A lesson's path is laid out
// by the learner's turns (the same step, "play your Treasures", comes back on each), so the count
// moves on with every step taken, and after a reload it is found again from the turn the table
// is at rather than started over. Pure, so tested in Node.

/** The lesson's steps, one list per turn of the learner's; the very last step ends the lesson. */
export type LessonPath = readonly (readonly string[])[];

export function pathLength(path: LessonPath): number {
  return path.reduce((sum, turn) => sum + turn.length, 0);
}

/**
 * The number of the step now shown (1-based), given the learner's turn (0 for the first; past the
 * path's last turn counts as that one) and the number shown before. A step off the path (waiting
 * for the bot, a detour) keeps the number; the count never goes back.
 */
export function stepNumber(path: LessonPath, turn: number, step: string, before: number): number {
  const total = pathLength(path);
  if (step === path.at(-1)?.at(-1)) return total;
  const t = Math.max(0, Math.min(turn, path.length - 1));
  const done = pathLength(path.slice(0, t));
  const at = path[t]!.indexOf(step);
  return Math.max(1, before, at < 0 ? done : done + at + 1);
}
