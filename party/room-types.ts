// What a room remembers, as plain data: shared by the SQLite store and by the code that turns it
// into messages (which also runs outside workerd, in benchmarks).
import type { TableStatus } from './games/core/protocol.ts';

export interface RoomMeta {
  id: string;
  game: string;
  maxSeats: number;
  options: unknown;
  public: boolean;
  status: TableStatus;
  seed: string;
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
  /** Last join, leave, start or move: drives the expiry of abandoned tables. */
  activeAt: number;
  /** A pseudonym of the creator's address: the lobby lists only a few open tables per owner. */
  owner?: string | null;
  /** The rematch table, once a player of the finished game opened one. */
  next?: string | null;
}

export interface SeatRow {
  seat: number;
  name: string;
  tokenHash: string;
}

export interface MoveRow {
  seq: number;
  seat: number;
  move: unknown;
  moveId: string;
  at: number;
}
