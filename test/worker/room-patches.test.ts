// Patches on the wire (party/room/state-stream.ts): a connection that asks for them gets one full state,
// then only what changed since the last message it was sent. What it rebuilds must be exactly the
// state a plain connection of the same viewer is sent, a patch may carry nothing that viewer's
// full state would not, spectators share one patch, and a gap or an eviction ends in a full state.
import { evictDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { PatchMessage, ServerMessage, StateMessage } from '../../party/protocol/room.ts';
import type { VisibleLogEntry } from '../../party/games/core/types.ts';
import { mergeLog } from '../../web/net/log-merge.ts';
import { seeded } from '../soak/random-moves.ts';
import { Client, createTable, playDominionTo, roomStub, someAddress } from './helpers.ts';

async function startedDominion(): Promise<{ id: string; players: Client[]; tokens: string[] }> {
  // No Reaction in this kingdom: every move moves every viewer's version on (no private moves).
  const res = await createTable({ game: 'dominion', seats: 2, options: { kingdom: { preset: 'big-money' } } });
  const { id } = (await res.json()) as { id: string };
  const players: Client[] = [];
  const tokens: string[] = [];
  for (let i = 0; i < 2; i++) {
    const c = await Client.open(id, someAddress());
    tokens.push((await c.join(`P${i}`)).token);
    players.push(c);
  }
  players[0]!.send({ v: 1, type: 'start' });
  await Promise.all(players.map((c) => c.stateWhere((m) => m.room.status === 'playing')));
  return { id, players, tokens };
}


const states = (c: Client): StateMessage[] => c.messages.filter((m): m is StateMessage => m.type === 'state');
const parsed = (c: Client): ServerMessage[] => c.raw.map((r) => JSON.parse(r) as ServerMessage);
const patches = (c: Client): PatchMessage[] => parsed(c).filter((m): m is PatchMessage => m.type === 'patch');

/** The newest state at each version, without what differs by connection (revision, log position, chat). */
function byVersion(c: Client): Map<number, unknown> {
  const out = new Map<number, unknown>();
  for (const s of states(c)) {
    const { rev: _rev, log: _log, logFrom: _from, chat: _chat, ...rest } = s;
    out.set(s.version, rest);
  }
  return out;
}

function heldLog(c: Client): VisibleLogEntry[] {
  let held: VisibleLogEntry[] = [];
  for (const s of states(c)) held = mergeLog(held, s);
  return held;
}

describe('state patches', () => {
  it('a patching seat and spectator rebuild exactly what plain connections are sent, for a fraction of the bytes', async () => {
    const random = seeded(77);
    const { id, players, tokens } = await startedDominion();
    const seat = await Client.open(id, someAddress(), true);
    await seat.request({ v: 1, type: 'attach', token: tokens[1]! }, 'state');
    const plainWatcher = await Client.open(id, someAddress());
    await plainWatcher.sync();
    const watcher = await Client.open(id, someAddress(), true);
    await watcher.sync();
    await playDominionTo(players, 0, 40, random);
    await Promise.all([seat, watcher, plainWatcher].map((c) => c.stateWhere((m) => m.version === 40)));

    // The first message is a full state; after that, patches only.
    for (const c of [seat, watcher]) {
      const kinds = parsed(c).filter((m) => m.type === 'state' || m.type === 'patch').map((m) => m.type);
      expect(kinds[0]).toBe('state');
      expect(kinds.slice(1).every((k) => k === 'patch')).toBe(true);
      expect(kinds.length).toBeGreaterThan(40);
      expect(c.gaps).toBe(0);
    }
    // Version by version, the same state as the plain connections of the same viewer.
    const plainSeat = byVersion(players[1]!);
    for (const [v, s] of byVersion(seat)) expect(s, `seat 1 at version ${v}`).toEqual(plainSeat.get(v));
    const plainSpectator = byVersion(plainWatcher);
    for (const [v, s] of byVersion(watcher)) expect(s, `spectator at version ${v}`).toEqual(plainSpectator.get(v));
    // The same log, private details included for the seat.
    expect(heldLog(seat)).toEqual(heldLog(players[1]!));
    expect(heldLog(watcher)).toEqual(heldLog(plainWatcher));
    expect(heldLog(seat).some((e) => e.mine !== undefined)).toBe(true);
    // A seat's patches carry a hand only under its own player: never the other player's.
    const rebuilt = states(seat);
    for (const p of patches(seat)) {
      const players = (p.patch as { view?: { players?: Record<string, unknown> } }).view?.players;
      const after = rebuilt.find((s) => s.rev === p.rev)!.view as { players: Array<{ seat: number }> };
      for (const [k, d] of Object.entries(players ?? {})) {
        if (after.players[Number(k)]?.seat !== 1) expect(JSON.stringify(d)).not.toContain('"hand":');
      }
    }

    const size = (texts: string[]) => texts.reduce((n, t) => n + t.length, 0);
    const patchBytes = size(seat.raw.filter((r) => r.includes('"type":"patch"')));
    const fullBytes = size(players[1]!.raw.filter((r) => r.includes('"type":"state"')));
    expect(patchBytes).toBeLessThan(fullBytes / 3);
    for (const c of [...players, seat, watcher, plainWatcher]) c.close();
  });

  it('spectators share one patch, and no patch to a spectator carries a hand or a secret log detail', async () => {
    const random = seeded(78);
    const { id, players } = await startedDominion();
    const watchers = [await Client.open(id, someAddress(), true), await Client.open(id, someAddress(), true)];
    for (const w of watchers) await w.sync();
    await playDominionTo(players, 0, 15, random);
    await Promise.all(watchers.map((w) => w.stateWhere((m) => m.version === 15)));
    const [a, b] = watchers.map((w) => patches(w).filter((p) => p.rev > 0));
    expect(a!.length).toBeGreaterThan(10);
    // Both were sent the same change for every move (one delta, serialized once).
    const tail = (ps: PatchMessage[]) => ps.slice(-10).map((p) => JSON.stringify(p.patch));
    expect(tail(a!)).toEqual(tail(b!));
    for (const text of watchers[0]!.raw) {
      expect(text).not.toContain('"hand":');
      expect(text).not.toContain('"mine":');
    }
    // Plain connections are never sent patches.
    expect(patches(players[0]!)).toEqual([]);
    for (const c of [...players, ...watchers]) c.close();
  });

  it('a patch that does not fit the revision held is answered with sync and a full state, and patches go on from it', async () => {
    const random = seeded(79);
    const { id, players } = await startedDominion();
    const plainWatcher = await Client.open(id, someAddress());
    await plainWatcher.sync();
    const watcher = await Client.open(id, someAddress(), true);
    await watcher.sync();
    await playDominionTo(players, 0, 5, random);
    await watcher.stateWhere((m) => m.version === 5);
    // As if a message had been lost: the revision held no longer matches what the room sent.
    (watcher as unknown as { follower: { held: StateMessage } }).follower.held.rev = -1;
    const from = watcher.raw.length;
    await playDominionTo(players, 5, 12, random);
    await watcher.stateWhere((m) => m.version === 12);
    expect(watcher.gaps).toBe(1);
    const after = watcher.raw.slice(from).map((r) => JSON.parse(r) as ServerMessage);
    const full = after.findIndex((m) => m.type === 'state');
    expect(full).toBeGreaterThan(0);
    expect(after.slice(full + 1).some((m) => m.type === 'patch')).toBe(true);
    const plain = byVersion(plainWatcher);
    expect(byVersion(watcher).get(12)).toEqual(plain.get(12));
    expect(heldLog(watcher)).toEqual(heldLog(plainWatcher));
    for (const c of [...players, watcher, plainWatcher]) c.close();
  });

  it('after an eviction the room has forgotten what it sent: the next message is a full state and the log stays whole', async () => {
    const random = seeded(80);
    const { id, players, tokens } = await startedDominion();
    const seat = await Client.open(id, someAddress(), true);
    await seat.request({ v: 1, type: 'attach', token: tokens[0]! }, 'state');
    await playDominionTo(players, 0, 70, random);
    await seat.stateWhere((m) => m.version === 70);
    await evictDurableObject(roomStub(id));
    const from = seat.raw.length;
    const back: Client[] = [];
    for (const token of tokens) {
      const c = await Client.open(id, someAddress());
      await c.request({ v: 1, type: 'attach', token }, 'state');
      back.push(c);
    }
    await playDominionTo(back, 70, 80, random);
    await seat.stateWhere((m) => m.version === 80);
    const after = seat.raw.slice(from).map((r) => JSON.parse(r) as ServerMessage);
    expect(after.find((m) => m.type === 'state' || m.type === 'patch')?.type).toBe('state');
    expect(seat.gaps).toBe(0);
    const log = heldLog(seat);
    expect(log.map((e) => e.i)).toEqual(log.map((_, i) => i));
    expect(log).toEqual(heldLog(back[0]!).slice(0, log.length));
    expect(byVersion(seat).get(80)).toEqual(byVersion(back[0]!).get(80));
    for (const c of [...players, ...back, seat]) c.close();
  });
});
