// After a daily attempt, "again" means the same deal: a practice attempt while the day lasts
// (an ordinary rematch would deal a fresh game against the same bots), and today's challenge
// once that day is over.
import { useState } from 'preact/hooks';
import { dailyT } from '../i18n/daily.ts';
import { errorText, t } from '../i18n/index.ts';
import { DAILY_BOT_PAUSE_MS, startDailyAttempt, type DailyTableNote } from '../net/daily-api.ts';
import { ApiFailure } from '../net/lobby-api.ts';
import { goSeated } from '../net/seat-at.ts';

export function DailyAgain({ note, name }: { note: DailyTableNote; name: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (note.date !== new Date().toISOString().slice(0, 10)) {
    return <a class="button-primary" href={`/#daily-${note.game}`} data-testid="daily-today">{dailyT('daily.title')}</a>;
  }
  const practise = async () => {
    // Past midnight (UTC) since this was drawn, the same request would be the new day's scored
    // attempt: send the player to today's challenge instead of spending it unasked.
    if (note.date !== new Date().toISOString().slice(0, 10)) {
      location.assign(`/#daily-${note.game}`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const made = await startDailyAttempt(note.game, name, DAILY_BOT_PAUSE_MS);
      goSeated(made.table, made.token);
    } catch (failure) {
      setError(failure instanceof ApiFailure ? errorText(failure.code, failure.message) : t('error.network'));
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" class="button-primary" disabled={busy} onClick={() => void practise()} data-testid="daily-practice">
        {busy ? dailyT('daily.starting') : dailyT('daily.practice')}
      </button>
      {error && <p class="form-error" role="alert">{error}</p>}
    </>
  );
}
