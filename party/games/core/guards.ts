// Small shape checks for moves that arrive as untrusted JSON.

export function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

export function isInt(x: unknown, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;
}

export function isStringArray(x: unknown, maxLength = 1000): x is string[] {
  return Array.isArray(x) && x.length <= maxLength && x.every((s) => typeof s === 'string');
}

export function isIntArray(x: unknown, min: number, max: number, maxLength = 1000): x is number[] {
  return Array.isArray(x) && x.length <= maxLength && x.every((n) => isInt(n, min, max));
}

/** A deep copy of plain JSON data (state snapshots, undo points). */
export function cloneJson<T>(x: T): T {
  return structuredClone(x);
}

/** Indices are distinct and each within [0, size). */
export function distinctIndices(xs: readonly number[], size: number): boolean {
  const seen = new Set<number>();
  for (const x of xs) {
    if (!Number.isInteger(x) || x < 0 || x >= size || seen.has(x)) return false;
    seen.add(x);
  }
  return true;
}
