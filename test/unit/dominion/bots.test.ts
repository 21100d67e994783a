// The Dominion bots play whole seeded games at 2-6 players on random kingdoms: every move legal,
// nothing thrown, the same input always the same move, memory small plain JSON, and an input
// that is exactly botInput's (the seat's own view, prompts and log, nothing hidden).
import { describe, expect, it } from 'vitest';
import { closeWindows } from '../../../party/games/core/pause.ts';
import { BOT_MEMORY_MAX_BYTES, botInput, memoryBytes, type BotPolicy } from '../../../party/games/core/bots.ts';
import type { Json } from '../../../party/games/core/types.ts';
import { planToJson, heuristicPlan } from '../../../party/games/dominion/bots/plan.ts';
import { trackDecks } from '../../../party/games/dominion/bots/tracker.ts';
import type { DominionState } from '../../../party/games/dominion/types.ts';
import { CARDS, dominion } from '../../../party/games/dominion/index.ts';
import { totalCards } from './helpers.ts';

const LEVELS: Record<string, BotPolicy> = {
  easy: dominion.bots!.easy as BotPolicy,
  medium: dominion.bots!.medium as BotPolicy,
  hard: dominion.bots!.hard as BotPolicy,
  bmu: dominion.referenceBots!.bmu as BotPolicy,
};
const NAMES = Object.keys(LEVELS);
// DOMINION_BOT_GAMES=N changes the count; every game seats all four bots (some twice at 5-6).
const GAMES = Number(process.env.DOMINION_BOT_GAMES ?? 200);
/** Hard plans by self-play (about a second) in this many games; in the others it resumes with a plan in memory. */
const PLANNED = 6;

interface Tally { decisions: Record<string, number>; kinds: Set<string> }

function ownCards(g: DominionState, seat: number): Record<string, number> {
  const p = g.players[seat]!;
  const c: Record<string, number> = {};
  for (const z of [p.hand, p.deck, p.discard, p.play, p.aside, p.revealed]) for (const id of z) c[id] = (c[id] ?? 0) + 1;
  return c;
}

function playOne(i: number, tally: Tally): void {
  const seats = 2 + (i % 5);
  const seed = `bots-${i}`;
  const setup = dominion.setup({ seed, seats, options: { kingdom: { random: seats >= 5 ? '5+5' : 'both' } } });
  if (!setup.ok) throw new Error(setup.error.message);
  const g = setup.value;
  const cards = totalCards(g);
  const names = Array.from({ length: seats }, (_, s) => NAMES[(s + i) % NAMES.length] as string);
  const memory: (Json | null)[] = names.map((n) => (n === 'hard' && i >= PLANNED ? { plan: planToJson(heuristicPlan(g.kingdom)) as unknown as Json } : null));
  let moves = 0;
  while (g.phase !== 'over') {
    if (moves++ > 6000) throw new Error(`game ${seed} did not end`);
    const seat = dominion.prompts(g)[0]!.seat;
    const name = names[seat]!;
    const input = botInput(dominion, g, seat, memory[seat]!, `${seed}/${moves}`)!;
    const expected = JSON.stringify(input);
    let received: unknown = null;
    const spy: BotPolicy = (x) => { received = x; return LEVELS[name]!(x); };
    const out = spy(input);
    // The policy got botInput's object, untouched: the seat's own view, prompts and log.
    if (received !== input || JSON.stringify(input) !== expected) throw new Error(`${name} input changed or replaced in ${seed}`);
    const view = input.view as { players: { seat: number; hand?: string[] }[] };
    if (view.players.some((p) => p.seat !== seat && p.hand !== undefined)) throw new Error(`${name} saw another hand`);
    if (moves % 5 === 0) {
      const again = LEVELS[name]!(JSON.parse(expected));
      if (JSON.stringify(again) !== JSON.stringify(out)) throw new Error(`${name} is not deterministic in ${seed} at move ${moves}`);
    }
    const bytes = memoryBytes(out.memory);
    if (bytes > BOT_MEMORY_MAX_BYTES) throw new Error(`${name} memory ${bytes} bytes`);
    if (JSON.stringify(JSON.parse(JSON.stringify(out.memory))) !== JSON.stringify(out.memory)) throw new Error(`${name} memory is not plain JSON`);
    const prompt = input.prompts[0] as { kind: string; card?: string };
    tally.kinds.add(prompt.kind === 'turn' ? 'turn' : `${prompt.kind}:${prompt.card}`);
    const applied = dominion.apply(g, seat, out.move);
    if (applied.ok) closeWindows(dominion, g);
    if (!applied.ok) throw new Error(`${name} made an illegal move in ${seed}: ${JSON.stringify(out.move)} (${applied.error.message}) for ${JSON.stringify(input.prompts)}`);
    memory[seat] = out.memory;
    tally.decisions[name] = (tally.decisions[name] ?? 0) + 1;
  }
  if (totalCards(g) !== cards) throw new Error(`cards lost in ${seed}`);
  // Without Masquerade, passes are never hidden: each seat's log-tracked deck is exact.
  if (!g.kingdom.includes('masquerade')) {
    for (let seat = 0; seat < seats; seat++) {
      const tracked = trackDecks(dominion.log(g, seat, 0), seats);
      for (let other = 0; other < seats; other++) expect(tracked[other], `${seed}: seat ${seat} tracks seat ${other}`).toEqual(ownCards(g, other));
    }
  }
}

describe('Dominion bots play whole games', () => {
  // In chunks, so a loaded machine stays within each test's time limit.
  const CHUNK = 40;
  const tally: Tally = { decisions: {}, kinds: new Set() };
  for (let from = 0; from < GAMES; from += CHUNK) {
    const to = Math.min(GAMES, from + CHUNK);
    it(`games ${from}-${to - 1} of ${GAMES}, 2-6 players, random kingdoms: legal, deterministic, small JSON memory, own view only`, () => {
      for (let i = from; i < to; i++) playOne(i, tally);
    });
  }
  it('every bot made thousands of decisions, over the questions of many kingdom cards', () => {
    for (const n of NAMES) expect(tally.decisions[n] ?? 0).toBeGreaterThan(1000);
    const cardsAsked = new Set([...tally.kinds].map((k) => k.split(':')[1]).filter((c) => c && CARDS[c]?.set !== 'basic'));
    expect(cardsAsked.size).toBeGreaterThan(25);
  });
});
