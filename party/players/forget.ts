// "See my data" and "forget me" (docs/players.md): what a Player object keeps, shown whole or
// emptied, and the calls that make the other objects drop it too (rooms, boards, opponents, the
// daily). The object checks its own state first; these only read and write its storage.
import type { ReportedSeat } from '../protocol/players.ts';
import { ratingPools } from '../games/index.ts';
import { dailyDaysOf } from '../daily/player-days.ts';
import { enqueue } from './outbox.ts';
import { PERSONAL_TABLES } from './player-schema.ts';

/** Every row kept about the player, challenges without their secrets, pending calls by kind. */
export function personalData(sql: SqlStorage, id: string): Record<string, unknown> {
  const all = (table: string) => sql.exec(`SELECT * FROM ${table}`).toArray();
  const out: Record<string, unknown> = { id, meta: Object.fromEntries(all('meta').map((m) => [m.key, m.value])) };
  for (const table of PERSONAL_TABLES) out[table] = all(table);
  out.challenges = (out.challenges as Record<string, unknown>[]).map(({ expires_at }) => ({ expires_at }));
  out.pendingCalls = all('outbox').map(({ kind, attempts, next_at }) => ({ kind, attempts, next_at }));
  return out;
}

/**
 * Empties everything (meta and pending calls included) and queues the calls that make the index
 * of known ids, the leaderboards, the rooms of their games, their opponents and their daily days
 * forget `id`.
 */
export function emptyAndTellOthers(sql: SqlStorage, id: string): void {
  const tables = new Set(sql.exec<{ table_id: string }>(`SELECT table_id FROM tables UNION SELECT table_id FROM reports`).toArray().map((t) => t.table_id));
  const opponents = new Set<string>();
  for (const { seats } of sql.exec<{ seats: string }>(`SELECT seats FROM reports`)) {
    for (const s of JSON.parse(seats) as ReportedSeat[]) if (s.player && s.player !== id) opponents.add(s.player);
  }
  const dailyDays = dailyDaysOf(sql);
  for (const table of PERSONAL_TABLES) sql.exec(`DELETE FROM ${table}`);
  sql.exec(`DELETE FROM meta`);
  sql.exec(`DELETE FROM outbox`);
  enqueue(sql, { kind: 'known-id-remove', player: id });
  for (const pool of ratingPools()) enqueue(sql, { kind: 'leaderboard-remove', pool, player: id });
  for (const table of tables) enqueue(sql, { kind: 'room-forget', table, player: id });
  for (const opponent of opponents) enqueue(sql, { kind: 'opponent-forget', opponent, player: id });
  for (const { game, date } of dailyDays) enqueue(sql, { kind: 'daily-forget', game, date, player: id });
}

/** An opponent was forgotten: their games here keep their name but no longer link to them. */
export function unlinkOpponent(sql: SqlStorage, player: string): void {
  const rows = sql.exec<{ table_id: string; seats: string }>(`SELECT table_id, seats FROM reports WHERE instr(seats, ?) > 0`, player).toArray();
  for (const row of rows) {
    const seats = (JSON.parse(row.seats) as ReportedSeat[]).map((s) => (s.player === player ? { ...s, player: null } : s));
    sql.exec(`UPDATE reports SET seats = ? WHERE table_id = ?`, JSON.stringify(seats), row.table_id);
  }
  sql.exec(`DELETE FROM pair_games WHERE opponent = ?`, player);
  sql.exec(`DELETE FROM established_opponents WHERE opponent = ?`, player);
  sql.exec(`DELETE FROM blocks WHERE other = ?`, player);
}
