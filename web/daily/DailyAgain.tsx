// After a daily attempt, "again" means the same deal: a practice attempt while the day lasts
// (an ordinary rematch would deal a fresh game against the same bots), and today's challenge
// once that day is over. Its heading names which of the two is offered: a daily is never simply
// played again.
import { dayOf } from '../../party/protocol/daily.ts';
import { dailyT } from '../i18n/daily.ts';
import type { DailyTableNote } from '../net/daily-api.ts';
import { useDailyStart } from './use-daily-start.ts';

export function DailyAgain({ note, name, titleId }: { note: DailyTableNote; name: string; titleId: string }) {
  const { busy, error, start } = useDailyStart(note.game);
  if (note.date !== dayOf(Date.now())) {
    return (
      <>
        <h2 id={titleId}>{dailyT('daily.againNewDay')}</h2>
        <a class="button-primary" href={`/#daily-${note.game}`} data-testid="daily-today">{dailyT('daily.title')}</a>
      </>
    );
  }
  const practise = async () => {
    // Past midnight (UTC) since this was drawn, the same request would be the new day's scored
    // attempt: send the player to today's challenge instead of spending it unasked.
    if (note.date !== dayOf(Date.now())) {
      location.assign(`/#daily-${note.game}`);
      return;
    }
    await start(name);
  };
  return (
    <>
      <h2 id={titleId}>{dailyT('daily.againToday')}</h2>
      <button type="button" class="button-primary" disabled={busy} onClick={() => void practise()} data-testid="daily-practice">
        {busy ? dailyT('daily.starting') : dailyT('daily.practice')}
      </button>
      {error && <p class="form-error" role="alert">{error}</p>}
    </>
  );
}
