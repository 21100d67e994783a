// The receiving end of the state stream (party/protocol/state-follower.ts), as the web client
// and every test driver use it: patches rebuild the state in order; a gap asks for a full state
// once and drops patches until it comes.
import { describe, expect, it } from 'vitest';
import { diff, type Delta } from '../../../party/protocol/patch.ts';
import type { PatchMessage, StateMessage } from '../../../party/protocol/room.ts';
import { StateFollower } from '../../../party/protocol/state-follower.ts';

function state(version: number, hand: string[], rev?: number): StateMessage {
  return {
    v: 1, type: 'state', you: 0, version, view: { hand }, prompts: [], waitingFor: [0], logFrom: 0, log: [], result: null,
    room: { id: 't', game: 'dominion', status: 'playing', public: false, maxSeats: 2, minSeats: 2, seats: [], host: 0, options: {}, createdAt: 0, next: null,
      clock: 'off', botLevels: [], autoStart: null, accepted: [], resigned: null },
    ...(rev === undefined ? {} : { rev }),
  };
}

const patch = (from: number, a: StateMessage, b: StateMessage): PatchMessage => {
  const { rev: _a, ...x } = a;
  const { rev: _b, ...y } = b;
  return { v: 1, type: 'patch', from, rev: from + 1, patch: diff(x, y) as Delta };
};

describe('following the state stream', () => {
  it('a full state is held, each patch that names it is applied, and the rebuilt state carries the new revision', () => {
    const f = new StateFollower();
    const gaps: number[] = [];
    const s1 = state(1, ['copper'], 1);
    expect(f.take(s1, () => gaps.push(1))).toBe(s1);
    const s2 = state(2, ['copper', 'gold']);
    const got = f.take(patch(1, s1, s2), () => gaps.push(2));
    expect(got).toEqual({ ...s2, rev: 2 });
    expect(gaps).toEqual([]);
    // The state held before is left as it was (the page may still be showing it).
    expect(s1.view).toEqual({ hand: ['copper'] });
  });

  it('a patch naming another revision asks once for a full state; patches until it comes are dropped', () => {
    const f = new StateFollower();
    let gaps = 0;
    const s1 = state(1, ['copper'], 1);
    f.take(s1, () => gaps++);
    expect(f.take(patch(4, s1, state(5, ['gold'])), () => gaps++)).toBeNull();
    expect(f.take(patch(5, s1, state(6, ['gold'])), () => gaps++)).toBeNull();
    expect(gaps).toBe(1);
    expect(f.held).toBe(s1);
    const full = state(6, ['gold', 'silver'], 1);
    expect(f.take(full, () => gaps++)).toBe(full);
    expect(f.take(patch(1, full, state(7, ['gold'])), () => gaps++)?.version).toBe(7);
    expect(gaps).toBe(1);
  });

  it('a patch before any full state, or one that does not fit, is a gap too', () => {
    const f = new StateFollower();
    let gaps = 0;
    const s1 = state(1, ['copper'], 1);
    expect(f.take(patch(1, s1, state(2, [])), () => gaps++)).toBeNull();
    expect(gaps).toBe(1);
    f.take(s1, () => gaps++);
    const misfit: PatchMessage = { v: 1, type: 'patch', from: 1, rev: 2, patch: { view: { hand: { 7: ['gold'] } } } };
    expect(f.take(misfit, () => gaps++)).toBeNull();
    expect(gaps).toBe(2);
    f.reset();
    expect(f.held).toBeNull();
  });
});
