// A Reaction question must never keep the table visibly waiting, or the wait itself would tell
// everyone that someone holds a Reaction: a bot or a person with no connection answers it at once,
// and an attacker out of time is taken over while the question is open, as anyone out of time.
// (What the messages show while a question is open: dominion-reactions.test.ts.)
import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { scenario } from '../../party/games/dominion/index.ts';
import type { Room } from '../../party/room/room.ts';
import { Client, roomStub, seatedTable } from './helpers.ts';
import { age, dealFrom, reconnect, seatedDominion, windowPassed } from './dominion-tables.ts';

describe('Dominion at the table: a Reaction question never keeps the table waiting', () => {
  it('a Reaction held by a bot, or by a player with no connection, is answered at once: the table never visibly waits on it', async () => {
    const kingdom = ['moat', 'militia', 'village', 'smithy', 'market', 'festival', 'laboratory', 'cellar', 'chapel', 'workshop'];
    const start = scenario({
      players: [
        { hand: ['militia', 'copper', 'copper', 'copper', 'estate'], deck: ['copper', 'copper', 'estate', 'copper', 'silver'] },
        { hand: ['moat', 'copper', 'estate', 'copper', 'estate'], deck: ['copper', 'copper', 'estate', 'copper', 'estate'] },
      ],
      kingdom,
      seed: 'answered-at-once',
    });
    const tables = [
      // A bot at seat 1, with a long pause: answered after it, the question would show.
      await seatedTable({ game: 'dominion', seats: 2, bots: ['medium'], start: true, botPauseMs: 5000, options: { kingdom: { cards: kingdom } } }),
      // Two people; the second never comes back after the start.
      { ...(await seatedDominion(2, kingdom, { botPauseMs: 5000 })), token: '' },
    ];
    for (const [k, table] of tables.entries()) {
      const token = 'tokens' in table ? table.tokens[0]! : table.token;
      const stub = roomStub(table.id);
      await dealFrom(table.id, start);
      const p0 = await Client.open(table.id);
      await p0.request({ v: 1, type: 'attach', token }, 'state');
      const from = p0.messages.length;
      p0.send({ v: 1, type: 'move', version: 0, id: `t${k}-militia`, move: { type: 'play', card: 'militia' } });
      const after = await p0.stateWhere((m) => m.version > 0, from);
      const stored = await runInDurableObject(stub, (room: Room) => ({ moves: room.store.movesAfter(0), hidden: room.store.privateMoves(2, 1000) }));
      // Seat 1 was asked and answered (a revealed Moat is public, a decline is not) before
      // anyone was told of the Militia: the first message shows the Reaction window as every
      // Attack opens it, waiting on the attacker, with nothing left to ask in it.
      expect(stored.moves.slice(0, 2).map((m) => m.seat), `table ${k}`).toEqual([0, 1]);
      expect(after.version, `table ${k}`).toBe(stored.moves.length - stored.hidden[1]!);
      expect([after.prompts, after.waitingFor], `table ${k}`).toEqual([[], [0]]);
      expect(after.room.seats[1]!.standin, `table ${k}`).toBeNull();
      // Once the window's pause is over the Militia hits: seat 1 (or P0, after a revealed Moat) is asked next.
      const next = p0.messages.length;
      await windowPassed(table.id);
      const hit = await p0.stateWhere((m) => m.version > after.version, next);
      expect(hit.prompts.length > 0 || hit.waitingFor.includes(1), `table ${k}: ${JSON.stringify(hit.waitingFor)}`).toBe(true);
      p0.close();
    }
  });

  it('the attacker\'s clock runs out while a Reaction question is open: a bot answers the question, the attacker is taken over as anyone out of time', async () => {
    const kingdom = ['moat', 'militia', 'village', 'smithy', 'market', 'festival', 'laboratory', 'cellar', 'chapel', 'workshop'];
    const { id, tokens } = await seatedDominion(2, kingdom, { clock: 'fast' });
    const stub = roomStub(id);
    await dealFrom(id, scenario({
      players: [{ hand: ['militia', 'copper', 'copper', 'copper', 'estate'] }, { hand: ['moat', 'copper', 'estate', 'copper', 'estate'] }],
      kingdom,
    }));
    const { players: [p0, p1], spectator } = await reconnect(id, tokens);
    await p0!.move(0, 'militia', { type: 'play', card: 'militia' });
    expect((await p1!.stateWhere((m) => m.prompts.some((p) => p.kind === 'react'))).version).toBe(1);
    // P1 thinks past everything P0 has left: 15 s for the turn and the 5 min bank.
    await age(id, 316_000);
    await runDurableObjectAlarm(stub);
    const seats = await runInDurableObject(stub, (room: Room) => ({ rows: room.store.seats(), moves: room.store.movesAfter(0) }));
    expect(seats.moves.map((m) => m.seat).slice(0, 2)).toEqual([0, 1]);
    expect(seats.rows.map((r) => r.standin)).toEqual(['timeout', null]);
    const shown = await p0!.sync();
    expect(shown.room.seats.map((s) => s.standin)).toEqual(['timeout', null]);
    // The window closed once the forced answer was in and its pause long over: the Militia hit.
    expect(seats.moves.some((m) => (m.move as { type: string }).type === 'close-window')).toBe(true);
    for (const c of [p0!, p1!, spectator]) c.close();
  });
});
