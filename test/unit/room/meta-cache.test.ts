/// <reference types="node" />
// The meta kept as an object by RoomStore (party/table/store.ts): each caller gets its own copy,
// a change is written however deep it is, and only a move's own activity time is left unwritten.
import { describe, expect, it } from 'vitest';
import { NodeStorage } from '../../bench/node-room.ts';
import { copyJson, sameJson } from '../../../party/table/json-copy.ts';
import { RoomStore } from '../../../party/table/store.ts';
import type { RoomMeta } from '../../../party/table/rows.ts';

const META: RoomMeta = {
  id: 't1', game: 'dominion', maxSeats: 4, options: { kingdom: { random: 'both' } }, public: false, status: 'playing',
  seed: 's', createdAt: 1000, startedAt: 1000, finishedAt: null, activeAt: 1000, accepted: [],
};

function store(): { store: RoomStore; storage: NodeStorage; stored: () => RoomMeta } {
  const storage = new NodeStorage();
  const s = new RoomStore(storage.sql as never);
  s.saveMeta(copyJson(META));
  const stored = () => JSON.parse((storage.sql.exec('SELECT json FROM meta WHERE id = 1').one() as { json: string }).json) as RoomMeta;
  return { store: s, storage, stored };
}

describe('the meta kept as an object', () => {
  it('a "__proto__" key in stored options (JSON.parse makes it an own key) is copied as a key, not as the copy\'s prototype', () => {
    const options = JSON.parse('{"__proto__": {"x": 1}, "kingdom": {"random": "both"}}') as Record<string, unknown>;
    const copy = copyJson(options);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['__proto__', 'kingdom']);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(options));
    expect(sameJson(copy, options)).toBe(true);
  });

  it('hands each caller a copy: changes that are not saved are not kept', () => {
    const { store: s } = store();
    const a = s.meta()!;
    a.status = 'finished';
    (a.options as { kingdom: { random: string } }).kingdom.random = 'none';
    a.accepted!.push(2);
    expect(s.meta()).toEqual(META);
  });

  it('writes a change made deep inside, and one made after an earlier save of the same object', () => {
    const { store: s, stored, storage } = store();
    const meta = s.meta()!;
    meta.pause = { key: 'w1', due: 5 };
    s.saveMeta(meta);
    // The object saved is the caller's: changing it again must not change what the store holds.
    meta.pause.due = 9;
    expect(s.meta()!.pause).toEqual({ key: 'w1', due: 5 });
    const before = storage.sql.statements;
    s.saveMeta(meta);
    expect(storage.sql.statements).toBe(before + 1);
    expect(stored().pause).toEqual({ key: 'w1', due: 9 });
    const again = s.meta()!;
    (again.options as { kingdom: { random: string } }).kingdom.random = 'none';
    s.saveMeta(again);
    expect(stored().options).toEqual({ kingdom: { random: 'none' } });
    s.forgetCached();
    expect(s.meta()).toEqual(stored());
  });

  it("leaves a move's activity time to the move log, and writes any other change", () => {
    const { store: s, storage, stored } = store();
    let before = storage.sql.statements;
    s.saveMeta({ ...s.meta()!, activeAt: 2000 }, 2000);
    expect(storage.sql.statements).toBe(before);
    expect(s.meta()!.activeAt).toBe(2000);
    expect(stored().activeAt).toBe(1000);
    // Unchanged: nothing written.
    before = storage.sql.statements;
    s.saveMeta(s.meta()!);
    expect(storage.sql.statements).toBe(before);
    // The activity time of something other than a move is written.
    s.saveMeta({ ...s.meta()!, activeAt: 3000 });
    expect(stored().activeAt).toBe(3000);
    s.saveMeta({ ...s.meta()!, activeAt: 4000, status: 'finished' }, 4000);
    expect(stored()).toMatchObject({ activeAt: 4000, status: 'finished' });
  });

  it('compares as JSON would serialize', () => {
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
    expect(sameJson({ a: 1, t: 1 }, { a: 1, t: 2 }, 't')).toBe(true);
    expect(sameJson({ a: [] }, { a: {} })).toBe(false);
    expect(sameJson({ a: null }, { a: undefined })).toBe(false);
  });
});
