// What a connection is told: the room's public facts plus the game as that seat may see it.
import { botLevels } from './bot-seats.ts';
import { clockSetting, seatClock, takeoverDue } from '../time/clock.ts';
import type { AnyGame, GameResult, Json, Prompt, Seat } from '../games/core/index.ts';
import type { TableSummary } from '../protocol/lobby.ts';
import type { ReportAnswer } from '../protocol/players.ts';
import type { RoomInfo, SeatInfo, StateMessage } from '../protocol/room.ts';
import { isRated, seatRating } from './rated.ts';
import type { RoomMeta, SeatRow } from './rows.ts';
import { PROTOCOL_VERSION } from '../protocol/common.ts';

/** Enough of a long log for a page that just arrived; older entries stay on the server. */
const LOG_TAIL = 300;

export interface LiveGame {
  state: unknown;
  /** Accepted moves so far (each move's `seq`); viewers are told `versionFor` instead. */
  version: number;
  /**
   * Per seat: its moves the others must not learn of (Game.privateMove), which the version they
   * see leaves out.
   */
  hidden: number[];
  /**
   * Per seat: the version (as that seat sees it, `versionFor`) since which that seat's prompts
   * are unchanged, and their JSON. A move
   * made against any version from then on answers the same question, so it is not stale even
   * if other seats moved meanwhile (simultaneous choices such as Masquerade's passes).
   */
  askedSince: number[];
  askedKey: string[];
  /**
   * The log entries taken out of the state (Game.takeLog), from the first on: the state holds
   * only the ones after them. Empty for a game that keeps its log in its state.
   */
  log: Json[];
  /** How many of `log` are saved in SQLite (with the latest snapshot). */
  logSaved: number;
  /** What the game says at `facts.version` (gameFacts): worked out once per version, whoever asks. */
  facts?: GameFacts & { version: number };
  /**
   * The views viewsNow last made, the spectator's and each seat's: the next ones are made from
   * them (Game.view's `previous`), keeping their unchanged parts by identity.
   */
  lastViews?: { watched: unknown; seats: unknown[] };
}

/**
 * A live game at `version`, with every seat's prompts dated to now. `saved`: the log entries
 * saved with the snapshot `state` comes from (or replays onto); entries the replay logged again
 * are taken from the state itself.
 */
export function liveGame(
  def: AnyGame, state: unknown, version: number, seats: number, saved: readonly Json[] = [], hidden: readonly number[] = [],
): LiveGame {
  const live: LiveGame = {
    state, version, hidden: Array.from({ length: seats }, (_, s) => hidden[s] ?? 0), askedSince: [], askedKey: [], log: [], logSaved: 0,
  };
  live.askedKey = promptKeys(gameFacts(def, live).prompts, seats);
  live.askedSince = live.hidden.map((_, s) => versionFor(live, s));
  if (def.takeLog) {
    const taken = def.takeLog(state);
    live.log = saved.slice(0, taken.from);
    if (live.log.length < taken.from) {
      // Cannot happen while snapshot and log are saved together; the log then has a gap, the game goes on.
      console.error(`room log: ${saved.length} entries saved, the state continues from entry ${taken.from}`);
      live.log.length = taken.from;
    }
    live.logSaved = taken.from;
    for (const e of taken.entries) live.log.push(e);
  }
  return live;
}

/** After an accepted move: what it logged leaves the state for `live.log`. */
export function takeNewLog(def: AnyGame, live: LiveGame): void {
  if (!def.takeLog) return;
  for (const e of def.takeLog(live.state).entries) live.log.push(e);
}

/** The part of RoomStore (./store.ts) that keeps snapshots. */
interface SnapshotStore {
  saveSnapshot(seq: number, state: unknown): void;
  saveLog(from: number, entries: readonly unknown[]): void;
}

/** Saves the state as the latest snapshot, with the log entries taken since the last one. */
export function saveSnapshot(store: SnapshotStore, live: LiveGame): void {
  store.saveSnapshot(live.version, live.state);
  store.saveLog(live.logSaved, live.log.slice(live.logSaved));
  live.logSaved = live.log.length;
}

/**
 * The version `you` is told: every move but the private moves of other seats, so a seat (or a
 * spectator) cannot count moves it was never meant to know of, while a seat still sees its own
 * private moves answered (its client settles a move once the version passes it).
 */
export function versionFor(live: LiveGame, you: Seat | null): number {
  let v = live.version;
  live.hidden.forEach((n, s) => { if (s !== you) v -= n; });
  return v;
}

/** After an accepted move: re-date the prompts of every seat whose question changed. */
export function redatePrompts(def: AnyGame, live: LiveGame): void {
  const keys = promptKeys(gameFacts(def, live).prompts, live.askedKey.length);
  keys.forEach((key, s) => {
    if (key !== live.askedKey[s]) {
      live.askedKey[s] = key;
      live.askedSince[s] = versionFor(live, s);
    }
  });
}

/** Whether a move by `seat` made against `version` (as it sees versions) still answers its current question. */
export function isCurrent(live: LiveGame, seat: Seat, version: number): boolean {
  const now = versionFor(live, seat);
  return version <= now && version >= (live.askedSince[seat] ?? now);
}

function promptKeys(prompts: Prompt[], seats: number): string[] {
  const bySeat: Prompt[][] = Array.from({ length: seats }, () => []);
  for (const p of prompts) bySeat[p.seat]?.push(p);
  return bySeat.map((ps) => JSON.stringify(ps));
}

/** The seat that may start the game and seat bots: the earliest seated human. */
export function hostSeat(seats: SeatRow[]): Seat | null {
  return seats.find((s) => s.bot === null)?.seat ?? null;
}

/**
 * The room's public facts. `waitingFor` is whom the table visibly waits for: only their clocks
 * are shown running. `now` dates the clocks.
 */
export function roomInfo(
  meta: RoomMeta, seats: SeatRow[], connected: ReadonlySet<Seat>, def: AnyGame | undefined, waitingFor: readonly Seat[], now: number,
  reported: ReadonlyMap<string, ReportAnswer> = new Map(),
): RoomInfo {
  // The room's facts are the lobby's summary with the seats spelled out instead of counted.
  const { seated: _seated, names: _names, bots: _bots, ...summary } = tableSummary(meta, seats, def);
  const setting = clockSetting(meta.game, meta.clock);
  return {
    ...summary,
    seats: seats.map((s) => ({
      seat: s.seat,
      name: s.name,
      connected: s.bot !== null || connected.has(s.seat),
      bot: s.bot,
      standin: s.standin,
      clock: setting && s.bot === null && meta.status !== 'open'
        ? seatClock(setting, s, meta.status === 'playing' && waitingFor.includes(s.seat), now)
        : null,
      ...awayTakeover(meta, s, now),
      ...seatPlayer(s, reported),
    })),
    host: hostSeat(seats),
    options: meta.options,
    next: meta.next ?? null,
    clock: meta.clock ?? 'off',
    botLevels: botLevels(def),
    autoStart: meta.autoStart ?? null,
    accepted: meta.accepted ?? [],
    resigned: meta.resigned ?? null,
    ...(meta.status === 'playing' && meta.absentSince ? { paused: true as const } : {}),
    rated: isRated(meta, seats, def),
  };
}

/** A proven seat's public player facts: the id, the rating, and how a rated game changed it. */
function seatPlayer(row: SeatRow, reported: ReadonlyMap<string, ReportAnswer>): Pick<SeatInfo, 'player' | 'rating' | 'ratingChange'> {
  if (!row.player) return {};
  const answer = reported.get(row.player);
  return {
    player: row.player,
    ...(row.rating ? { rating: seatRating(row.rating) } : {}),
    ...(answer?.before && answer.after ? { ratingChange: { before: seatRating(answer.before), after: seatRating(answer.after) } } : {}),
  };
}

/**
 * The countdown to a bot taking over for an away player. It follows "asked since", which only a
 * seat the table visibly waits for has (timers.ts), so it never tells who holds a secret question.
 */
function awayTakeover(meta: RoomMeta, row: SeatRow, now: number): { awayTakeover?: number } {
  if (meta.status !== 'playing' || meta.absentSince) return {};
  const due = takeoverDue(meta, row);
  return due?.why === 'away' ? { awayTakeover: Math.max(0, due.at - now) } : {};
}

/** The result of a 2-player game one player resigned: the other wins; no points are counted. */
export function resignedResult(seats: SeatRow[], resigned: Seat): GameResult {
  return {
    scores: seats.map((s) => ({ seat: s.seat, total: 0, breakdown: {} })),
    winners: seats.filter((s) => s.seat !== resigned).map((s) => s.seat),
    details: { resigned },
  };
}

/** Whom the table visibly waits for: the game may hide who is asked a secret question. */
export function visiblyWaiting(def: AnyGame, state: unknown): Seat[] {
  return def.waiting ? def.waiting(state) : [...new Set(def.prompts(state).map((p) => p.seat))].sort((a, b) => a - b);
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
    // Only where there are bots: the lobby shows their names in its own language.
    ...(seats.some((s) => s.bot !== null) ? { bots: seats.map((s) => s.bot) } : {}),
    // The lobby shows each proven player's strength beside their name.
    ...(seats.some((s) => s.rating) ? { ratings: seats.map((s) => (s.rating ? seatRating(s.rating) : null)) } : {}),
    createdAt: meta.createdAt,
    options: meta.options,
  };
}

/** What the game says at one version, for every viewer's message and the room's bookkeeping. */
export interface GameFacts {
  /** Every seat's prompts, without explanations (Game.explainPrompts adds them per seat). */
  prompts: Prompt[];
  waitingFor: Seat[];
  result: GameResult | null;
}

/**
 * The game's facts at `live.version`, worked out once per version: the move's own bookkeeping
 * (re-dating prompts), settling (hidden questions, the schedule), a pause's check and the
 * broadcast all ask. Every change of the state moves the version (TableGame.apply), and one
 * that does not go through (a refused move, an engine error) leaves it as it was or drops `live`.
 */
export function gameFacts(def: AnyGame, live: LiveGame): GameFacts {
  if (live.facts?.version === live.version) return live.facts;
  const facts = { version: live.version, prompts: def.prompts(live.state), waitingFor: visiblyWaiting(def, live.state), result: def.result(live.state) };
  live.facts = facts;
  return facts;
}

/**
 * The empty list of a message's prompts or log, one object for every message: a viewer's last
 * message and its next then hold the same one, which their diff passes by identity. Frozen, as
 * nothing may change a message in place.
 */
const NONE: never[] = Object.freeze([]) as never[];

/** The prompts `you` is sent: its own, with the game's explanations. */
function promptsFor(def: AnyGame, live: LiveGame, all: Prompt[], you: Seat): Prompt[] {
  const mine = all.filter((p) => p.seat === you);
  if (mine.length === 0) return NONE;
  return def.explainPrompts ? def.explainPrompts(live.state, mine) : mine;
}

/**
 * Every viewer's view of the game as it is now, for one broadcast: with Game.viewFrom the
 * spectator's is built once and each seat's from it, sharing what holds no secret of the seat;
 * each is made from that viewer's last one (LiveGame.lastViews), keeping what did not change.
 */
export function viewsNow(def: AnyGame, live: LiveGame): (you: Seat | null) => unknown {
  const last = (live.lastViews ??= { watched: undefined, seats: [] });
  let watched: unknown;
  const spectators = () => (watched ??= last.watched = def.view(live.state, null, last.watched));
  const seatView = (you: Seat) => (def.viewFrom
    ? def.viewFrom(spectators(), live.state, you, last.seats[you])
    : def.view(live.state, you, last.seats[you]));
  return (you) => (you === null ? spectators() : (last.seats[you] = seatView(you)));
}

/**
 * The state message for one viewer; `logSeen` is how much of the log it already holds. `views`:
 * viewsNow's, shared by a broadcast's messages.
 */
export function stateMessage(
  room: RoomInfo, def: AnyGame | undefined, live: LiveGame | null, you: Seat | null, logSeen: number, resigned: GameResult | null = null,
  facts?: GameFacts, views?: (you: Seat | null) => unknown,
): { message: StateMessage; logSeen: number } {
  if (!def || !live) {
    return {
      message: { v: PROTOCOL_VERSION, type: 'state', room, you, version: 0, view: null, prompts: [], waitingFor: [], logFrom: 0, log: [], result: null },
      logSeen: 0,
    };
  }
  const shared = facts ?? gameFacts(def, live);
  let log = def.log(live.state, you, logSeen, live.log);
  const seen = logSeen + log.length;
  if (log.length > LOG_TAIL) log = log.slice(-LOG_TAIL);
  const message: StateMessage = {
    v: PROTOCOL_VERSION,
    type: 'state',
    room,
    you,
    version: versionFor(live, you),
    view: views ? views(you) : def.view(live.state, you),
    prompts: you === null || room.status !== 'playing' ? NONE : promptsFor(def, live, shared.prompts, you),
    waitingFor: room.status === 'playing' ? shared.waitingFor : [],
    logFrom: log[0]?.i ?? seen,
    log: log.length === 0 ? NONE : log,
    result: room.resigned !== null ? resigned : shared.result,
  };
  return { message, logSeen: seen };
}
