// A daily challenge's attempt (party/daily/): the finished game goes to the day's Daily object
// once (it takes a table's result only once, so a retry after a lost answer is harmless), retried
// on the room's alarm until taken; and the record, which holds the day's seed, stays hidden until
// the day is over.
import { dailyName } from '../daily/day.ts';
import { attemptScore } from '../daily/score.ts';
import type { RecordAnswer } from '../table/record.ts';
import type { RoomMeta } from '../table/store.ts';
import { tableResult } from './final-result.ts';
import type { RoomParts } from './parts.ts';

/** How soon a report that failed is tried again. */
export const DAILY_RETRY_MS = 30_000;

/** Whether this table still owes the Daily object its result. */
export function owesDailyReport(meta: RoomMeta): boolean {
  return meta.status === 'finished' && meta.daily !== undefined && !meta.daily.reported;
}

/** Reports the finished attempt, when it is one and has not been taken yet. */
export async function reportDaily(room: RoomParts, meta: RoomMeta): Promise<void> {
  const tag = meta.daily;
  if (!tag || !owesDailyReport(meta)) return;
  const result = tableResult(room, meta);
  if (!result) return;
  try {
    await room.env.Daily.getByName(dailyName(tag.game, tag.date)).finished({
      table: meta.id, score: attemptScore(result, tag.seat), finishedAt: meta.finishedAt ?? Date.now(),
    });
  } catch (err) {
    // The schedule (party/room/alarms.ts) tries again while the table owes the report.
    console.error('daily report failed', err);
    return;
  }
  meta.daily = { ...tag, reported: true };
  room.store.saveMeta(meta);
}

/** The refusal of a daily attempt's record while its day lasts; null when it may be read. */
export function dailyRecordHidden(meta: RoomMeta, now: number): RecordAnswer | null {
  if (!meta.daily || now >= meta.daily.until) return null;
  return {
    ok: false,
    code: 'daily-running',
    message: `This is an attempt at the daily challenge of ${meta.daily.date}; its record (and replay) opens when that day is over, at ${new Date(meta.daily.until).toISOString()}.`,
  };
}

/**
 * While its day lasts a daily attempt has no spectators: everyone plays the same deal, so watching
 * one (its log shows the cards the shared seed draws) would spoil it. A socket is then let in only
 * to attach to its seat; null once the day is over (the replay is public then).
 */
export function dailyWatchRefusal(meta: RoomMeta, now: number): { code: string; message: string } | null {
  if (!meta.daily || now >= meta.daily.until) return null;
  return {
    code: 'daily-running',
    message: `This is an attempt at the daily challenge of ${meta.daily.date}; nobody can watch it until that day is over, at ${new Date(meta.daily.until).toISOString()}.`,
  };
}
