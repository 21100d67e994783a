// Shallow equality for the hot paths that compare a few plain objects every move (a view's kept
// parts, a game's running counts in the contract suite): no sorting, no JSON.

/** The same own keys holding identical values (===), in any order. */
export function sameMembers<T extends object>(a: T, b: T): boolean {
  let keys = 0;
  for (const key in a) {
    if (a[key] !== b[key]) return false;
    keys++;
  }
  for (const _ in b) keys--;
  return keys === 0;
}
