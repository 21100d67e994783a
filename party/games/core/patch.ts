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

/** The delta that turns `from` into `to`; undefined when they are equal. */
export function diff(from: unknown, to: unknown): Delta | undefined {
  return diffNode(from, to)?.delta;
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
// new value is measured only where something changed, and only until it passes the edit's.

interface Found {
  delta: Delta;
  /** Length of the delta as JSON. */
  size: number;
}

function diffNode(from: unknown, to: unknown): Found | undefined {
  if (from === to) return undefined;
  if (typeof from === 'object' && typeof to === 'object' && from !== null && to !== null) {
    const fromArray = Array.isArray(from);
    if (fromArray === Array.isArray(to)) {
      const edit = fromArray ? arrayEdit(from as unknown[], to as unknown[]) : objectEdit(from as JsonObject, to as JsonObject);
      if (edit === undefined) return undefined;
      // The edit, unless the whole new value is shorter (a tie keeps the edit: less to rebuild).
      if (sizeUpTo(to, edit.size - 2) >= edit.size - 2) return edit;
      return { delta: [to], size: jsonSize(to) + 2 };
    }
  }
  return { delta: [to], size: jsonSize(to) + 2 };
}

function objectEdit(from: JsonObject, to: JsonObject): Found | undefined {
  let edit: JsonObject | undefined;
  let size = 1; // the opening brace; each member adds its comma or the closing brace
  let matched = 0;
  for (const key in to) {
    const value = to[key];
    if (value === undefined) continue;
    // Inherited values read as absent: only "__proto__" would read as an object.
    const before = key === '__proto__' && !hasOwn(from, key) ? undefined : from[key];
    if (before !== undefined) matched++;
    const d = before === undefined ? { delta: [value] as Delta, size: jsonSize(value) + 2 } : diffNode(before, value);
    if (d === undefined) continue;
    edit ??= {};
    setOwn(edit, key, d.delta);
    size += key.length + 4 + d.size;
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
  return edit === undefined ? undefined : { delta: edit, size: Math.max(size, 2) };
}

function arrayEdit(from: unknown[], to: unknown[]): Found | undefined {
  let edit: JsonObject | undefined;
  let size = 1;
  const common = Math.min(from.length, to.length);
  for (let i = 0; i < common; i++) {
    const d = diffNode(from[i], to[i]);
    if (d === undefined) continue;
    edit ??= {};
    edit[i] = d.delta;
    size += numberSize(i) + 4 + d.size;
  }
  if (to.length < from.length) {
    edit ??= {};
    edit.n = to.length;
    size += 5 + numberSize(to.length);
  } else if (to.length > from.length) {
    const added = to.slice(from.length);
    edit ??= {};
    edit['+'] = added;
    size += 5 + jsonSize(added);
  }
  return edit === undefined ? undefined : { delta: edit, size };
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
function setOwn(o: JsonObject, key: string, value: unknown): void {
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
}
