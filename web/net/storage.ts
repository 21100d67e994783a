// localStorage can throw (storage disabled, private modes, sandboxed iframes). Everything the
// page keeps there is a convenience or survives only as long as the page without it, so a
// refusal is never fatal: reads give null, writes are dropped.

export function readStored(key: string): string | null {
  try { return localStorage.getItem(key); } catch { return null; }
}

/** Stores `value`, or removes the key when it is null. */
export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch { /* kept for this page only */ }
}
