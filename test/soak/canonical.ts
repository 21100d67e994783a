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
