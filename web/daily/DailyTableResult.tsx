// At a finished table this page opened as a daily attempt (web/net/daily-api.ts remembers which):
// the attempt's result, rank and share line, at the top of the end screen.
import { dailyTableNote } from '../net/daily-api.ts';
import { DailyResult } from './DailyResult.tsx';

export function DailyTableResult({ table }: { table: string }) {
  const note = dailyTableNote(table);
  if (!note) return null;
  return <div class="card daily-card"><DailyResult game={note.game} date={note.date} table={table} level={2} /></div>;
}
