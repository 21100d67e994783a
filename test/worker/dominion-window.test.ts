// The Reaction window through the room: while an Attack waits for Reactions, whatever a seat not
// asked tries is refused in the same words whether or not anyone holds a Reaction; nothing can be
// taken back in it or across it; resigning in it ends the game and its pause then does nothing.
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { ErrorMessage } from '../../party/protocol/common.ts';
import { scenario } from '../../party/games/dominion/index.ts';
import type { Room } from '../../party/room/room.ts';
import type { Client } from './helpers.ts';
import { roomStub } from './helpers.ts';
import { dealFrom, holdWindow, reconnect, seatedDominion, windowPassed } from './dominion-tables.ts';

const KINGDOM = ['moat', 'militia', 'village', 'smithy', 'market', 'festival', 'laboratory', 'cellar', 'chapel', 'workshop'];
const ATTACKER = { hand: ['militia', 'copper', 'copper', 'copper', 'estate'], deck: ['copper', 'copper', 'estate', 'copper', 'silver'] };
/** Seat 1 with a Moat in hand, or the same hand with a Copper in its place. */
const victim = (held: boolean) => ({ hand: [held ? 'moat' : 'copper', 'copper', 'estate', 'copper', 'estate'], deck: ['copper', 'copper', 'estate', 'copper', 'estate'] });

/** A 2-player table where P0 has just played Militia: the window is open. */
async function militiaPlayed(held: boolean) {
  const { id, tokens } = await seatedDominion(2, KINGDOM);
  await dealFrom(id, scenario({ players: [ATTACKER, victim(held)], kingdom: KINGDOM, seed: 'window' }));
  const { players, spectator } = await reconnect(id, tokens);
  const played = await players[0]!.move(0, 'militia', { type: 'play', card: 'militia' });
  await holdWindow(id);
  expect([played.version, played.prompts, played.waitingFor]).toEqual([1, [], [0]]);
  return { id, p0: players[0]!, p1: players[1]!, spectator };
}

async function refusal(c: Client, msg: Record<string, unknown>): Promise<string> {
  const from = c.messages.length;
  c.send({ v: 1, ...msg });
  const err = await c.next((m): m is ErrorMessage => m.type === 'error', from);
  return `${err.code}: ${err.message}`;
}

describe('the Reaction window at the table', () => {
  it('the attacker hears the same refusals inside the window whether or not the other player holds a Moat', async () => {
    const heard: string[][] = [];
    for (const held of [true, false]) {
      const { id, p0, p1, spectator } = await militiaPlayed(held);
      const said = [
        await refusal(p0, { type: 'move', version: 1, id: 'early-treasures', move: { type: 'treasures' } }),
        // The room's own closing move is never a player's, ready or not.
        await refusal(p0, { type: 'move', version: 1, id: 'close-it', move: { type: 'close-window' } }),
        await refusal(p0, { type: 'undo' }),
      ];
      heard.push(said);
      if (held) {
        // The holder is asked, and alone: declining is its own news.
        const asked = await p1.stateWhere((m) => m.prompts.some((p) => p.kind === 'react'));
        expect(asked.version).toBe(1);
        await p1.move(1, 'decline', { type: 'choose', pick: [] });
      }
      await windowPassed(id);
      const hit = await p0.stateWhere((m) => m.version === 2);
      // Militia's discard question is P1's now, public as any other.
      expect(hit.waitingFor).toEqual([1]);
      // The Attack ended what P0 could take back: after the window, the Militia stays.
      expect(await refusal(p0, { type: 'undo' })).toBe(said[2]);
      for (const c of [p0, p1, spectator]) c.close();
    }
    expect(heard[0]).toEqual(heard[1]);
    expect(heard[0]![0]).toMatch(/^not-your-turn: /);
    console.log(`refusals inside the window: ${heard[0]!.join(' | ')}`);
  });

  it('resigning while the window is open ends the game; the window\'s pause then changes nothing', async () => {
    const { id, p0, p1, spectator } = await militiaPlayed(true);
    p1.send({ v: 1, type: 'resign' });
    const done = await p0.stateWhere((m) => m.room.status === 'finished');
    expect(done.result?.winners).toEqual([0]);
    await windowPassed(id);
    const after = await runInDurableObject(roomStub(id), (room: Room) => ({ moves: room.store.movesAfter(0).length, status: room.store.meta()!.status }));
    expect(after).toEqual({ moves: 1, status: 'finished' });
    for (const c of [p0, p1, spectator]) c.close();
  });
});
