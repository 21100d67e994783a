// "Your games" says whose turn it is and how long ago the last move was (issue 35), from the
// table's own answer (GET /api/tables/:id), worked out when asked, never kept on each move. It
// says only what every viewer sees: the seats the game visibly waits for, and the newest public move.
import { evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { scenario } from '../../party/games/dominion/index.ts';
import type { TableSummary } from '../../party/protocol/lobby.ts';
import type { StateMessage } from '../../party/protocol/room.ts';
import type { Room } from '../../party/room/room.ts';
import { api, newTinyTable, roomStub, startedTinyTable } from './helpers.ts';
import { dealFrom, holdWindow, personBotPerson, reconnect } from './dominion-tables.ts';

async function tableInfo(id: string): Promise<TableSummary> {
  const res = await api(`/tables/${id}`);
  expect(res.status).toBe(200);
  return res.json();
}

const turnOf = (s: StateMessage) => (s.view as { turn: number }).turn;

describe('a running table says whose turn it is and when the last move was', () => {
  it('names the seat to play and the last move\'s time, after each move and after the room is evicted', async () => {
    const open = await newTinyTable({ options: { target: 10 }, seats: 2 });
    const waiting = await tableInfo(open);
    expect(waiting.toPlay).toBeUndefined();
    expect(waiting.lastMoveAt).toBeUndefined();

    const { id, clients, state } = await startedTinyTable(['Anna', 'Ben']);
    const turn = turnOf(state);
    expect(await tableInfo(id)).toMatchObject({ status: 'playing', names: ['Anna', 'Ben'], toPlay: [turn], lastMoveAt: null });

    const before = Date.now();
    await clients[turn]!.move(0, 'm1', { add: 1 });
    const after = Date.now();
    const moved = await tableInfo(id);
    expect(moved.toPlay).toEqual([1 - turn]);
    expect(moved.lastMoveAt).toBeGreaterThanOrEqual(before);
    expect(moved.lastMoveAt).toBeLessThanOrEqual(after);

    // Read from storage alone (the cached game gone), the answer is the same.
    for (const c of clients) c.close();
    await evictDurableObject(roomStub(id));
    expect(await tableInfo(id)).toMatchObject({ toPlay: [1 - turn], lastMoveAt: moved.lastMoveAt });
  });

  it('hides a Reaction\'s holder: during an Attack\'s window it names the seats a spectator sees waited for, and a secret decline is no move', async () => {
    const kingdom = ['moat', 'militia', 'village', 'smithy', 'market', 'festival', 'laboratory', 'cellar', 'chapel', 'workshop'];
    const plainDeck = ['copper', 'copper', 'estate', 'copper', 'estate'];
    // Seat 0: a person holding a Moat; seat 1: a bot; seat 2: the attacker, a person.
    const { id, t0, t2 } = await personBotPerson(kingdom, { botPauseMs: 5000 });
    await dealFrom(id, scenario({
      kingdom, seed: 'turn-info', current: 2,
      players: [
        { hand: ['moat', 'copper', 'estate', 'copper', 'estate'], deck: plainDeck },
        { hand: ['chapel', 'copper', 'estate', 'copper', 'silver'], deck: plainDeck },
        { hand: ['militia', 'copper', 'copper', 'copper', 'estate'], deck: ['copper', 'copper', 'estate', 'copper', 'silver'] },
      ],
    }));
    const { players: [p0, attacker], spectator } = await reconnect(id, [t0, t2]);
    const played = await attacker!.move(0, 'militia', { type: 'play', card: 'militia' });
    await holdWindow(id);
    const asked = await p0!.stateWhere((m) => m.prompts.some((p) => p.kind === 'react'));
    const seen = await spectator.sync();
    expect(seen.version).toBe(played.version);
    const during = await tableInfo(id);
    expect(during.toPlay).toEqual(seen.waitingFor);
    // Seat 0 is being asked about its Moat, and nobody else may learn it.
    expect(asked.prompts.map((p) => p.seat)).toContain(0);
    expect(during.toPlay).not.toContain(0);
    // The secret decline dates nothing a stranger could read.
    await runInDurableObject(roomStub(id), (_room: Room, state) => { state.storage.sql.exec('UPDATE moves SET at = at - 1000'); });
    const attackAt = (await tableInfo(id)).lastMoveAt;
    await p0!.move(asked.version, 'decline', { type: 'choose', pick: [] });
    expect((await tableInfo(id)).lastMoveAt).toBe(attackAt);
    for (const c of [p0!, attacker!, spectator]) c.close();
  });
});
