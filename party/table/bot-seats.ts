// Who a bot plays for, and what it would do. A bot seat is played by its own level; a human seat
// whose player ran out of time, went away or left is played by a medium bot until they take it
// back. The bot sees only that seat's view (botInput); the room then applies its move through the
// same path as a human's.
import { type BotLevel, botInput, BOT_MEMORY_MAX_BYTES, memoryBytes } from '../games/core/bots.ts';
import { randomFn, seedRng } from '../games/core/rng.ts';
import type { AnyGame, Json, Prompt, Seat } from '../games/core/types.ts';
import type { SeatRow } from './rows.ts';
import { BOT_SPEEDS } from '../protocol/lobby.ts';

/** A human-like pause before a bot moves, unless the table says otherwise. */
export const DEFAULT_BOT_PAUSE_MS = BOT_SPEEDS.human;
/** The level that stands in for an absent or out-of-time player. */
export const STANDIN_LEVEL: BotLevel = 'medium';

export function botLevels(def: AnyGame | undefined): BotLevel[] {
  return def?.bots ? (Object.keys(def.bots) as BotLevel[]) : [];
}

/** The level playing this seat now, or null when its human plays it. */
export function playingLevel(row: SeatRow): BotLevel | null {
  return row.bot ?? (row.standin ? STANDIN_LEVEL : null);
}

/** Seats a bot must decide for now: asked, and played by a bot. */
export function seatsForBots(seats: SeatRow[], prompts: Prompt[]): Seat[] {
  const asked = new Set(prompts.map((p) => p.seat));
  return seats.filter((s) => asked.has(s.seat) && playingLevel(s) !== null).map((s) => s.seat);
}

/**
 * A name for a new bot that no one at the table has (names are unique, case-insensitively). Pages
 * show "Bot <n>" in their own language (web/pages/table/seat-labels.ts reads this very pattern).
 */
export function botName(taken: string[]): string {
  const lower = new Set(taken.map((n) => n.toLowerCase()));
  for (let i = 1; ; i++) {
    const name = `Bot ${i}`;
    if (!lower.has(name.toLowerCase())) return name;
  }
}

export interface BotChoice { move: unknown; memory: Json | null; source: 'bot' | 'random' }

/**
 * What a bot would play for `seat`, best first: its policy's move, then a random legal move (for
 * games without bots, or if the policy throws or is refused: the table must never stall).
 */
export function botChoices(
  def: AnyGame, state: unknown, seat: Seat, level: BotLevel, memory: Json | null, seed: string, taken?: readonly Json[],
): BotChoice[] {
  const choices: BotChoice[] = [];
  const policy = def.bots?.[level];
  // `taken`: the log entries the room holds outside the state (Game.takeLog), for the bot's log.
  const input = botInput(def, state, seat, memory, seed, taken);
  if (!input) return choices;
  if (policy) {
    try {
      const decision = policy(input);
      const kept = memoryBytes(decision.memory) <= BOT_MEMORY_MAX_BYTES ? decision.memory : null;
      choices.push({ move: decision.move, memory: kept, source: 'bot' });
    } catch (err) {
      console.error('bot threw', def.id, level, err);
    }
  }
  const random = def.randomMove(state, seat, randomFn(seedRng(`${seed}:random`)));
  if (random !== null) choices.push({ move: random, memory, source: 'random' });
  return choices;
}
