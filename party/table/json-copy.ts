// The room's meta kept as an object (./store.ts): copied for each caller, who may change it, and
// compared with what was saved, rather than parsed from and serialized to JSON on every message.
import { setOwn } from '../protocol/patch.ts';

/** A deep copy of JSON data (plain objects, arrays, strings, numbers, booleans, null). */
export function copyJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyJson) as T;
  const out: Record<string, unknown> = {};
  // A "__proto__" key (JSON.parse makes it an own key; table options may hold one) stays a key.
  for (const key in value) setOwn(out as never, key, copyJson((value as Record<string, unknown>)[key]));
  return out as T;
}

/**
 * Whether two JSON values would serialize alike but for key order (keys holding `undefined` count
 * as absent, as in JSON.stringify). `except`: a top-level key left out of the comparison.
 */
export function sameJson(a: unknown, b: unknown, except?: string): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let keys = 0;
  for (const key in x) {
    if (x[key] === undefined || key === except) continue;
    keys++;
    if (!Object.prototype.hasOwnProperty.call(y, key) || !sameJson(x[key], y[key])) return false;
  }
  for (const key in y) if (y[key] !== undefined && key !== except) keys--;
  return keys === 0;
}
