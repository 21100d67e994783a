// A player who knows only what the room told it: picks a random legal move from its own prompts
// and its own view, the way a person clicking at random would. Shared by the soak and by room
// tests that play whole games through real sockets.
import type { Prompt } from '../../party/games/core/types.ts';
import type { DominionPrompt } from '../../party/games/dominion/prompts.ts';
import type { DominionView } from '../../party/games/dominion/view.ts';
import type { KbPrompt } from '../../party/games/kingdom-builder/prompts.ts';

export type Random = () => number;

/** A small seeded PRNG (mulberry32), so a failing run can be replayed from its seed. */
export function seeded(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pickOne = <T>(xs: readonly T[], random: Random): T | undefined => xs[Math.floor(random() * xs.length)];

/** `k` distinct positions of `pool`, in random order. */
function sample<T>(pool: readonly T[], k: number, random: Random): T[] {
  const copy = pool.slice();
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor(random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, k);
}

function dominionMove(prompt: DominionPrompt, view: DominionView, random: Random): unknown {
  if (prompt.kind === 'turn' && 'play' in prompt) {
    // Lean towards playing Actions (Attacks are what the soak wants to see) and towards buying,
    // so games move on; ending early stays possible.
    const r = random();
    if (prompt.play.length > 0 && r < 0.7) return { type: 'play', card: pickOne(prompt.play, random) };
    if (prompt.moves.includes('treasures') && r < 0.85) return { type: 'treasures' };
    if (prompt.buy.length > 0 && r < 0.95) return { type: 'buy', card: pickOne(prompt.buy, random) };
    return { type: pickOne(prompt.moves, random) };
  }
  const ask = prompt as Exclude<DominionPrompt, { kind: 'turn'; play: string[] }>;
  const hand = view.players[view.you ?? -1]?.hand ?? [];
  const pool = ask.from === 'hand' ? hand.filter((c) => !ask.allow || ask.allow.includes(c)) : ask.from;
  const max = Math.min(ask.max, pool.length);
  const min = Math.min(ask.min, max);
  const k = min + Math.floor(random() * (max - min + 1));
  return { type: 'choose', pick: sample(pool, k, random) };
}

function kingdomBuilderMove(prompt: KbPrompt, random: Random): unknown {
  const choices: unknown[] = [];
  for (const hex of prompt.build?.hexes ?? []) choices.push({ type: 'build', hex });
  for (const tile of prompt.tiles) {
    for (const to of tile.hexes ?? []) choices.push({ type: 'tile', tile: tile.tile, to });
    for (const m of tile.moves ?? []) for (const to of m.to) choices.push({ type: 'tile', tile: tile.tile, from: m.from, to });
  }
  // Undo now and then, never so often that a turn loops; end the turn once nothing is owed.
  if (prompt.canUndo && random() < 0.03) return { type: 'undo' };
  if (prompt.canEndTurn && (choices.length === 0 || random() < 0.5)) return { type: 'end-turn' };
  return pickOne(choices, random) ?? (prompt.canEndTurn ? { type: 'end-turn' } : null);
}

/** A random legal move for the prompt addressed to this seat, from what this seat was shown. */
export function randomMoveFor(game: string, prompt: Prompt, view: unknown, random: Random): unknown {
  if (game === 'dominion') return dominionMove(prompt as DominionPrompt, view as DominionView, random);
  if (game === 'kingdom-builder') return kingdomBuilderMove(prompt as KbPrompt, random);
  throw new Error(`no random player for game ${game}`);
}
