import { useState } from 'preact/hooks';

// Storage can throw (private modes, sandboxed iframes): a preference is a nicety, never fatal.
function read(key: string, fallback: boolean): boolean {
  try {
    const stored = localStorage.getItem(key);
    return stored === null ? fallback : stored === '1';
  } catch { return fallback; }
}

/** A yes/no preference that survives reloads. */
export function useStoredFlag(key: string, fallback: boolean): [boolean, (next: boolean) => void] {
  const [value, setValue] = useState(() => read(key, fallback));
  const set = (next: boolean) => {
    setValue(next);
    try { localStorage.setItem(key, next ? '1' : '0'); } catch { /* kept for this page only */ }
  };
  return [value, set];
}
