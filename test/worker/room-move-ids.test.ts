import { describe, expect, it } from 'vitest';
import { startedTinyTable } from './helpers.ts';

describe('move ids', () => {
  it('a move id already used for a different move is refused with an error that says so, and changes nothing', async () => {
    const { clients, state } = await startedTinyTable(['A', 'B', 'C'], { target: 100 });
    const turn = (state.view as { turn: number }).turn;
    const mover = clients[turn]!;
    const after = await mover.move(0, 'same-id', { add: 1 });
    expect(after.version).toBe(1);
    // Seat `turn` moves again later; reusing the id with another body is a client bug, not a resend.
    let s = after;
    let t = (s.view as { turn: number }).turn;
    while (t !== turn) {
      s = await clients[t]!.move(s.version, `step-${s.version}`, { add: 1 });
      t = (s.view as { turn: number }).turn;
    }
    const err = await mover.request({ v: 1, type: 'move', version: s.version, id: 'same-id', move: { add: 2 } }, 'error');
    expect(err).toMatchObject({ code: 'duplicate-id', ref: 'same-id', message: expect.stringContaining('already used') });
    const now = await mover.sync();
    expect(now.version).toBe(s.version);
    expect((now.view as { total: number }).total).toBe((s.view as { total: number }).total);
  });
});
