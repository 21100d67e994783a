// Only a player holding a Reaction is asked whether to reveal it, so the question itself is
// hidden information. Random games through the real room, with Attacks and Reactions dealt into
// every deck: whenever a Reaction question is open, every other seat and every spectator must
// receive exactly the message it would receive if another player held that Reaction instead.
import { env, evictDurableObject, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { StateMessage } from '../../party/games/core/protocol.ts';
import { dominion, scenario, type DominionState } from '../../party/games/dominion/index.ts';
import type { Room } from '../../party/room.ts';
import { randomMoveFor, seeded, type Random } from '../soak/random-moves.ts';
import { Client, createTable, seatedTable } from './helpers.ts';

const ATTACKS = ['bureaucrat', 'militia', 'spy', 'thief', 'witch', 'swindler', 'minion', 'saboteur', 'torturer'];
const REACTIONS = ['moat', 'secret-chamber'];
const GAMES = 6;
const MOVES_PER_GAME = 120;

function shuffled<T>(xs: T[], random: Random): T[] {
  const a = xs.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [a[i], a[j]] = [a[j] as T, a[i] as T];
  }
  return a;
}

/** Decks thick with Attacks and Reactions (some players get none), so questions come often. */
function dealt(kingdom: string[], seats: number, seed: string, random: Random): DominionState {
  const attacks = kingdom.filter((c) => ATTACKS.includes(c));
  const players = Array.from({ length: seats }, () => {
    const reactions = Array.from({ length: Math.floor(random() * 3) }, () => REACTIONS[Math.floor(random() * 2)] as string);
    const extra = [attacks[Math.floor(random() * attacks.length)] as string, attacks[Math.floor(random() * attacks.length)] as string];
    const cards = shuffled([...Array<string>(7).fill('copper'), ...Array<string>(3).fill('estate'), ...extra, ...reactions], random);
    return { hand: cards.slice(0, 5), deck: cards.slice(5) };
  });
  return scenario({ players, kingdom, seed });
}

const isReaction = (c: string) => REACTIONS.includes(c);

/**
 * The same moment with the Reaction question asked of `y` instead of `x`: x's Reactions change
 * places with as many of y's other cards, so every hand keeps its size. Null when y cannot take them.
 */
function askedOfAnother(g: DominionState, x: number, y: number): DominionState | null {
  const s = structuredClone(g);
  const hx = s.players[x]!.hand;
  const hy = s.players[y]!.hand;
  const give = hx.map((c, i) => [c, i] as const).filter(([c]) => isReaction(c));
  const take = hy.map((c, i) => [c, i] as const).filter(([c]) => !isReaction(c));
  if (take.length < give.length) return null;
  give.forEach(([c, i], k) => {
    const [d, j] = take[k]!;
    hx[i] = d;
    hy[j] = c;
  });
  const ask = s.asks.find((a) => a.kind === 'react' && a.seat === x)!;
  ask.seat = y;
  ask.from = [...new Set(hy.filter(isReaction))];
  const frame = s.stack[s.stack.length - 1]!;
  if (frame.l.who === x) frame.l.who = y;
  return s;
}

async function seatedDominion(seats: number, kingdom: string[], extra: Record<string, unknown> = {}) {
  const res = await createTable({ game: 'dominion', seats, options: { kingdom: { cards: kingdom } }, ...extra });
  const { id } = (await res.json()) as { id: string };
  const tokens: string[] = [];
  const clients: Client[] = [];
  for (let i = 0; i < seats; i++) {
    const c = await Client.open(id);
    tokens.push((await c.join(`P${i}`)).token);
    clients.push(c);
  }
  clients[0]!.send({ v: 1, type: 'start' });
  await clients[0]!.stateWhere((m) => m.room.status === 'playing');
  for (const c of clients) c.close();
  return { id, tokens };
}

describe('Dominion at the table: nobody learns who holds a Reaction', () => {
  it('random games with Reactions: every message to others is the same whichever player is asked about a Reaction', async () => {
    let windows = 0;
    let compared = 0;
    let declines = 0;
    for (let game = 0; game < GAMES; game++) {
      const random = seeded(7919 * (game + 1));
      const seats = 3 + (game % 2);
      const kingdom = [...REACTIONS, ...shuffled(ATTACKS, random).slice(0, 8)];
      const { id, tokens } = await seatedDominion(seats, kingdom);
      // The room deals from its own secret seed; this test deals decks full of Reactions instead,
      // stored as the game's starting state before anyone is connected.
      const initial = dealt(kingdom, seats, `reactions-${game}`, random);
      const stub = env.Room.get(env.Room.idFromName(id));
      await runInDurableObject(stub, (room: Room) => {
        if (room.store.meta()?.status !== 'playing') throw new Error('the table did not start');
        room.store.saveSnapshot(0, initial);
      });
      await evictDurableObject(stub);
      const players: Client[] = [];
      for (const token of tokens) {
        const c = await Client.open(id);
        await c.request({ v: 1, type: 'attach', token }, 'state');
        players.push(c);
      }
      const spectator = await Client.open(id);
      await spectator.sync();
      const observers = [...players, spectator];
      const mirror = structuredClone(initial);
      // The version each observer is told: a declined Reaction counts only for its own player.
      const versions = observers.map(() => 0);
      for (let step = 0; step < MOVES_PER_GAME; step++) {
        const prompts = dominion.prompts(mirror);
        if (prompts.length === 0) break;
        const seat = prompts[Math.floor(random() * prompts.length)]!.seat;
        const mover = players[seat]!;
        const version = versions[seat]!;
        // The attacker keeps its version while a Reaction question is open: wait for its question.
        const asked = JSON.stringify(prompts.filter((p) => p.seat === seat));
        const mine = await mover.stateWhere((m) => m.version === version && JSON.stringify(m.prompts) === asked);
        const move = randomMoveFor('dominion', mine.prompts[0]!, mine.view, random);
        const from = observers.map((o) => o.messages.length);
        const hidden = dominion.privateMove!(mirror, seat, move);
        for (;;) {
          const before = mover.messages.length;
          mover.send({ v: 1, type: 'move', version, id: `g${game}-m${step}`, move });
          const reply = await mover.next((m): m is StateMessage => (m.type === 'state' && m.version > version) || m.type === 'error', before);
          if (reply.type === 'state') break;
          // Random play outruns a person's pace; wait for the rate limit rather than count it. Over a
          // second: a refusal within a second of the last one is silent (party/limits.ts).
          expect(reply, JSON.stringify(move)).toMatchObject({ code: 'rate-limited' });
          await new Promise((r) => setTimeout(r, 1_100));
        }
        const applied = dominion.apply(mirror, seat, move);
        expect(applied.ok).toBe(true);
        observers.forEach((_, i) => { if (!hidden || i === seat) versions[i] = versions[i]! + 1; });
        if (hidden) declines++;
        const received = await Promise.all(observers.map((o, i) => o.stateWhere((m) => m.version === versions[i], from[i])));
        for (const ask of mirror.asks.filter((a) => a.kind === 'react')) {
          windows++;
          received.forEach((msg, i) => {
            const you = i < seats ? i : null;
            if (you === ask.seat) return;
            for (let y = 0; y < seats; y++) {
              if (y === ask.seat || y === you || y === mirror.cur) continue;
              const other = askedOfAnother(mirror, ask.seat, y);
              if (!other) continue;
              compared++;
              const where = `game ${game}, version ${versions[i]}, ${you === null ? 'spectator' : `seat ${you}`}, asked ${ask.seat} vs ${y}`;
              expect(msg.view, where).toEqual(dominion.view(other, you));
              expect(msg.waitingFor, where).toEqual(dominion.waiting!(other));
              expect(msg.prompts, where).toEqual(you === null ? [] : dominion.prompts(other).filter((p) => p.seat === you));
              expect(msg.log, where).toEqual(dominion.log(other, you, msg.logFrom));
            }
          });
        }
      }
      for (const o of observers) o.close();
    }
    // The check must have met many open Reaction questions, or it proved nothing.
    expect(windows).toBeGreaterThanOrEqual(15);
    expect(compared).toBeGreaterThanOrEqual(30);
    expect(declines).toBeGreaterThanOrEqual(3);
    console.log(`reaction questions checked: ${windows}, message comparisons: ${compared}, declined in secret: ${declines}`);
  });

  it.each([['plain', false], ['patching', true]] as const)('a declined Moat is invisible: the attacker and a spectator get the same messages as when nobody holds a Reaction (%s connections)', async (_kind, patches) => {
    // Two worlds, the same public events: P0 plays Militia against P1, who has 3 cards in hand (so
    // P1 discards nothing), then plays its treasures, buys a Silver and ends its turn. In the
    // first world P1 holds a Moat and declines to reveal it; in the second the Moat is in P1's
    // deck instead. Time passes the same in both: P0 has thought for 10 s before the Militia, and
    // 20 s pass after it (while P1, in the first world, decides).
    const kingdom = ['moat', 'militia', 'village', 'smithy', 'market', 'festival', 'laboratory', 'cellar', 'chapel', 'workshop'];
    const attacker = { hand: ['militia', 'copper', 'copper', 'copper', 'estate'], deck: ['copper', 'copper', 'estate', 'copper', 'silver'] };
    const worlds = [
      { hand: ['moat', 'copper', 'estate'], deck: ['copper', 'copper', 'estate', 'copper', 'estate'] },
      { hand: ['copper', 'copper', 'estate'], deck: ['moat', 'copper', 'estate', 'copper', 'estate'] },
    ];
    const seen: Array<Array<{ step: string; attacker: Seen; spectator: Seen }>> = [];
    for (const [w, victim] of worlds.entries()) {
      const { id, tokens } = await seatedDominion(2, kingdom, { clock: 'fast' });
      const stub = env.Room.get(env.Room.idFromName(id));
      await runInDurableObject(stub, (room: Room) => {
        room.store.saveSnapshot(0, scenario({ players: [attacker, victim], kingdom, seed: 'two-worlds' }));
      });
      await evictDurableObject(stub);
      const [p0, p1] = await Promise.all(tokens.map(async (token) => {
        const c = await Client.open(id, undefined, patches);
        await c.request({ v: 1, type: 'attach', token }, 'state');
        return c;
      }));
      const spectator = await Client.open(id, undefined, patches);
      await spectator.sync();
      await age(id, 10_000);
      const steps: Array<{ step: string; attacker: Seen; spectator: Seen }> = [];
      // After each step: what was pushed to each observer, then a fresh look at the same moment
      // in both worlds (a running clock reads differently at different times, not worlds).
      const look = async (client: Client, version: number, settled: (m: StateMessage) => boolean) => {
        const pushed = await client.stateWhere((m) => m.version >= version && settled(m));
        expect(pushed.version).toBe(version);
        const fresh = await client.sync();
        expect(fresh.version).toBe(version);
        return seenBy(fresh, client);
      };
      const record = async (step: string, version: number, attacking = true) => {
        steps.push({
          step,
          attacker: await look(p0!, version, (m) => !attacking || m.prompts.length > 0),
          spectator: await look(spectator, version, () => true),
        });
      };
      const p0Move = async (version: number, n: number, move: unknown) => {
        const reply = await p0!.move(version, `w${w}-${n}`, move);
        expect(reply.version).toBe(version + 1);
      };
      await p0Move(0, 1, { type: 'play', card: 'militia' });
      await age(id, 20_000);
      if (w === 0) {
        // P1 alone is asked; declining is acknowledged to P1 (its own version moves on) and to nobody else.
        const asked = await p1!.stateWhere((m) => m.prompts.some((p) => p.kind === 'react'));
        expect(asked.version).toBe(1);
        const declined = await p1!.move(1, 'w0-decline', { type: 'choose', pick: [] });
        expect(declined.version).toBe(2);
        expect(declined.prompts).toEqual([]);
      }
      await record('militia', 1);
      await p0Move(1, 2, { type: 'treasures' });
      await record('treasures', 2);
      await p0Move(2, 3, { type: 'buy', card: 'silver' });
      await record('buy', 3);
      // Ending the turn hands it to P1: P0 is then told of it without a prompt.
      await p0Move(3, 4, { type: 'end-turn' });
      await record('end-turn', 4, false);
      // P1 moves on with the version it was told, which in the first world counts its decline.
      const p1Version = (await p1!.stateWhere((m) => m.prompts.some((p) => p.kind === 'turn'))).version;
      expect(p1Version).toBe(w === 0 ? 5 : 4);
      const p1Moved = await p1!.move(p1Version, `w${w}-5`, { type: 'end-actions' });
      expect(p1Moved.version).toBe(p1Version + 1);
      seen.push(steps);
      for (const c of [p0!, p1!, spectator]) c.close();
    }
    const [secret, none] = seen as [typeof seen[0], typeof seen[0]];
    expect(secret.map((s) => s.step)).toEqual(none.map((s) => s.step));
    secret.forEach((s, k) => {
      const other = none[k]!;
      for (const who of ['attacker', 'spectator'] as const) {
        const a = s[who];
        const b = other[who];
        expect(withoutClockReadings(a), `${s.step}, ${who}`).toEqual(withoutClockReadings(b));
        // Clocks read (and banks were charged) a few ms apart in the two worlds: the test's own
        // pace, far below the 10 s and 20 s that pass in both.
        a.message.room.seats.forEach((seat, i) => {
          const c = seat.clock;
          const d = b.message.room.seats[i]!.clock;
          if (c && d) expect(Math.abs(c.left - d.left), `${s.step}, ${who}, seat ${i} clock`).toBeLessThan(3000);
        });
      }
    });
  });

  it('a Reaction held by a bot, or by a player with no connection, is answered at once: the table never visibly waits on it', async () => {
    const kingdom = ['moat', 'militia', 'village', 'smithy', 'market', 'festival', 'laboratory', 'cellar', 'chapel', 'workshop'];
    const start = scenario({
      players: [
        { hand: ['militia', 'copper', 'copper', 'copper', 'estate'], deck: ['copper', 'copper', 'estate', 'copper', 'silver'] },
        { hand: ['moat', 'copper', 'estate', 'copper', 'estate'], deck: ['copper', 'copper', 'estate', 'copper', 'estate'] },
      ],
      kingdom,
      seed: 'answered-at-once',
    });
    const tables = [
      // A bot at seat 1, with a long pause: answered after it, the question would show.
      await seatedTable({ game: 'dominion', seats: 2, bots: ['medium'], start: true, botPauseMs: 5000, options: { kingdom: { cards: kingdom } } }),
      // Two people; the second never comes back after the start.
      { ...(await seatedDominion(2, kingdom, { botPauseMs: 5000 })), token: '' },
    ];
    for (const [k, table] of tables.entries()) {
      const token = 'tokens' in table ? table.tokens[0]! : table.token;
      const stub = env.Room.get(env.Room.idFromName(table.id));
      await runInDurableObject(stub, (room: Room) => { room.store.saveSnapshot(0, start); });
      await evictDurableObject(stub);
      const p0 = await Client.open(table.id);
      await p0.request({ v: 1, type: 'attach', token }, 'state');
      const from = p0.messages.length;
      p0.send({ v: 1, type: 'move', version: 0, id: `t${k}-militia`, move: { type: 'play', card: 'militia' } });
      const after = await p0.stateWhere((m) => m.version > 0, from);
      const stored = await runInDurableObject(stub, (room: Room) => ({ moves: room.store.movesAfter(0), hidden: room.store.privateMoves(2, 1000) }));
      // Seat 1 was asked and answered (a revealed Moat is public, a decline is not) before
      // anyone was told of the Militia: the first message already shows the question closed.
      expect(stored.moves.slice(0, 2).map((m) => m.seat), `table ${k}`).toEqual([0, 1]);
      expect(after.version, `table ${k}`).toBe(stored.moves.length - stored.hidden[1]!);
      expect(after.prompts.length > 0 || after.waitingFor.includes(1), `table ${k}: ${JSON.stringify(after.waitingFor)}`).toBe(true);
      expect(after.room.seats[1]!.standin, `table ${k}`).toBeNull();
      p0.close();
    }
  });

  it('the attacker\'s clock runs out while a Reaction question is open: a bot answers the question, the attacker is taken over as anyone out of time', async () => {
    const kingdom = ['moat', 'militia', 'village', 'smithy', 'market', 'festival', 'laboratory', 'cellar', 'chapel', 'workshop'];
    const { id, tokens } = await seatedDominion(2, kingdom, { clock: 'fast' });
    const stub = env.Room.get(env.Room.idFromName(id));
    await runInDurableObject(stub, (room: Room) => {
      room.store.saveSnapshot(0, scenario({
        players: [{ hand: ['militia', 'copper', 'copper', 'copper', 'estate'] }, { hand: ['moat', 'copper', 'estate', 'copper', 'estate'] }],
        kingdom,
      }));
    });
    await evictDurableObject(stub);
    const [p0, p1] = await Promise.all(tokens.map(async (token) => {
      const c = await Client.open(id);
      await c.request({ v: 1, type: 'attach', token }, 'state');
      return c;
    }));
    await p0!.move(0, 'militia', { type: 'play', card: 'militia' });
    expect((await p1!.stateWhere((m) => m.prompts.some((p) => p.kind === 'react'))).version).toBe(1);
    // P1 thinks past everything P0 has left: 15 s for the turn and the 5 min bank.
    await age(id, 316_000);
    await runDurableObjectAlarm(stub);
    const seats = await runInDurableObject(stub, (room: Room) => ({ rows: room.store.seats(), moves: room.store.movesAfter(0) }));
    expect(seats.moves.map((m) => m.seat).slice(0, 2)).toEqual([0, 1]);
    expect(seats.rows.map((r) => r.standin)).toEqual(['timeout', null]);
    const shown = await p0!.sync();
    expect(shown.room.seats.map((s) => s.standin)).toEqual(['timeout', null]);
    for (const c of [p0!, p1!]) c.close();
  });
});

/** What an observer holds after a step: the latest state message and every log entry so far. */
interface Seen { message: StateMessage; log: unknown[] }

function seenBy(latest: StateMessage, client: Client): Seen {
  const log = new Map<number, unknown>();
  for (const m of client.messages) if (m.type === 'state') for (const e of m.log) log.set(e.i, e);
  // The table's own identity differs between the worlds; everything else must not.
  const { log: _log, logFrom: _from, chat: _chat, ...message } = latest;
  message.room = { ...message.room, id: '', createdAt: 0 };
  return { message: message as StateMessage, log: [...log.entries()].sort(([x], [y]) => x - y).map(([, e]) => e) };
}

/** The message with the clocks' readings left out (compared with a tolerance instead). */
function withoutClockReadings(s: Seen): unknown {
  const seats = s.message.room.seats.map((seat) => (seat.clock ? { ...seat, clock: { running: seat.clock.running } } : seat));
  return { ...s, message: { ...s.message, room: { ...s.message.room, seats } } };
}

/** Moves every running "asked since" back by `ms`, as if that much time had passed. */
async function age(id: string, ms: number): Promise<void> {
  await runInDurableObject(env.Room.get(env.Room.idFromName(id)), (room: Room) => {
    for (const row of room.store.seats()) if (row.askedAt !== null) room.store.updateSeat(row.seat, { askedAt: row.askedAt - ms });
  });
}
