// Starting a table from a button and taking its seat: `busy` names the button whose table is
// being made (the others wait for it), then the page goes to the seat; a failure is said in words
// beside the button. The lobby's forms, lessons, first games and daily attempts all start this way.
import { useState } from 'preact/hooks';
import type { CreateTableRequest } from '../../party/protocol/lobby.ts';
import { createTable } from '../net/lobby-api.ts';
import { goSeated } from '../net/seat-at.ts';
import { failureText } from './failure-text.ts';

export function useSeatStart<Key extends string>() {
  const [busy, setBusy] = useState<Key | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = async (key: Key, make: () => Promise<{ table: string; token?: string }>) => {
    setBusy(key);
    setError(null);
    try {
      const made = await make();
      goSeated(made.table, made.token);
    } catch (failure) {
      setError(failureText(failure));
      setBusy(null);
    }
  };
  return { busy, error, setError, start };
}

/** A new table made by the server, which seats its creator: the page arrives with the seat token. */
export function useStartTable<Key extends string>() {
  const { busy, error, start } = useSeatStart<Key>();
  const startTable = (key: Key, request: CreateTableRequest) =>
    start(key, async () => { const made = await createTable(request); return { table: made.id, token: made.token }; });
  return { busy, error, start: startTable };
}
