// Where a lesson table's coach goes: only at a table created as a lesson (its options say so),
// only for the learner's seat (the creator's, seat 0), and not after "Play on freely" (remembered for
// the table; a small "Show the coach" button in its place brings it back). The coach's code, with
// its game's steps and words (the registry's `lesson.coach`), loads only while it shows; a game
// without a lesson has no coach.
import type { ComponentType } from 'preact';
import type { StateMessage } from '../../party/protocol/room.ts';
import type { VisibleLogEntry } from '../../party/games/core/types.ts';
import { useState } from 'preact/hooks';
import { lazyComponent } from '../games/lazy.tsx';
import { gameWebFor } from '../games/registry.ts';
import { readStored, writeStored } from '../net/storage.ts';
import type { CoachProps } from './Coach.tsx';
import { lessonEntryT } from './entry-t.ts';
import './coach.css';

const freeKey = (table: string) => `kingdoms.lesson.free.${table}`;

const coaches = new Map<string, ComponentType<CoachProps>>();

/** The coach for `game`'s lesson, made once: the shared coach with the game's own, fetched together. */
function coachFor(game: string): ComponentType<CoachProps> | null {
  const lesson = gameWebFor(game)?.lesson;
  if (!lesson) return null;
  let made = coaches.get(game);
  if (!made) {
    made = lazyComponent(async () => {
      const [{ default: Coach }, { default: coach }] = await Promise.all([import('./Coach.tsx'), lesson.coach()]);
      return { default: (props: CoachProps) => <Coach {...props} coach={coach} /> };
    });
    coaches.set(game, made);
  }
  return made;
}

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
  const Coach = coachFor(state.room.game);
  if (!Coach || state.you !== 0 || state.room.status === 'open' || !isLessonTable(state.room.options)) return null;
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
