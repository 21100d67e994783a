// One game table = one Durable Object. It seats players, keeps the move log in SQLite and runs
// the game's pure engine; everything else (rules, views, prompts) belongs to the engine.
import { type Connection, type ConnectionContext, getServerByName, Server, type WSMessage } from 'partyserver';
import * as v from 'valibot';
import type { AnyGame, Json, Seat } from './games/core/index.ts';
import { MAX_MESSAGE_BYTES, type ServerMessage, type TableSummary } from './games/core/protocol.ts';
import { getGame } from './games/registry.ts';
import type { Env } from './env.ts';
import { expiryTime, EXPIRED_CLOSE_CODE } from './expiry.ts';
import { parseBoundedJson } from './json-limits.ts';
import { admit, clientAddress, MessageLimits, TOO_MANY_SPECTATORS_CLOSE_CODE, TOO_MANY_SPECTATORS_MESSAGE } from './limits.ts';
import { ClientMessageSchema, describeIssues } from './schema.ts';
import {
  isCurrent, type LiveGame, liveGame, redatePrompts, roomInfo, saveSnapshot, stateMessage, tableSummary, takeNewLog,
} from './snapshot.ts';
import { type RoomMeta, RoomStore } from './store.ts';
import { gameRecord, type RecordAnswer } from './record.ts';
import { handleSocial, type SocialContext, type SocialMessage, withSocial } from './social.ts';
import { SocialStore } from './social-store.ts';
import { holdsTable, refuseUnknownTable } from './unknown-table.ts';
import { hashToken, newSeatToken, newSeed, newTableId } from './tokens.ts';

/** Per-connection facts that must survive hibernation (stored in the socket's attachment). */
interface ConnState {
  tokenHash: string | null;
  logSeen: number;
  /** The client's address, for the per-address rate limit. */
  address?: string;
  /** Let in past the spectator cap only to attach to a seat or join (see limits.ts). */
  seatOnly?: boolean;
}

export interface CreateRoomInput {
  id: string;
  game: string;
  maxSeats: number;
  options: unknown;
  public: boolean;
  /** Who opened it (a pseudonym of the address), for the lobby's per-owner limit. */
  owner?: string | null;
}

const SNAPSHOT_EVERY = 100;

export class Room extends Server<Env> {
  static override options = { hibernate: true };

  // Caches only: each is rebuilt from SQLite when missing (after hibernation or eviction).
  #store: RoomStore | null = null;
  #live: LiveGame | null = null;
  #limits = new MessageLimits();
  #social: SocialStore | null = null;

  get store(): RoomStore {
    this.#store ??= new RoomStore(this.ctx.storage.sql);
    return this.#store;
  }

  /** Chat, table settings and undo requests (party/social.ts). */
  get social(): SocialStore {
    this.#social ??= new SocialStore(this.ctx.storage.sql);
    return this.#social;
  }

  // ---- lobby RPC ------------------------------------------------------------------------

  async create(input: CreateRoomInput): Promise<TableSummary> {
    const existing = this.store.meta();
    if (existing) return tableSummary(existing, this.store.seats(), getGame(existing.game));
    const now = Date.now();
    const meta: RoomMeta = {
      id: input.id, game: input.game, maxSeats: input.maxSeats, options: input.options ?? null,
      public: input.public, status: 'open', seed: newSeed(), createdAt: now, startedAt: null, finishedAt: null,
      activeAt: now, owner: input.owner ?? null,
    };
    this.store.saveMeta(meta);
    await this.ctx.storage.setAlarm(expiryTime(meta));
    await this.report(meta);
    return tableSummary(meta, [], getGame(meta.game));
  }

  info(): TableSummary | null {
    if (!holdsTable(this.ctx.storage.sql)) return null;
    const meta = this.store.meta();
    return meta ? tableSummary(meta, this.store.seats(), getGame(meta.game)) : null;
  }

  /** The game record (party/record.ts); null when there is no such table. */
  record(): RecordAnswer | null {
    if (!holdsTable(this.ctx.storage.sql)) return null;
    const meta = this.store.meta();
    if (!meta) return null;
    const def = getGame(meta.game);
    const live = this.live(meta);
    return gameRecord(meta, this.store.seats(), this.social, def, def && live ? def.result(live.state) : null);
  }

  // ---- sockets --------------------------------------------------------------------------

  override async fetch(request: Request): Promise<Response> {
    // Checked before partyserver starts up, which would store this object's name.
    if (!holdsTable(this.ctx.storage.sql)) return refuseUnknownTable(request);
    return super.fetch(request);
  }

  override onConnect(conn: Connection<ConnState>, ctx: ConnectionContext): void {
    if (!this.store.meta()) {
      this.send(conn, { v: 1, type: 'error', code: 'no-such-table', message: 'There is no table with this id (it may have expired).' });
      conn.close(4404, 'no such table');
      return;
    }
    const admission = admit([...this.getConnections<ConnState>()].filter((c) => c.id !== conn.id));
    if (admission === 'refused') return this.turnAway(conn);
    conn.setState({ tokenHash: null, logSeen: 0, address: clientAddress(ctx.request), seatOnly: admission === 'seat-only' });
  }

  private turnAway(conn: Connection<ConnState>): void {
    this.error(conn, 'too-many-spectators', TOO_MANY_SPECTATORS_MESSAGE);
    conn.close(TOO_MANY_SPECTATORS_CLOSE_CODE, 'too many spectators');
  }

  override onClose(conn: Connection<ConnState>): void {
    this.#limits.forget(conn.id, Date.now());
    if (conn.state?.tokenHash) this.broadcastState();
  }

  override async onMessage(conn: Connection<ConnState>, raw: WSMessage): Promise<void> {
    if (typeof raw !== 'string') return this.error(conn, 'bad-message', 'Messages must be JSON text, not binary.');
    const verdict = this.#limits.check(conn.id, conn.state?.address ?? 'unknown', Date.now());
    if (verdict === 'refuse-quietly') return;
    if (verdict === 'refuse') return this.error(conn, 'rate-limited', 'Too many messages; slow down.');
    const data = parseBoundedJson(raw, MAX_MESSAGE_BYTES);
    if (!data.ok) return this.error(conn, data.code, data.message);
    const parsed = v.safeParse(ClientMessageSchema, data.value);
    if (!parsed.success) return this.error(conn, 'invalid', describeIssues(parsed.issues));
    const meta = this.store.meta();
    if (!meta) return this.error(conn, 'no-such-table', 'This table no longer exists.');
    const msg = parsed.output;
    if (conn.state?.seatOnly && msg.type !== 'attach' && msg.type !== 'join') return this.turnAway(conn);
    switch (msg.type) {
      case 'sync':
        // A page asking to sync wants everything again, the whole log included.
        conn.setState({ ...conn.state!, logSeen: 0 });
        return this.sendState(conn);
      case 'join': return this.join(conn, meta, msg.name);
      case 'attach': return this.attach(conn, msg.token);
      case 'leave': return this.leave(conn, meta);
      case 'start': return this.start(conn, meta);
      case 'move': return this.move(conn, meta, msg.version, msg.id, msg.move);
      case 'rematch': return this.rematch(conn, meta);
      case 'chat': case 'settings': case 'undo': case 'undo-answer': return this.socialMessage(conn, meta, msg);
    }
  }

  private socialMessage(conn: Connection<ConnState>, meta: RoomMeta, msg: SocialMessage): Promise<void> {
    const seat = this.seatOf(conn);
    const seats = this.store.seats();
    const def = getGame(meta.game);
    const ctx: SocialContext = {
      // The host is whoever the room's own info names, so both always agree.
      meta, seat, host: seat !== null && seat === roomInfo(meta, seats, new Set(), def).host, connId: conn.id, seats, def,
      store: this.store, social: this.social,
      live: () => this.live(meta),
      error: (code, message) => this.error(conn, code, message),
      broadcast: (message) => { for (const c of this.getConnections()) this.send(c, message); },
      broadcastState: () => this.broadcastState(),
      sendToSeat: (s, message) => {
        const hash = this.store.seats().find((r) => r.seat === s)?.tokenHash;
        for (const c of this.getConnections<ConnState>()) if (hash && c.state?.tokenHash === hash) this.send(c, message);
      },
      transaction: (write) => this.ctx.storage.transactionSync(write),
      rebuilt: (logFrom) => {
        this.#live = null;
        for (const c of this.getConnections<ConnState>()) {
          c.setState({ ...c.state, tokenHash: c.state?.tokenHash ?? null, logSeen: Math.min(c.state?.logSeen ?? 0, logFrom) });
        }
      },
      touch: () => this.touch(meta),
    };
    return handleSocial(ctx, msg);
  }

  private async join(conn: Connection<ConnState>, meta: RoomMeta, name: string): Promise<void> {
    if (this.seatOf(conn) !== null) return this.error(conn, 'already-seated', 'You already have a seat at this table.');
    if (meta.status !== 'open') return conn.state?.seatOnly ? this.turnAway(conn) : this.error(conn, 'not-open', 'The game has started; you can watch.');
    const seats = this.store.seats();
    if (seats.length >= meta.maxSeats) {
      return conn.state?.seatOnly ? this.turnAway(conn) : this.error(conn, 'table-full', 'Every seat at this table is taken; you can watch.');
    }
    if (seats.some((s) => s.name.toLowerCase() === name.toLowerCase())) {
      return this.error(conn, 'name-taken', `Someone at this table is already called "${name}".`);
    }
    const token = newSeatToken();
    const tokenHash = await hashToken(token);
    const seat = seats.length;
    this.store.addSeat(seat, name, tokenHash, Date.now());
    await this.touch(meta);
    conn.setState({ ...conn.state!, tokenHash, logSeen: 0, seatOnly: false });
    this.send(conn, { v: 1, type: 'welcome', seat, token });
    this.broadcastState();
    await this.report(meta);
  }

  private async attach(conn: Connection<ConnState>, token: string): Promise<void> {
    const tokenHash = await hashToken(token);
    if (!this.store.seats().some((s) => s.tokenHash === tokenHash)) {
      if (conn.state?.seatOnly) return this.turnAway(conn);
      this.error(conn, 'bad-token', 'That seat token does not belong to this table; you are watching.');
      return this.sendState(conn);
    }
    conn.setState({ ...conn.state!, tokenHash, logSeen: 0, seatOnly: false });
    this.broadcastState();
  }

  private async leave(conn: Connection<ConnState>, meta: RoomMeta): Promise<void> {
    const seat = this.seatOf(conn);
    if (seat === null) return this.error(conn, 'not-seated', 'You have no seat to leave.');
    if (meta.status !== 'open') return this.error(conn, 'not-open', 'Seats cannot be given up once the game has started.');
    this.store.removeSeat(seat);
    conn.setState({ ...conn.state!, tokenHash: null, logSeen: 0 });
    await this.touch(meta);
    this.broadcastState();
    await this.report(meta);
  }

  private async start(conn: Connection<ConnState>, meta: RoomMeta): Promise<void> {
    const seat = this.seatOf(conn);
    if (seat !== 0) return this.error(conn, 'not-host', 'Only the host (the first seated player) can start the game.');
    if (meta.status !== 'open') return this.error(conn, 'not-open', 'The game has already started.');
    const def = getGame(meta.game);
    if (!def) return this.error(conn, 'unknown-game', `This server no longer hosts "${meta.game}".`);
    const seated = this.store.seats().length;
    if (seated < def.minSeats) return this.error(conn, 'not-enough-players', `${def.name} needs at least ${def.minSeats} players; ${seated} seated.`);
    const setup = def.setup({ seed: meta.seed, seats: seated, options: meta.options });
    if (!setup.ok) return this.error(conn, setup.error.code, setup.error.message);
    meta.status = 'playing';
    meta.startedAt = Date.now();
    // The initial state is stored, not re-derived from the seed on replay: a later engine release
    // that deals or picks differently must not change a game already under way.
    this.#live = liveGame(def, setup.value, 0, seated);
    saveSnapshot(this.store, this.#live);
    await this.touch(meta);
    this.broadcastState();
    await this.report(meta);
  }

  private async move(conn: Connection<ConnState>, meta: RoomMeta, version: number, id: string, move: unknown): Promise<void> {
    const seat = this.seatOf(conn);
    if (seat === null) return this.error(conn, 'not-seated', 'Spectators cannot make moves.', id);
    if (meta.status !== 'playing') {
      return this.error(conn, 'not-playing', meta.status === 'open' ? 'The game has not started yet.' : 'The game is over.', id);
    }
    const def = getGame(meta.game);
    const live = this.live(meta);
    if (!def || !live) return this.error(conn, 'unknown-game', `This server no longer hosts "${meta.game}".`, id);
    if (def.undo?.isMark(move)) return this.error(conn, 'bad-move', 'Moves are taken back with { type: "undo" }; a mark is the room\'s alone.', id);
    // A resent move (same id and body from the same seat) was already applied: just bring the
    // sender up to date. The same id with another body is a client bug worth naming.
    const earlier = this.store.moveBodyOf(seat, id);
    if (earlier !== null) {
      if (earlier === JSON.stringify(move)) return this.sendState(conn);
      return this.error(conn, 'duplicate-id', `Move id "${id}" was already used for a different move; send each new move with a new id.`, id);
    }
    if (!isCurrent(live, seat, version)) {
      this.error(conn, 'stale', `That move was made against version ${version}, but the game has moved on to ${live.version}.`, id);
      return this.sendState(conn);
    }
    let outcome;
    try {
      outcome = def.apply(live.state, seat, move);
    } catch (err) {
      // An engine bug must not leave a half-applied state in memory: rebuild from storage.
      this.#live = null;
      console.error('engine threw', meta.game, err);
      return this.error(conn, 'engine-error', 'The game could not process that move; nothing changed.', id);
    }
    if (!outcome.ok) return this.error(conn, outcome.error.code, outcome.error.message, id);
    try {
      this.store.appendMove({ seq: live.version + 1, seat, move, moveId: id, at: Date.now() });
    } catch (err) {
      this.#live = null;
      throw err;
    }
    live.version += 1;
    takeNewLog(def, live);
    redatePrompts(def, live);
    if (live.version % SNAPSHOT_EVERY === 0) saveSnapshot(this.store, live);
    if (def.result(live.state)) {
      meta.status = 'finished';
      meta.finishedAt = Date.now();
    }
    await this.touch(meta);
    this.broadcastState();
    if (meta.status === 'finished') await this.report(meta);
  }

  private async rematch(conn: Connection<ConnState>, meta: RoomMeta): Promise<void> {
    if (this.seatOf(conn) === null) return this.error(conn, 'not-seated', 'Only the players of this game can open the next table.');
    if (meta.status !== 'finished') return this.error(conn, 'not-finished', 'The next table opens once this game is over.');
    if (!meta.next) {
      const id = newTableId();
      // Recorded before the call out: a second press arriving meanwhile sees it and opens nothing.
      meta.next = id;
      this.store.saveMeta(meta);
      try {
        const next = await getServerByName(this.env.Room, id);
        // Unlisted, and named only to the players (see broadcastState): a stranger who could
        // see it would take a seat before the players of this game arrive.
        await next.create({ id, game: meta.game, maxSeats: this.store.seats().length, options: meta.options, public: false });
      } catch (err) {
        meta.next = null;
        this.store.saveMeta(meta);
        console.error('rematch table could not be created', err);
        return this.error(conn, 'rematch-failed', 'The next table could not be opened; try again.');
      }
    }
    this.broadcastState();
  }

  // ---- expiry ---------------------------------------------------------------------------

  override async onAlarm(): Promise<void> {
    const meta = this.store.meta();
    if (!meta) return;
    const due = expiryTime(meta);
    const someoneHere = [...this.getConnections()].length > 0;
    if (Date.now() < due || (meta.status === 'open' && someoneHere)) {
      await this.ctx.storage.setAlarm(Math.max(due, Date.now() + 60_000));
      return;
    }
    for (const conn of this.getConnections()) conn.close(EXPIRED_CLOSE_CODE, 'table expired');
    await this.forget(meta);
  }

  private async forget(meta: RoomMeta): Promise<void> {
    await this.ctx.storage.deleteAll();
    this.#store = null;
    this.#social = null;
    this.#live = null;
    try {
      await this.env.Directory.getByName('global').remove(meta.id);
    } catch (err) {
      console.error('directory remove failed', err);
    }
  }

  // ---- helpers --------------------------------------------------------------------------

  /** The running game, replayed from the newest snapshot and the moves after it when not cached. */
  private live(meta: RoomMeta): LiveGame | null {
    if (this.#live) return this.#live;
    if (meta.status === 'open') return null;
    const def = getGame(meta.game);
    if (!def) return null;
    this.#live = replay(def, meta, this.store);
    return this.#live;
  }

  private seatOf(conn: Connection<ConnState>): Seat | null {
    const hash = conn.state?.tokenHash;
    if (!hash) return null;
    return this.store.seats().find((s) => s.tokenHash === hash)?.seat ?? null;
  }

  private async touch(meta: RoomMeta): Promise<void> {
    meta.activeAt = Date.now();
    this.store.saveMeta(meta);
    await this.ctx.storage.setAlarm(expiryTime(meta));
  }

  /** Public tables are listed by the directory; private ones never leave the room. */
  private async report(meta: RoomMeta): Promise<void> {
    if (!meta.public) return;
    try {
      await this.env.Directory.getByName('global').upsert(tableSummary(meta, this.store.seats(), getGame(meta.game)), meta.owner ?? null);
    } catch (err) {
      console.error('directory update failed', err);
    }
  }

  private sendState(conn: Connection<ConnState>): void {
    this.broadcastState([conn]);
  }

  /** Each connection gets its own view: a seat's or a spectator's. */
  private broadcastState(only?: Connection<ConnState>[]): void {
    const meta = this.store.meta();
    if (!meta) return;
    const seats = this.store.seats();
    const connections = [...this.getConnections<ConnState>()];
    const seatByHash = new Map(seats.map((s) => [s.tokenHash, s.seat]));
    const connected = new Set<Seat>();
    for (const c of connections) {
      const s = c.state?.tokenHash ? seatByHash.get(c.state.tokenHash) : undefined;
      if (s !== undefined) connected.add(s);
    }
    const def = getGame(meta.game);
    const info = roomInfo(meta, seats, connected, def);
    const live = this.live(meta);
    for (const c of only ?? connections) {
      if (c.state?.seatOnly) continue;
      const you = c.state?.tokenHash ? (seatByHash.get(c.state.tokenHash) ?? null) : null;
      const room = you === null && info.next !== null ? { ...info, next: null } : info;
      const { message, logSeen } = stateMessage(room, def, live, you, c.state?.logSeen ?? 0);
      this.send(c, withSocial(message, (c.state?.logSeen ?? 0) === 0, { def, meta, seats, store: this.store, social: this.social }));
      c.setState({ ...c.state!, logSeen });
    }
  }

  private send(conn: Connection, msg: ServerMessage): void {
    try {
      conn.send(JSON.stringify(msg));
    } catch {
      // The socket closed under us; its onClose does the bookkeeping.
    }
  }

  private error(conn: Connection, code: string, message: string, ref?: string): void {
    this.send(conn, ref === undefined ? { v: 1, type: 'error', code, message } : { v: 1, type: 'error', code, message, ref });
  }
}

/** Rebuilds a game from seed + options + the move log (from a snapshot when there is one). */
export function replay(def: AnyGame, meta: RoomMeta, store: RoomStore): LiveGame {
  const snap = store.latestSnapshot();
  let state: unknown;
  let version: number;
  if (snap) {
    state = snap.state;
    version = snap.seq;
  } else {
    const seats = store.seats().length;
    const setup = def.setup({ seed: meta.seed, seats, options: meta.options });
    if (!setup.ok) throw new Error(`replay: setup failed: ${setup.error.message}`);
    state = setup.value;
    version = 0;
  }
  for (const row of store.movesAfter(version)) {
    const outcome = def.apply(state, row.seat, row.move);
    if (!outcome.ok) throw new Error(`replay: move ${row.seq} was refused: ${outcome.error.message}`);
    version = row.seq;
  }
  return liveGame(def, state, version, store.seats().length, store.savedLog() as Json[]);
}
