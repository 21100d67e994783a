// JSON with every object's keys in sorted order. A state rebuilt from patches holds the same
// values as a full state, but an object a patch changed may list its keys in another order
// (kept keys first, new ones after): compared as text, it would look like a different message.

export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k];
    return sorted;
  });
}

/** A log entry as every observer must read it: what happened, not the viewer's own details. */
export function publicEntry(e: { type: string; seat?: number | null; data?: unknown }): string {
  return canonicalJson({ type: e.type, seat: e.seat, data: e.data });
}

/** Where two JSON texts first differ, as `path: a vs b` (values cut short), for a leak report. */
export function firstDifference(a: string, b: string): string {
  const walk = (x: unknown, y: unknown, path: string): string | null => {
    if (JSON.stringify(x) === JSON.stringify(y)) return null;
    if (x !== null && y !== null && typeof x === 'object' && typeof y === 'object' && Array.isArray(x) === Array.isArray(y)
      // Into arrays of the same length that hold objects: an array of plain values reads best whole.
      && (!Array.isArray(x) || (x.length === (y as unknown[]).length && x.some((e) => e !== null && typeof e === 'object')))) {
      const keys = [...new Set([...Object.keys(x), ...Object.keys(y)])];
      for (const k of keys) {
        const found = walk((x as Record<string, unknown>)[k], (y as Record<string, unknown>)[k], path ? `${path}.${k}` : k);
        if (found) return found;
      }
    }
    const cut = (v: unknown) => (JSON.stringify(v) ?? 'nothing').slice(0, 80);
    return `${path || 'the whole'}: ${cut(x)} vs ${cut(y)}`;
  };
  return walk(JSON.parse(a), JSON.parse(b), '') ?? 'nothing';
}
