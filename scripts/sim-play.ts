// One engine-only game between bots: no room, no network. Every decision goes through botInput,
// exactly as the room will build it, so a bot here sees no more than it would at a real table.
import { BOT_MEMORY_MAX_BYTES, botInput, memoryBytes, thinkInput, type BotPolicy, type BotThinker } from '../party/games/core/bots.ts';
import { closeWindows } from '../party/games/core/pause.ts';
import { seedRng } from '../party/games/core/rng.ts';
import type { AnyGame, GameResult, Json, Prompt } from '../party/games/core/types.ts';

export interface PlayedGame {
  result: GameResult;
  /** Moves applied, all seats together. */
  moves: number;
  /** Milliseconds each seat spent deciding. */
  thinkMs: number[];
}

/** A bot broke the contract: an illegal move, a throw, or memory that is too big or not JSON. */
export class BotFault extends Error {}

/** Guards against a pair of bots that never end a game (say, both refusing to buy). */
const MAX_MOVES = 50_000;

/**
 * Slices of planning a bot that plans between its moves (Game.botThinkers) gets before each move
 * of the game: at a table the room gives one every THINK_GAP_MS (100 ms) plus the slice's own
 * CPU, and bots there wait 600 ms before each move (people longer), so about four a move.
 */
export const THINK_SLICES_PER_MOVE = 4;

export function playGame(game: AnyGame, options: unknown, seed: string, policies: BotPolicy[], thinkers: (BotThinker | undefined)[] = [], slicesPerMove = THINK_SLICES_PER_MOVE): PlayedGame {
  const setup = game.setup({ seed, seats: policies.length, options });
  if (!setup.ok) throw new Error(`setup refused: ${setup.error.message}`);
  const state = setup.value;
  const memory: (Json | null)[] = policies.map(() => null);
  const thinkMs = policies.map(() => 0);
  // The bots' seeds are not the game's: with that, a bot could deal the game again and read every deck.
  const botSeed = seedRng(`bots/${seed}`).join('.');
  let moves = 0;
  for (;;) {
    const result = game.result(state);
    if (result) return { result, moves, thinkMs };
    if (moves >= MAX_MOVES) throw new BotFault(`game ${seed} did not end after ${MAX_MOVES} moves`);
    const prompts: Prompt[] = game.prompts(state);
    const first = prompts[0];
    if (!first) throw new Error(`game ${seed}: no prompts but no result`);
    for (let s = 0; s < thinkers.length; s++) {
      const thinker = thinkers[s];
      if (!thinker) continue;
      const t0 = performance.now();
      for (let k = 0; k < slicesPerMove && thinker.wants(memory[s] ?? null); k++) {
        try {
          memory[s] = thinker.think(thinkInput(game, state, s, memory[s] ?? null, `${botSeed}/${s}/think`));
        } catch (e) {
          throw new BotFault(`game ${seed}, seat ${s}, move ${moves}: the bot's planning threw ${(e as Error).stack ?? e}`);
        }
      }
      thinkMs[s] = (thinkMs[s] as number) + performance.now() - t0;
    }
    // Simultaneous choices are answered one seat at a time; the engine resolves them when all are in.
    const seat = first.seat;
    const input = botInput(game, state, seat, memory[seat] ?? null, `${botSeed}/${seat}/${moves}`);
    if (!input) throw new Error(`game ${seed}: seat ${seat} prompted but botInput is empty`);
    const policy = policies[seat] as BotPolicy;
    const t0 = performance.now();
    let decision;
    try {
      decision = policy(input);
    } catch (e) {
      throw new BotFault(`game ${seed}, seat ${seat}, move ${moves}: the bot threw ${(e as Error).stack ?? e}`);
    }
    thinkMs[seat] = (thinkMs[seat] as number) + performance.now() - t0;
    const bytes = memoryBytes(decision.memory);
    if (bytes > BOT_MEMORY_MAX_BYTES) throw new BotFault(`game ${seed}, seat ${seat}: memory of ${bytes} bytes (cap ${BOT_MEMORY_MAX_BYTES})`);
    const out = game.apply(state, seat, decision.move);
    if (!out.ok) {
      throw new BotFault(`game ${seed}, seat ${seat}, move ${moves}: illegal ${JSON.stringify(decision.move)} for ${JSON.stringify(input.prompts)}: ${out.error.message}`);
    }
    memory[seat] = decision.memory;
    moves++;
    // No room here to wait out a pause (a Reaction window): it closes as soon as it may.
    closeWindows(game, state);
  }
}
