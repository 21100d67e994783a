// How seats read on the page: a bot says it is one (and at what level) wherever its name shows,
// including on the games' boards, in the page's language.
import type { RoomInfo, SeatInfo } from '../../../party/games/core/protocol.ts';
import { st } from '../../i18n/seating.ts';

export function seatLabel(seat: SeatInfo): string {
  if (seat.bot) return `${seat.name} · ${st(`bots.level.${seat.bot}`)}`;
  return seat.name;
}

/** The room with each bot's name carrying its level, for boards that show names. */
export function labelledRoom(room: RoomInfo): RoomInfo {
  if (!room.seats.some((s) => s.bot)) return room;
  return { ...room, seats: room.seats.map((s) => (s.bot ? { ...s, name: seatLabel(s) } : s)) };
}

/** m:ss for a clock; hours only when there are any. */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(total / 60);
  const s = String(total % 60).padStart(2, '0');
  return m >= 60 ? `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
