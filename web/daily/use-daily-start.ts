// Starting an attempt at today's deal from a button (the lobby's card, the end of an attempt):
// busy while the server deals, then the page goes to the seat; a failure is said in words.
import { useState } from 'preact/hooks';
import type { DailyGame } from '../../party/protocol/daily.ts';
import { errorText, t } from '../i18n/index.ts';
import { DAILY_BOT_PAUSE_MS, startDailyAttempt } from '../net/daily-api.ts';
import { ApiFailure } from '../net/lobby-api.ts';
import { goSeated } from '../net/seat-at.ts';

export function useDailyStart(game: DailyGame) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async (name: string) => {
    setBusy(true);
    setError(null);
    try {
      const made = await startDailyAttempt(game, name, DAILY_BOT_PAUSE_MS);
      goSeated(made.table, made.token);
    } catch (failure) {
      setError(failure instanceof ApiFailure ? errorText(failure.code, failure.message) : t('error.network'));
      setBusy(false);
    }
  };
  return { busy, error, setError, start };
}
