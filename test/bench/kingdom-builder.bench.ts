// Kingdom Builder speed: listing legal hexes, whole random 4-player games, rebuilding from a log,
// and each bot's time to decide.
import { BOT_LEVELS, botInput, type BotLevel } from '../../party/games/core/bots.ts';
import { randomFn, seedRng, type Json } from '../../party/games/core/index.ts';
import { kingdomBuilder as game, type KbMove, type KbState } from '../../party/games/kingdom-builder/index.ts';

function newGame(seed: string, seats: number): KbState {
  const made = game.setup({ seed, seats, options: {} });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

/**
 * Plays random legal moves to the end (each picked uniformly among the prompt's by the engine's
 * randomMove); `moves`, when given, receives them in order for replays.
 */
function playOut(state: KbState, random: () => number, moves?: { seat: number; move: KbMove }[]): void {
  while (!state.over) {
    const seat = state.current;
    const move = game.randomMove(state, seat, random);
    if (!move) throw new Error('the player to move has no legal move');
    const outcome = game.apply(state, seat, move);
    if (!outcome.ok) throw new Error(outcome.error.message);
    moves?.push({ seat, move });
  }
}

function timeLegalHexes(): number {
  // Midgame positions: half a game of random play, then the prompt of the player to move.
  const states: KbState[] = [];
  for (let i = 0; i < 50; i++) {
    const state = newGame(`legal-${i}`, 4);
    const random = randomFn(seedRng(`legal-moves-${i}`));
    for (let m = 0; m < 150 && !state.over; m++) {
      const move = game.randomMove(state, state.current, random) as KbMove;
      game.apply(state, state.current, move);
    }
    if (!state.over) states.push(state);
  }
  const rounds = 400;
  // Warm the prompt code first: random games no longer build prompts, so nothing else has.
  for (let r = 0; r < 100; r++) for (const state of states) game.prompts(state);
  const start = performance.now();
  for (let r = 0; r < rounds; r++) for (const state of states) game.prompts(state);
  return ((performance.now() - start) * 1000) / (rounds * states.length);
}

/**
 * Games per second of wall time, and per second of this process's CPU time: on a shared machine
 * the second says more about the engine.
 */
function timeRandomGames(seconds: number): { wall: number; cpu: number } {
  const random = randomFn(seedRng('bench-random-4p'));
  let games = 0;
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  while (performance.now() - start < seconds * 1000) {
    playOut(newGame(`bench-${games}`, 4), random);
    games++;
  }
  const cpu = process.cpuUsage(cpuStart);
  return { wall: games / ((performance.now() - start) / 1000), cpu: games / ((cpu.user + cpu.system) / 1e6) };
}

function timeRebuild(): number {
  const moves: { seat: number; move: KbMove }[] = [];
  playOut(newGame('rebuild', 4), randomFn(seedRng('rebuild-moves')), moves);
  const runs = 200;
  const start = performance.now();
  for (let i = 0; i < runs; i++) {
    const state = newGame('rebuild', 4);
    for (const { seat, move } of moves) game.apply(state, seat, move);
  }
  return (performance.now() - start) / runs;
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

/**
 * Bots at a 3-player table (easy, medium, hard, seats rotated per game): milliseconds per
 * decision of each level, and for hard the decisions that plan a turn (its first of each turn).
 */
function timeBots(games: number): Record<BotLevel | 'hard-plan', number[]> {
  const times: Record<BotLevel | 'hard-plan', number[]> = { easy: [], medium: [], hard: [], 'hard-plan': [] };
  const bots = game.bots!;
  for (let g = 0; g < games; g++) {
    const state = newGame(`bench-bots-${g}`, 3);
    const memory: (Json | null)[] = [null, null, null];
    let n = 0;
    while (!state.over) {
      const seat = state.current;
      const level = BOT_LEVELS[(seat + g) % 3] as BotLevel;
      const input = botInput(game, state, seat, memory[seat] ?? null, `bench-${g}-${n++}`);
      if (!input) throw new Error('a bot was asked with nothing to decide');
      const planned = (memory[seat] as { turn?: number } | null)?.turn !== state.turn;
      const start = performance.now();
      const decision = bots[level](input as never);
      const ms = performance.now() - start;
      times[level].push(ms);
      if (level === 'hard' && planned) times['hard-plan'].push(ms);
      memory[seat] = decision.memory;
      const outcome = game.apply(state, seat, decision.move);
      if (!outcome.ok) throw new Error(outcome.error.message);
    }
  }
  for (const list of Object.values(times)) list.sort((a, b) => a - b);
  return times;
}

export default async function bench(): Promise<void> {
  timeRandomGames(1);
  console.log(`bench kb.legal-hexes ${timeLegalHexes().toFixed(2)} microseconds`);
  const random4p = timeRandomGames(3);
  console.log(`bench kb.random-4p ${random4p.wall.toFixed(0)} games/s`);
  console.log(`bench kb.random-4p-cpu ${random4p.cpu.toFixed(0)} games/cpu-s`);
  console.log(`bench kb.rebuild-ms ${timeRebuild().toFixed(3)} ms`);
  for (const [name, list] of Object.entries(timeBots(12))) {
    console.log(`bench kb.bot-${name}.median ${percentile(list, 0.5).toFixed(3)} ms`);
    console.log(`bench kb.bot-${name}.p99 ${percentile(list, 0.99).toFixed(3)} ms`);
  }
}
