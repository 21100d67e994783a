// Review finding: a declined Reaction (a private move, Game.privateMove) must not move anything
// other seats can time. Bots move a pause after the table's last activity (timers.ts botsDue);
// if a secret decline dated that activity, a bot's visible answer inside the window (its Secret
// Chamber put-back) would come later exactly when a person held a Reaction and declined it.
import { evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { scenario } from '../../party/games/dominion/index.ts';
import type { Room } from '../../party/room/room.ts';
import { roomStub } from './helpers.ts';
import { dealFrom, holdWindow, personBotPerson, reconnect } from './dominion-tables.ts';

const kingdom = ['moat', 'secret-chamber', 'militia', 'village', 'smithy', 'market', 'festival', 'laboratory', 'cellar', 'chapel'];
const plainDeck = ['copper', 'copper', 'estate', 'copper', 'estate'];

/** When the bots next move, and the activity it counts from, as the room has them now. */
async function pace(id: string): Promise<{ activeAt: number; bots: number | null }> {
  return runInDurableObject(roomStub(id), (room: Room) => ({
    activeAt: room.store.meta()!.activeAt,
    bots: room.schedule.items().find((i) => i.key === 'bots')?.due ?? null,
  }));
}

describe('a private move and the table\'s pace', () => {
  it('a person\'s secret decline leaves the bots\' next move where it was (a bot\'s Secret Chamber put-back is not held up by it)', async () => {
    // Seat 0: a person holding Moat; seat 1: a bot holding Secret Chamber; seat 2: the attacker.
    const { id, t0, t2 } = await personBotPerson(kingdom, { botPauseMs: 5000 });
    await dealFrom(id, scenario({
      kingdom, seed: 'decline-pace', current: 2,
      players: [
        { hand: ['moat', 'copper', 'estate', 'copper', 'estate'], deck: plainDeck },
        { hand: ['secret-chamber', 'copper', 'estate', 'copper', 'silver'], deck: plainDeck },
        { hand: ['militia', 'copper', 'copper', 'copper', 'estate'], deck: ['copper', 'copper', 'estate', 'copper', 'silver'] },
      ],
    }));
    const { players: [p0, attacker], spectator } = await reconnect(id, [t0, t2]);
    const played = await attacker!.move(0, 'militia', { type: 'play', card: 'militia' });
    await holdWindow(id);
    // The bot revealed its Secret Chamber at once and is now visibly asked to put two cards back.
    await spectator.stateWhere((m) => m.waitingFor.includes(1) && m.log.some((e) => e.type === 'react'));
    // The table's activity as of the Attack (and the moves that date it after an eviction), a
    // second back, so a change cannot hide in the same millisecond.
    await runInDurableObject(roomStub(id), (room: Room, state) => {
      const meta = room.store.meta()!;
      meta.activeAt -= 1000;
      room.store.saveMeta(meta);
      state.storage.sql.exec('UPDATE moves SET at = at - 1000');
    });
    const asked = await p0!.stateWhere((m) => m.prompts.some((p) => p.kind === 'react'));
    expect(asked.version).toBe(played.version);
    const before = await pace(id);
    const declined = await p0!.move(asked.version, 'decline', { type: 'choose', pick: [] });
    expect(declined.prompts).toEqual([]);
    const after = await pace(id);
    expect(after.activeAt).toBe(before.activeAt);
    expect(after.bots).toBe(before.activeAt + 5000);
    // Read back from storage, the decline's own row dates nothing either.
    await evictDurableObject(roomStub(id));
    expect((await pace(id)).activeAt).toBe(before.activeAt);
    for (const c of [p0!, attacker!, spectator]) c.close();
  });
});
