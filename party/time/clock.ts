// Turn clocks. A seat's clock runs while the table waits for that seat: on its turn, or while it
// owes an answer to someone else's card. `relaxed` gives a fixed time for each stretch of being
// asked; `fast` gives a few seconds per stretch first and then draws on a bank for the whole game.
// Each game sets its own values (Game.clocks, with why), and a game without them does not compile.
import type { ClockMode, SeatClock, Standin } from '../protocol/room.ts';
import type { ClockSetting } from '../games/core/types.ts';
import { getGame } from '../games/registry.ts';
import type { RoomMeta, SeatRow } from '../table/rows.ts';

export type { ClockSetting } from '../games/core/types.ts';

const SECOND = 1000;

/** A player absent this long while the table waits for them is replaced by a bot. */
export const AWAY_TAKEOVER_MS = 60 * SECOND;

/** Null when the clock is off (a table's game is always a registered one: see party/games/index.ts). */
export function clockSetting(game: string, mode: ClockMode | undefined): ClockSetting | null {
  if (!mode || mode === 'off') return null;
  return getGame(game)?.clocks[mode] ?? null;
}

/** When the seat's time runs out if it keeps the table waiting; null when it is not asked. */
export function clockDeadline(setting: ClockSetting, row: SeatRow): number | null {
  if (row.askedAt === null) return null;
  return row.askedAt + setting.perTurnMs + (row.bankMs ?? 0);
}

/** What the seat's clock shows at `now`. */
export function seatClock(setting: ClockSetting, row: SeatRow, shownRunning: boolean, now: number): SeatClock {
  const deadline = clockDeadline(setting, row);
  const full = setting.perTurnMs + (row.bankMs ?? 0);
  // A seat asked in secret (a Reaction question) shows a resting clock: a running one would say
  // that it holds a Reaction.
  if (deadline === null || !shownRunning) return { left: full, running: false };
  return { left: Math.max(0, deadline - now), running: true };
}

/** The bank after a stretch of being asked that began at `askedAt` ends at `now`. */
export function bankAfter(setting: ClockSetting, row: SeatRow, now: number): number {
  const used = row.askedAt === null ? 0 : Math.max(0, now - row.askedAt - setting.perTurnMs);
  return Math.max(0, (row.bankMs ?? 0) - used);
}

/** The bank a seat starts the game with. */
export function startingBank(setting: ClockSetting | null): number | null {
  return setting && setting.bankMs > 0 ? setting.bankMs : null;
}

/** When (and why) a bot takes over this seat if nothing changes; null if it never will. */
export function takeoverDue(meta: RoomMeta, row: SeatRow): { at: number; why: Standin } | null {
  if (row.bot !== null || row.standin !== null || row.askedAt === null) return null;
  const setting = clockSetting(meta.game, meta.clock);
  const timeout = setting ? clockDeadline(setting, row) : null;
  const away = row.awaySince === null ? null : Math.max(row.awaySince, row.askedAt) + AWAY_TAKEOVER_MS;
  if (timeout !== null && (away === null || timeout <= away)) return { at: timeout, why: 'timeout' };
  return away === null ? null : { at: away, why: 'away' };
}
