// Players for workerd tests of the players' API: proofs by real key pairs (player-keys.ts), proven
// REST calls, and game reports as rooms send them.
import { env, listDurableObjectIds } from 'cloudflare:test';
import type { PlayerProof } from '../../party/protocol/identity.ts';
import { expect } from 'vitest';
import type { GameReport, Rating, ReportedSeat } from '../../party/protocol/players.ts';
import { api, someAddress } from './helpers.ts';
import { newPlayer, type TestPlayer } from './player-keys.ts';

export type TestKey = TestPlayer;
export const newKey = newPlayer;

/** A proof by `key` for `player` (its own id unless told), of `challenge` for `purpose`. */
export async function sign(key: TestKey, purpose: string, challenge: string, player = key.id): Promise<PlayerProof> {
  return { ...(await key.prove(purpose, challenge)), player };
}

export async function challengeFor(player: string, address = someAddress()): Promise<{ challenge: string; expiresAt: number }> {
  const res = await api(`/players/${player}/challenge`, { method: 'POST', headers: { 'cf-connecting-ip': address } });
  if (res.status !== 200) throw new Error(`challenge: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A proven REST call: fetches a challenge, signs `METHOD path`, sends `body` with the proof. */
export async function proven(key: TestKey, method: string, path: string, body: Record<string, unknown> = {}, player = key.id): Promise<Response> {
  const { challenge } = await challengeFor(player);
  const proof = await sign(key, `api:${method} /api${path}`, challenge, player);
  return api(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, proof }) });
}

let tables = 0;
/** A fresh table id for reports (26 lowercase letters and digits). */
export function tableId(): string {
  tables++;
  return `t${String(tables).padStart(5, '0')}${'x'.repeat(20)}`;
}

export function seat(seatNo: number, player: string | null, place: number, extra: Partial<ReportedSeat> = {}): ReportedSeat {
  return { seat: seatNo, name: `P${seatNo}`, player, bot: false, place, forfeited: false, ratingBefore: null, ...extra };
}

export function report(seats: ReportedSeat[], extra: Partial<GameReport> = {}): GameReport {
  return { table: tableId(), game: 'dominion', pool: 'dominion-2p', rated: true, finishedAt: Date.now(), turns: 12, seats, ...extra };
}

/**
 * A rating read some moments after it was made: the same rating and volatility, and the RD grown
 * by the hair those moments add (glicko2.ts afterAbsence).
 */
export function expectSameRating(read: Rating, made: Rating): void {
  expect({ rating: read.rating, vol: read.vol }).toEqual({ rating: made.rating, vol: made.vol });
  expect(read.rd).toBeGreaterThanOrEqual(made.rd);
  expect(read.rd).toBeCloseTo(made.rd, 3);
}

/** The Player objects workerd made (a database of their own), of the player ids asked about. */
export async function madeObjects(ids: string[]): Promise<string[]> {
  const made = new Set((await listDurableObjectIds(env.Player)).map((o) => o.toString()));
  return ids.filter((id) => made.has(env.Player.idFromName(id).toString()));
}
