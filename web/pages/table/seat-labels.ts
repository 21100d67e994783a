// How seats read on the page: a bot says it is one (and at what level) wherever its name shows,
// including on the games' boards, in the page's language.
import type { RoomInfo, SeatInfo, StateMessage } from '../../../party/protocol/room.ts';
import { lang, type Lang } from '../../i18n/index.ts';
import { st } from '../../i18n/seating.ts';

// The room names a bot "Bot <n>" (party/table/bot-seats.ts: botName) and stores that name, since the
// table has no one language; each page shows it in its own.
const STORED_BOT_NAME = /^Bot (\d+)$/;

/** A seat's name in the page's language: a bot's stored English name becomes the local one. */
export function shownName(seat: Pick<SeatInfo, 'name' | 'bot'>): string {
  const n = seat.bot ? STORED_BOT_NAME.exec(seat.name)?.[1] : undefined;
  return n === undefined ? seat.name : st('seat.botName', { n });
}

/** The room with bots' names in the page's language (the stored names stay as they are). */
export function localRoom(room: RoomInfo): RoomInfo {
  if (!room.seats.some((s) => s.bot)) return room;
  return { ...room, seats: room.seats.map((s) => (s.bot ? { ...s, name: shownName(s) } : s)) };
}

// One shown state per state message and language: the same object on every render, so what is
// keyed on the room (SeatList dates its clocks by it) changes only when the room does.
const shown = new WeakMap<StateMessage, { lang: Lang; state: StateMessage }>();

/** A state message whose room shows bots' names in the page's language. */
export function localState(state: StateMessage | null): StateMessage | null {
  if (!state) return state;
  const now = lang.value;
  const hit = shown.get(state);
  if (hit && hit.lang === now) return hit.state;
  const room = localRoom(state.room);
  const local = room === state.room ? state : { ...state, room };
  shown.set(state, { lang: now, state: local });
  return local;
}

/**
 * A bot's name with its level in brackets, "Bot 1 (medium)": the name stays the head of the
 * phrase, so the boards' lines read naturally around it ("Ходит Бот 1 (средний)", "Bot 1 (medium)
 * buys a Silver"), where "Bot 1 · medium" made "Bot 1 · medium's turn".
 */
export function seatLabel(seat: SeatInfo): string {
  if (seat.bot) return `${seat.name} (${st(`bots.level.${seat.bot}`)})`;
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
