// Views made from the viewer's previous one (Game.view's `previous`, as the room's broadcast makes
// them) read exactly as views made afresh, and keep by identity only the parts that did not change.
import { describe, expect, it } from 'vitest';
import { closeWindows } from '../../../party/games/core/pause.ts';
import { randomFn, seedRng } from '../../../party/games/core/rng.ts';
import { dominion } from '../../../party/games/dominion/index.ts';
import type { DominionView } from '../../../party/games/dominion/view.ts';
import type { DominionState } from '../../../party/games/dominion/types.ts';

const SEATS = 3;

/** Each viewer's view after every move of a random game, made from its previous one. */
function* playedViews(seed: string): Generator<{ g: DominionState; views: Map<number | null, DominionView>; before: Map<number | null, DominionView> }> {
  const random = randomFn(seedRng(seed));
  const set = dominion.setup({ seed, seats: SEATS, options: { kingdom: { random: 'both' } } });
  if (!set.ok) throw new Error(set.error.message);
  const g = set.value;
  let views = new Map<number | null, DominionView>();
  for (let step = 0; step < 400 && dominion.result(g) === null; step++) {
    const before = views;
    views = new Map();
    const watched = dominion.view(g, null, before.get(null));
    views.set(null, watched);
    for (let s = 0; s < SEATS; s++) views.set(s, dominion.viewFrom!(watched, g, s, before.get(s)));
    yield { g, views, before };
    const seat = dominion.prompts(g)[0]?.seat;
    if (seat === undefined) break;
    const move = dominion.randomMove(g, seat, random);
    if (move === null || !dominion.apply(g, seat, move).ok) break;
    closeWindows(dominion, g);
  }
}

describe('Dominion views kept from the previous one', () => {
  it('read exactly as fresh views, move after move', () => {
    for (const seed of ['kept-a', 'kept-b', 'kept-c']) {
      for (const { g, views } of playedViews(seed)) {
        for (const [seat, v] of views) expect(JSON.stringify(v)).toBe(JSON.stringify(dominion.view(g, seat)));
      }
    }
  });

  it('keep an unchanged part by identity and make a changed one anew', () => {
    let keptPiles = 0;
    let newPiles = 0;
    for (const { views, before } of playedViews('kept-identity')) {
      const now = views.get(null)!;
      const was = before.get(null);
      if (!was) continue;
      now.supply.forEach((pile, i) => {
        const old = was.supply[i]!;
        // A pile whose count changed (a buy, a gain) must not be the previous object.
        if (old.count !== pile.count) {
          expect(pile).not.toBe(old);
          newPiles++;
        } else {
          expect(pile).toBe(old);
          keptPiles++;
        }
      });
      now.players.forEach((p, i) => {
        const old = was.players[i]!;
        if (JSON.stringify(old) === JSON.stringify(p)) expect(p).toBe(old);
        else expect(p).not.toBe(old);
      });
      // A seat's own entry with its hand is kept only while its hand is the same.
      for (let s = 0; s < SEATS; s++) {
        const mine = views.get(s)!.players[s]!;
        const old = before.get(s)!.players[s]!;
        if (JSON.stringify(old.hand) !== JSON.stringify(mine.hand)) expect(mine).not.toBe(old);
      }
      if (JSON.stringify(was) === JSON.stringify(now)) expect(now).toBe(was);
    }
    expect(keptPiles).toBeGreaterThan(0);
    expect(newPiles).toBeGreaterThan(0);
  });
});
