// Speaking for a player at a table (issue 21): a connection is sent its own challenge; a proof
// with join, attach or prove must answer it for this table; forged, replayed, expired and
// malformed proofs get a clear error and change nothing.
import { env, evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { ChallengeMessage } from '../../party/protocol/identity.ts';
import type { ServerMessage, StateMessage } from '../../party/protocol/room.ts';
import type { Room } from '../../party/room/room.ts';
import { Client, newTinyTable, roomStub, someAddress, inOneMinute } from './helpers.ts';
import { IDENTITIES_PER_MINUTE } from '../../party/players/prove.ts';
import { newPlayer, sign, type TestPlayer } from './player-keys.ts';

/** The challenge the connection holds now: the latest it was sent (waits for the first). */
async function challengeOf(c: Client, from = 0): Promise<string> {
  await c.next((m): m is ChallengeMessage => m.type === 'challenge', from);
  const all = c.messages.filter((m): m is ChallengeMessage => m.type === 'challenge');
  return all[all.length - 1]!.challenge;
}

async function proofFor(c: Client, who: TestPlayer, table: string) {
  return who.prove(`room:${table}`, await challengeOf(c));
}

function seatsOf(s: StateMessage) {
  return s.room.seats.map((x) => ({ name: x.name, player: x.player }));
}

/** Sends `msg` and waits for the error it brings, then the state that shows nothing changed. */
async function refused(c: Client, msg: unknown): Promise<{ code: string; message: string; state: StateMessage }> {
  const from = c.messages.length;
  c.send(msg);
  const err = await c.nextError(from);
  const state = await c.sync();
  return { code: err.code, message: err.message, state };
}

describe('proofs at the table', () => {
  it('a connection is sent a challenge on connect; a good proof with join seats the player under their id and a new challenge follows', async () => {
    const id = await newTinyTable();
    const ana = await newPlayer();
    const c = await Client.open(id);
    const first = await challengeOf(c);
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const from = c.messages.length;
    c.send({ v: 1, type: 'join', name: 'Ana', proof: await ana.prove(`room:${id}`, first) });
    await c.next((m): m is ServerMessage => m.type === 'welcome', from);
    const state = await c.stateWhere((s) => s.room.seats.length === 1, from);
    expect(seatsOf(state)).toEqual([{ name: 'Ana', player: ana.id }]);
    expect(state.player).toBe(ana.id);
    expect(await challengeOf(c, from)).not.toBe(first);
    // Others see the seat's public id, never the connection's proof or challenge.
    const watcher = await Client.open(id);
    const seen = await watcher.sync();
    expect(seen.room.seats[0]!.player).toBe(ana.id);
    expect(seen.player).toBeUndefined();
    expect(watcher.raw.join('\n')).not.toContain(first);
  });

  it('a forged proof (a signature by another key) is refused and seats nobody', async () => {
    const id = await newTinyTable();
    const [ana, eve] = [await newPlayer(), await newPlayer()];
    const c = await Client.open(id);
    const challenge = await challengeOf(c);
    const forged = { player: ana.id, key: ana.key, challenge, sig: await sign(eve.keys, `room:${id}`, challenge) };
    const r = await refused(c, { v: 1, type: 'join', name: 'Ana', proof: forged });
    expect(r.code).toBe('bad-signature');
    expect(r.message).toMatch(/signature does not match/);
    expect(r.state.room.seats).toEqual([]);
    expect(r.state.player).toBeUndefined();
  });

  it('a key that is not the player\'s (eve\'s own key under ana\'s id) is refused', async () => {
    const id = await newTinyTable();
    const [ana, eve] = [await newPlayer(), await newPlayer()];
    const c = await Client.open(id);
    const proof = { ...(await eve.prove(`room:${id}`, await challengeOf(c))), player: ana.id };
    const r = await refused(c, { v: 1, type: 'prove', proof });
    expect(r.code).toBe('unknown-key');
    expect(r.state.player).toBeUndefined();
  });

  it('a proof replayed on a second connection, or again on its own, is refused', async () => {
    const id = await newTinyTable();
    const ana = await newPlayer();
    const a = await Client.open(id);
    const proof = await proofFor(a, ana, id);
    const b = await Client.open(id);
    await challengeOf(b);
    const onB = await refused(b, { v: 1, type: 'join', name: 'Ana', proof });
    expect(onB.code).toBe('bad-signature');
    expect(onB.message).toMatch(/another challenge/);
    expect(onB.state.room.seats).toEqual([]);
    // Used once on its own connection, the same proof is worth nothing the second time.
    const from = a.messages.length;
    a.send({ v: 1, type: 'prove', proof });
    expect((await a.stateWhere((s) => s.player === ana.id, from)).player).toBe(ana.id);
    const again = await refused(a, { v: 1, type: 'join', name: 'Ana', proof });
    expect(again.code).toBe('bad-signature');
    expect(again.state.room.seats).toEqual([]);
  });

  it('a proof signed for another table is refused', async () => {
    const id = await newTinyTable();
    const ana = await newPlayer();
    const c = await Client.open(id);
    const proof = await ana.prove('room:aaaaaaaaaaaaaaaaaaaaaaaaaa', await challengeOf(c));
    expect((await refused(c, { v: 1, type: 'prove', proof })).code).toBe('bad-signature');
  });

  it('an expired challenge is refused, and the new one sent with the refusal works', async () => {
    const id = await newTinyTable();
    const ana = await newPlayer();
    const c = await Client.open(id);
    const challenge = await challengeOf(c);
    // Five minutes pass: the connection's challenge is dated in the past (its attachment holds it).
    await runInDurableObject(roomStub(id), (room: Room) => {
      for (const conn of room.parts.connections()) {
        if (conn.state?.challenge?.value === challenge) conn.setState({ ...conn.state, challenge: { value: challenge, expiresAt: Date.now() - 1 } });
      }
    });
    const from = c.messages.length;
    const r = await refused(c, { v: 1, type: 'join', name: 'Ana', proof: await ana.prove(`room:${id}`, challenge) });
    expect(r.code).toBe('challenge-expired');
    expect(r.state.room.seats).toEqual([]);
    const fresh = await challengeOf(c, from);
    expect(fresh).not.toBe(challenge);
    const welcome = await c.request({ v: 1, type: 'join', name: 'Ana', proof: await ana.prove(`room:${id}`, fresh) }, 'welcome');
    expect(welcome.seat).toBe(0);
  });

  it('malformed proofs are refused with what was wrong: a key off the curve, a short key, a bad id, a missing field', async () => {
    const id = await newTinyTable();
    const ana = await newPlayer();
    const c = await Client.open(id);
    const good = await proofFor(c, ana, id);
    const offCurve = 'B' + 'A'.repeat(86); // 65 bytes starting 0x04, not a point on P-256
    const cases: Array<[unknown, string, RegExp]> = [
      [{ ...good, key: offCurve }, 'bad-proof', /not a point on the P-256 curve/],
      [{ ...good, key: 'AAAA' }, 'bad-proof', /65 bytes/],
      [{ ...good, player: 'NOT-AN-ID' }, 'bad-proof', /not a player id/],
      [{ player: ana.id, key: ana.key, challenge: good.challenge }, 'invalid', /proof/],
    ];
    for (const [proof, code, message] of cases) {
      const from = c.messages.length;
      const r = await refused(c, { v: 1, type: 'join', name: 'Ana', proof: proof });
      expect({ code: r.code, message: r.message }).toEqual({ code, message: expect.stringMatching(message) });
      expect(r.state.room.seats).toEqual([]);
      if (code !== 'invalid') await challengeOf(c, from);
    }
  });

  it('anonymous join and attach keep working, and the seat names no player', async () => {
    const id = await newTinyTable();
    const c = await Client.open(id);
    const { token } = await c.join('Bo');
    const d = await Client.open(id);
    const state = await d.request({ v: 1, type: 'attach', token }, 'state');
    expect(state.you).toBe(0);
    expect(state.room.seats[0]!.player).toBeUndefined();
  });

  it('attach with a token and a proof makes the seat the player\'s (a quick-match seat)', async () => {
    const id = await newTinyTable();
    const ana = await newPlayer();
    const { token } = await (await Client.open(id)).join('Ana');
    const c = await Client.open(id);
    const from = c.messages.length;
    c.send({ v: 1, type: 'attach', token, proof: await proofFor(c, ana, id) });
    const state = await c.stateWhere((s) => s.you === 0 && s.room.seats[0]!.player === ana.id, from);
    expect(state.player).toBe(ana.id);
  });

  it('a proven player who holds a seat and comes without its token is seated there again with a new token; the old page watches', async () => {
    const id = await newTinyTable();
    const ana = await newPlayer();
    const first = await Client.open(id);
    const from0 = first.messages.length;
    first.send({ v: 1, type: 'join', name: 'Ana', proof: await proofFor(first, ana, id) });
    const old = await first.next((m): m is Extract<ServerMessage, { type: 'welcome' }> => m.type === 'welcome', from0);
    await (await Client.open(id)).join('Bo');
    // Another device: no token, only the player's key.
    const other = await Client.open(id);
    const fromFirst = first.messages.length;
    const from = other.messages.length;
    other.send({ v: 1, type: 'prove', proof: await proofFor(other, ana, id) });
    const welcome = await other.next((m): m is Extract<ServerMessage, { type: 'welcome' }> => m.type === 'welcome', from);
    expect(welcome.seat).toBe(0);
    expect(welcome.token).not.toBe(old.token);
    expect((await other.stateWhere((s) => s.you === 0, from)).room.seats.map((s) => s.name)).toEqual(['Ana', 'Bo']);
    expect((await first.nextError(fromFirst)).code).toBe('seat-moved');
    // A join with the proof does the same, rather than a second seat for one person.
    const third = await Client.open(id);
    const from3 = third.messages.length;
    third.send({ v: 1, type: 'join', name: 'Ana again', proof: await proofFor(third, ana, id) });
    expect((await third.next((m): m is Extract<ServerMessage, { type: 'welcome' }> => m.type === 'welcome', from3)).seat).toBe(0);
    expect((await third.stateWhere((s) => s.you === 0, from3)).room.seats.length).toBe(2);
  });

  it('a page seated by its token that proves who it is makes the seat the player\'s', async () => {
    const id = await newTinyTable();
    const ana = await newPlayer();
    const c = await Client.open(id);
    await c.join('Ana');
    const from = c.messages.length;
    c.send({ v: 1, type: 'prove', proof: await proofFor(c, ana, id) });
    const state = await c.stateWhere((s) => s.room.seats[0]?.player === ana.id, from);
    expect([state.you, state.player]).toEqual([0, ana.id]);
  });

  it('a spectator who proves who they are stays a spectator, bound to the player', async () => {
    const id = await newTinyTable();
    const ana = await newPlayer();
    const c = await Client.open(id);
    const from = c.messages.length;
    c.send({ v: 1, type: 'prove', proof: await proofFor(c, ana, id) });
    const state = await c.stateWhere((s) => s.player === ana.id, from);
    expect(state.you).toBeNull();
    expect(state.room.seats).toEqual([]);
    // Bound for the connection's life: the binding lives in the socket's attachment, past an eviction.
    await evictDurableObject(roomStub(id));
    expect((await c.sync()).player).toBe(ana.id);
  });

  it('a proof that starts a new identity pays the address\'s new-identity limit (IDENTITY_CREATION); known players still prove', () => inOneMinute(async () => {
    const id = await newTinyTable();
    const address = someAddress();
    const known = await newPlayer();
    // Known: their object already holds their identity (a REST call made it), so proving it costs nothing.
    await env.Player.getByName(known.id).setName('Kim');
    const c = await Client.open(id, address);
    const codes: string[] = [];
    const started: Awaited<ReturnType<typeof newPlayer>>[] = [];
    for (let i = 0; i <= IDENTITIES_PER_MINUTE; i++) {
      const from = c.messages.length;
      const who = await newPlayer();
      started.push(who);
      c.send({ v: 1, type: 'prove', proof: await proofFor(c, who, id) });
      const answer = await c.next((m): m is ServerMessage => m.type === 'error' || (m.type === 'state' && m.player === who.id), from);
      codes.push(answer.type === 'error' ? answer.code : 'ok');
      await challengeOf(c, from);
    }
    expect(codes.slice(0, IDENTITIES_PER_MINUTE).every((code) => code === 'ok')).toBe(true);
    expect(codes[IDENTITIES_PER_MINUTE]).toBe('too-many-identities');
    const from = c.messages.length;
    c.send({ v: 1, type: 'prove', proof: await proofFor(c, known, id) });
    expect((await c.stateWhere((s) => s.player === known.id, from)).player).toBe(known.id);
    // An identity started here is kept: proving it again (a reconnect, the next table) costs nothing,
    // and the one refused left nothing behind.
    await challengeOf(c, from);
    const again = c.messages.length;
    c.send({ v: 1, type: 'prove', proof: await proofFor(c, started[0]!, id) });
    expect((await c.stateWhere((s) => s.player === started[0]!.id, again)).player).toBe(started[0]!.id);
    expect(await env.Player.getByName(started[0]!.id).status()).toBe('known');
    expect(await env.Player.getByName(started[IDENTITIES_PER_MINUTE]!.id).status()).toBe('new');
  }));

  it('a proven player\'s chat lines name them; forgetPlayer drops the id from the seats and the lines, the names stay', async () => {
    const id = await newTinyTable();
    const ana = await newPlayer();
    const c = await Client.open(id);
    const from = c.messages.length;
    c.send({ v: 1, type: 'join', name: 'Ana', proof: await proofFor(c, ana, id) });
    await c.stateWhere((s) => s.room.seats[0]?.player === ana.id, from);
    const line = await c.request({ v: 1, type: 'chat', phrase: 'good-luck' }, 'chat');
    expect(line.entries[0]).toMatchObject({ name: 'Ana', player: ana.id });
    await roomStub(id).forgetPlayer(ana.id);
    const state = await (await Client.open(id)).sync();
    expect(seatsOf(state)).toEqual([{ name: 'Ana', player: undefined }]);
    expect(state.chat!.map((e) => [e.name, e.player])).toEqual([['Ana', undefined]]);
    const rows = await runInDurableObject(roomStub(id), (room: Room) => room.store.seats().map((s) => s.player));
    expect(rows).toEqual([null]);
  });
});
