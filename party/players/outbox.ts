// Calls a player's object owes to other objects: its standing to a pool's leaderboard, its id to
// the index of known ids (and its removal), "forget this player" to leaderboards and rooms. Written in the same transaction as the change that
// causes them and removed only once the other side has answered, so none is lost to an eviction;
// the alarm retries what failed.
import type { Env } from '../env.ts';
import type { LeaderboardEntry } from './leaderboard.ts';
import type { RatingPool } from '../protocol/players.ts';
import { dailyName } from '../daily/day.ts';
import { knownIdsOf } from './known-ids.ts';
import type { DailyGame } from '../protocol/daily.ts';

export type OutboxItem =
  | { kind: 'leaderboard'; pool: RatingPool; entry: LeaderboardEntry }
  | { kind: 'leaderboard-remove'; pool: RatingPool; player: string }
  | { kind: 'room-forget'; table: string; player: string }
  | { kind: 'opponent-forget'; opponent: string; player: string }
  | { kind: 'daily-forget'; game: DailyGame; date: string; player: string }
  | { kind: 'known-id'; player: string }
  | { kind: 'known-id-remove'; player: string };

/** Retry waits grow from 5 s to an hour. */
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 3_600_000;
/** A room that keeps refusing "forget" (expired long ago, or gone) is given up after about two days; so is an opponent's object. */
const ROOM_ATTEMPTS = 60;

/** One item per key: a newer standing for a pool replaces the one not yet delivered. */
function keyOf(item: OutboxItem): string {
  switch (item.kind) {
    case 'leaderboard': return `leaderboard:${item.pool}`;
    case 'leaderboard-remove': return `leaderboard:${item.pool}`;
    case 'room-forget': return `room:${item.table}`;
    case 'opponent-forget': return `opponent:${item.opponent}`;
    case 'daily-forget': return `daily:${item.game}.${item.date}`;
    case 'known-id': return 'known-id';
    case 'known-id-remove': return 'known-id';
  }
}

export function enqueue(sql: SqlStorage, item: OutboxItem, now = Date.now()): void {
  sql.exec(`INSERT INTO outbox (id, kind, payload, attempts, next_at) VALUES (?, ?, ?, 0, ?)
    ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, payload = excluded.payload, attempts = 0, next_at = excluded.next_at`,
    keyOf(item), item.kind, JSON.stringify(item), now);
}

/** Delivers what is due; returns when the next attempt is due (null: nothing left). */
export async function deliver(sql: SqlStorage, env: Env, now = Date.now()): Promise<number | null> {
  const due = sql.exec<{ id: string; payload: string; attempts: number }>(
    `SELECT id, payload, attempts FROM outbox WHERE next_at <= ?`, now).toArray();
  for (const row of due) {
    const item = JSON.parse(row.payload) as OutboxItem;
    let done = false;
    try {
      await send(env, item);
      done = true;
    } catch (err) {
      console.error('players outbox: delivery failed, will retry', item.kind, String(err));
    }
    if (done || (item.kind.endsWith('-forget') && row.attempts + 1 >= ROOM_ATTEMPTS)) {
      // Only if nothing newer took its place while it was on its way.
      sql.exec(`DELETE FROM outbox WHERE id = ? AND payload = ?`, row.id, row.payload);
    } else {
      const wait = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** row.attempts);
      sql.exec(`UPDATE outbox SET attempts = attempts + 1, next_at = ? WHERE id = ? AND payload = ?`, Date.now() + wait, row.id, row.payload);
    }
  }
  return nextDue(sql);
}

export function nextDue(sql: SqlStorage): number | null {
  return sql.exec<{ at: number | null }>(`SELECT MIN(next_at) AS at FROM outbox`).one().at;
}

async function send(env: Env, item: OutboxItem): Promise<void> {
  switch (item.kind) {
    case 'leaderboard':
      await env.Leaderboard.getByName(item.pool).update(item.entry);
      return;
    case 'leaderboard-remove':
      await env.Leaderboard.getByName(item.pool).remove(item.player);
      return;
    case 'room-forget': {
      // The room's side of "forget me" comes with rated tables (issue 21); a room without it refuses and is retried.
      const room = env.Room.getByName(item.table) as unknown as { forgetPlayer(player: string): Promise<unknown> };
      await room.forgetPlayer(item.player);
      return;
    }
    case 'opponent-forget':
      await env.Player.getByName(item.opponent).forgetOpponent(item.player);
      return;
    case 'daily-forget':
      await env.Daily.getByName(dailyName(item.game, item.date)).forgetPlayer(item.player);
      return;
    case 'known-id':
      await knownIdsOf(env, item.player).add(item.player);
      return;
    case 'known-id-remove':
      await knownIdsOf(env, item.player).remove(item.player);
      return;
  }
}
