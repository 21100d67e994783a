import { useState } from 'preact/hooks';
import { readStored, writeStored } from '../../net/storage.ts';

function read(key: string, fallback: boolean): boolean {
  const stored = readStored(key);
  return stored === null ? fallback : stored === '1';
}

/** A yes/no preference that survives reloads. */
export function useStoredFlag(key: string, fallback: boolean): [boolean, (next: boolean) => void] {
  const [value, setValue] = useState(() => read(key, fallback));
  const set = (next: boolean) => {
    setValue(next);
    writeStored(key, next ? '1' : '0');
  };
  return [value, set];
}
