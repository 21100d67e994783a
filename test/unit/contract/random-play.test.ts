// The contract every registered game keeps, checked the same way for each: seeded games of random
// legal moves run to the end; every view hides what it must; the game rebuilt from its moves (and
// a copy carried on from JSON mid-game) ends identical; `apply` never throws, and refuses junk,
// bad seats, moves out of turn and moves the position does not offer without changing the state
// or the rest of the game. A game adds deeper checks of its own through ./hooks.ts.
import { describe, expect, it } from 'vitest';
import { randomFn, seedRng } from '../../../party/games/core/rng.ts';
import type { AnyGame, Prompt, Seat } from '../../../party/games/core/types.ts';
import { GAMES, type GameId } from '../../../party/games/index.ts';
import { HOOKS, type RandomPlayHooks } from './hooks.ts';
import { viewLeak } from './views.ts';

const JUNK: unknown[] = [
  null, undefined, 0, 5, NaN, 'end-turn', '', [], [1, 2], {}, { type: 1 }, { type: '' }, { type: 'teleport' }, { type: '__proto__' },
  { type: 'toString' }, { type: 'constructor' }, { type: 'play', card: '__proto__' }, { type: 'build', hex: 'x' }, { move: {} },
];
/** Seats no table has, and look-alikes of seats. */
const BAD_SEATS = (seats: number): unknown[] => [-1, seats, 7, 0.5, NaN, Infinity, '0', null, undefined];
const SHARED_CHECK_EVERY = 40;
const JUNK_EVERY = 97;
const SNAPSHOT_EVERY = 97;
const CHUNK = 100;

function setupOf(def: AnyGame, hooks: RandomPlayHooks, i: number): { seats: number; options: unknown } {
  if (hooks.setup) return hooks.setup(i);
  const seats = def.minSeats + (i % (def.maxSeats - def.minSeats + 1));
  return { seats, options: def.autoplay.options(i, seats) };
}

function newGame(def: AnyGame, seed: string, seats: number, options: unknown): unknown {
  const made = def.setup({ seed, seats, options });
  if (!made.ok) throw new Error(`${def.id} ${seed}: setup refused: ${made.error.message}`);
  return made.value;
}

/** The next move of random play: the table's closing of a pause when one is due, else a prompted seat's random move. */
function nextMove(def: AnyGame, state: unknown, random: () => number): { seat: Seat; move: unknown } | null {
  const pause = def.pause?.(state) ?? null;
  if (pause?.close) return { seat: pause.seat, move: pause.close };
  const prompts: Prompt[] = def.prompts(state);
  if (prompts.length === 0) return null;
  const seat = prompts[Math.floor(random() * prompts.length)]!.seat;
  const move = def.randomMove(state, seat, random);
  if (move === null) throw new Error(`${def.id}: seat ${seat} is prompted but has no move`);
  return { seat, move };
}

/** Every move here must be refused and leave `state` as it was; returns how many were tried. */
function refuseAll(def: AnyGame, state: unknown, tries: Array<[unknown, unknown]>, where: string): number {
  const before = JSON.stringify(state);
  for (const [seat, move] of tries) {
    let out;
    try {
      out = def.apply(state, seat as Seat, move);
    } catch (e) {
      throw new Error(`${where}: apply threw on ${JSON.stringify(move)} for seat ${String(seat)}: ${(e as Error).message}`);
    }
    if (out.ok) throw new Error(`${where}: accepted ${JSON.stringify(move)} for seat ${String(seat)}`);
    if (typeof out.error?.code !== 'string' || typeof out.error.message !== 'string') throw new Error(`${where}: a refusal without a code and message`);
  }
  // Compared once for all (a change stays): the refusal that made it is then found one by one.
  if (JSON.stringify(state) !== before) {
    const culprit = tries.find(([seat, move]) => {
      const copy = JSON.parse(before);
      def.apply(copy, seat as Seat, move);
      return JSON.stringify(copy) !== before;
    });
    throw new Error(`${where}: refusing ${JSON.stringify(culprit?.[1])} for seat ${String(culprit?.[0])} changed the state`);
  }
  return tries.length;
}

/** Junk for a prompted seat, and a legal move made by a seat that is not asked or does not exist. */
function junkTries(def: AnyGame, hooks: RandomPlayHooks, state: unknown, seats: number, seat: Seat, move: unknown): Array<[unknown, unknown]> {
  const tries: Array<[unknown, unknown]> = [...JUNK, ...(hooks.junk ?? [])].map((m) => [seat, m]);
  for (const bad of BAD_SEATS(seats)) tries.push([bad, move]);
  const asked = new Set(def.prompts(state).map((p: Prompt) => p.seat));
  const pause = def.pause?.(state);
  for (let other = 0; other < seats; other++) if (!asked.has(other) && pause?.seat !== other) tries.push([other, move]);
  return tries;
}

interface Played { finished: boolean; moves: number; counts: Record<string, number> }

function playOne(id: GameId, def: AnyGame, hooks: RandomPlayHooks, i: number): Played {
  const { seats, options } = setupOf(def, hooks, i);
  const seed = `contract-${id}-${i}`;
  const where = (n: number) => `${id} game ${i} (${seats} seats, ${JSON.stringify(options)}) move ${n}`;
  let state = newGame(def, seed, seats, options);
  const start = JSON.parse(JSON.stringify(state));
  const random = randomFn(seedRng(`contract-moves-${id}-${i}`));
  const maxMoves = hooks.maxMoves ?? 5000;
  const history: Array<[Seat, unknown]> = [];
  const logSeen = new Array<number>(seats).fill(0);
  const counts: Record<string, number> = {};
  let midCopy: unknown = null;
  let logChecked = 0;
  /** Checks the views and the log entries not checked yet. */
  const leakNow = (): string | null => {
    const leak = viewLeak(def, state, seats, seed, logChecked);
    const fresh = def.log(state, null, logChecked);
    if (fresh.length > 0) logChecked = fresh.at(-1)!.i + 1;
    return leak;
  };
  while (def.result(state) === null && history.length < maxMoves) {
    const next = nextMove(def, state, random);
    if (!next) throw new Error(`${where(history.length)}: no prompts and no result`);
    if (history.length % JUNK_EVERY === 13) refuseAll(def, state, junkTries(def, hooks, state, seats, next.seat, next.move), where(history.length));
    const out = def.apply(state, next.seat, next.move);
    if (!out.ok) throw new Error(`${where(history.length)} ${JSON.stringify(next.move)}: a legal move was refused: ${out.error.message}`);
    const copy = JSON.parse(JSON.stringify(next.move));
    history.push([next.seat, copy]);
    for (const name of hooks.count?.(next.move) ?? []) counts[name] = (counts[name] ?? 0) + 1;
    if (midCopy !== null && !def.apply(midCopy, next.seat, JSON.parse(JSON.stringify(copy))).ok) throw new Error(`${where(history.length)}: the copy refused a move`);
    else if (i % 10 === 0 && history.length === 60) midCopy = JSON.parse(JSON.stringify(state));
    const broken = hooks.invariants?.(state, start, logSeen) || (history.length % SHARED_CHECK_EVERY === 0 ? leakNow() : null);
    if (broken) throw new Error(`${where(history.length)} ${JSON.stringify(next.move)}: ${broken}`);
    // The room may persist snapshots: a game must go on the same from its JSON.
    if (history.length % SNAPSHOT_EVERY === 0) state = JSON.parse(JSON.stringify(state));
  }
  const finished = def.result(state) !== null;
  if (!finished && (hooks.minFinished ?? 1) >= 1) throw new Error(`${where(history.length)}: the game does not end`);
  // At the end, the whole log once more: an undo may have rewritten entries checked before.
  const leak = viewLeak(def, state, seats, seed);
  if (leak) throw new Error(`${where(history.length)} (end): ${leak}`);
  const text = JSON.stringify(state);
  const rebuilt = newGame(def, seed, seats, options);
  for (const [seat, move] of history) {
    if (!def.apply(rebuilt, seat, JSON.parse(JSON.stringify(move))).ok) throw new Error(`${where(history.length)}: the replay refused ${JSON.stringify(move)}`);
  }
  if (JSON.stringify(rebuilt) !== text) throw new Error(`${where(history.length)}: the replay differs`);
  if (midCopy !== null && JSON.stringify(midCopy) !== text) throw new Error(`${where(history.length)}: the copy carried on from JSON differs`);
  if (finished) {
    const result = def.result(state)!;
    if (result.scores.length !== seats || result.winners.length === 0) throw new Error(`${where(history.length)}: a result without every seat's score or a winner`);
    if (def.scores(state).length !== seats) throw new Error(`${where(history.length)}: scores() does not give every seat`);
  }
  return { finished, moves: history.length, counts };
}

/** Plays game `i` twice, probing every position with moves it does not offer the first time; both must end the same. */
function probedGame(id: GameId, def: AnyGame, hooks: RandomPlayHooks, i: number): number {
  const { seats, options } = setupOf(def, hooks, i);
  const play = (probe: boolean): { final: string; refusals: number } => {
    const seed = `contract-refusals-${id}-${i}`;
    const state = newGame(def, seed, seats, options);
    const random = randomFn(seedRng(`${seed}-moves`));
    let refusals = 0;
    for (let n = 0; def.result(state) === null; n++) {
      if (n > (hooks.maxMoves ?? 5000)) return { final: JSON.stringify(state), refusals };
      if (probe) {
        const prompts: Prompt[] = def.prompts(state);
        for (const prompt of prompts) {
          refusals += refuseAll(def, state, (hooks.unoffered?.(state, prompt) ?? []).map((m) => [prompt.seat, m]), `${id} probed game ${i} move ${n}`);
        }
      }
      const next = nextMove(def, state, random)!;
      const out = def.apply(state, next.seat, next.move);
      if (!out.ok) throw new Error(out.error.message);
    }
    return { final: JSON.stringify(state), refusals };
  };
  const probed = play(true);
  expect(probed.final).toBe(play(false).final);
  return probed.refusals;
}

for (const [id, def] of Object.entries(GAMES) as Array<[GameId, AnyGame]>) {
  const hooks = HOOKS[id]?.randomPlay ?? {};
  const games = hooks.games ?? 200;
  describe(`${def.name} keeps the game contract in random play`, () => {
    const total = { finished: 0, moves: 0, counts: {} as Record<string, number> };
    for (let from = 0; from < games; from += CHUNK) {
      const to = Math.min(games, from + CHUNK);
      it(`games ${from}-${to - 1} of ${games}: legal moves accepted, views hide what they must, replay identical, junk refused unchanged`, () => {
        for (let i = from; i < to; i++) {
          const played = playOne(id, def, hooks, i);
          if (played.finished) total.finished++;
          total.moves += played.moves;
          for (const [k, n] of Object.entries(played.counts)) total.counts[k] = (total.counts[k] ?? 0) + n;
        }
      });
    }
    it(`games end (at least ${Math.round((hooks.minFinished ?? 1) * 100)}% within ${hooks.maxMoves ?? 5000} moves) and random play exercises what the game counts`, () => {
      const min = hooks.minFinished ?? 1;
      if (min >= 1) expect(total.finished).toBe(games);
      else expect(total.finished).toBeGreaterThan(games * min);
      for (const [name, perGame] of Object.entries(hooks.minCounts ?? {})) {
        const seen = name === 'moves' ? total.moves : total.counts[name] ?? 0;
        expect(seen, name).toBeGreaterThan(games * perGame);
      }
    });

    if (hooks.unoffered) {
      const probedGames = hooks.unofferedGames ?? 12;
      it(`refusals in the middle of ${probedGames} games leave the state as it was and the game as it would have been`, () => {
        let refusals = 0;
        for (let i = 0; i < probedGames; i++) refusals += probedGame(id, def, hooks, i);
        expect(refusals).toBeGreaterThan(probedGames * (hooks.minUnofferedPerGame ?? 1));
      });
    }
  });
}
