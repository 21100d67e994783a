// Players for workerd tests: real P-256 key pairs made with crypto.subtle, as the page makes them,
// and proofs signed with them.
import { keyId, signedText, type PlayerProof } from '../../party/protocol/identity.ts';
import { base64url } from '../../party/protocol/seat-token.ts';
import type { GameReport, ReportedSeat } from '../../party/protocol/players.ts';
import { api, someAddress } from './helpers.ts';

export interface TestKey { pair: CryptoKeyPair; raw: Uint8Array; id: string }

export async function newKey(): Promise<TestKey> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])) as CryptoKeyPair;
  const raw = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  return { pair, raw, id: await keyId(raw) };
}

/** A proof by `key` for `player` (its own id unless told), of `challenge` for `purpose`. */
export async function sign(key: TestKey, purpose: string, challenge: string, player = key.id): Promise<PlayerProof> {
  const sig = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, key.pair.privateKey, new TextEncoder().encode(signedText(purpose, challenge)));
  return { player, key: base64url(key.raw), challenge, sig: base64url(new Uint8Array(sig)) };
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
