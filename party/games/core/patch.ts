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
  return diffSized(from, to).delta;
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
// Sizes are JSON lengths, estimated in the same walk that compares (strings without escapes,
// numbers by their decimal form): they only choose between two correct deltas.

interface Sized {
  delta: Delta | undefined;
  /** Length of the delta as JSON (0 when there is none). */
  deltaSize: number;
  /** Length of `to` as JSON. */
  size: number;
}

function diffSized(from: unknown, to: unknown): Sized {
  if (Array.isArray(from) && Array.isArray(to)) return cheaper(arrayEdit(from, to));
  if (isObject(from) && isObject(to)) return cheaper(objectEdit(from, to));
  const size = jsonSize(to);
  if (from === to) return { delta: undefined, deltaSize: 0, size };
  return { delta: [to], deltaSize: size + 2, size };
}

interface Edit { edit: JsonObject | undefined; editSize: number; to: unknown; size: number }

/** The edit, or the whole new value when that is no longer (or the edit would be empty). */
function cheaper({ edit, editSize, to, size }: Edit): Sized {
  if (edit === undefined) return { delta: undefined, deltaSize: 0, size };
  if (editSize <= size + 2) return { delta: edit, deltaSize: editSize, size };
  return { delta: [to], deltaSize: size + 2, size };
}

function objectEdit(from: JsonObject, to: JsonObject): Edit {
  const edit: JsonObject = {};
  let changed = 0;
  let editSize = 2;
  let size = 2;
  let members = 0;
  for (const key of Object.keys(to)) {
    const value = to[key];
    if (value === undefined) continue;
    const keySize = key.length + 3; // quotes and colon
    const before = hasOwn(from, key) ? from[key] : undefined;
    if (before === undefined) {
      const valueSize = jsonSize(value);
      size += keySize + valueSize;
      setOwn(edit, key, [value]);
      editSize += keySize + valueSize + 2;
      changed++;
    } else {
      const d = diffSized(before, value);
      size += keySize + d.size;
      if (d.delta !== undefined) {
        setOwn(edit, key, d.delta);
        editSize += keySize + d.deltaSize;
        changed++;
      }
    }
    members++;
  }
  size += Math.max(0, members - 1);
  for (const key of Object.keys(from)) {
    if (from[key] === undefined || (hasOwn(to, key) && to[key] !== undefined)) continue;
    setOwn(edit, key, []);
    editSize += key.length + 5;
    changed++;
  }
  editSize += Math.max(0, changed - 1);
  return { edit: changed > 0 ? edit : undefined, editSize, to, size };
}

function arrayEdit(from: unknown[], to: unknown[]): Edit {
  const edit: JsonObject = {};
  let changed = 0;
  let editSize = 2;
  let size = 2 + Math.max(0, to.length - 1); // brackets and commas; the items are added below
  const common = Math.min(from.length, to.length);
  for (let i = 0; i < common; i++) {
    const d = diffSized(from[i], to[i]);
    size += d.size;
    if (d.delta !== undefined) {
      edit[String(i)] = d.delta;
      editSize += String(i).length + 3 + d.deltaSize;
      changed++;
    }
  }
  if (to.length < from.length) {
    edit.n = to.length;
    editSize += 4 + String(to.length).length;
    changed++;
  } else if (to.length > from.length) {
    const added = to.slice(from.length);
    const addedSize = jsonSize(added);
    edit['+'] = added;
    size += addedSize - 2 - Math.max(0, added.length - 1); // its brackets and commas are counted above
    editSize += 4 + addedSize;
    changed++;
  }
  editSize += Math.max(0, changed - 1);
  return { edit: changed > 0 ? edit : undefined, editSize, to, size };
}

/** JSON length of a value, estimated (see above). */
export function jsonSize(value: unknown): number {
  if (value === null || value === undefined) return 4;
  switch (typeof value) {
    case 'string': return value.length + 2;
    case 'number': return String(value).length;
    case 'boolean': return value ? 4 : 5;
    case 'object': break;
    default: return 4;
  }
  if (Array.isArray(value)) {
    let n = 2 + Math.max(0, value.length - 1);
    for (const item of value) n += jsonSize(item);
    return n;
  }
  let n = 2;
  let members = 0;
  for (const key of Object.keys(value)) {
    const v = (value as JsonObject)[key];
    if (v === undefined) continue;
    n += key.length + 3 + jsonSize(v);
    members++;
  }
  return n + Math.max(0, members - 1);
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
