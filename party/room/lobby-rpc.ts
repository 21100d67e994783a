// What the lobby (worker/api.ts), the matchmaker and other rooms call on a room by RPC: create
// the table, read its summary or its finished game's record, start a rematch table.
import { getGame } from '../games/registry.ts';
import type { TableSummary } from '../protocol/lobby.ts';
import type { ClockMode } from '../protocol/room.ts';
import { gameRecord, type RecordAnswer } from '../table/record.ts';
import { type InitialSeat, seatRows } from '../table/seating.ts';
import { tableSummary, visiblyWaiting } from '../table/snapshot.ts';
import type { DailyTag, RoomMeta } from '../table/store.ts';
import { newSeed } from '../tokens.ts';
import { afterChange } from './after-change.ts';
import { dailyRecordHidden } from './daily-report.ts';
import { tableResult } from './final-result.ts';
import { settle } from './alarms.ts';
import { report } from './directory-report.ts';
import type { RoomParts } from './parts.ts';
import { claimSeat, forgetPlayer } from './player-news.ts';

export interface CreateRoomInput {
  id: string;
  game: string;
  maxSeats: number;
  options: unknown;
  public: boolean;
  /** Seated at once, in order (creator, matched players, a rematch's players and bots). */
  seats?: InitialSeat[];
  clock?: ClockMode;
  botPauseMs?: number;
  autoStart?: 'arrived' | 'accepted' | null;
  /** Start right away (the seats must be enough for the game). */
  start?: boolean;
  /** Who opened it (a pseudonym of the address), for the lobby's per-owner limit. */
  owner?: string | null;
  /** Rated (quick match; a public table its creator marked so): see party/table/rated.ts. */
  rated?: boolean;
  /** A daily challenge's attempt: the day's seeds, so every attempt of the day is the same deal. */
  seed?: string;
  botSeed?: string;
  daily?: DailyTag;
}

export type CreateRoomResult = { ok: true; table: TableSummary } | { ok: false; code: string; message: string };

export async function create(room: RoomParts, input: CreateRoomInput): Promise<CreateRoomResult> {
  const existing = room.store.meta();
  if (existing) return { ok: true, table: tableSummary(existing, room.store.seats(), getGame(existing.game)) };
  const seated = seatRows(input.seats ?? []);
  if ('error' in seated) return { ok: false, code: 'bad-seats', message: seated.error };
  if (seated.rows.length > input.maxSeats) return { ok: false, code: 'table-full', message: `${seated.rows.length} players do not fit ${input.maxSeats} seats.` };
  const def = getGame(input.game);
  if (input.start && def && seated.rows.length < def.minSeats) {
    return { ok: false, code: 'not-enough-players', message: `${def.name} needs at least ${def.minSeats} players; ${seated.rows.length} seated.` };
  }
  const now = Date.now();
  const meta: RoomMeta = {
    id: input.id, game: input.game, maxSeats: input.maxSeats, options: input.options ?? null,
    public: input.public, status: 'open', seed: input.seed ?? newSeed(), createdAt: now, startedAt: null, finishedAt: null,
    activeAt: now, clock: input.clock ?? (input.public ? 'relaxed' : 'off'), botSeed: input.botSeed ?? newSeed(),
    ...(input.botPauseMs === undefined ? {} : { botPauseMs: input.botPauseMs }),
    autoStart: input.autoStart ?? null, owner: input.owner ?? null,
    ...(input.rated ? { rated: true } : {}),
    ...(input.daily ? { daily: input.daily } : {}),
  };
  room.store.saveMeta(meta);
  for (const row of seated.rows) {
    room.store.addSeat(row.seat, row.name, row.tokenHash, now, row.bot);
    // A bot's starting memory (the daily challenge's searched plan) is its first input's memory.
    if (row.memory !== undefined) room.store.updateSeat(row.seat, { memory: row.memory });
  }
  // Players known from the table before (a rematch) or the queue; their news and ratings follow on the alarm.
  for (const row of seated.rows) if (row.player) claimSeat(room, meta, row.seat, row.player);
  if (input.start) {
    const started = room.game.start(meta);
    if (!started.ok) return { ok: false, code: started.error.code, message: started.error.message };
  }
  await settle(room, meta);
  await report(room, meta);
  return { ok: true, table: tableSummary(meta, room.store.seats(), def) };
}

/** The table's summary, as the lobby lists it, and whose turn it is; null when there is none. */
export function info(room: RoomParts): TableSummary | null {
  const meta = room.store.meta();
  if (!meta) return null;
  const def = getGame(meta.game);
  const summary = tableSummary(meta, room.store.seats(), def);
  if (meta.status !== 'playing' || !def) return summary;
  // Read here, not kept on each move: the seats everyone sees waited for (never a seat asked in
  // secret, such as a Reaction's holder) and the newest public move's time from the move log.
  const live = room.game.live(meta);
  return { ...summary, toPlay: live ? visiblyWaiting(def, live.state) : [], lastMoveAt: room.store.lastPublicMoveAt() };
}

/** The game record (party/table/record.ts); null when there is no such table. */
export function record(room: RoomParts): RecordAnswer | null {
  const meta = room.store.meta();
  if (!meta) return null;
  const hidden = dailyRecordHidden(meta, Date.now());
  if (hidden) return hidden;
  return gameRecord(meta, room.store.seats(), room.store, getGame(meta.game), tableResult(room, meta));
}

/** A player asked to be forgotten (party/players/): this table drops their id from its seats. */
export function forget(room: RoomParts, player: string): void {
  forgetPlayer(room, player);
}

/** The previous table says everyone still there has accepted the rematch: start. */
export async function begin(room: RoomParts): Promise<void> {
  const meta = room.store.meta();
  if (!meta || meta.status !== 'open') return;
  if (room.game.start(meta).ok) await afterChange(room, meta);
}
