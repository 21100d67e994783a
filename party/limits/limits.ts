// What one client may cost a table: how many may watch, and how fast anyone may send. Refusals
// are decided before a message is parsed and answered at most once a second, so a flood costs
// the room a map lookup per message and nothing more.
import { ADDRESS_RATE, type Bucket, CONNECTION_RATE, fullBucket, isFull, take } from './rate-limit.ts';

/** Spectators one table serves; each move sends every one of them a state message. */
export const MAX_SPECTATORS = 100;
/**
 * Connections allowed in beyond the spectator cap while they say who they are: a seated player
 * reconnecting to a full house must get back to their seat, but this is no back door for watchers.
 * When all are taken, the room turns the oldest away for a newcomer (party/room/admission.ts), so sockets
 * that never say anything cannot hold them.
 */
export const MAX_SEAT_ONLY = 16;
/** Tables one client address may open a minute: `simple.limit` of the TABLE_CREATION binding in wrangler.toml. */
export const TABLES_PER_MINUTE = 20;
export const TOO_MANY_SPECTATORS_MESSAGE =
  `This table already has ${MAX_SPECTATORS} spectators; only its players can come in now. Try again later.`;

export interface Watcher {
  /** Null for a spectator. */
  tokenHash: string | null;
  /** Let in past the spectator cap on the condition that it attaches to a seat or joins. */
  seatOnly?: boolean;
}

export type Admission = 'spectator' | 'seat-only' | 'refused';

/** How a new connection is let in, given the connections already there. */
export function admit(others: Iterable<{ state: Watcher | null }>): Admission {
  let spectators = 0;
  let seatOnly = 0;
  for (const c of others) {
    if (!c.state) continue;
    if (c.state.seatOnly) seatOnly++;
    else if (c.state.tokenHash === null) spectators++;
  }
  if (spectators < MAX_SPECTATORS) return 'spectator';
  return seatOnly < MAX_SEAT_ONLY ? 'seat-only' : 'refused';
}

export type Verdict = 'ok' | 'refuse' | 'refuse-quietly';

/** Per connection and per client address, so a flood does not restart by reconnecting. */
export class MessageLimits {
  readonly #byConnection = new Map<string, Bucket>();
  readonly #byAddress = new Map<string, Bucket>();
  readonly #lastToldAt = new Map<string, number>();

  check(connection: string, address: string, now: number): Verdict {
    const mine = this.#byConnection.get(connection) ?? fullBucket(now, CONNECTION_RATE);
    this.#byConnection.set(connection, mine);
    const shared = this.#byAddress.get(address) ?? fullBucket(now, ADDRESS_RATE);
    this.#byAddress.set(address, shared);
    if (take(mine, now, CONNECTION_RATE)) {
      if (take(shared, now, ADDRESS_RATE)) return 'ok';
      mine.tokens += 1; // not spent: the address refused it
    }
    const told = this.#lastToldAt.get(connection) ?? -Infinity;
    if (now - told < 1000) return 'refuse-quietly';
    this.#lastToldAt.set(connection, now);
    return 'refuse';
  }

  /** A connection closed: its own bucket goes; the address's stays until it has refilled. */
  forget(connection: string, now: number): void {
    this.#byConnection.delete(connection);
    this.#lastToldAt.delete(connection);
    for (const [address, bucket] of this.#byAddress) if (isFull(bucket, now, ADDRESS_RATE)) this.#byAddress.delete(address);
  }
}

/** The client's address as Cloudflare saw it (set by the edge, not by the client). */
export function clientAddress(request: Request): string {
  return request.headers.get('cf-connecting-ip') ?? 'unknown';
}
