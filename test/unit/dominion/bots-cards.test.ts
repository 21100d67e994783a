// Every kingdom card in a bot's hand, every level at the table: the bots play it (or hold it, for
// the Victory and Treasure kingdom cards) and answer whatever it asks of them and of the others,
// with Moat and Secret Chamber in the other hands, for a few turns: only legal moves.
import { describe, expect, it } from 'vitest';
import { closeWindows } from '../../../party/games/core/pause.ts';
import { botInput, type BotPolicy } from '../../../party/games/core/bots.ts';
import type { Json } from '../../../party/games/core/types.ts';
import { BASE_KINGDOM, INTRIGUE_KINGDOM } from '../../../party/games/dominion/cards/index.ts';
import { dominion, scenario } from '../../../party/games/dominion/index.ts';
import { isAction } from '../../../party/games/dominion/bots/roles.ts';
import { heuristicPlan, planToJson } from '../../../party/games/dominion/bots/plan.ts';

const FILLER = ['village', 'smithy', 'market', 'moat', 'secret-chamber', 'militia', 'laboratory', 'witch', 'masquerade', 'courtyard', 'cellar'];

function kingdomWith(card: string): string[] {
  return [card, ...FILLER.filter((c) => c !== card)].slice(0, 10);
}

const LEVELS = ['easy', 'medium', 'hard'] as const;

function runCard(card: string, level: (typeof LEVELS)[number]): string[] {
  const kingdom = kingdomWith(card);
  const partner = card === 'throne-room' ? 'smithy' : 'silver';
  const g = scenario({
    kingdom, seed: `card-${card}`,
    players: [
      { hand: [card, partner, 'copper', 'estate', 'curse', 'copper'], deck: ['gold', 'copper', card, 'estate', 'silver', 'copper', 'duchy', 'copper'], discard: ['silver', 'estate'] },
      { hand: ['moat', 'secret-chamber', 'copper', 'estate', 'silver', 'gold'], deck: ['copper', 'curse', 'silver', 'estate', 'copper', 'gold', 'copper'] },
      { hand: ['copper', 'copper', 'estate', 'silver', 'duchy'], deck: ['copper', 'silver', 'estate', 'gold', 'copper'] },
    ],
  });
  const policy = dominion.bots![level] as BotPolicy;
  // Hard resumes with a plan in memory here, so these short games skip the second of planning.
  const memory: (Json | null)[] = [0, 1, 2].map(() => (level === 'hard' ? { plan: planToJson(heuristicPlan(kingdom)) as unknown as Json } : null));
  const kinds: string[] = [];
  let moves = 0;
  while (g.phase !== 'over' && g.turn < 6 && moves++ < 500) {
    const seat = dominion.prompts(g)[0]!.seat;
    const input = botInput(dominion, g, seat, memory[seat]!, `c${moves}`)!;
    const p = input.prompts[0] as { kind: string; card?: string };
    if (p.kind !== 'turn') kinds.push(`${p.kind}:${p.card}`);
    const out = policy(input);
    const applied = dominion.apply(g, seat, out.move);
    if (applied.ok) closeWindows(dominion, g);
    if (!applied.ok) throw new Error(`${level} with ${card}: illegal ${JSON.stringify(out.move)} for ${JSON.stringify(input.prompts)}: ${applied.error.message}`);
    memory[seat] = out.memory;
  }
  const played = dominion.log(g, 0, 0).some((e) => e.type === 'play' && e.seat === 0 && e.data?.card === card);
  if (isAction(card)) expect(played, `${level} played ${card}`).toBe(true);
  return kinds;
}

describe('bots with each of the 50 kingdom cards', () => {
  for (const card of [...BASE_KINGDOM, ...INTRIGUE_KINGDOM]) {
    it(`${card}: every level plays it and answers its questions legally`, () => {
      for (const level of LEVELS) runCard(card, level);
    });
  }
});
