// Dominion's part in the contract suite (test/unit/contract/): the deeper checks of its own state
// after every random move, the junk it must refuse, and how its bots are seated and covered.
import { expect } from 'vitest';
import type { BotInput, Json } from '../../../party/games/core/types.ts';
import { nextInt, seedRng } from '../../../party/games/core/rng.ts';
import { heuristicPlan, planToJson } from '../../../party/games/dominion/bots/plan.ts';
import { trackDecks } from '../../../party/games/dominion/bots/tracker.ts';
import { CARDS, dominion } from '../../../party/games/dominion/index.ts';
import type { DominionState } from '../../../party/games/dominion/types.ts';
import { forcedAnswer } from '../../../party/games/dominion/verbs.ts';
import { countHoldings } from '../../../party/games/dominion/score.ts';
import type { ContractHooks } from '../contract/hook-types.ts';
import { totalCards } from './helpers.ts';
import { sameMembers } from '../../../party/games/core/same-members.ts';

const MODES = ['base', 'intrigue', 'both', '5+5'] as const;

/**
 * Null when the running counts (holdings behind the VP after each turn, empty piles behind the
 * game end) equal a count of the zones and the supply, and a finished game's last VP recorded for
 * the seat that ended it is its final score.
 */
function countsDrift(g: DominionState): string | null {
  let empty = 0;
  for (const id in g.supply) if (g.supply[id] === 0) empty++;
  if (g.empty !== empty) return `${empty} piles are empty, books say ${g.empty}`;
  for (let seat = 0; seat < g.n; seat++) {
    const pl = g.players[seat]!;
    const counted = countHoldings(pl);
    if (pl.owned !== counted.owned) return `seat ${seat} owns ${counted.owned} cards, books say ${pl.owned}`;
    if (!sameMembers(pl.vpCards, counted.vpCards)) {
      return `seat ${seat} VP cards ${JSON.stringify(counted.vpCards)}, books say ${JSON.stringify(pl.vpCards)}`;
    }
  }
  // The last VP recorded is the final score: both come from the same holdings.
  if (g.phase === 'over') {
    const last = g.players[g.current]!.vpByTurn.at(-1) ?? 0;
    const total = dominion.result(g)!.scores[g.current]!.total;
    if (last !== total) return `seat ${g.current} ended the game with ${last} VP recorded, scoring ${total}`;
  }
  return null;
}


/** A game's starting card count, once per game: `start` is the same object after every move. */
const startCards = new WeakMap<DominionState, number>();

/** Plain checks, not expect(): this runs after every move of every game. */
function checkInvariants(g: DominionState, start: DominionState, logSeen: number[]): string | null {
  let cards = startCards.get(start);
  if (cards === undefined) startCards.set(start, (cards = totalCards(start)));
  if (totalCards(g) !== cards) return `card count ${totalCards(g)} != ${cards}`;
  const drift = countsDrift(g);
  if (drift) return drift;
  for (const id in g.supply) if (g.supply[id]! < 0) return `negative ${id} pile`;
  if (Math.min(g.actions, g.buys, g.coins) < 0) return 'negative actions, buys or coins';
  // The table's quiet question closing a Reaction window has one answer by design.
  for (const a of g.asks) if (a.kind !== 'window' && forcedAnswer(g, { ...a }) !== null) return `ask ${a.kind} for ${a.card} has only one answer`;
  for (let seat = 0; seat < g.n; seat++) {
    const v = dominion.view(g, seat);
    for (const pv of v.players) {
      if ('deck' in pv) return 'a view shows a deck';
      if (pv.seat === seat ? pv.hand?.join() !== g.players[seat]!.hand.join() : pv.hand !== undefined) return `seat ${seat} sees hand ${pv.seat}`;
    }
    if ('rng' in v || 'stack' in v) return 'a view shows engine internals';
    for (const e of dominion.log(g, seat, logSeen[seat]!)) {
      if (e.mine !== undefined && e.seat !== seat && !(e.type === 'pass' && e.data?.to === seat)) return `seat ${seat} reads a secret of ${e.seat}`;
    }
    logSeen[seat] = g.log.length;
  }
  return null;
}

function ownCards(g: DominionState, seat: number): Record<string, number> {
  const p = g.players[seat]!;
  const c: Record<string, number> = {};
  for (const z of [p.hand, p.deck, p.discard, p.play, p.aside, p.revealed]) for (const id of z) c[id] = (c[id] ?? 0) + 1;
  return c;
}

const BOT_NAMES = ['easy', 'medium', 'hard', 'bmu'];
/** Hard plans by self-play (its race spread over its first calls) in this many games; in the others it resumes with a plan in memory. */
const PLANNED = 6;
const askedKinds = new Set<string>();

export const dominionContract: ContractHooks = {
  randomPlay: {
    // DOMINION_FUZZ_GAMES=N changes the game count. 1,000 by default (was 2,000): every one of the
    // 51 kingdom cards still comes up in some 200 random kingdoms, each game played to its end.
    games: Number(process.env.DOMINION_FUZZ_GAMES ?? 1000),
    setup(i) {
      const pick = seedRng(`fuzz-setup-${i}`);
      const seats = 2 + nextInt(pick, 5);
      const modes = seats >= 5 ? MODES.slice(2) : MODES;
      return { seats, options: { kingdom: { random: modes[nextInt(pick, modes.length)] } } };
    },
    maxMoves: 3000,
    minFinished: 0.9,
    invariants: checkInvariants,
    junk: [{ type: 'choose', pick: ['dragon'] }, { type: 'buy', card: 'dragon' }, { type: 'play', card: 'province' }, null, { type: 'choose', pick: [1] }],
  },
  bots: {
    runs: [{
      label: '2-6 players, random kingdoms, all four bots (some twice at 5-6)',
      // DOMINION_BOT_GAMES=N changes the count. 120 by default (was 200): each bot still makes
      // thousands of decisions (checked below) over 120 random kingdoms, each game to its end.
      games: Number(process.env.DOMINION_BOT_GAMES ?? 120),
      plan(i) {
        const seats = 2 + (i % 5);
        return {
          seed: `bots-${i}`, seats, options: { kingdom: { random: seats >= 5 ? '5+5' : 'both' } },
          names: Array.from({ length: seats }, (_, s) => BOT_NAMES[(s + i) % BOT_NAMES.length]!),
          memory: (g: DominionState, name) => (name === 'hard' && i >= PLANNED ? { plan: planToJson(heuristicPlan(g.kingdom)) as unknown as Json } : null),
        };
      },
      check(decisions) {
        for (const n of BOT_NAMES) expect(decisions[n] ?? 0, n).toBeGreaterThan(1000);
      },
    }],
    maxMoves: 6000,
    saw(input: BotInput<unknown>) {
      const prompt = input.prompts[0] as { kind: string; card?: string };
      askedKinds.add(prompt.kind === 'turn' ? 'turn' : `${prompt.kind}:${prompt.card}`);
    },
    afterGame(g: DominionState, start: DominionState) {
      if (totalCards(g) !== totalCards(start)) throw new Error('cards lost');
      // Without Masquerade, passes are never hidden: each seat's log-tracked deck is exact.
      if (g.kingdom.includes('masquerade')) return;
      for (let seat = 0; seat < g.n; seat++) {
        const tracked = trackDecks(dominion.log(g, seat, 0), g.n);
        for (let other = 0; other < g.n; other++) expect(tracked[other], `seat ${seat} tracks seat ${other}`).toEqual(ownCards(g, other));
      }
    },
    finally() {
      // The bots answered the questions of many kingdom cards.
      const cardsAsked = new Set([...askedKinds].map((k) => k.split(':')[1]).filter((c) => c && CARDS[c]?.set !== 'basic'));
      expect(cardsAsked.size).toBeGreaterThan(25);
    },
  },
};
