// Starting an attempt at today's deal from a button (the lobby's card, the end of an attempt):
// busy while the server deals, then the page goes to the seat; a failure is said in words.
import type { DailyGame } from '../../party/protocol/daily.ts';
import { DAILY_BOT_PAUSE_MS, startDailyAttempt } from '../net/daily-api.ts';
import { useSeatStart } from '../ui/use-seat-start.ts';

export function useDailyStart(game: DailyGame) {
  const { busy, error, setError, start } = useSeatStart<DailyGame>();
  return { busy: busy !== null, error, setError, start: (name: string) => start(game, () => startDailyAttempt(game, name, DAILY_BOT_PAUSE_MS)) };
}
