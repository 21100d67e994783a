// What a room must wake up for, and what is due when it wakes: pure functions of its meta and
// seats, so the alarm handler re-derives everything from SQLite and a stale alarm does no harm.
import { DEFAULT_BOT_PAUSE_MS, seatsForBots } from '../table/bot-seats.ts';
import { bankAfter, type ClockSetting, clockSetting, takeoverDue } from './clock.ts';
import { expiryTime } from './expiry.ts';
import type { Prompt, Seat } from '../games/core/types.ts';
import type { RoomMeta, SeatRow } from '../table/rows.ts';
import type { ScheduleItem } from './schedule.ts';

export type SeatChange = Partial<Pick<SeatRow, 'standin' | 'awaySince' | 'bankMs' | 'askedAt'>>;

export function botPause(meta: RoomMeta): number {
  return meta.botPauseMs ?? DEFAULT_BOT_PAUSE_MS;
}

/**
 * How long a Reaction window stays open at least, drawn afresh for each window: about as long as
 * a player takes to decline, so neither that the window closes nor when says whether anyone was
 * asked in it. None at a table whose bots do not pause (tests, fast bot games) when at most one
 * seat is a person and no spectator is connected as the window opens: nobody else is there to
 * read the wait. With two people, or anyone watching, a pause still hides whether someone was asked. The window is always shown to everyone before it closes
 * (TableGame.settlePause).
 */
export const WINDOW_PAUSE_MS = { min: 1500, max: 4000 };

export function windowPause(meta: RoomMeta, seats: readonly SeatRow[], random: () => number, watched = false): number {
  if (!watched && botPause(meta) === 0 && seats.filter((s) => s.bot === null).length <= 1) return 0;
  return WINDOW_PAUSE_MS.min + Math.floor(random() * (WINDOW_PAUSE_MS.max - WINDOW_PAUSE_MS.min));
}

/** A uniform draw in [0, 1) from the runtime's secure randomness, which no player can predict. */
export function secureRandom(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
}

/**
 * Whether the game stands still because nobody is there to play it: a table of one person and
 * bots whose person has no connection (spectators do not count: they wait for that person too).
 * Bots, clocks and take-overs all wait, so a game against bots never goes on without its player.
 */
export function pausedForAbsence(meta: RoomMeta, seats: readonly SeatRow[], connected: ReadonlySet<Seat>): boolean {
  const people = seats.filter((s) => s.bot === null);
  return meta.status === 'playing' && people.length === 1 && !connected.has(people[0]!.seat);
}

/**
 * Seat facts moved on by a pause that lasted `ms`: a clock stopped while the table stood still, so
 * a seat's "asked since" moves forward by as much.
 */
export function afterAbsencePause(seats: readonly SeatRow[], ms: number): Array<{ seat: Seat; change: SeatChange }> {
  return seats.filter((s) => s.askedAt !== null).map((s) => ({ seat: s.seat, change: { askedAt: s.askedAt! + ms } }));
}

/** When a bot may next move: a pause after the last thing that happened at the table. */
export function botsDue(meta: RoomMeta): number {
  return meta.activeAt + botPause(meta);
}

/** Every wake-up the room needs now. */
export function plan(meta: RoomMeta, seats: SeatRow[], prompts: Prompt[] | null): ScheduleItem[] {
  const items: ScheduleItem[] = [{ key: 'expiry', due: expiryTime(meta) }];
  if (meta.status !== 'playing' || !prompts) return items;
  if (seatsForBots(seats, prompts).length > 0) items.push({ key: 'bots', due: botsDue(meta) });
  for (const row of seats) {
    const due = takeoverDue(meta, row);
    if (due) items.push({ key: due.why === 'timeout' ? `clock:${row.seat}` : `away:${row.seat}`, due: due.at });
  }
  return items;
}

/** Seats a bot takes over now (out of time, or away too long while asked), with what to store. */
export function dueTakeovers(meta: RoomMeta, seats: SeatRow[], now: number): Array<{ seat: Seat; change: SeatChange }> {
  const out: Array<{ seat: Seat; change: SeatChange }> = [];
  for (const row of seats) {
    const due = takeoverDue(meta, row);
    if (!due || now < due.at) continue;
    // Out of time means out of bank too: back in control, the player has the per-turn time only.
    out.push({ seat: row.seat, change: { standin: due.why, ...(due.why === 'timeout' && row.bankMs !== null ? { bankMs: 0 } : {}) } });
  }
  return out;
}

/**
 * The human seats' "asked since" (and bank) that change at `now` when the table visibly waits for
 * `asked` (none once the game is over): a move carries these in its own write (RoomStore.appendMove).
 */
export function askedUpdates(meta: RoomMeta, seats: readonly SeatRow[], asked: ReadonlySet<Seat>, playing: boolean, now: number): Array<{ seat: Seat; change: SeatChange }> {
  const setting = clockSetting(meta.game, meta.clock);
  const out: Array<{ seat: Seat; change: SeatChange }> = [];
  for (const row of seats) {
    if (row.bot !== null) continue;
    const change = askedChange(setting, row, playing && asked.has(row.seat), now);
    if (change.askedAt !== undefined) out.push({ seat: row.seat, change });
  }
  return out;
}

function askedChange(setting: ClockSetting | null, row: SeatRow, isAsked: boolean, now: number): SeatChange {
  const change: SeatChange = {};
  if (isAsked && row.askedAt === null) change.askedAt = now;
  if (!isAsked && row.askedAt !== null) {
    change.askedAt = null;
    if (setting && row.bankMs !== null) change.bankMs = bankAfter(setting, row, now);
  }
  return change;
}

/**
 * Seat facts to bring up to date at `now`: when each human seat began to be asked (and its bank
 * when a stretch of being asked ends), and since when it has had no connection.
 */
export function seatUpdates(meta: RoomMeta, seats: SeatRow[], asked: ReadonlySet<Seat>, connected: ReadonlySet<Seat>, now: number): Array<{ seat: Seat; change: SeatChange }> {
  const setting = clockSetting(meta.game, meta.clock);
  const playing = meta.status === 'playing';
  const out: Array<{ seat: Seat; change: SeatChange }> = [];
  for (const row of seats) {
    if (row.bot !== null) continue;
    const change = askedChange(setting, row, playing && asked.has(row.seat), now);
    const here = connected.has(row.seat);
    if (here && row.awaySince !== null) change.awaySince = null;
    if (!here && row.awaySince === null) change.awaySince = now;
    if (Object.keys(change).length > 0) out.push({ seat: row.seat, change });
  }
  return out;
}
