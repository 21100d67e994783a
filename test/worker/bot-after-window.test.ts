// At a table whose bots do not pause, a bot hit by an Attack answers as soon as the Reaction
// window closes: the wake-up that closes the window schedules the bot's answer for now, not for
// the next look a minute later (party/room/alarms.ts settle: a wake-up that made moves is not idle).
import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { scenario } from '../../party/games/dominion/index.ts';
import { attached, createTable, roomStub } from './helpers.ts';
import { dealFrom } from './dominion-tables.ts';

const KINGDOM = ['moat', 'militia', 'village', 'smithy', 'market', 'festival', 'laboratory', 'cellar', 'chapel', 'workshop'];

describe('a bot hit by an Attack at a table whose bots move at once', () => {
  it('is asked to discard as the window closes and answers in the next wake-up, not a minute later', async () => {
    const res = await createTable({ game: 'dominion', seats: 2, options: { kingdom: { cards: KINGDOM } }, name: 'Ann', bots: ['medium'], botPauseMs: 0, start: true });
    const { id, token } = (await res.json()) as { id: string; token: string };
    await dealFrom(id, scenario({
      kingdom: KINGDOM, seed: 'bot-hit', current: 0,
      players: [
        { hand: ['militia', 'copper', 'copper', 'copper', 'estate'], deck: ['copper', 'copper', 'estate', 'copper', 'silver'] },
        { hand: ['copper', 'copper', 'estate', 'estate', 'silver'], deck: ['copper', 'copper', 'estate', 'copper', 'estate'] },
      ],
    }));
    const { client, state } = await attached(id, token);
    await client.move(state.version, 'militia', { type: 'play', card: 'militia' });
    const stub = roomStub(id);
    // One person, no spectator, bots without a pause: the window has no pause; its wake-up closes it.
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const due = await runInDurableObject(stub, (_room, ctx) => ctx.storage.getAlarm());
    expect(due, 'the room wakes again for the bot').not.toBeNull();
    expect(due! - Date.now(), 'the bot answers now, not at the next look a minute later').toBeLessThan(5_000);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const hit = await client.stateWhere((m) => (m.view as { players: Array<{ handCount: number }> }).players[1]!.handCount === 3);
    expect(hit.waitingFor).toEqual([0]);
    client.close();
  });
});
