// The log can be taken out of the state after every move (as the room does): the state stays
// small and every seat still reads exactly the log it would read with nothing taken.
import { describe, expect, it } from 'vitest';
import type { Json } from '../../../party/games/core/types.ts';
import { nextInt, randomFn, seedRng } from '../../../party/games/core/rng.ts';
import type { DominionState } from '../../../party/games/dominion/types.ts';
import { act, dominion, game } from './helpers.ts';

const GAMES = 30;

function withoutLog(g: DominionState): Omit<DominionState, 'log' | 'logFrom'> {
  const { log: _log, logFrom: _from, ...rest } = g;
  return rest;
}

describe('taking the log out of the state', () => {
  it(`in ${GAMES} random games, taking after every move changes no seat's log, no view and nothing else in the state`, () => {
    const pick = seedRng('taken-log');
    for (let i = 0; i < GAMES; i++) {
      const seats = 2 + nextInt(pick, 5);
      const options = { kingdom: { random: seats >= 5 ? 'both' : 'base' } };
      const a = dominion.setup({ seed: `taken-${i}`, seats, options });
      const b = dominion.setup({ seed: `taken-${i}`, seats, options });
      if (!a.ok || !b.ok) throw new Error('setup failed');
      const kept = a.value;
      const taking = b.value;
      const taken: Json[] = [];
      taken.push(...dominion.takeLog!(taking).entries);
      const random = randomFn(seedRng(`taken-moves-${i}`));
      for (let moves = 0; kept.phase !== 'over' && moves < 2000; moves++) {
        const seat = dominion.prompts(kept)[0]!.seat;
        const move = dominion.randomMove(kept, seat, random);
        act(kept, seat, move);
        act(taking, seat, move);
        const t = dominion.takeLog!(taking);
        expect(t.from).toBe(taken.length);
        taken.push(...t.entries);
        if (moves % 11 !== 0) continue;
        for (const viewer of [null, ...Array.from({ length: seats }, (_, s) => s)]) {
          // Mostly the recent end, as connections ask; sometimes all of it.
          const since = random() < 0.2 ? 0 : Math.max(0, kept.log.length - Math.floor(random() * 40));
          expect(dominion.log(taking, viewer, since, taken)).toEqual(dominion.log(kept, viewer, since));
          expect(dominion.view(taking, viewer)).toEqual(dominion.view(kept, viewer));
        }
      }
      for (const viewer of [null, ...Array.from({ length: seats }, (_, s) => s)]) {
        expect(dominion.log(taking, viewer, 0, taken)).toEqual(dominion.log(kept, viewer, 0));
      }
      expect(withoutLog(taking)).toEqual(withoutLog(kept));
      expect(taken).toEqual(kept.log);
      expect(taking.log).toEqual([]);
      expect(taking.logFrom).toBe(kept.log.length);
      expect(dominion.result(taking)).toEqual(dominion.result(kept));
    }
  });

  it('entries not yet taken are read from the state, the ones before from `taken`', () => {
    const g = game({ players: [{ hand: ['smithy'], deck: ['gold', 'gold', 'gold'] }, {}] });
    const taken = dominion.takeLog!(g).entries;
    expect(taken).toEqual([['turn', 0, 1]]);
    act(g, 0, { type: 'play', card: 'smithy' });
    expect(g.logFrom).toBe(1);
    const mine = dominion.log(g, 0, 0, taken);
    expect(mine.map((e) => [e.i, e.type])).toEqual([[0, 'turn'], [1, 'play'], [2, 'draw']]);
    expect(mine[2]).toMatchObject({ seat: 0, data: { n: 3 }, mine: { cards: ['gold', 'gold', 'gold'] } });
    expect(dominion.log(g, 1, 2, taken)).toEqual([{ i: 2, type: 'draw', seat: 0, data: { n: 3 } }]);
    // Taking twice in a row returns nothing new.
    expect(dominion.takeLog!(g)).toEqual({ from: 1, entries: [['play', 0, 'smithy'], ['draw', 0, 3, ['gold', 'gold', 'gold']]] });
    expect(dominion.takeLog!(g)).toEqual({ from: 3, entries: [] });
  });

  it('a saved state plus the entries taken so far replay the rest of the game exactly (the room after eviction)', () => {
    const options = { kingdom: { preset: 'interaction' } };
    const s = dominion.setup({ seed: 'resume', seats: 3, options });
    if (!s.ok) throw new Error(s.error.message);
    const g = s.value;
    const random = randomFn(seedRng('resume-moves'));
    const taken: Json[] = [...dominion.takeLog!(g).entries];
    const moves: [number, unknown][] = [];
    let saved = '';
    let savedLog = '';
    while (moves.length < 150 && g.phase !== 'over') {
      const seat = dominion.prompts(g)[0]!.seat;
      const move = dominion.randomMove(g, seat, random);
      act(g, seat, move);
      moves.push([seat, move]);
      taken.push(...dominion.takeLog!(g).entries);
      if (moves.length === 80) [saved, savedLog] = [JSON.stringify(g), JSON.stringify(taken)];
    }
    expect(moves.length).toBe(150);
    const back = JSON.parse(saved) as DominionState;
    const backLog = JSON.parse(savedLog) as Json[];
    for (const [seat, m] of moves.slice(80)) {
      act(back, seat, m);
      backLog.push(...dominion.takeLog!(back).entries);
    }
    expect(back).toEqual(g);
    expect(backLog).toEqual(taken);
    for (const viewer of [null, 0, 1, 2]) expect(dominion.log(back, viewer, 0, backLog)).toEqual(dominion.log(g, viewer, 0, taken));
    // Rebuilt from its moves alone with nothing taken, it is the same game with the same log.
    const r = dominion.setup({ seed: 'resume', seats: 3, options });
    if (!r.ok) throw new Error(r.error.message);
    for (const [seat, m] of moves) act(r.value, seat, m);
    expect(withoutLog(r.value)).toEqual(withoutLog(g));
    expect(r.value.log).toEqual(taken);
  });

  it('a state saved before the log could be taken (no logFrom) keeps its whole log at index 0', () => {
    const g = game({ players: [{ hand: ['smithy'], deck: ['gold', 'gold', 'gold'] }, {}] });
    act(g, 0, { type: 'play', card: 'smithy' });
    const old = JSON.parse(JSON.stringify(g)) as Partial<DominionState>;
    delete old.logFrom;
    expect(dominion.log(old as DominionState, 0, 1).map((e) => e.i)).toEqual([1, 2]);
    expect(dominion.takeLog!(old as DominionState)).toEqual({ from: 0, entries: g.log });
    expect(old.logFrom).toBe(3);
  });
});
