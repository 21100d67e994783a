// Speaking for a player at the table (issue 21): each connection is sent its own challenge on
// connect and after every proof; a proof must answer that connection's latest challenge for the
// purpose `room:<tableId>`, before it expires. The challenge lives in the connection's attachment
// (hibernation-safe) and is replaced before the signature is even checked, so no proof counts twice.
import { provePlayer, type ProveResult } from '../players/prove.ts';
import { PROTOCOL_VERSION } from '../protocol/common.ts';
import { CHALLENGE_TTL_MS, newChallenge, type PlayerProof } from '../protocol/identity.ts';
import type { Conn, RoomParts } from './parts.ts';

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
  const held = conn.state?.challenge ?? null;
  sendChallenge(room, conn);
  if (!held) {
    room.error(conn, 'bad-signature', 'No challenge is open on this connection; sign the one just sent.');
    return null;
  }
  let proved: ProveResult;
  try {
    proved = await provePlayer(room.env, proof, `room:${tableId}`, held.value, held.expiresAt, conn.state?.address ?? 'unknown');
  } catch (err) {
    console.error('proof not checked', err);
    room.error(conn, 'unavailable', 'Players cannot be checked just now; try again in a moment.');
    return null;
  }
  if (!proved.ok) {
    room.error(conn, proved.code, proved.message);
    return null;
  }
  conn.setState({ ...conn.state!, player: proved.player });
  return proved.player;
}
