// localStorage can throw (storage disabled, private modes, sandboxed iframes). Everything the
// page keeps there is a convenience or survives only as long as the page without it, so a
// refusal is never fatal: reads give null, writes are dropped.
// `session`: this tab's own sessionStorage (kept across reloads, shared with no other tab).

type Area = 'local' | 'session';
const areaOf = (area: Area): Storage => (area === 'session' ? sessionStorage : localStorage);

export function readStored(key: string, area: Area = 'local'): string | null {
  try { return areaOf(area).getItem(key); } catch { return null; }
}

/** Stores `value`, or removes the key when it is null. */
export function writeStored(key: string, value: string | null, area: Area = 'local'): void {
  try {
    if (value === null) areaOf(area).removeItem(key);
    else areaOf(area).setItem(key, value);
  } catch { /* kept for this page only */ }
}
