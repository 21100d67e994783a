// Speaking for a player at the table (issue 21): each connection is sent its own challenge on
// connect and after every proof; a proof must answer that connection's latest challenge for the
// purpose `room:<tableId>`, before it expires. The challenge lives in the connection's attachment
// (hibernation-safe) and is replaced before the signature is even checked, so no proof counts twice.
import { checkSignature } from '../players/proof.ts';
import { PROTOCOL_VERSION } from '../protocol/common.ts';
import { CHALLENGE_TTL_MS, newChallenge, type PlayerProof } from '../protocol/identity.ts';
import type { Conn, RoomParts } from './parts.ts';
import { playerObject } from './player-calls.ts';

/** Gives `conn` a fresh challenge (the last one is worth nothing from now on) and sends it. */
export function sendChallenge(room: RoomParts, conn: Conn, now = Date.now()): void {
  const challenge = newChallenge();
  const expiresAt = now + CHALLENGE_TTL_MS;
  conn.setState({ ...conn.state!, challenge: { value: challenge, expiresAt } });
  room.send(conn, { v: PROTOCOL_VERSION, type: 'challenge', challenge, expiresAt });
}

/**
 * The player `proof` speaks for, bound to `conn` for its life; null after telling the connection
 * what was wrong (nothing else changes). A new challenge follows either way.
 */
export async function acceptProof(room: RoomParts, conn: Conn, tableId: string, proof: PlayerProof): Promise<string | null> {
  const now = Date.now();
  const held = conn.state?.challenge ?? null;
  sendChallenge(room, conn, now);
  if (!held) {
    room.error(conn, 'bad-signature', 'No challenge is open on this connection; sign the one just sent.');
    return null;
  }
  if (now > held.expiresAt) {
    room.error(conn, 'expired-challenge', 'The challenge expired; sign the new one just sent.');
    return null;
  }
  const checked = await checkSignature(proof, `room:${tableId}`, held.value);
  if (!checked.ok) {
    room.error(conn, checked.code, checked.message);
    return null;
  }
  if (!checked.firstKey && !(await addedKey(room, checked.player, checked.keyId))) {
    room.error(conn, 'bad-signature', 'That key is not one of this player\'s keys.');
    return null;
  }
  conn.setState({ ...conn.state!, player: checked.player });
  return checked.player;
}

/** Whether the player added this key from another device (their own object keeps the keys). */
async function addedKey(room: RoomParts, player: string, keyId: string): Promise<boolean> {
  const object = playerObject(room.env, player);
  if (!object) return false;
  try {
    return await object.hasKey(keyId);
  } catch (err) {
    console.error('player key check failed', err);
    return false;
  }
}
