// The game at one table: started from its seats, moved by humans and bots through one path, and
// rebuilt from SQLite (snapshot + move log) whenever the cached state is gone. It knows nothing of
// sockets; the room (party/room/) tells people what happened.
import { botChoices, playingLevel, seatsForBots, STANDIN_LEVEL } from './bot-seats.ts';
import { clockSetting, startingBank } from '../time/clock.ts';
import { BOT_MEMORY_MAX_BYTES, memoryBytes, thinkInput } from '../games/core/bots.ts';
import type { AnyGame, Json, Outcome, Seat, UndoStep } from '../games/core/index.ts';
import { getGame } from '../games/registry.ts';
import { gameFacts, type LiveGame, liveGame, redatePrompts, saveSnapshot, takeNewLog } from './snapshot.ts';
import type { RoomMeta, RoomStore, SeatRow } from './store.ts';
import { askedUpdates, windowPause } from '../time/timers.ts';

const SNAPSHOT_EVERY = 100;

/**
 * The latest seat's run of moves, for games with undo: each move and its log position. With the
 * live state and the log taken out of it, it answers "how much may that seat take back" at
 * `version` without a copy of the state or a replay (./undo.ts replays from the move log when
 * there is no run, and when an undo is asked).
 */
interface Run {
  seat: Seat;
  steps: UndoStep[];
  version: number;
}

/** A run as undo reads it: the game after it (the live state) and the log taken out of that. */
export interface UndoRun extends Run {
  state: unknown;
  taken: readonly Json[];
}

export class TableGame {
  // A cache only: rebuilt from SQLite when missing (after hibernation or eviction).
  #live: LiveGame | null = null;
  #run: Run | null = null;
  /** Who made the latest move in play: undefined when not known (after a replay or an undo). */
  #lastMover: Seat | null | undefined = undefined;
  private readonly store: RoomStore;

  constructor(store: RoomStore) {
    this.store = store;
  }

  /** Drops the cached game (an undo rebuilt it in storage); the next use replays it. */
  forget(): void {
    this.#live = null;
    this.#run = null;
    this.#lastMover = undefined;
  }

  /** The latest seat's run of moves, when it is known since its start (see UndoRun). */
  undoRun(): UndoRun | null {
    const live = this.#live;
    return this.#run !== null && live !== null && this.#run.version === live.version ? { ...this.#run, state: live.state, taken: live.log } : null;
  }

  /** The running game, replayed from the newest snapshot and the moves after it when not cached. */
  live(meta: RoomMeta): LiveGame | null {
    if (this.#live) return this.#live;
    if (meta.status === 'open') return null;
    const def = getGame(meta.game);
    if (!def) return null;
    this.#live = replay(def, meta, this.store);
    return this.#live;
  }

  start(meta: RoomMeta): Outcome {
    const def = getGame(meta.game);
    if (!def) return { ok: false, error: { code: 'unknown-game', message: `This server no longer hosts "${meta.game}".` } };
    const seats = this.store.seats();
    if (seats.length < def.minSeats) {
      return { ok: false, error: { code: 'not-enough-players', message: `${def.name} needs at least ${def.minSeats} players; ${seats.length} seated.` } };
    }
    const setup = def.setup({ seed: meta.seed, seats: seats.length, options: meta.options });
    if (!setup.ok) return setup;
    meta.status = 'playing';
    meta.startedAt = Date.now();
    // The initial state is stored, not re-derived from the seed on replay: a later engine release
    // that deals or picks differently must not change a game already under way.
    const bank = startingBank(clockSetting(meta.game, meta.clock));
    for (const s of seats) if (s.bot === null) this.store.updateSeat(s.seat, { bankMs: bank, askedAt: null });
    this.store.saveMeta(meta);
    this.forget();
    this.#live = liveGame(def, setup.value, 0, seats.length);
    this.#lastMover = null;
    saveSnapshot(this.store, this.#live);
    return { ok: true };
  }

  /**
   * The one path every move takes, a human's or a bot's: the engine checks it, then it is written
   * to SQLite (with the bot's memory, in the same write) before anyone is told.
   */
  apply(meta: RoomMeta, seat: Seat, move: unknown, id: string, memory?: Json | null): Outcome {
    const def = getGame(meta.game);
    const live = this.live(meta);
    if (!def || !live) return { ok: false, error: { code: 'unknown-game', message: `This server no longer hosts "${meta.game}".` } };
    // A run goes on with the same seat's next move, or starts when another seat moves.
    const run = !def.undo ? null
      : this.#run !== null && this.#run.version === live.version && this.#run.seat === seat ? this.#run
      : this.#lastMover !== undefined && this.#lastMover !== seat ? { seat, steps: [], version: live.version }
      : null;
    // Where the move's log starts, read before the engine changes the state.
    const logFrom = def.undo?.logLength(live.state) ?? 0;
    let outcome: Outcome;
    let hidden = false;
    try {
      // Asked before the move changes the state it is judged against.
      hidden = def.privateMove?.(live.state, seat, move) ?? false;
      outcome = def.apply(live.state, seat, move);
    } catch (err) {
      // An engine bug must not leave a half-applied state in memory: rebuild from storage.
      this.forget();
      console.error('engine threw', meta.game, err);
      return { ok: false, error: { code: 'engine-error', message: 'The game could not process that move; nothing changed.' } };
    }
    if (!outcome.ok) return outcome;
    const at = Date.now();
    // The move's write also starts and stops the seats' "asked since" it changes (the room's
    // settling would write them otherwise): the facts after the move are needed next anyway.
    live.version += 1;
    takeNewLog(def, live);
    const facts = gameFacts(def, live);
    const playing = meta.status === 'playing' && facts.result === null;
    const seats = askedUpdates(meta, this.store.seats(), new Set(facts.waitingFor), playing, at);
    try {
      this.store.appendMove({ seq: live.version, seat, move, moveId: id, at }, hidden, seats);
      if (memory !== undefined) this.store.updateSeat(seat, { memory });
    } catch (err) {
      this.forget();
      throw err;
    }
    this.#lastMover = seat;
    if (run !== null) {
      run.steps.push({ seat, move, logFrom });
      run.version = live.version;
    }
    this.#run = run;
    if (hidden) live.hidden[seat] = (live.hidden[seat] ?? 0) + 1;
    redatePrompts(def, live);
    if (live.version % SNAPSHOT_EVERY === 0) saveSnapshot(this.store, live);
    if (facts.result) {
      meta.status = 'finished';
      meta.finishedAt = at;
    }
    // The move row dates this activity: the meta is written only if more of it changed. A private
    // move dates nothing: bots move a pause after the last activity, and a bot's visible answer
    // coming later would tell everyone that someone was asked in secret.
    if (!hidden) meta.activeAt = at;
    this.store.saveMeta(meta, at);
    return outcome;
  }

  /** Bots answer the hidden questions that must not wait (see `hiddenForBots`); returns how many. */
  answerHidden(meta: RoomMeta, connected: ReadonlySet<Seat>, force = false): number {
    const def = getGame(meta.game);
    let played = 0;
    // Bounded: each answer closes a question, and a window asks each seat a few times at most.
    for (let round = 0; round < 32 && meta.status === 'playing'; round++) {
      const live = this.live(meta);
      if (!def || !live) break;
      const seats = this.store.seats();
      const who = hiddenForBots(def, live, seats, connected, force);
      if (who.length === 0) break;
      const seat = who[0]!;
      const row = seats[seat]!;
      const seed = `${meta.botSeed ?? meta.id}:${seat}:${live.version}`;
      let moved = false;
      for (const choice of botChoices(def, live.state, seat, playingLevel(row) ?? STANDIN_LEVEL, row.memory, seed, live.log)) {
        // A person's seat keeps no bot memory from an answer given for them.
        const memory = playingLevel(row) !== null ? choice.memory : undefined;
        if (this.apply(meta, seat, choice.move, `bot:${live.version + 1}`, memory).ok) { moved = true; break; }
      }
      if (!moved) break;
      played++;
    }
    return played;
  }

  /**
   * The game's pause (Game.pause, Dominion's Reaction window). A new pause is only noted, with its
   * closing time drawn now; its closing move is made by a later call (the room's alarm, or the
   * answer of the last player asked inside it) once that time has come and nobody is asked any
   * more. So every pause is shown to everyone before it closes, and closes on the room's clock,
   * whether or not anyone was asked in it. Returns the moves made and when the room must wake to
   * close the pause still open (null: none waits on the room's clock). `watched`: whether a
   * spectator is connected (windowPause), asked only when a pause opens.
   */
  settlePause(meta: RoomMeta, now: number, random: () => number, watched: () => boolean = () => false): { played: number; due: number | null } {
    const def = getGame(meta.game);
    let played = 0;
    // Bounded: closing a pause may open the next (a Throne Room's second Attack), never endlessly.
    for (let round = 0; round < 32 && meta.status === 'playing'; round++) {
      const live = this.live(meta);
      const pause = def && live ? (def.pause?.(live.state) ?? null) : null;
      if (!pause || !live) break;
      if (meta.pause?.key !== pause.key) {
        meta.pause = { key: pause.key, due: now + windowPause(meta, this.store.seats(), random, watched()) };
        this.store.saveMeta(meta);
        return { played, due: meta.pause.due };
      }
      if (pause.close === null) return { played, due: null };
      if (now < meta.pause.due) return { played, due: meta.pause.due };
      const closed = this.apply(meta, pause.seat, pause.close, `pause:${live.version + 1}`);
      if (!closed.ok) {
        // An engine that refuses its own closing move is a bug: the game waits rather than loops.
        console.error('pause close refused', meta.game, pause.key, closed.error);
        return { played, due: null };
      }
      played++;
    }
    if (meta.pause) {
      meta.pause = null;
      this.store.saveMeta(meta);
    }
    return { played, due: null };
  }

  /**
   * The table's own bot seats whose level plans between its moves (Game.botThinkers) and still
   * has planning to do. A stand-in plays the stand-in level, which does not plan. Nor does a bot
   * at a daily challenge's table: there every attempt must meet the same bot for the same moves,
   * and planning on the clock would make its plan depend on how fast the player played; it plans
   * in its own calls only, as each move comes.
   */
  botsToThink(meta: RoomMeta): Seat[] {
    const thinkers = getGame(meta.game)?.botThinkers;
    if (meta.status !== 'playing' || !thinkers || meta.daily) return [];
    return this.store.seats()
      .filter((row) => row.bot !== null && !meta.thinkFailed?.includes(row.seat) && thinkers[row.bot]?.wants(row.memory) === true)
      .map((row) => row.seat);
  }

  /**
   * One slice of planning for the first bot that wants it (several take turns, one a wake-up, so
   * a wake-up costs one slice), from its own seat's view, its memory kept with its seat (no move
   * is made, nothing is shown). Whether any has planning left is settle's question (alarms.ts),
   * asked once per wake-up. A planner that throws or outgrows the memory cap is not asked again
   * at this table: it plans in its own calls.
   */
  thinkBots(meta: RoomMeta): void {
    // Which seat first: most wake-ups have no planning left, and need no game state for that.
    const seat = this.botsToThink(meta)[0];
    const def = getGame(meta.game);
    const live = seat === undefined ? null : this.live(meta);
    if (!def?.botThinkers || !live || seat === undefined) return;
    const row = this.store.seats()[seat]!;
    const thinker = def.botThinkers[row.bot!]!;
    try {
      const memory = thinker.think(thinkInput(def, live.state, seat, row.memory, `${meta.botSeed ?? meta.id}:${seat}:think`));
      const bytes = memoryBytes(memory);
      if (bytes > BOT_MEMORY_MAX_BYTES) throw new Error(`memory of ${bytes} bytes (cap ${BOT_MEMORY_MAX_BYTES})`);
      this.store.updateSeat(seat, { memory });
    } catch (err) {
      console.error('bot planning failed', meta.game, row.bot, err);
      meta.thinkFailed = [...(meta.thinkFailed ?? []), seat];
      this.store.saveMeta(meta);
    }
  }

  /** Bots decide for every seat they play that the game is asking, through `apply`. */
  playBots(meta: RoomMeta, budget: number): number {
    const def = getGame(meta.game);
    let played = 0;
    while (played < budget && meta.status === 'playing') {
      const live = this.live(meta);
      if (!def || !live) break;
      const seats = this.store.seats();
      const who = seatsForBots(seats, gameFacts(def, live).prompts);
      if (who.length === 0) break;
      for (const seat of who) {
        const row = seats[seat]!;
        const level = playingLevel(row);
        if (!level || meta.status !== 'playing') continue;
        // Seeded by the bots' own seed and the position: a replay from the move log needs no bot.
        const seed = `${meta.botSeed ?? meta.id}:${seat}:${live.version}`;
        for (const choice of botChoices(def, live.state, seat, level, row.memory, seed, live.log)) {
          const outcome = this.apply(meta, seat, choice.move, `bot:${live.version + 1}`, choice.memory);
          if (outcome.ok) { played++; break; }
          console.error('bot move refused', meta.game, level, choice.source, outcome.error);
        }
      }
    }
    return played;
  }
}

/**
 * Seats asked a question the table does not visibly wait for (Game.waiting: in Dominion, whether
 * to reveal a Reaction) that a bot answers at once rather than after its pause: played by a bot,
 * their player gone, or every such seat when `force` (the seat the table visibly waits on is
 * being taken over: its clock ran out or its player is away). Answered at once, nothing in the
 * table's pace says that anyone was asked.
 */
export function hiddenForBots(def: AnyGame, live: LiveGame, seats: SeatRow[], connected: ReadonlySet<Seat>, force = false): Seat[] {
  const facts = gameFacts(def, live);
  const shown = new Set(facts.waitingFor);
  const hidden = [...new Set(facts.prompts.map((p) => p.seat))].filter((s) => !shown.has(s));
  return hidden.filter((s) => {
    const row = seats[s];
    return row !== undefined && (force || playingLevel(row) !== null || !connected.has(s));
  });
}

/**
 * The state after the moves in play before `until` (all of them by default), replayed from `snap`
 * or, without one, from the game as dealt by the seed (tables older than the stored deal). Throws
 * when the stored game does not replay (a setup or a move refused).
 */
export function replayState(
  def: AnyGame, meta: RoomMeta, store: RoomStore, snap: { seq: number; state: unknown } | null, until = Infinity,
): { state: unknown; version: number } {
  let state: unknown;
  let version: number;
  if (snap) {
    state = def.upgrade ? def.upgrade(snap.state) : snap.state;
    version = snap.seq;
  } else {
    const seats = store.seats().length;
    const setup = def.setup({ seed: meta.seed, seats, options: meta.options });
    if (!setup.ok) throw new Error(`replay: setup failed: ${setup.error.message}`);
    state = setup.value;
    version = 0;
  }
  for (const row of store.movesAfter(version)) {
    if (row.seq >= until) break;
    const outcome = def.apply(state, row.seat, row.move);
    if (!outcome.ok) throw new Error(`replay: move ${row.seq} was refused: ${outcome.error.message}`);
    version = row.seq;
  }
  return { state, version };
}

/** Rebuilds the running game from the newest snapshot (the deal at least) and the moves after it. */
export function replay(def: AnyGame, meta: RoomMeta, store: RoomStore): LiveGame {
  const { state, version } = replayState(def, meta, store, store.latestSnapshot());
  const seats = store.seats().length;
  return liveGame(def, state, version, seats, store.savedLog() as Json[], store.privateMoves(seats, version));
}
