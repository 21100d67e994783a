// Only a player holding a Reaction is asked whether to reveal it, so the question itself is
// hidden information. Random games through the real room, with Attacks and Reactions dealt into
// every deck: whenever a Reaction question is open, every other seat and every spectator must
// receive exactly the message it would receive if another player held that Reaction instead.
import { env, evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { StateMessage } from '../../party/games/core/protocol.ts';
import { dominion, scenario, type DominionState } from '../../party/games/dominion/index.ts';
import type { Room } from '../../party/room.ts';
import { randomMoveFor, seeded, type Random } from '../soak/random-moves.ts';
import { Client, createTable } from './helpers.ts';

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

async function seatedDominion(seats: number, kingdom: string[]) {
  const res = await createTable({ game: 'dominion', seats, options: { kingdom: { cards: kingdom } } });
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
      let version = 0;
      for (let step = 0; step < MOVES_PER_GAME; step++) {
        const prompts = dominion.prompts(mirror);
        if (prompts.length === 0) break;
        const seat = prompts[Math.floor(random() * prompts.length)]!.seat;
        const mover = players[seat]!;
        const mine = await mover.stateWhere((m) => m.version === version);
        const move = randomMoveFor('dominion', mine.prompts[0]!, mine.view, random);
        const from = observers.map((o) => o.messages.length);
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
        version += 1;
        const received = await Promise.all(observers.map((o, i) => o.stateWhere((m) => m.version === version, from[i])));
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
              const where = `game ${game}, version ${version}, ${you === null ? 'spectator' : `seat ${you}`}, asked ${ask.seat} vs ${y}`;
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
    console.log(`reaction questions checked: ${windows}, message comparisons: ${compared}`);
  });
});
