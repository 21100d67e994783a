// What a connection is told: the room's public facts plus the game as that seat may see it.
import type { AnyGame, Seat } from './games/core/index.ts';
import type { RoomInfo, StateMessage, TableSummary } from './games/core/protocol.ts';
import type { RoomMeta, SeatRow } from './store.ts';

/** Enough of a long log for a page that just arrived; older entries stay on the server. */
const LOG_TAIL = 300;

export interface LiveGame {
  state: unknown;
  /** Accepted moves so far. */
  version: number;
}

export function roomInfo(meta: RoomMeta, seats: SeatRow[], connected: ReadonlySet<Seat>, def: AnyGame | undefined): RoomInfo {
  return {
    id: meta.id,
    game: meta.game,
    status: meta.status,
    public: meta.public,
    maxSeats: meta.maxSeats,
    minSeats: def?.minSeats ?? 1,
    seats: seats.map((s) => ({ seat: s.seat, name: s.name, connected: connected.has(s.seat) })),
    host: seats.length > 0 ? 0 : null,
    options: meta.options,
    createdAt: meta.createdAt,
  };
}

export function tableSummary(meta: RoomMeta, seats: SeatRow[], def: AnyGame | undefined): TableSummary {
  return {
    id: meta.id,
    game: meta.game,
    status: meta.status,
    public: meta.public,
    maxSeats: meta.maxSeats,
    minSeats: def?.minSeats ?? 1,
    seated: seats.length,
    names: seats.map((s) => s.name),
    createdAt: meta.createdAt,
  };
}

/** The state message for one viewer; `logSeen` is how much of the log it already holds. */
export function stateMessage(
  room: RoomInfo, def: AnyGame | undefined, live: LiveGame | null, you: Seat | null, logSeen: number,
): { message: StateMessage; logSeen: number } {
  if (!def || !live) {
    return {
      message: { v: 1, type: 'state', room, you, version: 0, view: null, prompts: [], waitingFor: [], logFrom: 0, log: [], result: null },
      logSeen: 0,
    };
  }
  const all = def.prompts(live.state);
  let log = def.log(live.state, you, logSeen);
  const seen = logSeen + log.length;
  if (log.length > LOG_TAIL) log = log.slice(-LOG_TAIL);
  const message: StateMessage = {
    v: 1,
    type: 'state',
    room,
    you,
    version: live.version,
    view: def.view(live.state, you),
    prompts: you === null ? [] : all.filter((p) => p.seat === you),
    waitingFor: [...new Set(all.map((p) => p.seat))].sort((a, b) => a - b),
    logFrom: log[0]?.i ?? seen,
    log,
    result: def.result(live.state),
  };
  return { message, logSeen: seen };
}
