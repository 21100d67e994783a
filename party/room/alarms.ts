// Time at the table: bots' pauses, clocks, take-overs of absent players, a quick match's start
// and expiry. `settle` rewrites the schedule (party/time/) from the table's state and sets the
// Durable Object's alarm to its earliest item; `ring` is what the alarm does.
import type { Seat } from '../games/core/types.ts';
import { getGame } from '../games/registry.ts';
import { EXPIRED_CLOSE_CODE } from '../protocol/close-codes.ts';
import { PROTOCOL_VERSION } from '../protocol/common.ts';
import type { Standin } from '../protocol/room.ts';
import { isRated } from '../table/rated.ts';
import { gameFacts } from '../table/snapshot.ts';
import type { RoomMeta } from '../table/store.ts';
import { expiryTime } from '../time/expiry.ts';
import { afterAbsencePause, botPause, botsDue, dueTakeovers, pausedForAbsence, plan, secureRandom, seatUpdates } from '../time/timers.ts';
import { broadcastState } from './broadcast.ts';
import { DAILY_RETRY_MS, owesDailyReport, reportDaily } from './daily-report.ts';
import { report, unreport } from './directory-report.ts';
import type { RoomParts } from './parts.ts';
import { deliverNews, noteAbandon, tellPlayersOfStatus } from './player-news.ts';

/**
 * Between two slices of a bot's planning (Game.botThinkers): each slice takes about as much CPU as
 * a bot's move, and the gap lets the table's messages through in between.
 */
export const THINK_GAP_MS = 100;

/** Bot moves played in one wake-up when the pause is 0 (bounded, so one alarm never runs long). */
const BOT_MOVES_PER_WAKE = 400;
/** A quick-match table whose players have not all arrived starts anyway after this long. */
export const ARRIVAL_WAIT_MS = 30_000;
/** How soon a wake-up that could do nothing looks again. */
const RECHECK_MS = 60_000;
/**
 * Expiry wake-ups are rounded up to this: the expiry moves with every move (it counts from the
 * last activity), and rounded it leaves the schedule and the alarm untouched for most moves. A
 * table so expires up to a minute late; `ring` checks the exact time.
 */
const EXPIRY_GRAIN_MS = 60_000;

/** The alarm rang: expire the table, or start it, take over seats and let bots move, as due. */
export async function ring(room: RoomParts): Promise<void> {
  room.alarmAt = null; // rung: whatever was set is spent
  const meta = room.store.meta();
  if (!meta) return;
  const now = Date.now();
  const someoneHere = room.connections().length > 0;
  // A report not yet acknowledged keeps the table: it is the only copy of the result.
  if (now >= expiryTime(meta) && !(meta.status === 'open' && someoneHere) && room.outbox.nextDue() === null) {
    for (const conn of room.connections()) conn.close(EXPIRED_CLOSE_CODE, 'table expired');
    await room.storage.deleteAll();
    room.forgetAll();
    await unreport(room, meta.id);
    return;
  }
  let changed = false;
  const statusBefore = meta.status;
  if (meta.status === 'open' && meta.autoStart === 'arrived' && now >= meta.createdAt + ARRIVAL_WAIT_MS && someoneHere) {
    changed = room.game.start(meta).ok;
  }
  if (meta.status === 'playing' && !standStill(room, meta, now)) {
    refreshSeats(room, meta, now);
    const takeovers = dueTakeovers(meta, room.store.seats(), now);
    // The table cannot wait longer: a question it does not visibly wait for is answered first.
    if (takeovers.length > 0 && room.game.answerHidden(meta, room.connectedSeats(), true) > 0) changed = true;
    for (const { seat, change } of takeovers) {
      room.store.updateSeat(seat, change);
      announceStandin(room, seat, change.standin!);
      changed = true;
    }
    if (now >= botsDue(meta)) {
      changed = room.game.playBots(meta, botPause(meta) === 0 ? BOT_MOVES_PER_WAKE : 1) > 0 || changed;
    }
    // Bots that plan ahead get a slice now, between moves: the same CPU as one bot move.
    room.game.thinkBots(meta);
  }
  await reportDaily(room, meta);
  // A wake-up that found nothing to do must not leave past-due rows that would wake it at once
  // again (no one arrived at a quick-match table, a bot with no legal move): look again later.
  if ((await settle(room, meta, !changed)) > 0) changed = true;
  if (changed) {
    broadcastState(room);
    // A game under way is not reported move by move; one that began or ended here is.
    if (meta.status !== 'playing' || statusBefore !== 'playing') await report(room, meta);
  }
  await tellPlayers(room, now);
}

/**
 * Sends the players' objects what is due, last: while they answer, this room takes other
 * messages, so nothing read before (the meta above) is used after. Answers are shown at once.
 */
async function tellPlayers(room: RoomParts, now: number): Promise<void> {
  const delivery = await deliverNews(room, now);
  if (delivery.tried === 0) return;
  const meta = room.store.meta();
  if (!meta) return;
  await settle(room, meta);
  if (delivery.shown) broadcastState(room);
}

/**
 * Seat facts (who is asked since when, who is away) at `now`. Clocks follow whom the table
 * visibly waits for: a seat asked in secret (a Reaction question) runs no clock of its own and
 * its time is counted on the clock everyone sees running, so no clock says who was asked.
 */
function refreshSeats(room: RoomParts, meta: RoomMeta, now: number, connected: Set<Seat> = room.connectedSeats()): void {
  const def = getGame(meta.game);
  const live = meta.status === 'playing' ? room.live(meta) : null;
  const asked = new Set(def && live ? gameFacts(def, live).waitingFor : []);
  room.store.updateSeats(seatUpdates(meta, room.store.seats(), asked, connected, now));
}

/**
 * Rewrites the schedule from the room's state and sets the alarm to its earliest item. Returns
 * the moves settling made (bots and absent players answering secret questions, a pause closing).
 * `idleWake`: called by a wake-up that found nothing to do.
 */
export async function settle(room: RoomParts, meta: RoomMeta, idleWake = false): Promise<number> {
  const connected = room.connectedSeats();
  const now = Date.now();
  const running = meta.status === 'playing' && !standStill(room, meta, now, connected);
  // Bots and absent players answer secret questions before anyone is told anything.
  let answered = running ? room.game.answerHidden(meta, connected) : 0;
  // A Reaction window closes after its own pause, however quickly everyone in it answered.
  const pause = running ? room.game.settlePause(meta, now, secureRandom, () => room.spectatorHere()) : { played: 0, due: null };
  answered += pause.played;
  if (pause.played > 0) answered += room.game.answerHidden(meta, connected);
  refreshSeats(room, meta, now, connected);
  tellPlayersOfStatus(room, meta);
  const def = getGame(meta.game);
  const live = meta.status === 'playing' ? room.live(meta) : null;
  const items = plan(meta, room.store.seats(), def && live && running ? gameFacts(def, live).prompts : null);
  if (pause.due !== null) items.push({ key: 'pause', due: pause.due });
  if (running && room.game.botsToThink(meta).length > 0) items.push({ key: 'think', due: now + THINK_GAP_MS });
  if (meta.status === 'open' && meta.autoStart === 'arrived') items.push({ key: 'start', due: meta.createdAt + ARRIVAL_WAIT_MS });
  const news = room.outbox.nextDue();
  if (news !== null) items.push({ key: 'players', due: news });
  if (owesDailyReport(meta)) items.push({ key: 'daily', due: now + DAILY_RETRY_MS });
  // An open table someone is still at is looked at again in a minute rather than in a loop. A
  // wake-up whose settling made moves (a window closed, so a bot is now asked) was not idle.
  const idle = idleWake && answered === 0;
  for (const item of items) {
    // A pause is due at once only when it just opened at a table with no bot pause: close it then.
    if ((item.key === 'expiry' || (idle && item.key !== 'pause')) && item.due <= now) item.due = now + RECHECK_MS;
    if (item.key === 'expiry') item.due = Math.ceil(item.due / EXPIRY_GRAIN_MS) * EXPIRY_GRAIN_MS;
  }
  room.schedule.replace(items);
  const earliest = room.schedule.earliest();
  if (earliest !== null && earliest !== room.alarmAt) {
    room.alarmAt = null; // unknown until set
    await room.storage.setAlarm(earliest);
    room.alarmAt = earliest;
  }
  return answered;
}

/**
 * Starts or ends the stand-still of a table whose only person is away (party/time/timers.ts:
 * pausedForAbsence); true while it lasts. Ended, it moves the clocks' and the open Reaction
 * window's times on by its length, so none of them ran meanwhile.
 */
function standStill(room: RoomParts, meta: RoomMeta, now: number, connected: Set<Seat> = room.connectedSeats()): boolean {
  const paused = pausedForAbsence(meta, room.store.seats(), connected);
  const since = meta.absentSince ?? null;
  if (paused === (since !== null)) return paused;
  if (since !== null) {
    const ms = now - since;
    for (const { seat, change } of afterAbsencePause(room.store.seats(), ms)) room.store.updateSeat(seat, change);
    if (meta.pause) meta.pause = { ...meta.pause, due: meta.pause.due + ms };
    // The bots' pause counts from the return, not from before the player went.
    meta.activeAt = now;
  }
  meta.absentSince = paused ? now : null;
  room.store.saveMeta(meta);
  return paused;
}

/** Tells everyone, in the chat's lines, that a bot now plays for a person's seat (stored first). */
export function announceStandin(room: RoomParts, seat: Seat, why: Standin): void {
  const row = room.store.seats()[seat];
  if (!row) return;
  const entry = room.social.addChat('room', { at: Date.now(), seat, name: row.name, standin: why });
  const meta = room.store.meta();
  if (why !== 'timeout' && meta && isRated(meta, room.store.seats(), getGame(meta.game))) noteAbandon(room, meta, row);
  for (const c of room.connections()) room.send(c, { v: PROTOCOL_VERSION, type: 'chat', entries: [entry] });
}
