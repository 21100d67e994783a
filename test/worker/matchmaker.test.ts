import { env, runDurableObjectAlarm, runInDurableObject, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import type { MatchServerMessage, QueuedMessage } from '../../party/protocol/quick-match.ts';
import { BOT_LOOKALIKE } from '../../party/protocol/common.ts';
import type { Matchmaker } from '../../party/matchmaker/matchmaker.ts';
import { RULES } from '../../party/matchmaker/pairing.ts';
import { roundTrips } from '../../party/matchmaker/latency.ts';
import { QueueStore, type QueueRow } from '../../party/matchmaker/queue-store.ts';
import { newPlayer, type TestPlayer } from './player-keys.ts';
import { api, attached, ORIGIN, roomStub, someAddress, inOneMinute } from './helpers.ts';
import type { Room } from '../../party/room/room.ts';
import { ARRIVAL_WAIT_MS } from '../../party/room/alarms.ts';
import { IDENTITIES_PER_MINUTE } from '../../party/players/prove.ts';

type Matched = Extract<MatchServerMessage, { type: 'matched' }>;

/** A queue socket; `where` is the query a local run may name the player's place by (`at=lat,lon` or `region=EU`). */
async function queue(game: string, where?: string, address?: string, cf?: Record<string, string>) {
  const headers: Record<string, string> = { Upgrade: 'websocket', ...(address ? { 'cf-connecting-ip': address } : {}) };
  const res = await SELF.fetch(`${ORIGIN}/api/match/${game}${where ? `?${where}` : ''}`, { headers, ...(cf ? { cf } : {}) });
  const ws = res.webSocket;
  if (!ws) throw new Error(`no websocket: ${res.status}`);
  ws.accept();
  opened.push(ws);
  const messages: MatchServerMessage[] = [];
  ws.addEventListener('message', (e) => messages.push(JSON.parse(e.data as string) as MatchServerMessage));
  const next = async (type: string) => {
    const from = messages.length;
    for (let i = 0; i < 100; i++) {
      const m = messages.slice(from).find((x) => x.type === type);
      if (m) return m;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no ${type}: ${JSON.stringify(messages)}`);
  };
  /** Sends a wish and waits for the answer of `type`. */
  const ask = async (wish: Record<string, unknown>, type = 'queued') => {
    const answer = next(type);
    ws.send(JSON.stringify({ v: 1, type: 'queue', ...wish }));
    return answer;
  };
  return { ws, messages, next, ask };
}

const stub = () => env.Matchmaker.get(env.Matchmaker.idFromName('tiny'));
/** One round of the matchmaker, as its alarm runs it. */
const round = () => runDurableObjectAlarm(stub());

// The matchmaker's storage outlives a test here: each test leaves an empty queue behind.
const opened: WebSocket[] = [];
afterEach(async () => {
  for (const ws of opened.splice(0)) ws.close(1000, 'done');
  await runInDurableObject(stub(), (_mm: Matchmaker, state) => {
    for (const t of ['queue', 'pending', 'handed', 'waits', 'joins']) state.storage.sql.exec(`DELETE FROM ${t}`);
  });
});

/** Moves every queued wait (and bots' time) back by `ms`, as if that much time had passed. */
async function age(ms: number): Promise<void> {
  await runInDurableObject(stub(), (_mm: Matchmaker, state) => {
    const store = new QueueStore(state.storage);
    for (const r of store.all()) store.put({ ...r, since: r.since - ms, botsAt: r.botsAt === null ? null : r.botsAt - ms });
  });
}

async function rows(): Promise<QueueRow[]> {
  return runInDurableObject(stub(), (_mm: Matchmaker, state) => new QueueStore(state.storage).all());
}

describe('quick match', () => {
  it('players asking for the same table size are seated at a fresh private table, each with their own token, and it starts once both arrive', async () => {
    const a = await queue('tiny');
    expect(await a.ask({ seats: 2, name: 'Ann' })).toMatchObject({ type: 'queued', minSeats: 2, maxSeats: 2, waiting: 1, rated: false, botsAt: null });
    const b = await queue('tiny');
    await b.ask({ seats: 2, name: 'Ann' });
    // Rounds run on the alarm: joining only queues.
    expect(a.messages.some((m) => m.type === 'matched')).toBe(false);
    const both = Promise.all([a.next('matched'), b.next('matched')]);
    await round();
    const [ma, mb] = (await both) as [Matched, Matched];
    expect(ma.table).toBe(mb.table);
    expect([ma.seat, mb.seat]).toEqual([0, 1]);
    expect(ma.token).not.toBe(mb.token);
    // Anonymous waits: the table is not rated.
    expect(ma.rated).toBe(false);
    const info = await api(`/tables/${ma.table}`);
    // Two strangers with the same name are told apart.
    expect(await info.json()).toMatchObject({ id: ma.table, game: 'tiny', status: 'open', maxSeats: 2, public: false, seated: 2, names: ['Ann', 'Ann 2'] });
    const first = await attached(ma.table, ma.token);
    expect(first.state).toMatchObject({ you: 0, room: { status: 'open', autoStart: 'arrived' } });
    const second = await attached(ma.table, mb.token);
    expect(second.state.you).toBe(1);
    const started = await first.client.stateWhere((m) => m.room.status === 'playing');
    expect(started.room.clock).toBe('relaxed');
    // Presence: nobody looks any more, and the two play.
    const presence = async () => ((await (await api('/presence')).json()) as { games: { game: string; looking: number; playing: number }[] }).games.find((g) => g.game === 'tiny');
    await expect.poll(presence).toEqual({ game: 'tiny', looking: 0, playing: 2 });
  });

  it('a matched table started by its arrival wait (one player never came) counts as playing in the lobby\'s presence', async () => {
    const presence = async () => ((await (await api('/presence')).json()) as { games: { game: string; playing: number }[] }).games.find((g) => g.game === 'tiny')!.playing;
    const before = await presence();
    const a = await queue('tiny');
    await a.ask({ seats: 2, name: 'Ann' });
    const b = await queue('tiny');
    await b.ask({ seats: 2, name: 'Bo' });
    const both = Promise.all([a.next('matched'), b.next('matched')]);
    await round();
    const [ma] = (await both) as [Matched, Matched];
    const first = await attached(ma.table, ma.token);
    expect(first.state.room.status).toBe('open');
    // The arrival wait is over: the alarm starts the game with whoever came.
    await runInDurableObject(roomStub(ma.table), (room: Room) => room.store.saveMeta({ ...room.store.meta()!, createdAt: Date.now() - ARRIVAL_WAIT_MS - 1000 }));
    await runDurableObjectAlarm(roomStub(ma.table));
    await first.client.stateWhere((m) => m.room.status === 'playing');
    expect(await presence()).toBe(before + 2);
  });

  it('the queue sends a challenge to sign on connect, and refuses a proof that does not sign it', async () => {
    const a = await queue('tiny');
    const challenge = await a.next('challenge');
    expect(challenge).toMatchObject({ type: 'challenge', challenge: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) });
    const proof = { player: 'a'.repeat(32), key: 'B'.repeat(87), challenge: 'c'.repeat(32), sig: 'A'.repeat(86) };
    expect(await a.ask({ seats: 2, name: 'Forger', proof }, 'error')).toMatchObject({ code: 'bad-signature' });
    const malformed = { ...proof, key: 'short' };
    expect(await a.ask({ seats: 2, name: 'Forger', proof: malformed }, 'error')).toMatchObject({ code: 'bad-proof' });
    expect(await rows()).toEqual([]);
  });

  it('two players who prove their ids with the challenge wait rated and are seated at a rated table with their ids', async () => {
    const prove = async (q: Awaited<ReturnType<typeof queue>>, who: TestPlayer) => {
      const { challenge } = (await q.next('challenge')) as { challenge: string };
      return who.prove('match:tiny', challenge);
    };
    const [ann, bob] = [await newPlayer(), await newPlayer()];
    const a = await queue('tiny');
    const proofA = await prove(a, ann);
    expect(await a.ask({ seats: 2, name: 'Proved', proof: proofA })).toMatchObject({ rated: true });
    expect((await rows())[0]!.player).toBe(ann.id);
    // The same proof again answers a spent challenge: refused.
    expect(await a.ask({ seats: 2, name: 'Proved', proof: proofA }, 'error')).toMatchObject({ code: 'bad-signature' });
    const b = await queue('tiny');
    const proofB = await prove(b, bob);
    const matchedA = a.next('matched');
    const matchedB = b.next('matched');
    await b.ask({ seats: 2, name: 'Also', proof: proofB });
    await round();
    const mb = (await matchedB) as Matched;
    expect(mb.rated).toBe(true);
    expect(((await matchedA) as Matched).rated).toBe(true);
  });

  it('a proof of a never-seen id pays the address\'s new-identity limit (IDENTITY_CREATION): past it, too-many-identities and no rated wait', () => inOneMinute(async () => {
    const q = await queue('tiny', undefined, someAddress());
    await q.next('challenge');
    const latest = () => (q.messages.filter((m) => m.type === 'challenge').at(-1) as { challenge: string }).challenge;
    for (let i = 0; i < IDENTITIES_PER_MINUTE; i++) {
      const who = await newPlayer();
      expect(await q.ask({ seats: 2, name: 'New', proof: await who.prove('match:tiny', latest()) })).toMatchObject({ rated: true });
    }
    const over = await newPlayer();
    expect(await q.ask({ seats: 2, name: 'New', proof: await over.prove('match:tiny', latest()) }, 'error')).toMatchObject({ code: 'too-many-identities' });
    expect((await rows()).map((r) => r.player)).not.toContain(over.id);
  }));

  it('fair play: a player who blocked another is never seated with them, and one cooling down waits', async () => {
    const [ann, bob, cy, dee] = [await newPlayer(), await newPlayer(), await newPlayer(), await newPlayer()];
    const join = async (who: TestPlayer, name: string, type = 'queued') => {
      const q = await queue('tiny');
      const { challenge } = (await q.next('challenge')) as { challenge: string };
      return { q, answer: q.ask({ seats: 2, name, proof: await who.prove('match:tiny', challenge) }, type) };
    };
    const a = await join(ann, 'Ann');
    await a.answer;
    expect(await env.Player.getByName(ann.id).block(bob.id)).toBe(true);
    // Ann's standing is read when she joins: she joins again on a new connection after blocking.
    a.q.ws.close(1000);
    const again = await join(ann, 'Ann');
    await again.answer;
    const b = await join(bob, 'Bob');
    expect(await b.answer).toMatchObject({ type: 'queued', waiting: 2 });
    await round();
    expect([again.q, b.q].some((p) => p.messages.some((m) => m.type === 'matched'))).toBe(false);
    // Cy left two tables lately: a cool-down; Dee is free, and meets whoever is free for her.
    for (const table of ['t1', 't2']) await env.Player.getByName(cy.id).noteAbandon(table, 'left-before-start', Date.now() - 1000);
    const c = await join(cy, 'Cy');
    await c.answer;
    expect((await rows()).find((r) => r.name === 'Cy')!.coolDownUntil).toBeGreaterThan(Date.now());
    const d = await join(dee, 'Dee');
    await d.answer;
    const matched = d.q.next('matched');
    await round();
    const m = (await matched) as Matched;
    const { names } = (await (await api(`/tables/${m.table}`)).json()) as { names: string[] };
    expect(names).toContain('Dee');
    expect(names).not.toContain('Cy');
    expect(names.filter((n) => n === 'Ann' || n === 'Bob')).toHaveLength(1);
  });

  it('fill with bots: after the wait a player asked for, bots take the empty seats and the game starts', async () => {
    const a = await queue('tiny');
    const queued = (await a.ask({ seats: 3, name: 'Solo', botsAfter: 5 })) as QueuedMessage;
    // The queue says bots will come (and so the table will not be rated) before they do.
    expect(queued.botsAt).toBeGreaterThan(Date.now());
    // Not yet: the round finds no one whose wait is over.
    await runDurableObjectAlarm(stub());
    expect(a.messages.some((m) => m.type === 'matched')).toBe(false);
    await age(6_000);
    const matched = a.next('matched');
    await runDurableObjectAlarm(stub());
    const m = (await matched) as Matched;
    expect(m).toMatchObject({ seat: 0, rated: false });
    const { client, state } = await attached(m.table, m.token);
    expect(state.room.seats.map((s) => s.bot)).toEqual([null, 'medium', 'medium']);
    const playing = await client.stateWhere((s) => s.room.status === 'playing');
    expect(playing.you).toBe(0);
  });

  it('a wish for a different table size waits apart', async () => {
    const a = await queue('tiny');
    const b = await queue('tiny');
    await a.ask({ seats: 3, name: 'Q' });
    expect(await b.ask({ seats: 4, name: 'Q' })).toMatchObject({ minSeats: 4, maxSeats: 4, waiting: 2 });
    expect(a.messages.some((m) => m.type === 'matched')).toBe(false);
  });

  it('sizes: a "2-4" wish and two 3 wishes meet at a table of 3', async () => {
    const range = await queue('tiny');
    const x = await queue('tiny');
    const y = await queue('tiny');
    expect(await range.ask({ seats: '2-4', name: 'Range' })).toMatchObject({ minSeats: 2, maxSeats: 4 });
    await x.ask({ seats: 3, name: 'X' });
    expect(range.messages.some((m) => m.type === 'matched')).toBe(false);
    await round();
    expect(range.messages.some((m) => m.type === 'matched')).toBe(false);
    await y.ask({ seats: 3, name: 'Y' });
    const all = Promise.all([range.next('matched'), x.next('matched'), y.next('matched')]);
    await round();
    const [mr, mx, my] = (await all) as [Matched, Matched, Matched];
    expect(new Set([mr.table, mx.table, my.table]).size).toBe(1);
    expect(await (await api(`/tables/${my.table}`)).json()).toMatchObject({ maxSeats: 3, seated: 3, names: ['Range', 'X', 'Y'] });
  });

  it('where a player is: the platform\'s request.cf alone when present (a client cannot name its own place by ?at= or ?region=, nor by the header); a local run\'s malformed place is a 400', async () => {
    const london = { lat: 51.5, lon: -0.1 };
    const tokyo = '35.7,139.7';
    const forged = await queue('tiny', `at=${tokyo}&region=AS`, undefined, { latitude: '51.5', longitude: '-0.1', continent: 'EU' });
    await forged.ask({ seats: 2, name: 'Cf' });
    // Cloudflare gave no coordinates, only the continent: still the client's ?at= is not read.
    const noCoords = await queue('tiny', `at=${tokyo}`, undefined, { continent: 'EU' });
    await noCoords.ask({ seats: 2, name: 'Continent' });
    const byRow = Object.fromEntries((await rows()).map((r) => [r.name, r.rtt]));
    expect(byRow['Cf']).toEqual(roundTrips(london));
    expect(byRow['Continent']).toEqual(roundTrips({ lat: 50, lon: 10 }));
    for (const where of ['at=abc', 'at=91,0', 'at=10', 'region=XX', 'region=toString']) {
      const res = await SELF.fetch(`${ORIGIN}/api/match/tiny?${where}`, { headers: { Upgrade: 'websocket' } });
      expect(res.status, where).toBe(400);
      expect(await res.json(), where).toMatchObject({ error: { code: 'bad-place' } });
    }
    const header = await SELF.fetch(`${ORIGIN}/api/match/tiny`, { headers: { Upgrade: 'websocket', 'x-kingdoms-place': '35.7,139.7' } });
    const ws = header.webSocket!;
    ws.accept();
    opened.push(ws);
    ws.send(JSON.stringify({ v: 1, type: 'queue', seats: 2, name: 'Header' }));
    await expect.poll(async () => (await rows()).find((r) => r.name === 'Header')).toBeDefined();
    expect((await rows()).find((r) => r.name === 'Header')!.rtt).toBeNull();
  });

  it('places: players from several continents meet those near them in one round, each table placed where its worst seat is least; a pair too far apart waits for the far wait', async () => {
    const city = { london: '51.5,-0.1', tokyo: '35.7,139.7', berlin: '52.5,13.4', sydney: '-33.9,151.2', saoPaulo: '-23.5,-46.6', auckland: '-36.8,174.8' };
    const people = Object.entries(city).map(([name, at]) => ({ name, at }));
    const sockets: Awaited<ReturnType<typeof queue>>[] = [];
    for (const p of people) {
      const q = await queue('tiny', `at=${p.at}`);
      await q.ask({ seats: 2, name: p.name });
      sockets.push(q);
    }
    // Each waiter carries its modelled round trips from the coordinates it came with.
    const [lat, lon] = city.tokyo.split(',').map(Number);
    expect((await rows()).find((r) => r.name === 'tokyo')!.rtt).toEqual(roundTrips({ lat: lat!, lon: lon! }));
    const near = [0, 1, 2, 3].map((i) => sockets[i]!.next('matched'));
    const decided = await runInDurableObject(stub(), async (mm: Matchmaker, state) => {
      await mm.decide(Date.now());
      return new QueueStore(state.storage).pending().map((t) => ({ names: t.people.map((p) => p.name), hint: t.hint }));
    });
    expect(decided).toEqual([{ names: ['london', 'berlin'], hint: 'eeur' }, { names: ['tokyo', 'sydney'], hint: 'oc' }]);
    await round();
    const seated = (await Promise.all(near)) as Matched[];
    expect(seated[0]!.table).toBe(seated[2]!.table);
    expect(seated[1]!.table).toBe(seated[3]!.table);
    // São Paulo and Auckland: no hint within the near limit for both (the best, wnam, is about 200 ms), until the far wait.
    expect((await rows()).map((r) => r.name)).toEqual(['saoPaulo', 'auckland']);
    await age(RULES.farAfterS * 1000 - 2_000);
    await round();
    expect(sockets[4]!.messages.some((m) => m.type === 'matched')).toBe(false);
    await age(2_000);
    const far = Promise.all([sockets[4]!.next('matched'), sockets[5]!.next('matched')]);
    await round();
    const [a, b] = (await far) as [Matched, Matched];
    expect(a.table).toBe(b.table);
    expect(await rows()).toEqual([]);
  });

  it('eviction mid-round loses and seats twice nobody: a decided round is finished by the next wake, once, and a dropped player gets their seat back with their ticket', async () => {
    const a = await queue('tiny');
    const b = await queue('tiny');
    await a.ask({ seats: 4, name: 'A', botsAfter: 5 });
    const ticketB = ((await b.ask({ seats: 4, name: 'B', botsAfter: 5 })) as QueuedMessage).ticket;
    // B's connection drops: the place is kept for a while.
    b.ws.close(4000, 'network');
    await new Promise((r) => setTimeout(r, 100));
    expect((await rows()).map((r) => [r.name, r.conn === null])).toEqual([['A', false], ['B', true]]);
    const back = await queue('tiny');
    // Back in time: the place (and the time waited) is still theirs.
    expect(await back.ask({ seats: 4, name: 'B', botsAfter: 5, ticket: ticketB })).toMatchObject({ ticket: ticketB, waiting: 2 });
    const c = await queue('tiny');
    await c.ask({ seats: 4, name: 'C', botsAfter: 5 });
    // The round decides (the three with a bot, their wait for bots over) and the object is evicted before it opens it.
    await runInDurableObject(stub(), async (mm: Matchmaker, state) => {
      // Later than everyone's wait for bots.
      await mm.decide(Date.now() + 60_000);
      expect(new QueueStore(state.storage).pending()).toHaveLength(1);
    });
    expect(await rows()).toEqual([]);
    expect([a, back, c].some((p) => p.messages.some((m) => m.type === 'matched'))).toBe(false);
    // The next wake (the alarm is armed while anything is pending) opens it and hands the seats out.
    const all = Promise.all([a.next('matched'), back.next('matched'), c.next('matched')]);
    await runDurableObjectAlarm(stub());
    const matched = (await all) as Matched[];
    expect(new Set(matched.map((m) => m.table)).size).toBe(1);
    expect(matched.map((m) => m.seat)).toEqual([0, 1, 2]);
    await runDurableObjectAlarm(stub());
    for (const p of [a, back, c]) expect(p.messages.filter((m) => m.type === 'matched')).toHaveLength(1);
    const table = (await (await api(`/tables/${matched[0]!.table}`)).json()) as { seated: number; names: string[] };
    expect(table.seated).toBe(4);
    expect(table.names.slice(0, 3)).toEqual(['A', 'B', 'C']);
    // A player whose connection dropped just then asks again with their ticket: the same seat.
    const again = await queue('tiny');
    expect(await again.ask({ seats: 4, name: 'B', ticket: ticketB }, 'matched')).toEqual(matched[1]);
  });

  it('bad wishes are refused with a reason; unknown games and plain HTTP are refused', async () => {
    const a = await queue('tiny');
    expect(await a.ask({ seats: 12, name: 'Q' }, 'error')).toMatchObject({ code: 'bad-seats' });
    expect(await a.ask({ seats: '4-2', name: 'Q' }, 'error')).toMatchObject({ code: 'bad-seats' });
    expect(await a.ask({ seats: 'many', name: 'Q' }, 'error')).toMatchObject({ code: 'invalid' });
    const e2 = a.next('error');
    a.ws.send('{nope');
    expect(await e2).toMatchObject({ code: 'bad-json' });
    expect(await a.ask({ type: 'dance' }, 'error')).toMatchObject({ code: 'invalid' });
    expect(await rows()).toEqual([]);
    expect((await api('/match/chess', { headers: { Upgrade: 'websocket' } })).status).toBe(404);
    expect((await api('/match/tiny')).status).toBe(426);
  });

  // Review finding: strangers sharing a name are told apart by a number after it, which for a
  // person called "Bot" made "Bot 2": a name kept for bots (BOT_LOOKALIKE), refused to anyone
  // who chooses it, so that no person passes for a bot.
  it('two strangers called "Bot" are told apart without either getting a bot\'s name', async () => {
    const a = await queue('tiny');
    await a.ask({ seats: 2, name: 'Bot' });
    const b = await queue('tiny');
    const matched = a.next('matched');
    await b.ask({ seats: 2, name: 'bot' });
    await round();
    const m = (await matched) as Matched;
    const { names } = (await (await api(`/tables/${m.table}`)).json()) as { names: string[] };
    expect(names).toHaveLength(2);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(2);
    for (const name of names) expect(name, name).not.toMatch(BOT_LOOKALIKE);
  });
});
