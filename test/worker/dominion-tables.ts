// Dominion tables for the room tests: seated by real sockets, dealt from a chosen starting state,
// and time moved on by hand (the turn clocks and the Reaction window's pause), then the alarm run
// with the vitest plugin's helper.
import { env, evictDurableObject, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import type { StateMessage } from '../../party/protocol/room.ts';
import type { DominionState } from '../../party/games/dominion/index.ts';
import type { Room } from '../../party/room/room.ts';
import { Client, createTable, someAddress } from './helpers.ts';

/** A started Dominion table of `seats` people (P0, P1...), every socket closed again. */
export async function seatedDominion(seats: number, kingdom: string[], extra: Record<string, unknown> = {}) {
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

/**
 * A started 3-seat Dominion table: seat 0 a person (its creator), seat 1 a medium bot, seat 2 a
 * person who joined; every socket closed again.
 */
export async function personBotPerson(kingdom: string[], extra: Record<string, unknown> = {}) {
  const res = await createTable({ game: 'dominion', seats: 3, options: { kingdom: { cards: kingdom } }, name: 'Hum', bots: ['medium'], ...extra });
  const { id, token: t0 } = (await res.json()) as { id: string; token: string };
  const joiner = await Client.open(id, someAddress());
  const t2 = (await joiner.join('Att')).token;
  const host = await Client.open(id, someAddress());
  await host.request({ v: 1, type: 'attach', token: t0 }, 'state');
  host.send({ v: 1, type: 'start' });
  await host.stateWhere((m) => m.room.status === 'playing');
  host.close();
  joiner.close();
  return { id, t0, t2 };
}

/** The room deals from its own secret seed: the test's state replaces the start, before anyone is back. */
export async function dealFrom(id: string, initial: DominionState): Promise<void> {
  const stub = env.Room.get(env.Room.idFromName(id));
  await runInDurableObject(stub, (room: Room) => {
    if (room.store.meta()?.status !== 'playing') throw new Error('the table did not start');
    room.store.saveSnapshot(0, initial);
  });
  await evictDurableObject(stub);
}

/** The players back at their seats (each from an address of its own), then a spectator. */
export async function reconnect(id: string, tokens: string[], patches = false): Promise<{ players: Client[]; spectator: Client }> {
  const players: Client[] = [];
  for (const token of tokens) {
    const c = await Client.open(id, someAddress(), patches);
    await c.request({ v: 1, type: 'attach', token }, 'state');
    players.push(c);
  }
  const spectator = await Client.open(id, someAddress(), patches);
  await spectator.sync();
  return { players, spectator };
}

/**
 * Moves the table's time on by `ms`: every running "asked since" and the open Reaction window's
 * closing time move back, as if that much time had passed.
 */
export async function age(id: string, ms: number): Promise<void> {
  await runInDurableObject(env.Room.get(env.Room.idFromName(id)), (room: Room) => {
    for (const row of room.store.seats()) if (row.askedAt !== null) room.store.updateSeat(row.seat, { askedAt: row.askedAt - ms });
    const meta = room.store.meta();
    if (meta?.pause) {
      meta.pause.due -= ms;
      room.store.saveMeta(meta);
    }
  });
}

/**
 * The open Reaction window's pause runs on the real clock (1.5-4 s): pushed an hour away, so it
 * closes when the test says (windowPassed), not whenever a slow test run happens to reach it.
 */
export async function holdWindow(id: string): Promise<void> {
  await runInDurableObject(env.Room.get(env.Room.idFromName(id)), (room: Room) => {
    const meta = room.store.meta();
    // A pause already over (windowPassed) stays over.
    if (meta?.pause && meta.pause.due > Date.now()) {
      meta.pause.due = Date.now() + 3_600_000;
      room.store.saveMeta(meta);
    }
  });
}

/** The open Reaction window's pause is over: its closing time is now, and the room's alarm runs. */
export async function windowPassed(id: string): Promise<void> {
  const stub = env.Room.get(env.Room.idFromName(id));
  await runInDurableObject(stub, (room: Room) => {
    const meta = room.store.meta();
    if (meta?.pause && meta.pause.due > Date.now()) {
      meta.pause.due = Date.now();
      room.store.saveMeta(meta);
    }
  });
  await runDurableObjectAlarm(stub);
}

/** A message as two tables playing the same game must both send it: the table's identity and clock readings left out. */
export function comparable(m: unknown): unknown {
  // A connection's challenge is fresh randomness, the same in kind whatever the table hides.
  if (typeof m === 'object' && m !== null && (m as { type?: string }).type === 'challenge') return { type: 'challenge' };
  if (typeof m !== 'object' || m === null || (m as { type?: string }).type !== 'state') return m;
  const s = m as StateMessage;
  const seats = s.room.seats.map((seat) => (seat.clock ? { ...seat, clock: { running: seat.clock.running } } : seat));
  return { ...s, room: { ...s.room, id: '', createdAt: 0, seats } };
}

/** The clocks' readings in a message (ms left per seat), compared with a tolerance instead. */
export function clockReadings(m: unknown): number[] {
  if (typeof m !== 'object' || m === null || (m as { type?: string }).type !== 'state') return [];
  return (m as StateMessage).room.seats.map((seat) => seat.clock?.left ?? 0);
}
