// The room takes Dominion's log out of the game state after every move (Game.takeLog) and saves
// it with each snapshot, so snapshots stay small; a room rebuilt after eviction must still give
// every page the whole log, before and after the snapshot.
import { env, evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { VisibleLogEntry } from '../../party/games/core/types.ts';
import type { DominionState } from '../../party/games/dominion/index.ts';
import type { Room } from '../../party/room/room.ts';
import { mergeLog } from '../../web/net/log-merge.ts';
import { seeded } from '../soak/random-moves.ts';
import { Client, createTable, playDominionTo } from './helpers.ts';

const SEATS = 4;

function stub(id: string) {
  return env.Room.get(env.Room.idFromName(id));
}

async function startedDominion(): Promise<{ id: string; players: Client[]; tokens: string[]; spectator: Client }> {
  // No Reaction in this kingdom: a declined Reaction is a private move that others' versions skip,
  // and this test counts moves by the version every page shares.
  const res = await createTable({ game: 'dominion', seats: SEATS, options: { kingdom: { preset: 'big-money' } } });
  const { id } = (await res.json()) as { id: string };
  const players: Client[] = [];
  const tokens: string[] = [];
  for (let i = 0; i < SEATS; i++) {
    const c = await Client.open(id);
    tokens.push((await c.join(`P${i}`)).token);
    players.push(c);
  }
  players[0]!.send({ v: 1, type: 'start' });
  await Promise.all(players.map((c) => c.stateWhere((m) => m.room.status === 'playing')));
  const spectator = await Client.open(id);
  await spectator.sync();
  return { id, players, tokens, spectator };
}


/** The whole log as one connection has pieced it together from its state messages. */
function heldLog(c: Client): VisibleLogEntry[] {
  let held: VisibleLogEntry[] = [];
  for (const m of c.messages) if (m.type === 'state') held = mergeLog(held, m);
  return held;
}

describe('the room keeps the log outside the game state', () => {
  it('a snapshot holds no log; after eviction, before and after a snapshot, every page gets the same whole log', async () => {
    const random = seeded(4242);
    const { id, players, tokens, spectator } = await startedDominion();
    await playDominionTo(players, 0, 40, random);
    const at40 = await spectator.stateWhere((m) => m.version === 40);
    const before = heldLog(spectator);
    expect(before.map((e) => e.i)).toEqual(before.map((_, i) => i));

    // Evicted before any snapshot but the first: rebuilt from snapshot 0 and 40 moves.
    for (const c of [...players, spectator]) c.close();
    await evictDurableObject(stub(id));
    const watcher = await Client.open(id);
    const again = await watcher.sync();
    expect(again.version).toBe(40);
    expect(again.logFrom).toBe(0);
    expect(again.log).toEqual(before);
    expect(again.view).toEqual(at40.view);

    const back: Client[] = [];
    for (const token of tokens) {
      const c = await Client.open(id);
      await c.request({ v: 1, type: 'attach', token }, 'state');
      back.push(c);
    }
    await playDominionTo(back, 40, 130, random);
    const at130 = await watcher.stateWhere((m) => m.version === 130);
    const whole = heldLog(watcher);
    expect(whole.slice(0, before.length)).toEqual(before);
    expect(whole.map((e) => e.i)).toEqual(whole.map((_, i) => i));
    const seat0 = heldLog(back[0]!);

    // The snapshot after move 100 carries the state without its log; the log is saved beside it.
    const stored = await runInDurableObject(stub(id), (room: Room) => ({ snap: room.store.latestSnapshot(), log: room.store.savedLog() }));
    expect(stored.snap?.seq).toBe(100);
    const snapState = stored.snap!.state as DominionState;
    expect(snapState.log).toEqual([]);
    expect(stored.log).toHaveLength(snapState.logFrom);
    expect(JSON.stringify(snapState).length).toBeLessThan(6000);

    // Evicted again: rebuilt from snapshot 100, its saved log and 30 moves.
    for (const c of [...back, watcher]) c.close();
    await evictDurableObject(stub(id));
    const late = await Client.open(id);
    const all = await late.sync();
    expect(all.version).toBe(130);
    expect(all.view).toEqual(at130.view);
    // A page that just arrived gets the tail of a long log; it matches the log as it was.
    expect(all.log).toEqual(whole.slice(all.logFrom));
    const player = await Client.open(id);
    const mine = await player.request({ v: 1, type: 'attach', token: tokens[0]! }, 'state');
    expect(mine.log).toEqual(seat0.slice(mine.logFrom));
    expect(mine.log.some((e) => e.mine !== undefined)).toBe(true);
    late.close();
    player.close();
  });
});
