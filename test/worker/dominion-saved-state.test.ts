// A room keeps the state its game started with, and snapshots, across engine releases: a state
// an earlier release saved (before the frames' fields were named) is read back through the game's
// `upgrade` and goes on exactly as the same state saved by this release.
import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { dominion, scenario, type DominionState } from '../../party/games/dominion/index.ts';
import type { Room } from '../../party/room/room.ts';
import { RoomStore } from '../../party/table/store.ts';
import { undoableCount } from '../../party/table/undo.ts';
import { savedByEarlierRelease } from '../fixtures/dominion-saved.ts';
import { comparable, dealFrom, reconnect, seatedDominion } from './dominion-tables.ts';

const KINGDOM = ['throne-room', 'cellar', 'village', 'smithy', 'market', 'festival', 'laboratory', 'moat', 'chapel', 'workshop'];

/** P0 has played Throne Room on Cellar: the first Cellar asks what to discard, the second waits. */
function throneRoomOnCellar(): DominionState {
  const g = scenario({
    players: [
      { hand: ['throne-room', 'cellar', 'estate', 'estate', 'copper'], deck: ['copper', 'copper', 'copper', 'silver', 'silver'] },
      { hand: ['copper', 'copper', 'copper', 'estate', 'estate'] },
    ],
    kingdom: KINGDOM,
    seed: 'saved-state',
  });
  if (!dominion.apply(g, 0, { type: 'play', card: 'throne-room' }).ok) throw new Error('Throne Room was refused');
  return g;
}

describe('a table whose state an earlier release saved', () => {
  it('shows it and plays on as the same state saved by this release (Throne Room on Cellar, mid-card)', async () => {
    const seen: unknown[][] = [];
    for (const earlier of [false, true]) {
      const { id, tokens } = await seatedDominion(2, KINGDOM);
      const g = throneRoomOnCellar();
      await dealFrom(id, earlier ? savedByEarlierRelease(g) : g);
      const { players, spectator } = await reconnect(id, tokens);
      const shown = [await players[0]!.sync(), await players[1]!.sync(), await spectator.sync()];
      const first = await players[0]!.move(0, 'first-cellar', { type: 'choose', pick: ['estate', 'estate'] });
      const second = await players[0]!.move(1, 'second-cellar', { type: 'choose', pick: [] });
      // The second Cellar asked in turn, then the turn went on.
      expect([shown[0]!.prompts[0]?.kind, first.prompts[0]?.kind, second.prompts[0]?.kind]).toEqual(['discard', 'discard', 'turn']);
      seen.push([...shown, first, second].map(comparable));
      for (const c of [...players, spectator]) c.close();
    }
    expect(seen[1]).toEqual(seen[0]);
  });

  it('what may be taken back, worked out by replaying from it, is what the same state saved by this release gives', async () => {
    const counted: unknown[] = [];
    for (const earlier of [false, true]) {
      const { id } = await seatedDominion(2, KINGDOM);
      const g = scenario({
        players: [{ hand: ['festival', 'copper', 'copper', 'copper', 'estate'], deck: ['copper', 'copper', 'estate', 'silver', 'silver'] }, {}],
        kingdom: KINGDOM,
        seed: 'saved-undo',
      });
      await dealFrom(id, earlier ? savedByEarlierRelease(g) : g);
      counted.push(await runInDurableObject(env.Room.get(env.Room.idFromName(id)), (room: Room, state) => {
        const meta = room.store.meta()!;
        if (!room.game.apply(meta, 0, { type: 'play', card: 'festival' }, 'festival').ok) throw new Error('Festival was refused');
        // A fresh store and no run followed by the room: the answer replays from the saved state.
        return undoableCount(dominion, meta, new RoomStore(state.storage.sql), 1);
      }));
    }
    expect(counted).toEqual([{ seat: 0, n: 1 }, { seat: 0, n: 1 }]);
  });
});
