// "Why not?" through the room: a refused move's error carries the game's reason (GameEngine.explain)
// for the page to word in its reader's language, and the refusal changes nothing.
import { describe, expect, it } from 'vitest';
import { scenario } from '../../party/games/dominion/index.ts';
import { dealFrom, seatedDominion } from './dominion-tables.ts';
import { attached } from './helpers.ts';

const KINGDOM = ['village', 'smithy', 'market', 'laboratory', 'festival', 'cellar', 'chapel', 'workshop', 'moat', 'militia'];

describe('a refused move says why', () => {
  it('a buy that costs more than the coins in play is refused with cannot-afford, its cost and the coins', async () => {
    const { id, tokens } = await seatedDominion(2, KINGDOM);
    await dealFrom(id, scenario({ players: [{ hand: ['copper', 'copper', 'copper'], deck: ['estate'] }, { hand: ['copper'] }], kingdom: KINGDOM, phase: 'buy', coins: 3 }));
    const { client, state } = await attached(id, tokens[0]!);
    const error = await client.request({ v: 1, type: 'move', version: state.version, id: 'lab', move: { type: 'buy', card: 'laboratory' } }, 'error');
    expect(error).toMatchObject({ code: 'illegal-move', ref: 'lab', reason: { code: 'cannot-afford', params: { card: 'laboratory', cost: 5, coins: 3 } } });
    const after = await client.sync();
    expect(after.version).toBe(state.version);
    // A room refusal that is not the game's (a stale version) carries no reason.
    const stale = await client.request({ v: 1, type: 'move', version: state.version + 5, id: 'old', move: { type: 'end-turn' } }, 'error');
    expect(stale.code).toBe('stale');
    expect(stale).not.toHaveProperty('reason');
    client.close();
  });
});
