// Where a lesson table's coach goes: only at a table created as a lesson (its options say so),
// only for the learner's seat (the creator's, seat 0), and not after "Play on freely" (remembered for
// the table; a small "Show the coach" button in its place brings it back). The coach's code, with the
// games' words it needs, loads only while it shows.
import type { StateMessage } from '../../party/protocol/room.ts';
import type { VisibleLogEntry } from '../../party/games/core/types.ts';
import { useState } from 'preact/hooks';
import { lazyComponent } from '../games/lazy.tsx';
import { readStored, writeStored } from '../net/storage.ts';
import { lessonEntryT } from './entry-t.ts';
import './coach.css';

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
  embedded?: boolean;
}

export function LessonSlot({ table, state, log, error, embedded = false }: Props) {
  const [free, setFree] = useState(() => readStored(freeKey(table)) === '1');
  if (state.you !== 0 || state.room.status === 'open' || !isLessonTable(state.room.options)) return null;
  const choose = (playFreely: boolean) => {
    writeStored(freeKey(table), playFreely ? '1' : null);
    setFree(playFreely);
  };
  if (free) {
    return (
      <button type="button" class="button-quiet coach-back" onClick={() => choose(false)} data-testid="coach-back">{lessonEntryT('coach.back')}</button>
    );
  }
  const leave = () => choose(true);
  return <Coach state={state} log={log} error={error} onLeave={leave} embedded={embedded} />;
}
