// Opening a table from a lesson's way in (the lobby, a rules page, a lesson's end) under the
// remembered name or "Learner", with no name to type (web/ui/use-seat-start.ts says busy, seats
// the player, or says what failed).
import type { CreateTableRequest } from '../../party/protocol/lobby.ts';
import { createTable } from '../net/lobby-api.ts';
import { playerName } from '../net/player-name.ts';
import { useSeatStart } from '../ui/use-seat-start.ts';
import { lt } from './t.ts';

export const learnerName = (): string => playerName.value || lt('learn.name');

/** `busy` names the button whose table is being made (the others wait for it). */
export function useStartTable<Key extends string>() {
  const { busy, error, start } = useSeatStart<Key>();
  const startTable = (key: Key, request: CreateTableRequest) =>
    start(key, async () => { const made = await createTable(request); return { table: made.id, token: made.token }; });
  return { busy, error, start: startTable };
}
