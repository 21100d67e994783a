// The players' REST API (/api/players, /api/leaderboards: docs/rest-api.md). Calls that speak for
// the player fetch a fresh challenge and sign it for exactly that call (`api:<METHOD> <path>`).
import { vouchingPurpose, type PlayerProof } from '../../party/protocol/identity.ts';
import type { Leaderboard, PlayerKey, PlayerProfile, PlayerTable, RatingPool } from '../../party/protocol/players.ts';
import { myIdentity, proofBy, type IdentityRecord } from './identity.ts';
import { request } from './lobby-api.ts';
import { newTransferKey } from './transfer-key.ts';

const json = { 'content-type': 'application/json' };
const playerPath = (id: string) => `/api/players/${encodeURIComponent(id)}`;

export function getProfile(id: string): Promise<PlayerProfile> {
  return request<PlayerProfile>(playerPath(id));
}

export function getLeaderboard(pool: RatingPool, player: string | null): Promise<Leaderboard> {
  const query = player ? `?player=${encodeURIComponent(player)}` : '';
  return request<Leaderboard>(`/api/leaderboards/${encodeURIComponent(pool)}${query}`);
}

async function challengeFor(player: string): Promise<string> {
  return (await request<{ challenge: string; expiresAt: number }>(`${playerPath(player)}/challenge`, { method: 'POST' })).challenge;
}

/**
 * A call signed by `as` (this browser's identity unless another is given, as a transfer link's
 * key); `vouchesFor`, a key the call vouches for, is signed with it.
 */
async function proven<T>(method: string, path: string, body: object = {}, as?: IdentityRecord, vouchesFor?: string): Promise<T> {
  const signer = as ?? await myIdentity();
  const challenge = await challengeFor(signer.player);
  const purpose = `api:${method} ${path}`;
  const proof: PlayerProof = await proofBy(signer, vouchesFor === undefined ? purpose : vouchingPurpose(purpose, vouchesFor), challenge);
  return request<T>(path, { method, headers: json, body: JSON.stringify({ ...body, proof }) });
}

export async function saveName(name: string): Promise<void> {
  const { player } = await myIdentity();
  await proven('PUT', `${playerPath(player)}/name`, { name });
}

/** A one-time link's secret that moves this player to another device: this browser's key signs the link's key. */
export async function newTransfer(): Promise<{ player: string; secret: string; expiresAt: number }> {
  const { player } = await myIdentity();
  const { key, secret } = await newTransferKey();
  const { expiresAt } = await proven<{ expiresAt: number }>('POST', `${playerPath(player)}/transfers`, { key }, undefined, key);
  return { player, secret, expiresAt };
}

/** On the new device: the link's key signs `device` (keys made here), and the player's object takes it. */
export async function acceptTransfer(link: IdentityRecord, device: { keys: CryptoKeyPair; key: string }): Promise<IdentityRecord> {
  await proven('POST', `${playerPath(link.player)}/keys`, { key: device.key }, link, device.key);
  return { player: link.player, keys: device.keys, key: device.key };
}

/** The keys that speak for this player, one per device; `current` is this browser's. */
export async function myKeys(): Promise<PlayerKey[]> {
  const { player } = await myIdentity();
  return (await proven<{ keys: PlayerKey[] }>('POST', `${playerPath(player)}/devices`, {})).keys;
}

/** Another device's key no longer speaks for this player. */
export async function removeKey(key: string): Promise<void> {
  const { player } = await myIdentity();
  await proven('DELETE', `${playerPath(player)}/devices/${encodeURIComponent(key)}`, {});
}

/** Everything the server keeps about this player, as it keeps it. */
export async function myData(): Promise<unknown> {
  const { player } = await myIdentity();
  return proven('POST', `${playerPath(player)}/data`, {});
}

export async function forgetMe(): Promise<void> {
  const { player } = await myIdentity();
  await proven('DELETE', playerPath(player), {});
}

/** "Your games": open and running tables, then the last finished ones, each newest first. */
export interface YourTables { playing: PlayerTable[]; finished: PlayerTable[] }

export async function myTables(): Promise<YourTables> {
  const { player } = await myIdentity();
  return proven<YourTables>('POST', `${playerPath(player)}/games`, {});
}
