// The game's story, newest first: builds, moves, tiles, cards played.
import type { VisibleLogEntry } from '../../../party/games/core/types.ts';
import { kt } from './i18n.ts';
import { logText } from './log-text.ts';
import { SeatIcon } from './settlement-mark.tsx';

const SHOWN = 200;

export function LogPanel({ log, letters, names }: { log: VisibleLogEntry[]; letters: string; names: string[] }) {
  const lines: { i: number; seat?: number; text: string }[] = [];
  for (let k = log.length - 1; k >= 0 && lines.length < SHOWN; k--) {
    const entry = log[k] as VisibleLogEntry;
    const text = logText(entry, letters, names);
    if (text) lines.push({ i: entry.i, ...(entry.seat === undefined ? {} : { seat: entry.seat }), text });
  }
  return (
    <section class="kb-panel kb-log" aria-labelledby="kb-log-title">
      <h3 id="kb-log-title">{kt('log.title')}</h3>
      {/* Focusable, so a keyboard can scroll the list once it outgrows its box. */}
      <ol class="kb-log-list" data-testid="kb-log" reversed tabIndex={0} aria-labelledby="kb-log-title">
        {lines.map((line) => (
          <li key={line.i}>
            {line.seat !== undefined && <SeatIcon seat={line.seat} />}
            <span>{line.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
