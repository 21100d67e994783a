// Where a lesson table's coach goes: only at a table created as a lesson (its options say so),
// only for the learner's seat (the creator's, seat 0), and only until "Play on freely". The coach's
// code, with the games' words it needs, loads only then.
import type { StateMessage } from '../../party/protocol/room.ts';
import type { VisibleLogEntry } from '../../party/games/core/types.ts';
import { useState } from 'preact/hooks';
import { lazyComponent } from '../games/lazy.tsx';
import { readStored, writeStored } from '../net/storage.ts';

const Coach = lazyComponent(() => import('./Coach.tsx'));

const freeKey = (table: string) => `kingdoms.lesson.free.${table}`;

export function isLessonTable(options: unknown): boolean {
  return typeof options === 'object' && options !== null && (options as { lesson?: unknown }).lesson === true;
}

interface Props {
  table: string;
  state: StateMessage;
  log: VisibleLogEntry[];
  error: { code: string; message: string } | null;
}

export function LessonSlot({ table, state, log, error }: Props) {
  const [free, setFree] = useState(() => readStored(freeKey(table)) === '1');
  if (free || state.you !== 0 || state.room.status === 'open' || !isLessonTable(state.room.options)) return null;
  const leave = () => {
    writeStored(freeKey(table), '1');
    setFree(true);
  };
  return <Coach state={state} log={log} error={error} onLeave={leave} />;
}
