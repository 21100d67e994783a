// The state patch (party/protocol/patch.ts): a delta sent over the wire and applied to the
// previous state must give exactly the new state, never cost more than the new state itself,
// and leave the previous state untouched.
import { describe, expect, it } from 'vitest';
import { applyDelta, type Delta, diff, jsonSize, PatchError } from '../../../party/protocol/patch.ts';
import { nextInt, type RngState, seedRng } from '../../../party/games/core/rng.ts';

/** As the wire carries it: serialized and parsed again. */
const wire = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

function roundTrip(from: unknown, to: unknown): Delta | undefined {
  const before = JSON.stringify(from);
  const delta = diff(from, to);
  if (delta === undefined) {
    expect(wire(from)).toEqual(wire(to));
    return delta;
  }
  const base = wire(from);
  deepFreeze(base);
  expect(applyDelta(base, wire(delta))).toEqual(wire(to));
  expect(JSON.stringify(from)).toBe(before);
  return delta;
}

function deepFreeze(x: unknown): void {
  if (x !== null && typeof x === 'object') {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
}

// ---- random JSON and random edits of it ----

const KEYS = ['a', 'b', 'seat', 'hand', 'log', 'n', '+', '0', 'view', 'x1'];

function randomValue(r: RngState, depth: number): unknown {
  const kind = nextInt(r, depth > 3 ? 4 : 6);
  switch (kind) {
    case 0: return null;
    case 1: return nextInt(r, 2) === 0;
    case 2: return nextInt(r, 1000) - 300;
    case 3: return 'abcdefghij'.slice(0, nextInt(r, 10));
    case 4: return Array.from({ length: nextInt(r, 6) }, () => randomValue(r, depth + 1));
    default: {
      const o: Record<string, unknown> = {};
      for (let i = nextInt(r, 5); i > 0; i--) o[KEYS[nextInt(r, KEYS.length)] as string] = randomValue(r, depth + 1);
      return o;
    }
  }
}

/** A copy of `x` with a few random changes: the shapes a game state goes through between moves. */
function mutate(r: RngState, x: unknown, depth = 0): unknown {
  if (nextInt(r, 10) === 0) return randomValue(r, depth);
  if (Array.isArray(x)) {
    const out = x.map((item) => (nextInt(r, 4) === 0 ? mutate(r, item, depth + 1) : item));
    const change = nextInt(r, 5);
    if (change === 0) out.push(...Array.from({ length: 1 + nextInt(r, 3) }, () => randomValue(r, depth + 1)));
    if (change === 1) out.length = nextInt(r, out.length + 1);
    if (change === 2 && out.length > 0) out.shift();
    return out;
  }
  if (x !== null && typeof x === 'object') {
    const out: Record<string, unknown> = { ...(x as Record<string, unknown>) };
    for (const k of Object.keys(out)) {
      const change = nextInt(r, 6);
      if (change === 0) delete out[k];
      else if (change === 1) out[k] = mutate(r, out[k], depth + 1);
    }
    if (nextInt(r, 3) === 0) out[KEYS[nextInt(r, KEYS.length)] as string] = randomValue(r, depth + 1);
    return out;
  }
  return nextInt(r, 2) === 0 ? x : randomValue(r, depth);
}

describe('state patches', () => {
  it('round trip: for random values and random edits of them, applying the diff gives the new value', () => {
    const r = seedRng('patch-round-trips');
    let edits = 0;
    for (let i = 0; i < 3000; i++) {
      const from = randomValue(r, 0);
      let to = from;
      // A chain of states, as a connection sees them move after move.
      let prev = from;
      for (let step = 0; step < 4; step++) {
        to = mutate(r, prev);
        const delta = roundTrip(prev, to);
        if (delta !== undefined && !Array.isArray(delta)) edits++;
        if (delta !== undefined) expect(JSON.stringify(delta).length).toBeLessThanOrEqual(JSON.stringify([to]).length);
        prev = to;
      }
    }
    // Of the 12,000 diffs, many must be edits in place, not whole replacements.
    expect(edits).toBeGreaterThan(1500);
  });

  it('a memo shared between diffs gives each diff exactly the delta it gives alone', () => {
    const r = seedRng('patch-memo');
    for (let i = 0; i < 1000; i++) {
      // Two viewers' messages share one member (as they share the room's facts) before and after.
      const sharedFrom = randomValue(r, 1);
      const sharedTo = mutate(r, sharedFrom);
      const memo = new WeakMap();
      for (let viewer = 0; viewer < 3; viewer++) {
        const from = { room: sharedFrom, view: randomValue(r, 1) };
        const to = { room: sharedTo, view: viewer === 0 ? from.view : mutate(r, from.view) };
        expect(diff(from, to, memo)).toEqual(diff(from, to));
      }
    }
  });

  it('so does one for parts shared deeper down: members of a view, items of its lists', () => {
    const r = seedRng('patch-memo-deep');
    for (let i = 0; i < 1000; i++) {
      // As Game.viewFrom shares them: the supply, and every player's entry but the viewer's own.
      const supplyFrom = randomValue(r, 2);
      const supplyTo = mutate(r, supplyFrom);
      const playersFrom = [randomValue(r, 3), randomValue(r, 3), randomValue(r, 3)];
      const playersTo = playersFrom.map((p) => mutate(r, p, 3));
      const memo = new WeakMap();
      for (let viewer = 0; viewer < 3; viewer++) {
        const own = (players: unknown[]) => players.map((p, s) => (s === viewer ? { p, hand: [viewer] } : p));
        const from = { you: viewer, view: { you: viewer, supply: supplyFrom, players: own(playersFrom) } };
        const to = { you: viewer, view: { you: viewer, supply: supplyTo, players: own(playersTo) } };
        expect(diff(from, to, memo)).toEqual(diff(from, to));
      }
    }
  });

  it('the size estimate is exact for JSON without escapes', () => {
    const r = seedRng('patch-sizes');
    for (let i = 0; i < 500; i++) {
      const v = randomValue(r, 0);
      expect(jsonSize(v)).toBe(JSON.stringify(v).length);
    }
  });

  it('equal values have no delta, however they were built', () => {
    expect(diff({ a: [1, { b: null }], c: 'x' }, { c: 'x', a: [1, { b: null }] })).toBeUndefined();
    expect(diff(null, null)).toBeUndefined();
    expect(diff([], [])).toBeUndefined();
  });

  it('a growing array is one append of its new tail', () => {
    const log = Array.from({ length: 40 }, (_, i) => ({ i, type: 'play', seat: i % 4, data: { card: 'copper' } }));
    const longer = [...log, { i: 40, type: 'buy', seat: 0, data: { card: 'gold' } }];
    expect(roundTrip({ log }, { log: longer })).toEqual({ log: { '+': [{ i: 40, type: 'buy', seat: 0, data: { card: 'gold' } }] } });
  });

  it('a shrinking array is cut to its new length', () => {
    const hand = ['copper', 'copper', 'silver', 'estate', 'gold', 'copper', 'duchy'];
    expect(roundTrip({ hand }, { hand: hand.slice(0, 5) })).toEqual({ hand: { n: 5 } });
    expect(roundTrip({ hand }, { hand: [] })).toEqual({ hand: [[]] });
  });

  it('a removed key is [] and an added key carries its value', () => {
    expect(roundTrip({ a: 1, chat: [{ id: 1 }], b: 2 }, { a: 1, b: 2 })).toEqual({ chat: [] });
    expect(roundTrip({ a: 1 }, { a: 1, undo: { canUndo: true } })).toEqual({ undo: [{ canUndo: true }] });
  });

  it('null and other kinds are replaced whole, in either direction', () => {
    expect(roundTrip(null, { view: 1 })).toEqual([{ view: 1 }]);
    expect(roundTrip({ view: { players: [1, 2] } }, { view: null })).toEqual({ view: [null] });
    expect(roundTrip({ view: null }, { view: { players: [1, 2] } })).toEqual({ view: [{ players: [1, 2] }] });
    expect(roundTrip([1, 2], { 0: 1 })).toEqual([{ 0: 1 }]);
    expect(roundTrip('a', 3)).toEqual([3]);
  });

  it('an edit costing more than the new value is sent as the new value', () => {
    expect(roundTrip(['a', 'b', 'c', 'd'], ['b', 'c', 'd'])).toEqual([['b', 'c', 'd']]);
  });

  it('keys holding undefined count as absent, as in JSON', () => {
    expect(diff({ a: 1, b: undefined }, { a: 1 })).toBeUndefined();
    expect(roundTrip({ a: 1, b: 2 }, { a: 1, b: undefined })).toEqual({ b: [] });
    expect(roundTrip({ a: 1, b: undefined }, { a: 1, b: 3 })).toEqual({ b: [3] });
  });

  it('a "__proto__" key is data, never the prototype', () => {
    const to = JSON.parse('{"__proto__":{"polluted":true},"a":1}') as Record<string, unknown>;
    const out = applyDelta({ a: 1 }, wire(diff({ a: 1 }, to) as Delta)) as Record<string, unknown>;
    expect(Object.prototype.hasOwnProperty.call(out, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });

  it('a delta that does not fit the base is refused with PatchError', () => {
    expect(() => applyDelta({ a: 1 }, [])).toThrow(PatchError);
    expect(() => applyDelta([1, 2], { 5: [3] })).toThrow(/no item 5/);
    expect(() => applyDelta([1, 2], { n: 4 })).toThrow(/cannot cut/);
    expect(() => applyDelta({ a: 1 }, { b: { c: [1] } })).toThrow(/absent/);
    expect(() => applyDelta(null, { a: [1] })).toThrow(/cannot apply to null/);
    expect(() => applyDelta([1], { 0: [] })).toThrow(PatchError);
    expect(() => applyDelta([1], { '+': 2 })).toThrow(/append/);
  });
});
