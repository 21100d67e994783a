// The daily challenge's REST calls (/api/daily: docs/daily.md). An attempt speaks for the player:
// it fetches the day's challenge and signs it for exactly that call.
import { dayOf, type DailyAttemptMade, type DailyCard, type DailyChallenge, type DailyGame, type DailyLeaderboard } from '../../party/protocol/daily.ts';
import { prove } from './identity.ts';
import { request } from './lobby-api.ts';
import { saveToken } from './seat-token.ts';
import { writeStored, readStored } from './storage.ts';

/** Bots move at once in the challenge: the player's pace is the game's. */
export const DAILY_BOT_PAUSE_MS = 0;

const query = (player: string | null) => (player ? `?player=${encodeURIComponent(player)}` : '');

export function getDailyCard(game: DailyGame, player: string | null): Promise<DailyCard> {
  return request<DailyCard>(`/api/daily/${game}${query(player)}`);
}

export function getDailyLeaderboard(game: DailyGame, date: string, player: string | null): Promise<DailyLeaderboard> {
  return request<DailyLeaderboard>(`/api/daily/${game}/${date}/leaderboard${query(player)}`);
}

/** Starts an attempt at today's deal; the seat's token is stored, and the table remembered as a daily one. */
export async function startDailyAttempt(game: DailyGame, name: string, botPauseMs?: number): Promise<DailyAttemptMade> {
  const path = `/api/daily/${game}/attempts`;
  const { challenge } = await request<DailyChallenge>(`/api/daily/${game}/challenges`, { method: 'POST' });
  const proof = await prove(`api:POST ${path}`, challenge);
  const made = await request<DailyAttemptMade>(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, proof, ...(botPauseMs === undefined ? {} : { botPauseMs }) }),
  });
  saveToken(made.table, made.token);
  rememberDailyTable(made.table, { game, date: made.date, scored: made.scored, ref: made.ref });
  return made;
}

/** What this page knows of a table it opened as a daily attempt (the server tells no one else). */
export interface DailyTableNote { game: DailyGame; date: string; scored: boolean; ref?: string }

const noteKey = (table: string) => `kingdoms.daily.${table}`;
// The day's card names attempts by ref only (the table would let anyone watch): this page keeps the way back.
const refKey = (ref: string) => `kingdoms.daily.ref.${ref}`;

function rememberDailyTable(table: string, note: DailyTableNote): void {
  writeStored(noteKey(table), JSON.stringify(note));
  if (note.ref) writeStored(refKey(note.ref), table);
}

/** The table of an attempt this page made, by the ref the day's card names it by; null for another device's. */
export function dailyTableOfRef(ref: string): string | null {
  return readStored(refKey(ref));
}

export function dailyTableNote(table: string): DailyTableNote | null {
  const raw = readStored(noteKey(table));
  if (!raw) return null;
  try {
    return JSON.parse(raw) as DailyTableNote;
  } catch {
    return null;
  }
}

/** A remembered daily table of an earlier day: a widget then deals today's instead of showing it. */
export function isPastDailyTable(table: string, now = Date.now()): boolean {
  const note = dailyTableNote(table);
  return note !== null && note.date < dayOf(now);
}
