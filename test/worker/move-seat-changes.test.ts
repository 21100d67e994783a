// A move's write carries what it changes of the seats' clocks (RoomStore.appendMove): the rows
// SQLite holds afterwards must be the ones the store's cache holds, so a room rebuilt from storage
// (after hibernation) sees the same "asked since" and banks as the one that made the move.
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { MoveSeatChange } from '../../party/table/move-seat-changes.ts';
import { RoomStore, type SeatRow } from '../../party/table/store.ts';
import { roomStub } from './helpers.ts';

let rooms = 0;

/** A store of two people and a bot in a Durable Object of its own, Ann asked since 100. */
async function withStore(test: (s: RoomStore) => void): Promise<void> {
  await runInDurableObject(roomStub(`seat-changes-${rooms++}`), (_room: unknown, state: DurableObjectState) => test(store(state.storage.sql)));
}

function store(sql: SqlStorage): RoomStore {
  const s = new RoomStore(sql);
  s.addSeat(0, 'Ann', 'h0', 0);
  s.addSeat(1, 'Bob', 'h1', 0);
  s.addSeat(2, 'Bot', 'h2', 0, 'easy');
  s.updateSeat(0, { askedAt: 100, bankMs: 5000 });
  s.updateSeat(1, { bankMs: 5000 });
  return s;
}

/** Move `seq` at `at` with these seat changes; the rows as SQLite then holds them, checked against the cache's. */
function endTurn(s: RoomStore, seq: number, at: number, ...seats: MoveSeatChange[]): SeatRow[] {
  s.appendMove({ seq, seat: 0, move: { type: 'end' }, moveId: `m${seq}`, at }, false, seats);
  const cached = s.seats();
  s.forgetCached();
  const stored = s.seats();
  expect(stored).toEqual(cached);
  return stored;
}

describe("a move's seat changes", () => {
  it('are stored by the move itself, as the cache has them', () => withStore((s) => {
    const stored = endTurn(s, 1, 300, { seat: 0, change: { askedAt: null, bankMs: 4000 } }, { seat: 1, change: { askedAt: 300 } });
    expect(stored.map((r) => [r.askedAt, r.bankMs])).toEqual([[null, 4000], [300, 5000], [null, null]]);
  }));

  it('are stored by the move itself at a change of turn without banks (moves.asked_flips), as the cache has them', () => withStore((s) => {
    // Ann stops being asked and Bob starts at the move's time: the integer path, not the JSON one.
    let stored = endTurn(s, 1, 300, { seat: 0, change: { askedAt: null } }, { seat: 1, change: { askedAt: 300 } });
    expect(stored.map((r) => [r.askedAt, r.bankMs])).toEqual([[null, 5000], [300, 5000], [null, null]]);
    // And back: the flips touch only the seats they name.
    stored = endTurn(s, 2, 400, { seat: 1, change: { askedAt: null } }, { seat: 0, change: { askedAt: 400 } });
    expect(stored.map((r) => [r.askedAt, r.bankMs])).toEqual([[400, 5000], [null, 5000], [null, null]]);
  }));

  it('leave the seats alone when a move changes none of them', () => withStore((s) => {
    const before = s.seats();
    s.appendMove({ seq: 1, seat: 0, move: { type: 'play' }, moveId: 'a', at: 300 });
    s.forgetCached();
    expect(s.seats()).toEqual(before);
    expect(s.movesAfter(0)).toEqual([{ seq: 1, seat: 0, move: { type: 'play' }, moveId: 'a', at: 300 }]);
  }));
});
