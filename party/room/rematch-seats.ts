// The seats a rematch's next table is created with, and which of them a hand-off changed while it
// was being created (pure: ./rematch.ts does the calls).
import type { SeatRow } from '../table/rows.ts';
import type { InitialSeat } from '../table/seating.ts';

export function rematchSeats(seats: SeatRow[]): InitialSeat[] {
  return seats.map((s) => (s.bot !== null
    ? { bot: s.bot, name: s.name }
    : { name: s.name, tokenHash: s.tokenHash, ...(s.player ? { player: s.player } : {}) }));
}

/**
 * The human seats of `now` whose token is no longer the one `sent` to the next table (a hand-off
 * meanwhile), as [old hash, new hash]; `sent` is rematchSeats of the same seats, in their order.
 */
export function movedTokens(sent: InitialSeat[], now: SeatRow[]): Array<[string, string]> {
  return sent.flatMap((s, i): Array<[string, string]> => {
    const row = now[i];
    return 'tokenHash' in s && row && row.bot === null && row.tokenHash !== s.tokenHash ? [[s.tokenHash, row.tokenHash]] : [];
  });
}
