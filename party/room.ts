// One game table = one Durable Object. It seats players and bots, keeps the move log in SQLite and
// runs the game's pure engine; everything else (rules, views, prompts) belongs to the engine, bot
// choices to party/bot-seats.ts, clocks to party/clock.ts and wake-ups to party/timers.ts.
import { type Connection, type ConnectionContext, getServerByName, Server, type WSMessage } from 'partyserver';
import { botLevels, botName } from './bot-seats.ts';
import type { BotLevel } from './games/core/bots.ts';
import type { Seat } from './games/core/index.ts';
import { type ClockMode, MAX_MESSAGE_BYTES, type ServerMessage, type TableSummary } from './games/core/protocol.ts';
import { getGame } from './games/registry.ts';
import type { Env } from './env.ts';
import { listable } from './directory.ts';
import { expiryTime, EXPIRED_CLOSE_CODE } from './expiry.ts';
import { parseBoundedJson } from './json-limits.ts';
import { admit, clientAddress, MessageLimits, TOO_MANY_SPECTATORS_CLOSE_CODE, TOO_MANY_SPECTATORS_MESSAGE } from './limits.ts';
import { privateNews, type Told, told } from './private-news.ts';
import { gameRecord, type RecordAnswer } from './record.ts';
import { OpenConnections } from './open-connections.ts';
import { maybeBeginRematch } from './rematch.ts';
import { movedTokens, rematchSeats } from './rematch-seats.ts';
import { Schedule } from './schedule.ts';
import { parseClientMessage } from './schema.ts';
import { botPlaceholder, type InitialSeat, seatRows } from './seating.ts';
import {
  gameFacts, hostSeat, isCurrent, type LiveGame, resignedResult, roomInfo, stateMessage, tableSummary, versionFor, visiblyWaiting,
} from './snapshot.ts';
import { handleSocial, type SocialContext, type SocialMessage, socialFacts, withSocial } from './social.ts';
import { SocialStore } from './social-store.ts';
import { StateStreams } from './state-stream.ts';
import { type RoomMeta, RoomStore } from './store.ts';
import { TableGame } from './table-game.ts';
import { botPause, botsDue, dueTakeovers, plan, secureRandom, seatUpdates } from './timers.ts';
import { holdsTable, NO_SUCH_TABLE_CLOSE_CODE, refuseUnknownTable } from './unknown-table.ts';
import { hashToken, newSeatToken, newSeed, newTableId } from './tokens.ts';

export { replay } from './table-game.ts';

/** Per-connection facts that must survive hibernation (stored in the socket's attachment). */
interface ConnState {
  tokenHash: string | null;
  /**
   * How much of the log the client holds. For a patching connection the room keeps the exact
   * figure in memory (StateStreams) and writes it here only every LOG_CHECKPOINT entries: after
   * an eviction the next full state resends the few entries since (the client merges them).
   */
  logSeen: number;
  /** Sent patches against its last state message (asked for with `?patches=1`). */
  patches?: boolean;
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
  /** Seated at once, in order (creator, matched players, a rematch's players and bots). */
  seats?: InitialSeat[];
  clock?: ClockMode;
  botPauseMs?: number;
  autoStart?: 'arrived' | 'accepted' | null;
  /** Start right away (the seats must be enough for the game). */
  start?: boolean;
  /** Who opened it (a pseudonym of the address), for the lobby's per-owner limit. */
  owner?: string | null;
}

export type CreateRoomResult = { ok: true; table: TableSummary } | { ok: false; code: string; message: string };

/** Bot moves played in one wake-up when the pause is 0 (bounded, so one alarm never runs long). */
const BOT_MOVES_PER_WAKE = 400;
/** A quick-match table whose players have not all arrived starts anyway after this long. */
export const ARRIVAL_WAIT_MS = 30_000;
/** How soon a wake-up that could do nothing looks again. */
const RECHECK_MS = 60_000;
/**
 * Expiry wake-ups are rounded up to this: the expiry moves with every move (it counts from the
 * last activity), and rounded it leaves the schedule and the alarm untouched for most moves. A
 * table so expires up to a minute late; onAlarm checks the exact time.
 */
const EXPIRY_GRAIN_MS = 60_000;
/** See ConnState.logSeen. */
const LOG_CHECKPOINT = 50;

/** The seats of `seatByHash` (token hash to seat) that have at least one of `connections`. */
function connectedSeatsOf(connections: Iterable<Connection<ConnState>>, seatByHash: ReadonlyMap<string, Seat>): Set<Seat> {
  const connected = new Set<Seat>();
  for (const c of connections) {
    const s = c.state?.tokenHash ? seatByHash.get(c.state.tokenHash) : undefined;
    if (s !== undefined) connected.add(s);
  }
  return connected;
}

export class Room extends Server<Env> {
  static override options = { hibernate: true };

  // Caches only: each is rebuilt from SQLite when missing (after hibernation or eviction).
  #store: RoomStore | null = null;
  #schedule: Schedule | null = null;
  #game: TableGame | null = null;
  #limits = new MessageLimits();
  /** What each patching connection was last sent (in memory only: see party/state-stream.ts). */
  #streams = new StateStreams();
  #social: SocialStore | null = null;
  /** The alarm time this object last set, until it rings: setting it again is skipped. */
  #alarmAt: number | null = null;
  /** The summary this object last reported as not to be listed (so the list no longer has it). */
  #unlisted: string | null = null;
  #open = new OpenConnections<Connection>(() => super.getConnections());
  /** Sockets whose messages partyserver has already passed to onMessage (see webSocketMessage). */
  #handled = new WeakSet<object>();

  get store(): RoomStore {
    this.#store ??= new RoomStore(this.ctx.storage.sql);
    return this.#store;
  }

  /** The running game: started, moved and played by bots through here. */
  get game(): TableGame {
    this.#game ??= new TableGame(this.store);
    return this.#game;
  }

  /** Chat, table settings and undo requests (party/social.ts). */
  get social(): SocialStore {
    this.#social ??= new SocialStore(this.ctx.storage.sql);
    return this.#social;
  }

  get schedule(): Schedule {
    this.#schedule ??= new Schedule(this.ctx.storage.sql);
    return this.#schedule;
  }

  // ---- lobby RPC ------------------------------------------------------------------------

  async create(input: CreateRoomInput): Promise<CreateRoomResult> {
    const existing = this.store.meta();
    if (existing) return { ok: true, table: tableSummary(existing, this.store.seats(), getGame(existing.game)) };
    const seated = seatRows(input.seats ?? []);
    if ('error' in seated) return { ok: false, code: 'bad-seats', message: seated.error };
    if (seated.rows.length > input.maxSeats) return { ok: false, code: 'table-full', message: `${seated.rows.length} players do not fit ${input.maxSeats} seats.` };
    const def = getGame(input.game);
    if (input.start && def && seated.rows.length < def.minSeats) {
      return { ok: false, code: 'not-enough-players', message: `${def.name} needs at least ${def.minSeats} players; ${seated.rows.length} seated.` };
    }
    const now = Date.now();
    const meta: RoomMeta = {
      id: input.id, game: input.game, maxSeats: input.maxSeats, options: input.options ?? null,
      public: input.public, status: 'open', seed: newSeed(), createdAt: now, startedAt: null, finishedAt: null,
      activeAt: now, clock: input.clock ?? (input.public ? 'relaxed' : 'off'), botSeed: newSeed(),
      ...(input.botPauseMs === undefined ? {} : { botPauseMs: input.botPauseMs }),
      autoStart: input.autoStart ?? null, owner: input.owner ?? null,
    };
    this.store.saveMeta(meta);
    for (const row of seated.rows) this.store.addSeat(row.seat, row.name, row.tokenHash, now, row.bot);
    if (input.start) {
      const started = this.game.start(meta);
      if (!started.ok) return { ok: false, code: started.error.code, message: started.error.message };
    }
    await this.settle(meta);
    await this.report(meta);
    return { ok: true, table: tableSummary(meta, this.store.seats(), def) };
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
    const result = meta.resigned !== null && meta.resigned !== undefined
      ? resignedResult(this.store.seats(), meta.resigned)
      : def && live ? def.result(live.state) : null;
    return gameRecord(meta, this.store.seats(), this.social, def, result);
  }

  /** The previous table says everyone still there has accepted the rematch: start. */
  async begin(): Promise<void> {
    const meta = this.store.meta();
    if (!meta || meta.status !== 'open') return;
    if (this.game.start(meta).ok) await this.afterChange(meta);
  }

  // ---- sockets --------------------------------------------------------------------------

  /** Every open connection from memory (see open-connections.ts); tagged lists from the platform. */
  override getConnections<TState = unknown>(tag?: string): Iterable<Connection<TState>> {
    if (tag !== undefined) return super.getConnections<TState>(tag);
    return this.#open.list() as Connection<TState>[];
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
      return await this.onMessage(ws as unknown as Connection<ConnState>, message);
    } catch (err) {
      console.error('Room webSocketMessage:', err);
    }
  }

  override onConnect(conn: Connection<ConnState>, ctx: ConnectionContext): void {
    this.#open.opened(conn);
    if (!this.store.meta()) {
      return this.closeWith(conn, 'no-such-table', 'There is no table with this id (it may have expired).', NO_SUCH_TABLE_CLOSE_CODE, 'no such table');
    }
    const others = [...this.getConnections<ConnState>()].filter((c) => c !== conn);
    let admission = admit(others);
    // The places kept for returning players are not held by sockets that never say who they are:
    // the one let in longest ago gives way (a player's attach follows its connect at once).
    const idle = admission === 'refused' ? others.find((c) => c.state?.seatOnly) : undefined;
    if (idle) {
      this.turnAway(idle);
      admission = 'seat-only';
    }
    if (admission === 'refused') return this.turnAway(conn);
    const patches = new URL(ctx.request.url).searchParams.get('patches') === '1';
    conn.setState({ tokenHash: null, logSeen: 0, address: clientAddress(ctx.request), seatOnly: admission === 'seat-only', patches });
  }

  private turnAway(conn: Connection<ConnState>): void {
    this.closeWith(conn, 'too-many-spectators', TOO_MANY_SPECTATORS_MESSAGE, TOO_MANY_SPECTATORS_CLOSE_CODE, 'too many spectators');
  }

  /**
   * Says why, then closes. The socket leaves the list of open connections at once: until its
   * onClose it would otherwise still be counted against the cap and sent every state.
   */
  private closeWith(conn: Connection<ConnState>, code: string, message: string, closeCode: number, reason: string): void {
    this.#open.closed(conn);
    this.error(conn, code, message);
    conn.close(closeCode, reason);
  }

  override async onClose(conn: Connection<ConnState>): Promise<void> {
    this.#open.closed(conn);
    this.#limits.forget(conn.id, Date.now());
    this.#streams.forget(conn.id);
    if (!conn.state?.tokenHash) return;
    const meta = this.store.meta();
    if (!meta) return;
    await this.settle(meta);
    if (meta.status === 'finished') await maybeBeginRematch(this.env, this.store, meta, this.connectedSeats());
    this.broadcastState();
  }

  override async onMessage(conn: Connection<ConnState>, raw: WSMessage): Promise<void> {
    // partyserver's connection is the socket itself, with its fields added: the same object next time.
    this.#handled.add(conn);
    if (typeof raw !== 'string') return this.error(conn, 'bad-message', 'Messages must be JSON text, not binary.');
    const verdict = this.#limits.check(conn.id, conn.state?.address ?? 'unknown', Date.now());
    if (verdict === 'refuse-quietly') return;
    if (verdict === 'refuse') return this.error(conn, 'rate-limited', 'Too many messages; slow down.');
    const data = parseBoundedJson(raw, MAX_MESSAGE_BYTES);
    if (!data.ok) return this.error(conn, data.code, data.message);
    const parsed = parseClientMessage(data.value);
    if (!parsed.ok) return this.error(conn, 'invalid', parsed.message);
    const meta = this.store.meta();
    if (!meta) return this.error(conn, 'no-such-table', 'This table no longer exists.');
    const msg = parsed.message;
    if (conn.state?.seatOnly && msg.type !== 'attach' && msg.type !== 'join') return this.turnAway(conn);
    switch (msg.type) {
      case 'sync':
        // A page asking to sync wants everything again, the whole log included.
        this.startOver(conn, {});
        return this.sendState(conn);
      case 'join': return this.join(conn, meta, msg.name);
      case 'attach': return this.attach(conn, meta, msg.token, msg.handoff === true, msg.next);
      case 'leave': return this.leave(conn, meta);
      case 'start': return this.start(conn, meta);
      case 'move': return this.move(conn, meta, msg.version, msg.id, msg.move);
      case 'rematch': return this.rematch(conn, meta);
      case 'add-bot': return this.addBot(conn, meta, msg.level);
      case 'remove-bot': return this.removeBot(conn, meta, msg.seat);
      case 'resume': return this.resume(conn, meta);
      case 'resign': return this.resign(conn, meta);
      case 'chat': case 'settings': case 'undo': case 'undo-answer': return this.socialMessage(conn, meta, msg);
    }
  }

  private socialMessage(conn: Connection<ConnState>, meta: RoomMeta, msg: SocialMessage): Promise<void> {
    const seat = this.seatOf(conn);
    const seats = this.store.seats();
    const def = getGame(meta.game);
    const ctx: SocialContext = {
      // The host is whoever the room's own info names, so both always agree.
      meta, seat, host: seat !== null && seat === hostSeat(seats), connId: conn.id, seats, def,
      store: this.store, social: this.social,
      live: () => this.live(meta),
      undoRun: () => this.game.undoRun(),
      error: (code, message) => this.error(conn, code, message),
      broadcast: (message) => { for (const c of this.getConnections()) this.send(c, message); },
      broadcastState: () => this.broadcastState(),
      sendToSeat: (s, message) => {
        const hash = this.store.seats().find((r) => r.seat === s)?.tokenHash;
        for (const c of this.getConnections<ConnState>()) if (hash && c.state?.tokenHash === hash) this.send(c, message);
      },
      transaction: (write) => {
        try {
          this.ctx.storage.transactionSync(write);
        } catch (err) {
          // Rolled back: what the stores cached may not be what SQLite holds.
          this.store.forgetCached();
          this.social.forgetCached();
          throw err;
        }
      },
      rebuilt: (logFrom) => {
        this.game.forget();
        this.#streams.rewindLog(logFrom);
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
    this.startOver(conn, { tokenHash, seatOnly: false });
    this.send(conn, { v: 1, type: 'welcome', seat, token });
    await this.afterChange(meta);
  }

  private async attach(conn: Connection<ConnState>, meta: RoomMeta, token: string, handoff: boolean, next?: string): Promise<void> {
    const tokenHash = await hashToken(token);
    // Made before the check: no await may come between finding the seat and rewriting its token.
    const fresh = handoff ? (next ?? newSeatToken()) : null;
    const freshHash = fresh === null ? null : await hashToken(fresh);
    const seats = this.store.seats();
    const held = seats.find((s) => s.tokenHash === tokenHash && s.bot === null);
    const taken = freshHash === null ? undefined : seats.find((s) => s.tokenHash === freshHash && s.bot === null);
    if (held && taken) {
      this.error(conn, 'invalid', 'next must be a new token, not one a seat already has; you are watching.');
      return this.sendState(conn);
    }
    // The same hand-off asked again: it went through, but its welcome was lost. The page holds `next`.
    const retried = !held && next !== undefined ? taken : undefined;
    if (!held && !retried) {
      if (conn.state?.seatOnly) return this.turnAway(conn);
      this.error(conn, 'bad-token', 'That seat token does not belong to this table; you are watching.');
      return this.sendState(conn);
    }
    this.startOver(conn, { tokenHash: freshHash ?? tokenHash, seatOnly: false });
    if (retried && fresh !== null) this.send(conn, { v: 1, type: 'welcome', seat: retried.seat, token: fresh });
    else if (held && fresh !== null && freshHash !== null) await this.handOver(conn, held.seat, tokenHash, fresh, freshHash);
    if (meta.status === 'open' && meta.autoStart === 'arrived' && this.everyoneArrived()) this.game.start(meta);
    await this.settle(meta);
    this.broadcastState();
  }

  /**
   * A seat handed over at the table before this one (a rematch's, which seated its players by
   * their tokens): the seat moves here too, and on to this table's own next one.
   */
  async seatTokenMoved(oldHash: string, newHash: string): Promise<void> {
    // The next table may have expired meanwhile: nothing is written for a table that is not here.
    if (!holdsTable(this.ctx.storage.sql)) return;
    const held = this.store.seats().find((s) => s.tokenHash === oldHash && s.bot === null);
    if (!held || this.store.seats().some((s) => s.tokenHash === newHash)) return;
    this.store.replaceSeatToken(held.seat, newHash);
    this.retireToken(oldHash);
    this.broadcastState();
    await this.carrySeatToken(oldHash, newHash);
  }

  /** Tells the next table (a rematch opened before the hand-off) that a seat's token changed. */
  private async carrySeatToken(oldHash: string, newHash: string): Promise<void> {
    // Read now: a rematch may have opened the next table while this hand-off was under way.
    const next = this.store.meta()?.next;
    if (!next) return;
    try {
      // A plain stub, as for the lobby's reads: it starts nothing at an id that holds no table.
      await this.env.Room.getByName(next).seatTokenMoved(oldHash, newHash);
    } catch (err) {
      console.error('hand-off not carried to the next table', err);
    }
  }

  /**
   * A seat handed over by another page takes a new token, so a link's author cannot keep a seat
   * it gave away (or watch the hand of whoever took it): the new hash is stored before the welcome
   * tells it, and the old token's connections are seated no more and told why.
   */
  private async handOver(conn: Connection<ConnState>, seat: number, oldHash: string, token: string, tokenHash: string): Promise<void> {
    this.store.replaceSeatToken(seat, tokenHash);
    this.retireToken(oldHash, conn.id);
    // The next table too, before the welcome: the page may go there at once.
    await this.carrySeatToken(oldHash, tokenHash);
    this.send(conn, { v: 1, type: 'welcome', seat, token });
  }

  /** The connections seated by a token no longer valid (but `keep`) watch from now on, told why. */
  private retireToken(oldHash: string, keep?: string): void {
    for (const c of this.getConnections<ConnState>()) {
      if (c.id === keep || c.state?.tokenHash !== oldHash) continue;
      this.startOver(c, { tokenHash: null });
      this.error(c, 'seat-moved', 'This seat moved to another tab or window; you are watching.');
    }
  }

  private async leave(conn: Connection<ConnState>, meta: RoomMeta): Promise<void> {
    const seat = this.seatOf(conn);
    if (seat === null) return this.error(conn, 'not-seated', 'You have no seat to leave.');
    if (meta.status === 'finished') return this.error(conn, 'not-playing', 'The game is over; there is nothing to leave.');
    if (meta.status === 'playing') {
      // A bot plays the seat to the end; the token stays valid, so its player may come back.
      this.store.updateSeat(seat, { standin: 'left' });
      return this.afterChange(meta);
    }
    this.store.removeSeat(seat);
    this.startOver(conn, { tokenHash: null });
    await this.afterChange(meta);
  }

  private async addBot(conn: Connection<ConnState>, meta: RoomMeta, level: BotLevel): Promise<void> {
    const seats = this.store.seats();
    if (this.seatOf(conn) !== hostSeat(seats) || hostSeat(seats) === null) return this.error(conn, 'not-host', 'Only the host can seat bots.');
    if (meta.status !== 'open') return this.error(conn, 'not-open', 'Bots can only be seated before the game starts.');
    if (!botLevels(getGame(meta.game)).includes(level)) return this.error(conn, 'no-bots', `This game has no ${level} bot.`);
    if (seats.length >= meta.maxSeats) return this.error(conn, 'table-full', 'Every seat at this table is taken.');
    this.store.addSeat(seats.length, botName(seats.map((s) => s.name)), botPlaceholder(), Date.now(), level);
    await this.afterChange(meta);
  }

  private async removeBot(conn: Connection<ConnState>, meta: RoomMeta, seat: Seat): Promise<void> {
    const seats = this.store.seats();
    if (this.seatOf(conn) !== hostSeat(seats) || hostSeat(seats) === null) return this.error(conn, 'not-host', 'Only the host can remove bots.');
    if (meta.status !== 'open') return this.error(conn, 'not-open', 'Bots stay once the game has started.');
    if (!seats.find((s) => s.seat === seat)?.bot) return this.error(conn, 'not-a-bot', `Seat ${seat + 1} is not a bot.`);
    this.store.removeSeat(seat);
    await this.afterChange(meta);
  }

  /** A player a bot has been standing in for takes the seat back. */
  private async resume(conn: Connection<ConnState>, meta: RoomMeta): Promise<void> {
    const seat = this.seatOf(conn);
    if (seat === null) return this.error(conn, 'not-seated', 'You have no seat here.');
    this.takeBack(seat);
    await this.afterChange(meta);
  }

  private async resign(conn: Connection<ConnState>, meta: RoomMeta): Promise<void> {
    const seat = this.seatOf(conn);
    if (seat === null) return this.error(conn, 'not-seated', 'Spectators cannot resign.');
    if (meta.status !== 'playing') return this.error(conn, 'not-playing', 'Only a running game can be resigned.');
    if (this.store.seats().length !== 2) return this.error(conn, 'not-two-players', 'Only a 2-player game can be resigned; leave instead and a bot plays on.');
    meta.resigned = seat;
    meta.status = 'finished';
    meta.finishedAt = Date.now();
    await this.afterChange(meta);
  }

  private async start(conn: Connection<ConnState>, meta: RoomMeta): Promise<void> {
    const seat = this.seatOf(conn);
    if (seat === null || seat !== hostSeat(this.store.seats())) {
      return this.error(conn, 'not-host', 'Only the host (the first seated player) can start the game.');
    }
    if (meta.status !== 'open') return this.error(conn, 'not-open', 'The game has already started.');
    const started = this.game.start(meta);
    if (!started.ok) return this.error(conn, started.error.code, started.error.message);
    await this.afterChange(meta);
  }

  private async move(conn: Connection<ConnState>, meta: RoomMeta, version: number, id: string, move: unknown): Promise<void> {
    const seat = this.seatOf(conn);
    if (seat === null) return this.error(conn, 'not-seated', 'Spectators cannot make moves.', id);
    if (meta.status !== 'playing') {
      return this.error(conn, 'not-playing', meta.status === 'open' ? 'The game has not started yet.' : 'The game is over.', id);
    }
    const live = this.live(meta);
    if (!live) return this.error(conn, 'unknown-game', `This server no longer hosts "${meta.game}".`, id);
    if (getGame(meta.game)?.undo?.isMark(move)) return this.error(conn, 'bad-move', 'Moves are taken back with { type: "undo" }; a mark is the room\'s alone.', id);
    // A resent move (same id and body from the same seat) was already applied: just bring the
    // sender up to date. The same id with another body is a client bug worth naming.
    const earlier = this.store.moveBodyOf(seat, id);
    if (earlier !== null) {
      if (earlier === JSON.stringify(move)) return this.sendState(conn);
      return this.error(conn, 'duplicate-id', `Move id "${id}" was already used for a different move; send each new move with a new id.`, id);
    }
    if (!isCurrent(live, seat, version)) {
      this.error(conn, 'stale', `That move was made against version ${version}, but the game has moved on to ${versionFor(live, seat)}.`, id);
      return this.sendState(conn);
    }
    // Inside a pause (a Reaction window) a seat with no question gets one answer, whatever goes on
    // inside it; the pause's closing move is the room's alone.
    const def = getGame(meta.game);
    if (def?.pause?.(live.state) && !def.prompts(live.state).some((p) => p.seat === seat)) {
      return this.error(conn, 'not-your-turn', 'Wait a moment: an Attack is waiting for Reactions, and the table goes on by itself.', id);
    }
    const before = told(live);
    const outcome = this.game.apply(meta, seat, move, id);
    if (!outcome.ok) return this.error(conn, outcome.error.code, outcome.error.message, id);
    // The player acted: if a bot was standing in, control is theirs again.
    const tookBack = this.takeBack(seat);
    await this.afterChange(meta, tookBack ? null : before, true);
  }

  private async rematch(conn: Connection<ConnState>, meta: RoomMeta): Promise<void> {
    const seat = this.seatOf(conn);
    if (seat === null) return this.error(conn, 'not-seated', 'Only the players of this game can open the next table.');
    if (meta.status !== 'finished') return this.error(conn, 'not-finished', 'The next table opens once this game is over.');
    meta.accepted = [...new Set([...(meta.accepted ?? []), seat])];
    this.store.saveMeta(meta);
    if (!meta.next) {
      const id = newTableId();
      // Recorded before the call out: a second press arriving meanwhile sees it and opens nothing.
      meta.next = id;
      this.store.saveMeta(meta);
      // The tokens as sent: one a hand-off changes before the next table exists is carried below.
      const seats = rematchSeats(this.store.seats());
      try {
        const next = await getServerByName(this.env.Room, id);
        const made = await next.create({
          id, game: meta.game, maxSeats: this.store.seats().length, options: meta.options, public: meta.public,
          seats, clock: meta.clock ?? 'off', autoStart: 'accepted',
          ...(meta.botPauseMs === undefined ? {} : { botPauseMs: meta.botPauseMs }),
        });
        if (!made.ok) throw new Error(made.message);
      } catch (err) {
        meta.next = null;
        this.store.saveMeta(meta);
        console.error('rematch table could not be created', err);
        return this.error(conn, 'rematch-failed', 'The next table could not be opened; try again.');
      }
      // A hand-off while the next table was being made carried its new token to a table not there
      // yet (its carry was dropped): carried now that the table is there; twice is harmless.
      for (const [oldHash, newHash] of movedTokens(seats, this.store.seats())) await this.carrySeatToken(oldHash, newHash);
    }
    await maybeBeginRematch(this.env, this.store, meta, this.connectedSeats());
    this.broadcastState();
  }

  /** A seat a bot was standing in for is its player's again; false when no bot was. */
  private takeBack(seat: Seat): boolean {
    const row = this.store.seats()[seat];
    if (!row || row.standin === null) return false;
    // A fresh stretch of being asked: the per-turn allowance starts again from now.
    this.store.updateSeat(seat, { standin: null, memory: null, askedAt: null });
    return true;
  }

  // ---- time: bots' pauses, clocks, take-overs, expiry ----------------------------------

  override async onAlarm(): Promise<void> {
    this.#alarmAt = null; // rung: whatever was set is spent
    const meta = this.store.meta();
    if (!meta) return;
    const now = Date.now();
    const someoneHere = [...this.getConnections()].length > 0;
    if (now >= expiryTime(meta) && !(meta.status === 'open' && someoneHere)) {
      for (const conn of this.getConnections()) conn.close(EXPIRED_CLOSE_CODE, 'table expired');
      await this.forget(meta);
      return;
    }
    let changed = false;
    if (meta.status === 'open' && meta.autoStart === 'arrived' && now >= meta.createdAt + ARRIVAL_WAIT_MS && someoneHere) {
      changed = this.game.start(meta).ok;
    }
    if (meta.status === 'playing') {
      this.refreshSeats(meta, now);
      const takeovers = dueTakeovers(meta, this.store.seats(), now);
      // The table cannot wait longer: a question it does not visibly wait for is answered first.
      if (takeovers.length > 0 && this.game.answerHidden(meta, this.connectedSeats(), true) > 0) changed = true;
      for (const { seat, change } of takeovers) {
        this.store.updateSeat(seat, change);
        changed = true;
      }
      if (now >= botsDue(meta)) {
        changed = this.game.playBots(meta, botPause(meta) === 0 ? BOT_MOVES_PER_WAKE : 1) > 0 || changed;
      }
    }
    // A wake-up that found nothing to do must not leave past-due rows that would wake it at once
    // again (no one arrived at a quick-match table, a bot with no legal move): look again later.
    if ((await this.settle(meta, !changed)) > 0) changed = true;
    if (changed) {
      this.broadcastState();
      if (meta.status !== 'playing') await this.report(meta);
    }
  }

  /** Activity without news for the lobby (chat, settings, an undo): expiry and timers move on. */
  private async touch(meta: RoomMeta): Promise<void> {
    meta.activeAt = Date.now();
    this.store.saveMeta(meta);
    await this.settle(meta);
  }

  /**
   * After anything changed: bring seats and the schedule up to date, tell everyone, tell the lobby.
   * `before`: what viewers were told before a player's move; when only private moves were made
   * since, only the seats they concern are told (./private-news.ts).
   * `moved`: the change was a move, which dated the activity itself (TableGame.apply, without a
   * write of the meta); dated again a millisecond later, the meta would be written for nothing.
   */
  private async afterChange(meta: RoomMeta, before: Told | null = null, moved = false): Promise<void> {
    if (!moved) meta.activeAt = Date.now();
    this.store.saveMeta(meta);
    await this.settle(meta);
    const live = before && meta.status === 'playing' ? this.live(meta) : null;
    const only = live && before ? privateNews(live, before) : null;
    // `meta` is what was just saved: the broadcast need not read it back.
    if (only) return this.broadcastState([...this.getConnections<ConnState>()].filter((c) => only.includes(this.seatOf(c) ?? -1)), meta);
    this.broadcastState(undefined, meta);
    await this.report(meta);
  }

  /**
   * Seat facts (who is asked since when, who is away) at `now`. Clocks follow whom the table
   * visibly waits for: a seat asked in secret (a Reaction question) runs no clock of its own and
   * its time is counted on the clock everyone sees running, so no clock says who was asked.
   */
  private refreshSeats(meta: RoomMeta, now: number, connected = this.connectedSeats()): void {
    const def = getGame(meta.game);
    const live = meta.status === 'playing' ? this.live(meta) : null;
    const asked = new Set(def && live ? visiblyWaiting(def, live.state) : []);
    for (const { seat, change } of seatUpdates(meta, this.store.seats(), asked, connected, now)) {
      this.store.updateSeat(seat, change);
    }
  }

  /** Rewrites the schedule from the room's state and sets the alarm to its earliest item. */
  private async settle(meta: RoomMeta, idleWake = false): Promise<number> {
    // Bots and absent players answer secret questions before anyone is told anything.
    const connected = this.connectedSeats();
    let answered = meta.status === 'playing' ? this.game.answerHidden(meta, connected) : 0;
    const now = Date.now();
    // A Reaction window closes after its own pause, however quickly everyone in it answered.
    const pause = meta.status === 'playing' ? this.game.settlePause(meta, now, secureRandom, () => this.spectatorHere()) : { played: 0, due: null };
    answered += pause.played;
    if (pause.played > 0) answered += this.game.answerHidden(meta, connected);
    this.refreshSeats(meta, now, connected);
    const def = getGame(meta.game);
    const live = meta.status === 'playing' ? this.live(meta) : null;
    const items = plan(meta, this.store.seats(), def && live ? def.prompts(live.state) : null);
    if (pause.due !== null) items.push({ key: 'pause', due: pause.due });
    if (meta.status === 'open' && meta.autoStart === 'arrived') items.push({ key: 'start', due: meta.createdAt + ARRIVAL_WAIT_MS });
    // An open table someone is still at is looked at again in a minute rather than in a loop. A
    // wake-up whose settling made moves (a window closed, so a bot is now asked) was not idle.
    const idle = idleWake && answered === 0;
    for (const item of items) {
      // A pause is due at once only when it just opened at a table with no bot pause: close it then.
      if ((item.key === 'expiry' || (idle && item.key !== 'pause')) && item.due <= now) item.due = now + RECHECK_MS;
      if (item.key === 'expiry') item.due = Math.ceil(item.due / EXPIRY_GRAIN_MS) * EXPIRY_GRAIN_MS;
    }
    this.schedule.replace(items);
    const earliest = this.schedule.earliest();
    if (earliest !== null && earliest !== this.#alarmAt) {
      this.#alarmAt = null; // unknown until set
      await this.ctx.storage.setAlarm(earliest);
      this.#alarmAt = earliest;
    }
    return answered;
  }

  private async forget(meta: RoomMeta): Promise<void> {
    await this.ctx.storage.deleteAll();
    this.#alarmAt = null;
    this.#store = null;
    this.#schedule = null;
    this.#social = null;
    this.#game = null;
    try {
      await this.env.Directory.getByName('global').remove(meta.id);
    } catch (err) {
      console.error('directory remove failed', err);
    }
  }

  // ---- helpers --------------------------------------------------------------------------

  private live(meta: RoomMeta): LiveGame | null {
    return this.game.live(meta);
  }

  private seatOf(conn: Connection<ConnState>): Seat | null {
    const hash = conn.state?.tokenHash;
    if (!hash) return null;
    return this.store.seats().find((s) => s.tokenHash === hash)?.seat ?? null;
  }

  /** Human seats with at least one open connection. */
  /** Whether a connection not attached to any seat (a spectator) is here: it could read a wait. */
  private spectatorHere(): boolean {
    const hashes = new Set(this.store.seats().map((s) => s.tokenHash));
    for (const c of this.getConnections<ConnState>()) if (!c.state?.tokenHash || !hashes.has(c.state.tokenHash)) return true;
    return false;
  }

  private connectedSeats(): Set<Seat> {
    return connectedSeatsOf(this.getConnections<ConnState>(), new Map(this.store.seats().map((s) => [s.tokenHash, s.seat])));
  }

  private everyoneArrived(): boolean {
    const here = this.connectedSeats();
    return this.store.seats().every((s) => s.bot !== null || here.has(s.seat));
  }

  /** Public tables are listed by the directory; private ones never leave the room. */
  private async report(meta: RoomMeta): Promise<void> {
    if (!meta.public) return;
    const summary = tableSummary(meta, this.store.seats(), getGame(meta.game));
    // A table the list does not show was already taken off it: no call per move of a game under way.
    const json = listable(summary) ? null : JSON.stringify(summary);
    if (json !== null && json === this.#unlisted) return;
    try {
      await this.env.Directory.getByName('global').upsert(summary, meta.owner ?? null);
      this.#unlisted = json;
    } catch (err) {
      console.error('directory update failed', err);
    }
  }

  private sendState(conn: Connection<ConnState>): void {
    this.broadcastState([conn]);
  }

  /** The connection is sent everything again: a full state with the whole log (tail). */
  private startOver(conn: Connection<ConnState>, change: Partial<ConnState>): void {
    this.#streams.forget(conn.id);
    conn.setState({ ...conn.state!, ...change, logSeen: 0 });
  }

  /**
   * Each connection gets its own view: a seat's or a spectator's. What viewers share is worked
   * out once, and each distinct message is built and serialized once (spectators share theirs),
   * as is each distinct patch for connections that take patches. `only`: a reply to these
   * connections, sent even when nothing changed. `saved`: the meta as just saved, if at hand.
   */
  private broadcastState(only?: Connection<ConnState>[], saved?: RoomMeta): void {
    const meta = saved ?? this.store.meta();
    if (!meta) return;
    const seats = this.store.seats();
    const connections = [...this.getConnections<ConnState>()];
    const seatByHash = new Map(seats.map((s) => [s.tokenHash, s.seat]));
    const def = getGame(meta.game);
    const live = this.live(meta);
    const facts = def && live ? gameFacts(def, live) : undefined;
    const waiting = facts && meta.status === 'playing' ? facts.waitingFor : [];
    const info = roomInfo(meta, seats, connectedSeatsOf(connections, seatByHash), def, waiting, Date.now());
    const resigned = meta.resigned === null || meta.resigned === undefined ? null : resignedResult(seats, meta.resigned);
    const parts = { def, meta, seats, store: this.store, social: this.social, undoRun: () => this.game.undoRun() };
    const social = socialFacts(parts, live?.version ?? 0);
    const round = this.#streams.broadcast();
    for (const c of only ?? connections) {
      if (c.state?.seatOnly) continue;
      const you = c.state?.tokenHash ? (seatByHash.get(c.state.tokenHash) ?? null) : null;
      const patching = c.state?.patches === true;
      const saved = c.state?.logSeen ?? 0;
      const seen = patching ? this.#streams.logSeen(c.id, saved) : saved;
      const built = round.message(`${you}:${seen}`, () => {
        // The next table is named only to the players: its seats are theirs.
        const room = you === null && info.next !== null ? { ...info, next: null } : info;
        const { message, logSeen } = stateMessage(room, def, live, you, seen, resigned, facts);
        return { message: withSocial(message, seen === 0, parts, social), logSeen };
      });
      const text = round.textFor(c.id, built, patching, only !== undefined);
      if (text !== null) this.sendText(c, text);
      const advanced = built.logSeen - saved;
      if (advanced !== 0 && (!patching || advanced >= LOG_CHECKPOINT || advanced < 0)) c.setState({ ...c.state!, logSeen: built.logSeen });
    }
  }

  private send(conn: Connection, msg: ServerMessage): void {
    this.sendText(conn, JSON.stringify(msg));
  }

  private sendText(conn: Connection, text: string): void {
    try {
      conn.send(text);
    } catch {
      // The socket closed under us; its onClose does the bookkeeping.
    }
  }

  private error(conn: Connection, code: string, message: string, ref?: string): void {
    this.send(conn, ref === undefined ? { v: 1, type: 'error', code, message } : { v: 1, type: 'error', code, message, ref });
  }
}
