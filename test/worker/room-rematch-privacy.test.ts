import { describe, expect, it } from 'vitest';
import type { StateMessage } from '../../party/protocol/room.ts';
import { api, Client, startedTinyTable } from './helpers.ts';

describe('the rematch table belongs to the players of the finished game', () => {
  it('spectators are never told the next table, and it is not listed in the lobby where one could take it first', async () => {
    const { id, clients, state } = await startedTinyTable(['A', 'B'], { target: 2 });
    const watcher = await Client.open(id);
    await watcher.sync();
    const turn = (state.view as { turn: number }).turn;
    await clients[turn]!.move(0, 'win', { add: 2 });
    const from = clients[0]!.messages.length;
    clients[0]!.send({ v: 1, type: 'rematch' });
    const offered = await clients[0]!.stateWhere((m) => m.room.next !== null, from);
    const next = offered.room.next!;
    // A spectator asking for everything again still gets no link to the next table.
    const seen = await watcher.sync();
    expect(seen.room.next).toBeNull();
    const everything = watcher.messages.filter((m): m is StateMessage => m.type === 'state');
    expect(everything.every((m) => m.room.next === null)).toBe(true);
    expect(JSON.stringify(watcher.messages)).not.toContain(next);
    const listed = (await (await api('/tables?game=tiny')).json()) as { tables: Array<{ id: string }> };
    expect(listed.tables.map((t) => t.id)).not.toContain(next);
    // The players still reach it by its id.
    expect((await api(`/tables/${next}`)).status).toBe(200);
  });
});
