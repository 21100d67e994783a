// The daily bot (issue 30a, docs/daily.md#the-daily-bot): dealing a Dominion day starts a search
// for its kingdom, the Daily object's alarm drives it slice by slice to a plan stored with the day,
// and the day's tables start the hard bot from that plan. Driven by alarms, never by sleeping.
import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Daily } from '../../party/daily/daily.ts';
import { searchFigures } from '../../party/daily/bot-search.ts';
import { dailyName, dayOf } from '../../party/daily/day.ts';
import { planFromJson } from '../../party/games/dominion/bots/plan.ts';
import type { DailyCard } from '../../party/protocol/daily.ts';
import type { Room } from '../../party/room/room.ts';
import { roomStub } from './helpers.ts';
import { attempt } from './daily-helpers.ts';
import { newPlayer } from './player-keys.ts';

const today = () => env.Daily.getByName(dailyName('dominion', dayOf(Date.now())));
const figures = (stub: DurableObjectStub<Daily>) => runInDurableObject(stub, (_d: Daily, ctx) => searchFigures(ctx.storage.sql));
const seatMemory = (table: string) => runInDurableObject(roomStub(table), (room: Room) => room.store.seats().map((s) => [s.bot, s.memory]));

describe('the daily bot', () => {
  it('searches the day\'s kingdom on its alarms; attempts before the end meet plain hard, after it the stored plan', async () => {
    const stub = today();
    const first = (await stub.card(Date.now(), null)) as unknown as DailyCard;
    expect(first.bot).toMatchObject({ level: 'hard', searched: false, searching: true });
    // An attempt while the search runs meets the plain hard bot: no starting memory.
    const early = await attempt('dominion', await newPlayer(), 'Early');
    expect(await seatMemory(early.table)).toEqual([[null, null], ['hard', null]]);

    let alarms = 0;
    while ((await figures(stub))?.memory === null) {
      await runDurableObjectAlarm(stub);
      alarms++;
    }
    const done = (await figures(stub))!;
    // Spread over many slices, each within a table slice's budget (levels.ts SEARCH_STEPS_PER_CALL).
    expect(done.slices).toBeGreaterThan(100);
    expect(alarms).toBeLessThanOrEqual(done.slices);
    const plan = planFromJson((done.memory as { plan: unknown }).plan);
    expect(plan?.buys.length).toBeGreaterThan(0);
    console.log(`daily search: ${done.slices} slices, ${(done.clockMs / 1000).toFixed(1)} s in slices, ${(done.clockMs / done.slices).toFixed(1)} ms a slice`);

    const card = (await stub.card(Date.now(), null)) as unknown as DailyCard;
    expect(card.bot).toMatchObject({ level: 'hard', searched: true, searching: false });
    // Once over, no slice is due: the alarm has nothing of the search left to run.
    await runDurableObjectAlarm(stub);
    expect((await figures(stub))!.slices).toBe(done.slices);

    // The day's table starts hard from the stored plan, and hard keeps playing it (no search of its own).
    const late = await attempt('dominion', await newPlayer(), 'Late');
    expect(await seatMemory(late.table)).toEqual([[null, null], ['hard', done.memory]]);
  }, 600_000);
});
