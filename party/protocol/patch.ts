// A compact JSON diff, shared by the room (which computes it) and the client (which applies it):
// a connection is sent what changed in its state message since the last one instead of the whole.
//
// A delta says how to turn one JSON value into another:
// - `[value]`: replace it with `value`;
// - `[]`: remove it (only as the delta of an object's key);
// - an object: edit in place. On an object, each changed key maps to its own delta. On an array,
//   `"<index>"` maps an item to its delta, then `"n"` cuts the array to that length, then `"+"`
//   lists items to append (a growing log is one `"+"`).
// The room picks, at every level, the edit or the replacement, whichever is shorter as JSON.
// Keys whose value is `undefined` count as absent, as JSON.stringify treats them.

export type Delta = [] | [unknown] | { [key: string]: unknown };

/** A delta that does not fit the value it was applied to: the receiver asks for a full state. */
export class PatchError extends Error {
  override name = 'PatchError';
}

type JsonObject = Record<string, unknown>;

const isObject = (x: unknown): x is JsonObject => x !== null && typeof x === 'object' && !Array.isArray(x);
const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/**
 * What the diffs so far have done, for the room's bench (test/bench/room-node.bench.ts): `diffs`
 * asked, and `edits`, the objects and arrays walked by them (pairs found in a memo are not walked).
 */
export const diffWork = { diffs: 0, edits: 0 };

/**
 * Deltas between pairs of objects, remembered by identity. A room's state messages for several
 * viewers share parts (the room's facts, whom the table waits for, all of a game's view but a
 * seat's own secrets: Game.viewFrom), and each viewer's last message shared them too: the delta
 * of such a pair is worked out once, not once per viewer. Only sound while the objects are not
 * changed in place, as state messages never are.
 */
export interface DiffMemo {
  get(from: object): Remembered | undefined;
  set(from: object, first: Remembered): unknown;
}

/**
 * The deltas from one object, a list by the object they lead to: nearly always one long (a
 * viewer's last message and its next), a Map per object would cost more than it finds.
 */
export interface Remembered {
  to: object;
  /** Null: the two are equal. */
  found: Found | null;
  next: Remembered | undefined;
}

/**
 * How deep under the root a memo is looked in: a message's members, its view's, and the items of
 * the view's lists (a Dominion view's players, all shared but the viewer's own). Deeper down each
 * pair is met once a round anyway, and remembering it would cost more than walking it.
 */
const MEMO_DEPTH = 3;

/**
 * The delta that turns `from` into `to`; undefined when they are equal. `memo`: deltas of the
 * top-level members of two objects, shared with other diffs (see DiffMemo).
 */
export function diff(from: unknown, to: unknown, memo?: DiffMemo): Delta | undefined {
  diffWork.diffs++;
  if (memo && isObject(from) && isObject(to)) {
    const edit = objectEdit(from, to, memo, 0);
    if (edit === undefined) return undefined;
    if (toLeast >= foundSize - 2 || sizeUpTo(to, foundSize - 2) >= foundSize - 2) return edit;
    return [to];
  }
  return diffNode(from, to);
}

/** Applies `delta` to `base` without changing it: unchanged parts are shared, changed ones copied. */
export function applyDelta(base: unknown, delta: Delta): unknown {
  if (Array.isArray(delta)) {
    if (delta.length === 1) return delta[0];
    throw new PatchError('a removal ([]) is only valid for a key of an object');
  }
  if (!isObject(delta)) throw new PatchError('a delta is [value], [] or an edit object');
  if (Array.isArray(base)) return applyArrayEdit(base, delta);
  if (isObject(base)) return applyObjectEdit(base, delta);
  throw new PatchError(`an edit cannot apply to ${base === null ? 'null' : typeof base}`);
}

// ---- diff ---------------------------------------------------------------------------------
// One walk compares the two values. Sizes are JSON lengths, estimated (strings without escapes,
// numbers by their decimal form): they only choose between two correct deltas. The size of the
// new value is measured only where something changed, and only until it passes the edit's; a
// lower bound of it, gathered on the way up (toLeast), spares most of those walks.

export interface Found {
  delta: Delta;
  /** Length of the delta as JSON. */
  size: number;
  /** toLeast beside it. */
  least: number;
}

/**
 * The JSON length of the delta the last diffNode, objectEdit or arrayEdit call returned: passed
 * back beside it rather than in an object of its own, one fewer allocation per changed value.
 */
let foundSize = 0;

/**
 * Beside foundSize: a lower bound of the new value's estimated JSON length (sizeUpTo), from what
 * the walk saw of it. An edit is sent when the new value is at least as long, so where this bound
 * says so already the new value need not be measured: above each changed value sits every
 * ancestor, which would otherwise measure it again.
 */
let toLeast = 0;

/**
 * The delta from `from` to `to` (its length in foundSize), or undefined when they are equal.
 * `memo`, `depth`: see MEMO_DEPTH; `depth` is that of `from` and `to` under the diff's root.
 */
function diffNode(from: unknown, to: unknown, memo?: DiffMemo, depth = 0): Delta | undefined {
  if (from === to) return undefined;
  if (typeof from === 'object' && typeof to === 'object' && from !== null && to !== null) {
    const fromArray = Array.isArray(from);
    if (fromArray === Array.isArray(to)) {
      const edit = fromArray
        ? arrayEdit(from as unknown[], to as unknown[], memo, depth)
        : objectEdit(from as JsonObject, to as JsonObject, memo, depth);
      if (edit === undefined) return undefined;
      // The edit, unless the whole new value is shorter (a tie keeps the edit: less to rebuild).
      const editSize = foundSize;
      const least = toLeast;
      const size = least >= editSize - 2 ? least : sizeUpTo(to, editSize - 2);
      if (size >= editSize - 2) {
        foundSize = editSize;
        toLeast = Math.max(least, editSize - 2);
        return edit;
      }
      // Short of the limit, sizeUpTo measured all of it.
      foundSize = size + 2;
      toLeast = size;
      return [to];
    }
  }
  toLeast = jsonSize(to);
  foundSize = toLeast + 2;
  return [to];
}

/** The delta of a member or item at `depth`: diffNode, remembered in `memo` for a pair of objects down to MEMO_DEPTH. */
function childDelta(from: unknown, to: unknown, memo: DiffMemo | undefined, depth: number): Delta | undefined {
  if (!memo || depth > MEMO_DEPTH || typeof from !== 'object' || typeof to !== 'object' || from === null || to === null) return diffNode(from, to);
  const first = memo.get(from);
  for (let r = first; r !== undefined; r = r.next) {
    if (r.to !== to) continue;
    const known = r.found;
    if (known === null) return undefined;
    foundSize = known.size;
    toLeast = known.least;
    return known.delta;
  }
  const delta = diffNode(from, to, memo, depth);
  memo.set(from, { to, found: delta === undefined ? null : { delta, size: foundSize, least: toLeast }, next: first });
  return delta;
}

/** The edit of object `from` into `to` (its length in foundSize), or undefined when they are equal. */
function objectEdit(from: JsonObject, to: JsonObject, memo: DiffMemo | undefined, depth: number): JsonObject | undefined {
  diffWork.edits++;
  let edit: JsonObject | undefined;
  let size = 1; // the opening brace; each member adds its comma or the closing brace
  let least = 1; // toLeast's: an unchanged value is at least 1 long
  let matched = 0;
  for (const key in to) {
    const value = to[key];
    if (value === undefined) continue;
    // Inherited values read as absent: only "__proto__" would read as an object.
    const before = key === '__proto__' && !hasOwn(from, key) ? undefined : from[key];
    let d: Delta | undefined;
    if (before === undefined) {
      d = [value];
      foundSize = jsonSize(value) + 2;
      least += key.length + 2 + foundSize;
    } else {
      matched++;
      if (before === value) {
        least += key.length + 5;
        continue;
      }
      d = childDelta(before, value, memo, depth + 1);
      least += key.length + 4 + (d === undefined ? 1 : toLeast);
      if (d === undefined) continue;
    }
    edit ??= {};
    setOwn(edit, key, d);
    size += key.length + 4 + foundSize;
  }
  // Keys of `from` that `to` lacks: only looked for when some key of `from` went unmatched.
  let present = 0;
  for (const key in from) if (from[key] !== undefined) present++;
  if (present > matched) {
    for (const key in from) {
      if (from[key] === undefined || (hasOwn(to, key) && to[key] !== undefined)) continue;
      edit ??= {};
      setOwn(edit, key, []);
      size += key.length + 6;
    }
  }
  foundSize = Math.max(size, 2);
  toLeast = Math.max(least, 2);
  return edit;
}

/** The edit of array `from` into `to` (its length in foundSize), or undefined when they are equal. */
function arrayEdit(from: unknown[], to: unknown[], memo: DiffMemo | undefined, depth: number): JsonObject | undefined {
  diffWork.edits++;
  let edit: JsonObject | undefined;
  let size = 1;
  let least = 1;
  const common = Math.min(from.length, to.length);
  for (let i = 0; i < common; i++) {
    // Equal items, most of a long array (a board's hexes), cost no call.
    if (from[i] === to[i]) {
      least += 2;
      continue;
    }
    const d = childDelta(from[i], to[i], memo, depth + 1);
    least += 1 + (d === undefined ? 1 : toLeast);
    if (d === undefined) continue;
    edit ??= {};
    edit[i] = d;
    size += numberSize(i) + 4 + foundSize;
  }
  if (to.length < from.length) {
    edit ??= {};
    edit.n = to.length;
    size += 5 + numberSize(to.length);
  } else if (to.length > from.length) {
    const added = to.slice(from.length);
    edit ??= {};
    edit['+'] = added;
    const addedSize = jsonSize(added);
    size += 5 + addedSize;
    least += addedSize - 1;
  }
  foundSize = size;
  toLeast = Math.max(least, 2);
  return edit;
}

/** JSON length of a value, estimated (see above). */
export function jsonSize(value: unknown): number {
  return sizeUpTo(value, Infinity);
}

/** The estimated JSON length of `value`, or any figure >= `limit` once it gets there. */
function sizeUpTo(value: unknown, limit: number): number {
  switch (typeof value) {
    case 'string': return value.length + 2;
    case 'number': return numberSize(value);
    case 'boolean': return value ? 4 : 5;
    case 'object': break;
    default: return 4;
  }
  if (value === null) return 4;
  let n = 1;
  if (Array.isArray(value)) {
    for (const item of value) {
      n += sizeUpTo(item, limit - n) + 1;
      if (n >= limit) return n;
    }
    return Math.max(n, 2);
  }
  for (const key in value) {
    const v = (value as JsonObject)[key];
    if (v === undefined) continue;
    n += key.length + 4 + sizeUpTo(v, limit - n);
    if (n >= limit) return n;
  }
  return Math.max(n, 2);
}

function numberSize(x: number): number {
  if (Number.isInteger(x) && x >= 0 && x < 1e6) return x < 10 ? 1 : x < 100 ? 2 : x < 1000 ? 3 : x < 10_000 ? 4 : x < 100_000 ? 5 : 6;
  return String(x).length;
}

// ---- apply --------------------------------------------------------------------------------

function applyObjectEdit(base: JsonObject, edit: JsonObject): JsonObject {
  const out: JsonObject = { ...base };
  for (const key of Object.keys(edit)) {
    const d = edit[key];
    if (Array.isArray(d) && d.length === 0) {
      delete out[key];
      continue;
    }
    const before = hasOwn(out, key) ? out[key] : undefined;
    if (before === undefined && !(Array.isArray(d) && d.length === 1)) throw new PatchError(`an edit of "${key}", which is absent`);
    setOwn(out, key, applyDelta(before, d as Delta));
  }
  return out;
}

function applyArrayEdit(base: unknown[], edit: JsonObject): unknown[] {
  const out = base.slice();
  for (const key of Object.keys(edit)) {
    if (key === 'n' || key === '+') continue;
    const i = Number(key);
    if (!Number.isInteger(i) || i < 0 || i >= out.length) throw new PatchError(`no item ${key} in an array of ${out.length}`);
    out[i] = applyDelta(out[i], edit[key] as Delta);
  }
  if (hasOwn(edit, 'n')) {
    const n = edit.n;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > out.length) throw new PatchError(`cannot cut an array of ${out.length} to ${String(n)}`);
    out.length = n;
  }
  if (hasOwn(edit, '+')) {
    const added = edit['+'];
    if (!Array.isArray(added)) throw new PatchError('"+" must list the items to append');
    for (const item of added) out.push(item);
  }
  return out;
}

/** Sets an own property even for a key such as "__proto__", which plain assignment would not. */
export function setOwn(o: JsonObject, key: string, value: unknown): void {
  // Plain assignment (much the quicker) for every key but the one it would not make own.
  if (key !== '__proto__') {
    o[key] = value;
    return;
  }
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
}
