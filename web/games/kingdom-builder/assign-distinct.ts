// Choosing sections or cards from selects, where a choice may never appear twice: picking one that
// another slot holds swaps the two, so the list stays valid at every step.

/** Puts `value` at `index`; if another slot held it, that slot takes the old value. */
export function assignDistinct<T>(list: readonly T[], index: number, value: T, same: (a: T, b: T) => boolean): T[] {
  const next = list.slice();
  const other = next.findIndex((item, i) => i !== index && same(item, value));
  if (other >= 0) next[other] = next[index] as T;
  next[index] = value;
  return next;
}
