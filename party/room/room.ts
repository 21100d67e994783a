// One game table = one Durable Object (the class wrangler.toml binds as `Room`). This class only
// hooks partyserver's events and hands each to the file of the room that handles it; see
// ./README.md for what lives where.
import { type Connection, type ConnectionContext, Server, type WSMessage } from 'partyserver';
import type { Env } from '../env.ts';
import type { RecordAnswer } from '../table/record.ts';
import type { TableSummary } from '../protocol/lobby.ts';
import type { SocialStore } from '../social/store.ts';
import type { TableGame } from '../table/game.ts';
import type { RoomStore } from '../table/store.ts';
import type { Schedule } from '../time/schedule.ts';
import { admitConnection } from './admission.ts';
import { ring, settle } from './alarms.ts';
import { broadcastState } from './broadcast.ts';
import { dispatch } from './dispatch.ts';
import { begin, create, type CreateRoomInput, type CreateRoomResult, forget, info, record } from './lobby-rpc.ts';
import { type Conn, type ConnState, RoomParts } from './parts.ts';
import { maybeBeginRematch } from './rematch.ts';
import { seatTokenMoved } from './seats.ts';
import { holdsTable, refuseUnknownTable } from './unknown-table.ts';

declare module '../env.ts' {
  interface DurableObjects {
    /** One per table. */
    Room: Room;
  }
}

export class Room extends Server<Env> {
  static override options = { hibernate: true };

  /** Sockets whose messages partyserver has already passed to onMessage (see webSocketMessage). */
  #handled = new WeakSet<object>();
  readonly parts = new RoomParts(this.env, this.ctx.storage, () => super.getConnections<ConnState>());

  // What tests read inside the object (runInDurableObject).
  get store(): RoomStore { return this.parts.store; }
  get game(): TableGame { return this.parts.game; }
  get social(): SocialStore { return this.parts.social; }
  get schedule(): Schedule { return this.parts.schedule; }

  // ---- lobby RPC (./lobby-rpc.ts) -------------------------------------------------------

  create(input: CreateRoomInput): Promise<CreateRoomResult> {
    return create(this.parts, input);
  }

  info(): TableSummary | null {
    return holdsTable(this.ctx.storage.sql) ? info(this.parts) : null;
  }

  record(): RecordAnswer | null {
    return holdsTable(this.ctx.storage.sql) ? record(this.parts) : null;
  }

  begin(): Promise<void> {
    return begin(this.parts);
  }

  /** A player asked to be forgotten: their id leaves this table's seats (the names stay). */
  forgetPlayer(player: string): void {
    // A table long gone is not brought back (nor its storage made) to forget someone.
    if (holdsTable(this.ctx.storage.sql)) forget(this.parts, player);
  }

  /** A seat's token changed at the table before this one (./seats.ts). */
  async seatTokenMoved(oldHash: string, newHash: string): Promise<void> {
    // The next table may have expired meanwhile: nothing is written for a table that is not here.
    if (!holdsTable(this.ctx.storage.sql)) return;
    await seatTokenMoved(this.parts, oldHash, newHash);
  }

  // ---- sockets --------------------------------------------------------------------------

  /** Every open connection from memory (see open-connections.ts); tagged lists from the platform. */
  override getConnections<TState = unknown>(tag?: string): Iterable<Connection<TState>> {
    if (tag !== undefined) return super.getConnections<TState>(tag);
    return this.parts.open.list() as unknown as Connection<TState>[];
  }

  override async fetch(request: Request): Promise<Response> {
    // Checked before partyserver starts up, which would store this object's name.
    if (!holdsTable(this.ctx.storage.sql)) return refuseUnknownTable(request);
    return super.fetch(request);
  }

  /**
   * A message on a socket this room already handled goes straight to onMessage: partyserver
   * would first read the socket's attachment natively to check it is its own (and start the room,
   * which has started). Any other socket (the first message after a wake-up) takes its path.
   */
  override async webSocketMessage(ws: WebSocket, message: WSMessage): Promise<void> {
    if (!this.#handled.has(ws)) return super.webSocketMessage(ws, message);
    try {
      return await this.onMessage(ws as unknown as Conn, message);
    } catch (err) {
      console.error('Room webSocketMessage:', err);
    }
  }

  override onConnect(conn: Conn, ctx: ConnectionContext): void {
    this.parts.open.opened(conn);
    admitConnection(this.parts, conn, ctx);
  }

  override async onClose(conn: Conn): Promise<void> {
    this.parts.open.closed(conn);
    this.parts.limits.forget(conn.id, Date.now());
    this.parts.streams.forget(conn.id);
    if (!conn.state?.tokenHash) return;
    const meta = this.parts.store.meta();
    if (!meta) return;
    await settle(this.parts, meta);
    if (meta.status === 'finished') await maybeBeginRematch(this.env, this.parts.store, meta, this.parts.connectedSeats());
    broadcastState(this.parts);
  }

  override onMessage(conn: Conn, raw: WSMessage): Promise<void> {
    // partyserver's connection is the socket itself, with its fields added: the same object next time.
    this.#handled.add(conn);
    return dispatch(this.parts, conn, raw);
  }

  override onAlarm(): Promise<void> {
    return ring(this.parts);
  }
}
