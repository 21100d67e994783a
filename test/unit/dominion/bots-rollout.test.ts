// Hard's rollouts at key buys (bots/rollout.ts) on hand-built endgames: they find the penultimate
// Province rule where the plan's thresholds miss it, they are a pure function of the seat's input,
// and the games they deal come from the view and log alone (hidden zones and the seed change nothing).
import { describe, expect, it } from 'vitest';
import { botInput } from '../../../party/games/core/bots.ts';
import { seedRng } from '../../../party/games/core/rng.ts';
import { dominion, scenario, type Scenario } from '../../../party/games/dominion/index.ts';
import { hardWithBudget, planMemory } from '../../../party/games/dominion/bots/levels.ts';
import { bigMoney } from '../../../party/games/dominion/bots/plan.ts';
import { ROLLOUTS, determinize } from '../../../party/games/dominion/bots/rollout.ts';
import { fromView } from '../../../party/games/dominion/bots/situation.ts';
import type { DominionState, LogTuple } from '../../../party/games/dominion/types.ts';
import { act } from './helpers.ts';

const K = ['cellar', 'moat', 'village', 'militia', 'smithy', 'masquerade', 'swindler', 'torturer', 'throne-room', 'witch'];
const gold = (n: number) => Array.from({ length: n }, () => 'gold');

/**
 * A scenario whose log tells each seat what everyone owns (the starting cards trashed, every card
 * now held gained), as a whole game's log would: the bots count cards from the log, not the zones.
 */
function known(s: Scenario): DominionState {
  const g = scenario({ kingdom: K, ...s });
  const entries: LogTuple[] = [];
  g.players.forEach((p, seat) => {
    entries.push(['trash', seat, [...Array.from({ length: 7 }, () => 'copper'), 'estate', 'estate', 'estate']]);
    // Sorted: the order of the gains says nothing of where the cards are now.
    for (const card of [...p.hand, ...p.deck, ...p.discard, ...p.play].sort()) entries.push(['gain', seat, card]);
  });
  g.log.unshift(...entries);
  return g;
}

/**
 * Two Provinces left; seat 0 (20 VP) has $15 and one buy, seat 1 (22 VP) a deck of Golds that
 * takes a Province every turn. The Province leads by 4 and loses to the last one (26 to 28); a
 * Duchy trails by 1, lets seat 1 take the penultimate Province, and takes the last (29 to 28).
 */
function penultimate(opts: { hidden?: boolean; seed?: string } = {}): DominionState {
  const greens = ['province', 'province', 'province', 'estate', 'estate', 'estate', 'estate'];
  const mine = { hand: gold(5), deck: gold(20), discard: ['province', 'province', 'province', 'estate', 'estate'] };
  const theirs = opts.hidden
    ? { hand: greens.slice(0, 5), deck: [...gold(17), ...greens.slice(5)], discard: gold(3) }
    : { hand: gold(5), deck: [...greens, ...gold(12)], discard: gold(3) };
  if (opts.hidden) mine.deck.reverse();
  const g = known({ supply: { province: 2 }, players: [mine, theirs], seed: opts.seed });
  act(g, 0, { type: 'treasures' });
  return g;
}

const memory = planMemory({ ...bigMoney('bm'), duchy: 4 });
const input = (g: DominionState, seed = 'rollout') => botInput(dominion, g, 0, memory, seed)!;

describe('hard\'s rollouts at key buys', () => {
  it('penultimate Province rule: with two left, behind by 2, it takes the Duchy that wins where the plan takes the Province that loses', () => {
    const g = penultimate();
    expect(hardWithBudget(input(g) as never, 0, undefined).move).toEqual({ type: 'buy', card: 'province' });
    expect(hardWithBudget(input(g) as never, 0, ROLLOUTS).move).toEqual({ type: 'buy', card: 'duchy' });
  });

  it('is a pure function of its input: the same input gives the same move and memory, and is left as it was', () => {
    const a = input(penultimate());
    const frozen = JSON.stringify(a);
    const first = hardWithBudget(a as never, 0, ROLLOUTS);
    expect(JSON.stringify(a)).toBe(frozen);
    expect(hardWithBudget(JSON.parse(frozen), 0, ROLLOUTS)).toEqual(first);
  });

  it('reads no hidden field: other hidden zones (the opponent\'s hand and deck, its own deck order) and another game seed give the same move', () => {
    const open = penultimate();
    const other = penultimate({ hidden: true, seed: 'another' });
    expect(other.players[1]!.hand).not.toEqual(open.players[1]!.hand);
    const a = input(open);
    const b = input(other);
    // The seat's whole input is the same, so anything the bot does with it is the same too.
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(hardWithBudget(b as never, 0, ROLLOUTS)).toEqual(hardWithBudget(a as never, 0, ROLLOUTS));
  });

  it('deals its games from the view: known zones as shown, hidden ones from the cards the log says each seat owns', () => {
    const g = penultimate();
    const i = input(g);
    const s = fromView(0, i.view, i.log);
    const dealt = determinize(0, i.view, i.log, s.decks, seedRng('deal'));
    expect(dealt.players[0]!.play).toEqual(g.players[0]!.play);
    dealt.players.forEach((p, seat) => {
      const real = g.players[seat]!;
      expect([p.hand.length, p.deck.length, p.discard.length]).toEqual([real.hand.length, real.deck.length, real.discard.length]);
      const all = (x: typeof p) => [...x.hand, ...x.deck, ...x.discard, ...x.play].sort();
      expect(all(p)).toEqual(all(real));
    });
    // The opponent's hand is dealt, not read: other deals give other hands.
    const hands = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((k) => determinize(0, i.view, i.log, s.decks, seedRng(k)).players[1]!.hand.slice().sort().join()));
    expect(hands.size).toBeGreaterThan(1);
    expect([dealt.supply.province, dealt.coins, dealt.buys, dealt.current]).toEqual([2, 15, 1, 0]);
  });
});
