// Undo in Dominion through the room, in workerd: a bought card taken back with the opponent's
// consent, refused, accepted automatically by the table setting, lapsing when play goes on, and
// refused once something hidden has come to light. The taken-back move stays in the move log.
import { env, evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { StateMessage } from '../../party/protocol/room.ts';
import type { DominionView } from '../../party/games/dominion/index.ts';
import { getGame } from '../../party/games/registry.ts';
import type { Room } from '../../party/room/room.ts';
import { replay } from '../../party/table/game.ts';
import { randomFn, seedRng } from '../../party/games/core/rng.ts';
import { saveSnapshot } from '../../party/table/snapshot.ts';
import { RoomStore } from '../../party/table/store.ts';
import { undoableCount } from '../../party/table/undo.ts';
import { attached, Client, createTable, seatedTable } from './helpers.ts';

type View = DominionView;
const curses = (s: StateMessage) => (s.view as View).supply.find((p) => p.card === 'curse')!.count;

async function dominionTable() {
  const res = await createTable({ game: 'dominion', seats: 2, options: { kingdom: { preset: 'first-game' } } });
  const { id } = (await res.json()) as { id: string };
  const players = [await Client.open(id), await Client.open(id)];
  await players[0]!.join('Anna');
  await players[1]!.join('Ben');
  players[0]!.send({ v: 1, type: 'start' });
  const states = await Promise.all(players.map((c) => c.stateWhere((s) => s.room.status === 'playing')));
  const cur = (states[0]!.view as View).current;
  return { id, players, mover: players[cur]!, other: players[1 - cur]!, cur, state: states[0]! };
}

/** The mover plays all Treasures and buys a Curse: the misclick. */
async function buyCurse(mover: Client, version: number): Promise<StateMessage> {
  const afterTreasures = await mover.move(version, 't', { type: 'treasures' });
  return mover.move(afterTreasures.version, 'wrong', { type: 'buy', card: 'curse' });
}

describe('undo in Dominion', () => {
  it('with the opponent\'s consent: the Curse goes back, the log shows the undo to both, and the game goes on', async () => {
    const { id, mover, other, cur } = await dominionTable();
    const bought = await buyCurse(mover, 0);
    expect(curses(bought)).toBe(9);
    expect(bought.undo).toEqual({ canUndo: true, request: null });
    const coins = (bought.view as View).coins;

    const fromOther = other.messages.length;
    mover.send({ v: 1, type: 'undo' });
    const asked = await other.stateWhere((s) => s.undo?.request !== null && s.undo?.request !== undefined, fromOther);
    expect(asked.undo!.request).toEqual({ by: cur, waitingFor: [1 - cur] });
    expect(asked.version).toBe(bought.version);

    const fromMover = mover.messages.length;
    other.send({ v: 1, type: 'undo-answer', accept: true });
    const back = await mover.stateWhere((s) => s.version > bought.version, fromMover);
    expect(curses(back)).toBe(10);
    expect((back.view as View).coins).toBe(coins);
    expect((back.view as View).buys).toBe(1);
    expect(back.prompts[0]).toMatchObject({ kind: 'turn', phase: 'buy' });
    expect(back.undo!.request).toBeNull();
    const otherBack = await other.stateWhere((s) => s.version === back.version);
    expect(otherBack.log.at(-1)).toMatchObject({ type: 'undo', seat: cur, data: { n: 1 } });
    expect(otherBack.log.some((e) => e.type === 'buy')).toBe(false);

    // Nothing is lost: the Curse's buy stays in the move log, marked undone, out of the replay.
    const rows = await runInDurableObject(env.Room.get(env.Room.idFromName(id)), (room: Room) => ({
      all: room.store.allMoves(), live: room.store.movesAfter(0),
    }));
    expect(rows.all.map((m) => [m.move, m.undone ?? false])).toEqual([
      [{ type: 'treasures' }, false], [{ type: 'buy', card: 'curse' }, true], [{ type: 'undone', count: 1 }, false],
    ]);
    expect(rows.live.map((m) => m.move)).toEqual([{ type: 'treasures' }, { type: 'undone', count: 1 }]);

    // The game goes on: a better buy, the end of the turn, and it is the opponent's turn.
    const card = coins >= 3 ? 'silver' : 'copper';
    const rebought = await mover.move(back.version, 'right', { type: 'buy', card });
    expect(rebought.log.at(-1)).toMatchObject({ type: 'buy', data: { card } });
    const ended = await mover.move(rebought.version, 'end', { type: 'end-turn' });
    expect((ended.view as View).current).toBe(1 - cur);
    // And the same game comes back after eviction, rebuilt from the log without the Curse.
    for (const c of [mover, other]) c.close();
    await evictDurableObject(env.Room.get(env.Room.idFromName(id)));
    const late = await Client.open(id);
    const again = await late.sync();
    expect(again.version).toBe(ended.version);
    expect(curses(again)).toBe(10);
  });

  it('a refusal changes nothing and tells the player who asked', async () => {
    const { mover, other } = await dominionTable();
    const bought = await buyCurse(mover, 0);
    const f = other.messages.length;
    mover.send({ v: 1, type: 'undo' });
    await other.stateWhere((s) => !!s.undo?.request, f);
    const fm = mover.messages.length;
    other.send({ v: 1, type: 'undo-answer', accept: false });
    expect((await mover.nextError(fm)).code).toBe('undo-refused');
    const after = await mover.stateWhere((s) => s.undo?.request === null, fm);
    expect(after.version).toBe(bought.version);
    expect(curses(after)).toBe(9);
    // Only the other players answer; the one who asked cannot.
    mover.send({ v: 1, type: 'undo' });
    await other.stateWhere((s) => !!s.undo?.request, f);
    const fm2 = mover.messages.length;
    mover.send({ v: 1, type: 'undo-answer', accept: true });
    expect((await mover.nextError(fm2)).code).toBe('not-asked');
  });

  it('without consent when the host set the table to accept undo automatically', async () => {
    const { players, mover, other } = await dominionTable();
    const f = players[0]!.messages.length;
    players[0]!.send({ v: 1, type: 'settings', settings: { autoUndo: true } });
    await players[0]!.stateWhere((s) => s.room.settings?.autoUndo === true, f);
    const bought = await buyCurse(mover, 0);
    const fo = other.messages.length;
    mover.send({ v: 1, type: 'undo' });
    const back = await mover.stateWhere((s) => s.version > bought.version);
    expect(curses(back)).toBe(10);
    // The opponent was never asked, but sees the undo in the log.
    const seen = await other.stateWhere((s) => s.version === back.version, fo);
    expect(other.messages.slice(fo).some((m) => m.type === 'state' && m.undo?.request)).toBe(false);
    expect(seen.log.at(-1)).toMatchObject({ type: 'undo' });
    // Playing the Treasures revealed nothing hidden either, so that can be taken back too.
    expect(back.undo?.canUndo).toBe(true);
    mover.send({ v: 1, type: 'undo' });
    const twice = await mover.stateWhere((s) => s.version > back.version);
    expect(twice.prompts[0]).toMatchObject({ kind: 'turn', phase: 'action' });
    expect(twice.undo?.canUndo).toBe(false);
  });

  it('a request lapses when play goes on; nothing can be undone after a draw, by the opponent, or by sending a mark', async () => {
    const { mover, other } = await dominionTable();
    const bought = await buyCurse(mover, 0);
    const f = other.messages.length;
    mover.send({ v: 1, type: 'undo' });
    await other.stateWhere((s) => !!s.undo?.request, f);
    const ended = await mover.move(bought.version, 'end', { type: 'end-turn' });
    expect(ended.undo?.request).toBeNull();
    const fo = other.messages.length;
    other.send({ v: 1, type: 'undo-answer', accept: true });
    expect((await other.nextError(fo)).code).toBe('no-undo-request');
    // End of turn drew five cards: the mover's turn cannot be taken back now.
    const fm = mover.messages.length;
    mover.send({ v: 1, type: 'undo' });
    expect((await mover.nextError(fm)).code).toBe('cannot-undo');
    // The opponent, now to move, has made no move of this turn.
    const fo2 = other.messages.length;
    other.send({ v: 1, type: 'undo' });
    expect((await other.nextError(fo2)).code).toBe('cannot-undo');
    // The room's mark is never accepted from a player.
    const fo3 = other.messages.length;
    other.send({ v: 1, type: 'move', version: ended.version, id: 'forged', move: { type: 'undone', count: 1 } });
    expect((await other.nextError(fo3)).code).toBe('bad-move');
  });

  it('an undo reaching back past a snapshot rebuilds from the game as dealt, drops the stale snapshot, and survives eviction', async () => {
    const { id, players, mover } = await dominionTable();
    const f = players[0]!.messages.length;
    players[0]!.send({ v: 1, type: 'settings', settings: { autoUndo: true } });
    await players[0]!.stateWhere((s) => s.room.settings?.autoUndo === true, f);
    const bought = await buyCurse(mover, 0);
    const stub = env.Room.get(env.Room.idFromName(id));
    // A snapshot taken mid-turn, as the room does every 100 moves: after the Curse was bought.
    await runInDurableObject(stub, (room: Room) => {
      const meta = room.store.meta()!;
      saveSnapshot(room.store, replay(getGame('dominion')!, meta, room.store));
    });
    mover.send({ v: 1, type: 'undo' });
    const once = await mover.stateWhere((s) => s.version > bought.version);
    mover.send({ v: 1, type: 'undo' });
    const twice = await mover.stateWhere((s) => s.version > once.version);
    expect(curses(twice)).toBe(10);
    expect(twice.prompts[0]).toMatchObject({ kind: 'turn', phase: 'action' });
    const seqs = await runInDurableObject(stub, (_room: Room, state) =>
      state.storage.sql.exec<{ seq: number }>('SELECT seq FROM snapshots ORDER BY seq').toArray().map((r) => r.seq));
    expect(seqs).toEqual([0]);
    for (const c of players) c.close();
    await evictDurableObject(stub);
    const late = await Client.open(id);
    const again = await late.sync();
    expect(again.version).toBe(twice.version);
    expect(again.view).toEqual((await late.sync()).view);
    expect((again.view as View).players.map((p) => p.handCount)).toEqual([5, 5]);
    expect(again.log.filter((e) => e.type === 'undo')).toHaveLength(2);
  });

  it('what a player may take back, as the room follows the moves, is what a replay from storage says', async () => {
    const { id, players } = await dominionTable();
    for (const c of players) c.close();
    const stub = env.Room.get(env.Room.idFromName(id));
    const checked = await runInDurableObject(stub, (room: Room, state) => {
      const def = getGame('dominion')!;
      const random = randomFn(seedRng('undo-run'));
      let compared = 0;
      let undoable = 0;
      // Up to 600 moves: after an Attack nothing can be taken back, so Reaction windows leave many
      // positions without a run to compare (400 once gave only 283 comparisons).
      for (let i = 0; i < 600; i++) {
        const meta = room.store.meta()!;
        if (meta.status !== 'playing') break;
        const live = room.game.live(meta)!;
        // A Reaction window nobody is asked in any more: closed with the room's own move.
        const pause = def.pause?.(live.state);
        const seat = pause?.close ? pause.seat : def.prompts(live.state)[0]!.seat;
        const move = pause?.close ? pause.close : def.randomMove(live.state, seat, random);
        expect(move).not.toBeNull();
        expect(room.game.apply(meta, seat, move, `r${i}`).ok).toBe(true);
        const run = room.game.undoRun();
        if (!run) continue;
        // A fresh RoomStore: no cached answer, so this one replays from the snapshot.
        const replayed = undoableCount(def, meta, new RoomStore(state.storage.sql), live.version);
        expect(undoableCount(def, meta, new RoomStore(state.storage.sql), live.version, run), `after move ${live.version}`).toEqual(replayed);
        compared++;
        if (replayed && replayed.n > 0) undoable++;
      }
      return { compared, undoable };
    });
    // Many positions, some where a move could be taken back, or the comparison proved nothing.
    expect(checked.compared).toBeGreaterThanOrEqual(300);
    expect(checked.undoable).toBeGreaterThanOrEqual(20);
  });

  it('games without room undo refuse it with a clear code', async () => {
    const res = await createTable({ game: 'tiny', seats: 2 });
    const { id } = (await res.json()) as { id: string };
    const a = await Client.open(id);
    const b = await Client.open(id);
    await a.join('A');
    await b.join('B');
    a.send({ v: 1, type: 'start' });
    await a.stateWhere((s) => s.room.status === 'playing');
    const f = a.messages.length;
    a.send({ v: 1, type: 'undo' });
    expect((await a.nextError(f)).code).toBe('no-undo');
  });
});

describe('undo at a table of one human and bots', () => {
  it('happens at once: no bot is asked, the Curse goes back and the human keeps playing', async () => {
    const made = await seatedTable({
      game: 'dominion', seats: 2, options: { kingdom: { preset: 'first-game' } }, bots: ['medium'], start: true,
    });
    const { client } = await attached(made.id, made.token);
    // Bots move through the same path as humans; wait until the human is asked for their turn.
    const turn = await client.stateWhere((s) => s.prompts.some((p) => p.kind === 'turn'), 0);
    const bought = await buyCurse(client, turn.version);
    expect(curses(bought)).toBe(9);
    expect(bought.undo).toEqual({ canUndo: true, request: null });
    const from = client.messages.length;
    client.send({ v: 1, type: 'undo' });
    const back = await client.stateWhere((s) => s.version > bought.version, from);
    expect(curses(back)).toBe(10);
    expect(back.undo!.request).toBeNull();
    expect(back.prompts[0]).toMatchObject({ kind: 'turn', phase: 'buy' });
    expect(back.log.at(-1)).toMatchObject({ type: 'undo', seat: back.you, data: { n: 1 } });
    // No request ever went out: every state the human saw after the undo had none pending.
    expect(client.messages.slice(from).every((m) => m.type !== 'state' || m.undo?.request === null)).toBe(true);
  });

  it('happens at once when the only other player has left and a bot stands in for them', async () => {
    const { mover, other, cur } = await dominionTable();
    const f = mover.messages.length;
    other.send({ v: 1, type: 'leave' });
    const left = await mover.stateWhere((s) => s.room.seats.some((x) => x.seat === 1 - cur && x.standin === 'left'), f);
    const bought = await buyCurse(mover, left.version);
    expect(curses(bought)).toBe(9);
    const from = mover.messages.length;
    mover.send({ v: 1, type: 'undo' });
    const back = await mover.stateWhere((s) => s.version > bought.version, from);
    expect(curses(back)).toBe(10);
    expect(back.log.at(-1)).toMatchObject({ type: 'undo', seat: cur, data: { n: 1 } });
    // The stand-in was never waited for: no request went out.
    expect(mover.messages.slice(from).every((m) => m.type !== 'state' || m.undo?.request === null)).toBe(true);
  });

  it('a request left waiting for a player who then leaves no longer blocks: asking again takes the move back', async () => {
    const { mover, other, cur } = await dominionTable();
    const bought = await buyCurse(mover, 0);
    const f = other.messages.length;
    mover.send({ v: 1, type: 'undo' });
    await other.stateWhere((s) => s.undo?.request?.by === cur, f);
    // Ben goes without answering: a bot stands in, and the request waits for nobody.
    const g = mover.messages.length;
    other.send({ v: 1, type: 'leave' });
    const left = await mover.stateWhere((s) => s.room.seats.some((x) => x.seat === 1 - cur && x.standin === 'left'), g);
    expect(left.undo).toEqual({ canUndo: true, request: null });
    const h = mover.messages.length;
    mover.send({ v: 1, type: 'undo' });
    const back = await mover.stateWhere((s) => s.version > bought.version, h);
    expect(curses(back)).toBe(10);
    expect(back.log.at(-1)).toMatchObject({ type: 'undo', seat: cur, data: { n: 1 } });
  });
});
