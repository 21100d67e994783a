// What every file of the room works with: the table's storage (the stores and the running game,
// caches rebuilt from SQLite after hibernation or eviction), its open connections and who sits
// behind each, and how a message reaches one of them. The Room (./room.ts) makes one and hands it
// to the file that handles each event.
import type { Connection } from 'partyserver';
import type { Env } from '../env.ts';
import type { Refusal, Seat } from '../games/core/types.ts';
import { MessageLimits } from '../limits/limits.ts';
import { errorMessage } from '../protocol/common.ts';
import type { ServerMessage } from '../protocol/room.ts';
import { SocialStore } from '../social/store.ts';
import { TableGame } from '../table/game.ts';
import type { LiveGame } from '../table/snapshot.ts';
import { PlayerOutbox } from '../table/player-outbox.ts';
import { type RoomMeta, RoomStore } from '../table/store.ts';
import { UndoRequests } from '../table/undo.ts';
import { Schedule } from '../time/schedule.ts';
import { OpenConnections } from './open-connections.ts';
import { StateStreams } from './state-stream.ts';

/** Per-connection facts that must survive hibernation (stored in the socket's attachment). */
export interface ConnState {
  tokenHash: string | null;
  /**
   * How much of the log the client holds. For a patching connection the room keeps the exact
   * figure in memory (StateStreams) and writes it here only every LOG_CHECKPOINT entries
   * (./broadcast.ts): after an eviction the next full state resends the few entries since (the
   * client merges them).
   */
  logSeen: number;
  /** Sent patches against its last state message (asked for with `?patches=1`). */
  patches?: boolean;
  /** The client's address, for the per-address rate limit. */
  address?: string;
  /** Let in past the spectator cap only to attach to a seat or join (see party/limits/limits.ts). */
  seatOnly?: boolean;
  /** The challenge a proof on this connection must answer next (./proofs.ts); never sent elsewhere. */
  challenge?: { value: string; expiresAt: number };
  /** The player this connection proved it speaks for: bound for the connection's life. */
  player?: string;
}

export type Conn = Connection<ConnState>;

/** The seats of `seatByHash` (token hash to seat) that have at least one of `connections`. */
export function connectedSeatsOf(connections: Iterable<Conn>, seatByHash: ReadonlyMap<string, Seat>): Set<Seat> {
  const connected = new Set<Seat>();
  for (const c of connections) {
    const s = c.state?.tokenHash ? seatByHash.get(c.state.tokenHash) : undefined;
    if (s !== undefined) connected.add(s);
  }
  return connected;
}

export class RoomParts {
  readonly env: Env;
  readonly storage: DurableObjectStorage;
  /** The open connections, kept in memory (./open-connections.ts). */
  readonly open: OpenConnections<Conn>;
  readonly limits = new MessageLimits();
  /** What each patching connection was last sent (in memory only: see ./state-stream.ts). */
  readonly streams = new StateStreams();
  /** The alarm time this object last set, until it rings: setting it again is skipped. */
  alarmAt: number | null = null;
  /** The summary this object last reported as not to be listed (so the list no longer has it). */
  unlisted: string | null = null;
  // Caches only: each is rebuilt from SQLite when missing.
  #store: RoomStore | null = null;
  #game: TableGame | null = null;
  #social: SocialStore | null = null;
  #undo: UndoRequests | null = null;
  #schedule: Schedule | null = null;
  #outbox: PlayerOutbox | null = null;

  /** `platformConnections`: partyserver's own list, read once when the object starts. */
  constructor(env: Env, storage: DurableObjectStorage, platformConnections: () => Iterable<Conn>) {
    this.env = env;
    this.storage = storage;
    this.open = new OpenConnections(platformConnections);
  }

  /** Every open connection. */
  connections(): Conn[] {
    return this.open.list();
  }

  get store(): RoomStore {
    this.#store ??= new RoomStore(this.storage.sql);
    return this.#store;
  }

  /** The running game: started, moved and played by bots through here. */
  get game(): TableGame {
    this.#game ??= new TableGame(this.store);
    return this.#game;
  }

  /** Chat and table settings. */
  get social(): SocialStore {
    this.#social ??= new SocialStore(this.storage.sql);
    return this.#social;
  }

  /** The pending undo request (party/table/undo.ts). */
  get undoRequests(): UndoRequests {
    this.#undo ??= new UndoRequests(this.storage.sql);
    return this.#undo;
  }

  get schedule(): Schedule {
    this.#schedule ??= new Schedule(this.storage.sql);
    return this.#schedule;
  }

  /** What players' objects are still to be told (party/table/player-outbox.ts). */
  get outbox(): PlayerOutbox {
    this.#outbox ??= new PlayerOutbox(this.storage.sql);
    return this.#outbox;
  }

  /** The storage was emptied (the table expired): nothing cached may outlive it. */
  forgetAll(): void {
    this.alarmAt = null;
    this.#store = null;
    this.#schedule = null;
    this.#social = null;
    this.#undo = null;
    this.#game = null;
    this.#outbox = null;
  }

  /** Runs `write` as one SQLite transaction. */
  transaction(write: () => void): void {
    try {
      this.storage.transactionSync(write);
    } catch (err) {
      // Rolled back: what the stores cached may not be what SQLite holds.
      this.store.forgetCached();
      this.social.forgetCached();
      this.undoRequests.forgetCached();
      this.outbox.forgetCached();
      throw err;
    }
  }

  live(meta: RoomMeta): LiveGame | null {
    return this.game.live(meta);
  }

  seatOf(conn: Conn): Seat | null {
    const hash = conn.state?.tokenHash;
    if (!hash) return null;
    return this.store.seats().find((s) => s.tokenHash === hash)?.seat ?? null;
  }

  /** Human seats with at least one open connection. */
  connectedSeats(): Set<Seat> {
    return connectedSeatsOf(this.connections(), new Map(this.store.seats().map((s) => [s.tokenHash, s.seat])));
  }

  /** Whether a connection not attached to any seat (a spectator) is here: it could read a wait. */
  spectatorHere(): boolean {
    const hashes = new Set(this.store.seats().map((s) => s.tokenHash));
    for (const c of this.connections()) if (!c.state?.tokenHash || !hashes.has(c.state.tokenHash)) return true;
    return false;
  }

  everyoneArrived(): boolean {
    const here = this.connectedSeats();
    return this.store.seats().every((s) => s.bot !== null || here.has(s.seat));
  }

  send(conn: Connection, msg: ServerMessage): void {
    this.sendText(conn, JSON.stringify(msg));
  }

  sendText(conn: Connection, text: string): void {
    try {
      conn.send(text);
    } catch {
      // The socket closed under us; its onClose does the bookkeeping.
    }
  }

  error(conn: Connection, code: string, message: string, ref?: string, reason?: Refusal | null): void {
    this.send(conn, errorMessage(code, message, ref, reason));
  }

  /**
   * Says why, then closes. The socket leaves the list of open connections at once: until its
   * onClose it would otherwise still be counted against the cap and sent every state.
   */
  closeWith(conn: Conn, code: string, message: string, closeCode: number, reason: string): void {
    this.open.closed(conn);
    this.error(conn, code, message);
    conn.close(closeCode, reason);
  }

  /** To every connection of `seat`'s player. */
  sendToSeat(seat: Seat, message: ServerMessage): void {
    const hash = this.store.seats().find((r) => r.seat === seat)?.tokenHash;
    for (const c of this.connections()) if (hash && c.state?.tokenHash === hash) this.send(c, message);
  }
}
