// Opening a table from a lesson's way in (the lobby, a rules page, a lesson's end) under the
// remembered name or "Learner", with no name to type: the button says busy while the table is
// made, then the page goes to the seat; a failure is said in words beside the button.
import { useState } from 'preact/hooks';
import type { CreateTableRequest } from '../../party/protocol/lobby.ts';
import { errorText, t } from '../i18n/index.ts';
import { ApiFailure, createTable } from '../net/lobby-api.ts';
import { playerName } from '../net/player-name.ts';
import { goSeated } from '../net/seat-at.ts';
import { lt } from './t.ts';

export const learnerName = (): string => playerName.value || lt('learn.name');

/** `busy` names the button whose table is being made (the others wait for it). */
export function useStartTable<Key extends string>() {
  const [busy, setBusy] = useState<Key | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = async (key: Key, request: CreateTableRequest) => {
    setBusy(key);
    setError(null);
    try {
      const made = await createTable(request);
      goSeated(made.id, made.token);
    } catch (failure) {
      setError(failure instanceof ApiFailure ? errorText(failure.code, failure.message) : t('error.network'));
      setBusy(null);
    }
  };
  return { busy, error, start };
}
