// A player's keys: challenges the REST API hands out (one use each), transfer keys (signed by one
// of the player's keys, each may vouch once for a new device's key), and the check of a proof.
import { CHALLENGE_TTL_MS, newChallenge, type PlayerProof } from '../protocol/identity.ts';
import { checkSignature } from './proof.ts';

export type ProofRefusal = { ok: false; code: ProofCode; message: string };
export type ProofCode = 'bad-proof' | 'bad-signature' | 'unknown-key' | 'challenge-expired' | 'unknown-challenge' | 'forgotten' | 'bad-transfer';
export type ProofAnswer = { ok: true; keyId: string; firstKey: boolean } | ProofRefusal;

/** How long a transfer link works. */
export const TRANSFER_TTL_MS = 10 * 60_000;
/**
 * Challenges one player may have waiting; the oldest go first. More than one client address may
 * ask for in a challenge's life (CHALLENGES_PER_MINUTE a minute for CHALLENGE_TTL_MS), so a flood
 * from one address cannot push the owner's challenge out.
 */
export const OPEN_CHALLENGES = 200;
/** `simple.limit` of the CHALLENGE_REQUESTS binding in wrangler.toml: per client address and player id. */
export const CHALLENGES_PER_MINUTE = 20;

export function issueChallenge(sql: SqlStorage, now = Date.now()): { challenge: string; expiresAt: number } {
  sql.exec(`DELETE FROM challenges WHERE expires_at < ?`, now);
  sql.exec(`DELETE FROM challenges WHERE challenge NOT IN (SELECT challenge FROM challenges ORDER BY expires_at DESC LIMIT ?)`, OPEN_CHALLENGES - 1);
  const challenge = newChallenge();
  const expiresAt = now + CHALLENGE_TTL_MS;
  sql.exec(`INSERT INTO challenges (challenge, expires_at) VALUES (?, ?)`, challenge, expiresAt);
  return { challenge, expiresAt };
}

/** Keys added by transfer links, oldest first. */
export function addedKeys(sql: SqlStorage): { key: string; addedAt: number }[] {
  return sql.exec<{ key_id: string; added_at: number }>(`SELECT key_id, added_at FROM keys ORDER BY added_at, key_id`).toArray()
    .map((k) => ({ key: k.key_id, addedAt: k.added_at }));
}

export function knowsKey(sql: SqlStorage, keyId: string): boolean {
  return sql.exec(`SELECT 1 FROM keys WHERE key_id = ?`, keyId).toArray().length > 0;
}

/**
 * Checks `proof` against one of this player's open challenges and its signature; `keyAllowed`
 * says whether the signing key may speak for the player. Only a good proof uses the challenge up.
 */
export async function takeProof(sql: SqlStorage, player: string, proof: PlayerProof, purpose: string,
  keyAllowed: (keyId: string, firstKey: boolean) => ProofRefusal | null, now = Date.now()): Promise<ProofAnswer> {
  if (proof.player !== player) return { ok: false, code: 'bad-proof', message: `The proof speaks for ${proof.player}, not for ${player}.` };
  const open = sql.exec<{ expires_at: number }>(`SELECT expires_at FROM challenges WHERE challenge = ?`, proof.challenge).toArray()[0];
  if (!open) return { ok: false, code: 'unknown-challenge', message: 'This challenge was not handed out, or it was used already; ask for a new one.' };
  if (open.expires_at < now) return { ok: false, code: 'challenge-expired', message: 'This challenge has expired; ask for a new one.' };
  const check = await checkSignature(proof, purpose, proof.challenge);
  if (!check.ok) return check;
  const refused = keyAllowed(check.keyId, check.firstKey);
  if (refused) return refused;
  // Another request may have answered the same challenge while the signature was checked.
  if (sql.exec(`DELETE FROM challenges WHERE challenge = ?`, proof.challenge).rowsWritten === 0) {
    return { ok: false, code: 'unknown-challenge', message: 'This challenge was used already; ask for a new one.' };
  }
  return { ok: true, keyId: check.keyId, firstKey: check.firstKey };
}

/**
 * Keeps the link's transfer key (signed by one of the player's keys) as pending: for TRANSFER_TTL_MS
 * it may vouch for one new device's key, and never speaks for the player itself. False when the
 * key was offered before or is the player's already: a link must carry a fresh key.
 */
export function issueTransfer(sql: SqlStorage, player: string, transferKeyId: string, now = Date.now()): { expiresAt: number } | null {
  sql.exec(`DELETE FROM transfer_keys WHERE expires_at < ? AND used_at IS NULL`, now);
  if (transferKeyId === player || knowsKey(sql, transferKeyId)) return null;
  const expiresAt = now + TRANSFER_TTL_MS;
  const added = sql.exec(`INSERT INTO transfer_keys (key_id, expires_at, used_at) VALUES (?, ?, NULL) ON CONFLICT (key_id) DO NOTHING`, transferKeyId, expiresAt);
  return added.rowsWritten > 0 ? { expiresAt } : null;
}

/** Whether `transferKeyId` is a transfer key of this player that still works (not used, not expired). */
export function transferRefusal(sql: SqlStorage, transferKeyId: string, now = Date.now()): ProofRefusal | null {
  const row = sql.exec<{ expires_at: number; used_at: number | null }>(
    `SELECT expires_at, used_at FROM transfer_keys WHERE key_id = ?`, transferKeyId).toArray()[0];
  if (!row) return { ok: false, code: 'bad-transfer', message: 'This transfer link is not one of this player\'s.' };
  if (row.used_at !== null) return { ok: false, code: 'bad-transfer', message: 'This transfer link was used already; make a new one on the old device.' };
  if (row.expires_at < now) return { ok: false, code: 'bad-transfer', message: 'This transfer link has expired; make a new one on the old device.' };
  return null;
}

/** Whether `keyId` is (or was) one of this player's transfer links' keys. */
export function isTransferKey(sql: SqlStorage, keyId: string): boolean {
  return sql.exec(`SELECT 1 FROM transfer_keys WHERE key_id = ?`, keyId).toArray().length > 0;
}

/** Uses the transfer key up and adds the key it vouched for; false if it was used meanwhile. */
export function useTransfer(sql: SqlStorage, transferKeyId: string, newKeyId: string, now = Date.now()): boolean {
  if (sql.exec(`UPDATE transfer_keys SET used_at = ? WHERE key_id = ? AND used_at IS NULL`, now, transferKeyId).rowsWritten === 0) return false;
  sql.exec(`INSERT OR IGNORE INTO keys (key_id, added_at) VALUES (?, ?)`, newKeyId, now);
  return true;
}
