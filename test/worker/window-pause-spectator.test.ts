// A Reaction window at a one-person table whose bots do not pause waits for nobody (no other
// player could read the wait), unless a spectator is connected as it opens: the spectator could
// tell from an Attack that waits whether someone was asked (party/time/timers.ts windowPause).
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { scenario } from '../../party/games/dominion/index.ts';
import type { Room } from '../../party/room/room.ts';
import { WINDOW_PAUSE_MS } from '../../party/time/timers.ts';
import { attached, Client, roomStub, seatedTable } from './helpers.ts';
import { dealFrom } from './dominion-tables.ts';

const kingdom = ['moat', 'militia', 'village', 'smithy', 'market', 'festival', 'laboratory', 'cellar', 'chapel', 'workshop'];

async function windowWait(withSpectator: boolean): Promise<number> {
  const { id, token } = await seatedTable({ game: 'dominion', seats: 2, bots: ['medium'], start: true, botPauseMs: 0, options: { kingdom: { cards: kingdom } } });
  await dealFrom(id, scenario({
    kingdom, seed: 'spectator-wait',
    players: [{ hand: ['militia', 'copper', 'copper', 'copper', 'estate'] }, { hand: ['chapel', 'copper', 'estate', 'copper', 'estate'] }],
  }));
  const { client: p0 } = await attached(id, token);
  const spectator = withSpectator ? await Client.open(id) : null;
  await spectator?.sync();
  const before = Date.now();
  await p0.move(0, 'militia', { type: 'play', card: 'militia' });
  const pause = await runInDurableObject(roomStub(id), (room: Room) => room.store.meta()?.pause ?? null);
  for (const c of [p0, spectator]) c?.close();
  // Closed already (no pause) reads as no wait; due at once reads as a few ms of this run.
  return pause === null ? 0 : pause.due - before;
}

describe('Reaction window pause and spectators', () => {
  it('none at a one-person table with unpaused bots and nobody watching; the full pause when a spectator is connected', async () => {
    expect(await windowWait(false)).toBeLessThan(500);
    expect(await windowWait(true)).toBeGreaterThanOrEqual(WINDOW_PAUSE_MS.min - 50);
  });
});
