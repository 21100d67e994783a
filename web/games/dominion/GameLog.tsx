import { useEffect, useRef } from 'preact/hooks';
import type { VisibleLogEntry } from '../../../party/games/core/types.ts';
import { logLine } from './logLine.ts';
import { dt } from './t.ts';

/** The game log, newest at the bottom, one line per event and a rule before each turn. */
export function GameLog({ shown, nameOf }: { shown: VisibleLogEntry[]; nameOf(seat: number): string }) {
  const list = useRef<HTMLDivElement>(null);
  const last = shown.at(-1)?.i;

  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [last]);

  return (
    <section class="game-log" aria-labelledby="log-title">
      <h3 id="log-title">{dt('log.title')}</h3>
      {/* Not live itself: the board's Announcer says each new line once, with the turn and the question. */}
      <div class="log-list" ref={list} role="log" aria-live="off" aria-labelledby="log-title" data-testid="game-log" tabIndex={0}>
        <ol>
        {shown.map((e) => (
          <li key={e.i} class={e.type === 'turn' ? 'log-turn' : undefined} data-type={e.type}>{logLine(e, nameOf)}</li>
        ))}
        </ol>
      </div>
    </section>
  );
}
