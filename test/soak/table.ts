// One soak table: four seated players and a spectator on real sockets. Each player answers its
// own prompts with random legal moves as soon as the room asks; every message goes past the leak
// inspector; round trips, accepted moves and bytes are counted. The table can be re-joined after
// the server restarts, and remembers the newest version the room acknowledged.
import type { ErrorMessage } from '../../party/protocol/common.ts';
import type { StateMessage } from '../../party/protocol/room.ts';
import type { Prompt } from '../../party/games/core/types.ts';
import { getGame } from '../../party/games/index.ts';
import type { LeakInspector, Observer, TableInspector } from './leaks.ts';
import { randomMoveFor, type Random } from './random-moves.ts';
import { isState, type Received, SoakSocket } from './socket.ts';
import { canonicalJson, publicEntry } from './canonical.ts';

export const SEATS = 4;

export interface PlayStats {
  roundTrips: number[];
  /** Bytes of each state message (full or patch) a seat received while playing. */
  stateBytes: number[];
  fullStates: number;
  accepted: number;
  /** Moves taken from a prompt that the room refused anyway (other than stale or rate-limited). */
  refused: number;
  refusals: string[];
}

export function newStats(): PlayStats {
  return { roundTrips: [], stateBytes: [], fullStates: 0, accepted: 0, refused: 0, refusals: [] };
}

/** Each game's options for its `n`th table (Game.autoplay.options: in Dominion, every other one has both Reactions). */
function optionsFor(game: string, n: number): unknown {
  return getGame(game)?.autoplay.options(n, SEATS) ?? {};
}

/**
 * Whether the room keeps `move` from the other seats (Game.privateMove): in Dominion, declining to
 * reveal a Reaction. Judged from the prompt the seat answers, all the harness has of the game.
 */
function privateMove(game: string, prompt: Prompt, move: unknown): boolean {
  return getGame(game)?.autoplay.isPrivate?.(prompt, move) ?? false;
}

export interface TableOptions {
  /** Pass every message through the leak inspector (off only to measure the server at saturation). */
  inspect?: boolean;
  /** How long a player thinks before each move, in ms (0: answers as soon as asked). */
  thinkMs?: number;
  /** The sockets take patches after their first state, as the web client does (false: whole states). */
  patches?: boolean;
}

interface Seat {
  socket: SoakSocket;
  observer: Observer;
  token: string;
  /** The move in flight: its id, the version it was made against and when it was sent. */
  pending: { id: string; version: number; at: number } | null;
  /**
   * The question last answered (its prompt's JSON) and when: a player answers a question once.
   * A state that still shows it came from someone else's move (another holder's reveal first);
   * answering again would put two answers in flight, and then no reply tells which one landed.
   */
  answered: { prompt: string; at: number } | null;
  retryAt: number;
}

/** How long a seat waits for its answered question to go before it takes it as not received. */
const ANSWER_PATIENCE_MS = 3_000;

export class SoakTable {
  readonly id: string;
  readonly game: string;
  private seats: Seat[] = [];
  private spectator: SoakSocket | null = null;
  private readonly inspector: TableInspector;
  private moveNo = 0;
  /** Newest version any socket of this table received: every move up to it was acknowledged. */
  acknowledged = 0;
  /** Public log entries as received, by index, to compare after a restart. */
  readonly logSeen = new Map<number, string>();
  finished = false;
  private stopped = false;
  private patches = true;
  /** While playing: the state bytes seats receive are counted (PlayStats.stateBytes). */
  private recording = false;

  private readonly stats: PlayStats;
  private readonly random: Random;
  private readonly addressBase: string;
  private readonly inspect: boolean;
  private readonly thinkMs: number;

  private constructor(id: string, game: string, leaks: LeakInspector, stats: PlayStats, random: Random, addressBase: string, o: TableOptions) {
    this.inspect = o.inspect ?? true;
    this.thinkMs = o.thinkMs ?? 0;
    this.stats = stats;
    this.random = random;
    this.addressBase = addressBase;
    this.id = id;
    this.game = game;
    this.inspector = leaks.table(id, game);
  }

  /** Opens a table, seats four players and a spectator, and starts the game. */
  static async open(
    base: string, game: string, n: number, leaks: LeakInspector, stats: PlayStats, random: Random, o: TableOptions = {},
  ): Promise<SoakTable> {
    const addressBase = `10.${(n >> 8) & 255}.${n & 255}`;
    const res = await fetch(`${base}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': `${addressBase}.1` },
      body: JSON.stringify({ game, seats: SEATS, options: optionsFor(game, n) }),
    });
    if (res.status !== 201) throw new Error(`table creation answered ${res.status}: ${await res.text()}`);
    const { id } = (await res.json()) as { id: string };
    const table = new SoakTable(id, game, leaks, stats, random, addressBase, o);
    table.patches = o.patches ?? true;
    const ws = wsUrl(base, id, table.patches);
    for (let seat = 0; seat < SEATS; seat++) {
      const socket = await SoakSocket.open(ws, `${addressBase}.${seat + 1}`);
      const observer: Observer = { seat: null, joins: true };
      table.watch(socket, observer);
      const from = socket.count;
      socket.send({ v: 1, type: 'join', name: `P${seat}` });
      const welcome = await socket.next((r) => r.msg?.type === 'welcome' || r.msg?.type === 'error', from);
      if (welcome?.msg?.type !== 'welcome') throw new Error(`join failed: ${welcome?.raw ?? 'no answer'}`);
      observer.seat = welcome.msg.seat;
      table.seats.push({ socket, observer, token: welcome.msg.token, pending: null, answered: null, retryAt: 0 });
    }
    table.spectator = await table.openSpectator(ws);
    const host = table.seats[0] as Seat;
    const from = host.socket.count;
    host.socket.send({ v: 1, type: 'start' });
    const started = await host.socket.next((r) => r.state?.room.status === 'playing', from);
    if (!started) throw new Error(`table ${id} did not start`);
    return table;
  }

  private async openSpectator(ws: string): Promise<SoakSocket> {
    const spectator = await SoakSocket.open(ws, `${this.addressBase}.9`);
    // Not inspected, the spectator's messages are only counted: no one here acts on them.
    if (!this.inspect) spectator.parse = false;
    this.watch(spectator, { seat: null, joins: false });
    spectator.send({ v: 1, type: 'sync' });
    return spectator;
  }

  /**
   * `attaching`: the seat this socket is about to attach to. Until the room answers the attach
   * (a full state naming that seat: the room starts the socket's stream over when it seats it)
   * the socket is a spectator, and anything the room broadcasts meanwhile is checked as one.
   */
  private watch(socket: SoakSocket, observer: Observer, attaching?: number): void {
    socket.onMessage = (r) => {
      if (attaching !== undefined && observer.seat === null && r.msg?.type === 'state' && r.msg.you === attaching) observer.seat = attaching;
      if (this.inspect) this.inspector.inspect(observer, r);
      // Whatever the seat was waiting for by then: a move of its own the room refused moved nothing on.
      if (observer.seat !== null && r.msg?.type === 'error' && r.msg.ref) this.inspector.refused(observer.seat, r.msg.ref);
      if (r.state) this.noteState(r.state, observer);
      if (r.state && this.recording && observer.seat !== null) {
        this.stats.stateBytes.push(Buffer.byteLength(r.raw));
        if (r.msg?.type === 'state') this.stats.fullStates++;
      }
    };
  }

  private noteState(m: StateMessage, observer: Observer): void {
    // Counted as everyone is told it: a seat's own private moves are left out (see leaks.ts);
    // a seat back after a restart is not counted until it is placed.
    if (observer.seat !== null && !this.inspector.isPlaced(observer.seat)) return;
    const version = this.inspector.publicVersion(observer, m.version);
    if (version > this.acknowledged) this.acknowledged = version;
    if (m.result) this.finished = true;
    // The newest reading of each entry: an undo may rewrite the tail of the log (compared after
    // a restart, so only at inspected tables).
    if (this.inspect) for (const e of m.log) this.logSeen.set(e.i, publicEntry(e));
  }

  get sockets(): SoakSocket[] {
    return [...this.seats.map((s) => s.socket), ...(this.spectator ? [this.spectator] : [])];
  }

  get tokens(): string[] {
    return this.seats.map((s) => s.token);
  }

  get seatBytes(): number {
    return this.seats.reduce((n, s) => n + s.socket.bytes, 0);
  }

  /** Plays until `until` says stop or the game ends; one player acts per prompt, as soon as asked. */
  async play(until: () => boolean): Promise<void> {
    this.stopped = false;
    this.recording = true;
    try {
      await Promise.all(this.seats.map((seat) => this.playSeat(seat, until)));
    } finally {
      this.recording = false;
    }
  }

  /** Patches that did not follow what a socket held (each one answered with a sync). */
  get gaps(): number {
    return this.sockets.reduce((n, s) => n + s.gaps, 0);
  }

  stop(): void {
    this.stopped = true;
  }

  private async playSeat(seat: Seat, until: () => boolean): Promise<void> {
    while (!this.stopped && !this.finished && !until() && seat.socket.open) {
      const state = seat.socket.latestState();
      const prompt = state?.prompts[0];
      const asked = prompt ? canonicalJson(prompt) : '';
      const waiting = seat.answered?.prompt === asked && performance.now() - seat.answered.at < ANSWER_PATIENCE_MS;
      if (!state || !prompt || state.result || performance.now() < seat.retryAt || waiting) {
        await seat.socket.next(isState, seat.socket.count, 200);
        continue;
      }
      if (this.thinkMs > 0) {
        await sleep(this.thinkMs);
        if (seat.socket.latestState() !== state) continue; // the question changed meanwhile
      }
      const move = randomMoveFor(this.game, prompt, state.view, this.random);
      const id = `m${this.moveNo++}`;
      const from = seat.socket.count;
      const sentAt = performance.now();
      seat.pending = { id, version: state.version, at: sentAt };
      seat.answered = { prompt: asked, at: sentAt };
      if (seat.observer.seat !== null) this.inspector.sending(seat.observer.seat, id, privateMove(this.game, prompt, move));
      seat.socket.send({ v: 1, type: 'move', version: state.version, id, move });
      const answer = await seat.socket.next(
        (r) => (r.state !== null && r.state.version > state.version) || (r.msg?.type === 'error' && r.msg.ref === id),
        from, 10_000);
      seat.pending = null;
      if (!answer) continue; // closed (a restart) or slow: the loop looks again
      if (answer.state) {
        // Another seat's move can arrive first when prompts are simultaneous; only ours counts.
        const mine = answer.state.version === state.version + 1;
        if (mine) {
          this.stats.roundTrips.push(answer.at - sentAt);
          this.stats.accepted++;
        }
        continue;
      }
      this.refusedMove(seat, answer.msg as ErrorMessage, move);
      await seat.socket.next(isState, seat.socket.count, 100);
    }
  }

  private refusedMove(seat: Seat, err: ErrorMessage, move: unknown): void {
    if (err.code === 'rate-limited') {
      seat.retryAt = performance.now() + 1000;
      return;
    }
    if (err.code === 'stale') return;
    this.stats.refused++;
    if (this.stats.refusals.length < 10) this.stats.refusals.push(`${this.game} ${err.code}: ${err.message} (${JSON.stringify(move)})`);
  }

  /**
   * After a restart: the spectator syncs again, then every seat re-attaches with its token and
   * is placed (`place`). `secondTab`: before each re-attach another tab of that player attaches
   * and closes, so the room broadcasts while the seat's new socket is still a spectator.
   * Returns each seat's state on its return, with the version everyone else was told then.
   */
  async rejoin(base: string, secondTab = false): Promise<Rejoined> {
    const ws = wsUrl(base, this.id, this.patches);
    const out: Rejoined = { states: [], publicVersions: [], gapsForced: 0 };
    // The spectator first: each seat is placed against what it is told.
    this.spectator?.close();
    this.spectator = await this.openSpectator(ws);
    await this.spectator.next(isState, 0, 5_000);
    for (const seat of this.seats) {
      const no = seat.observer.seat as number;
      seat.socket.close();
      if (secondTab) {
        const tab = await this.attachSocket(ws, no, seat.token);
        seat.socket = await this.openAttaching(ws, no, seat);
        const from = seat.socket.count;
        tab.socket.close();
        // The tab's leaving is broadcast: the seat's new socket, not attached yet, is told it as a spectator.
        if (await seat.socket.next((r) => r.state !== null && r.state.you === null, from, 5_000)) out.gapsForced++;
      } else {
        seat.socket = await this.openAttaching(ws, no, seat);
      }
      const back = await this.attached(seat.socket, no, seat.token);
      out.states.push(back.state);
      out.publicVersions.push(back.publicVersion);
    }
    return out;
  }

  /** A socket of seat `no`'s player, open and watched, not attached yet. */
  private async openAttaching(ws: string, no: number, seat?: Seat): Promise<SoakSocket> {
    this.inspector.rejoining(no);
    const socket = await SoakSocket.open(ws, `${this.addressBase}.${no + 1}`);
    const observer: Observer = { seat: null, joins: false };
    if (seat) seat.observer = observer;
    this.watch(socket, observer, no);
    return socket;
  }

  /** Another socket attached to seat `no` and placed (a second tab of its player). */
  private async attachSocket(ws: string, no: number, token: string): Promise<{ socket: SoakSocket }> {
    const socket = await this.openAttaching(ws, no);
    await this.attached(socket, no, token);
    return { socket };
  }

  /** Attaches `socket` to seat `no` by its token and places the seat. */
  private async attached(socket: SoakSocket, no: number, token: string): Promise<{ state: StateMessage; publicVersion: number }> {
    const from = socket.count;
    socket.send({ v: 1, type: 'attach', token });
    const got = await socket.next((r) => r.state?.you === no || r.msg?.type === 'error', from);
    if (!got?.state) throw new Error(`re-attach to ${this.id} failed: ${got?.raw ?? 'no answer'}`);
    return { state: got.state, publicVersion: await this.place(socket, no, got.state.version) };
  }

  /**
   * Reads how many private moves a seat back at `version` has: the version everyone else is told
   * at the same moment. Once attached the seat makes none (it sends no move, and the room answers
   * only absent seats' questions), so its version and the public one move only together, with
   * public moves. The spectator's state is read, then the seat's again: the seat still at
   * `version` means no public move came between, and the difference is exact.
   */
  private async place(socket: SoakSocket, no: number, version: number): Promise<number> {
    let at = version;
    for (let tries = 0; tries < 10; tries++) {
      const everyone = await stateNow(this.spectator as SoakSocket);
      const again = await stateNow(socket);
      if (again === at) {
        this.inspector.placed(no, at, everyone);
        return everyone;
      }
      at = again;
    }
    throw new Error(`seat ${no} of ${this.id} could not be placed: the table kept moving`);
  }

  close(): void {
    for (const s of this.sockets) s.close();
  }

  /** Lets go of the messages kept so far; counts and the log record stay. */
  forget(): void {
    for (const s of this.sockets) s.forget();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Rejoined {
  states: StateMessage[];
  /** Per seat: the version everyone else was told when it was back (its own private moves left out). */
  publicVersions: number[];
  /** Re-attaches the room broadcast before (a second tab's leaving), as `rejoin(base, true)` forces. */
  gapsForced: number;
}

/**
 * The version a socket holds as the room stands now: a sync (answered from the room's state as
 * it is when read) and then a message the room refuses, whose error comes after the sync's answer
 * and after anything the room sent before it. The last state before that error is the answer.
 */
async function stateNow(socket: SoakSocket): Promise<number> {
  const from = socket.count;
  socket.send({ v: 1, type: 'sync' });
  socket.send({ v: 1, type: 'where-are-we' });
  let last: StateMessage | null = null;
  const refused = await socket.next((r) => {
    if (r.state) last = r.state;
    return r.msg?.type === 'error' && last !== null;
  }, from, 5_000);
  if (!refused || last === null) throw new Error('a sync was not answered');
  return (last as StateMessage).version;
}

/** `patches`: the socket asks for patches after its first state, as the web client does. */
export function wsUrl(base: string, id: string, patches = false): string {
  return `${base.replace(/^http/, 'ws')}/parties/room/${id}${patches ? '?patches=1' : ''}`;
}

export type { Received };
