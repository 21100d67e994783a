// Who sits at a new table before anyone connects: the creator (lobby), the matched players (quick
// match) or the previous game's players and bots (rematch). Humans arrive with the hash of a token
// that was handed to them elsewhere; bots get a name and a placeholder no token hashes to.
import { botName } from './bot-seats.ts';
import type { BotLevel } from '../games/core/bots.ts';
import type { Json } from '../games/core/types.ts';
import { newSeatToken } from '../protocol/seat-token.ts';
import type { SeatRow } from './rows.ts';

/** `player`: the seat's proven player id, when the table before (a rematch) or the queue knew it. */
export type InitialSeat = { name: string; tokenHash: string; player?: string | null } | { bot: BotLevel; name?: string; memory?: Json };

/** Humans seated with their token hash, then bots, names made unique; null with a reason if not. */
type NewSeat = Pick<SeatRow, 'seat' | 'name' | 'tokenHash' | 'bot' | 'player'> & { memory?: Json };

export function seatRows(seats: InitialSeat[]): { rows: NewSeat[] } | { error: string } {
  const rows: NewSeat[] = [];
  for (const s of seats) {
    const taken = rows.map((r) => r.name);
    if ('bot' in s) {
      const name = s.name && !taken.some((n) => n.toLowerCase() === s.name!.toLowerCase()) ? s.name : botName(taken);
      rows.push({ seat: rows.length, name, tokenHash: botPlaceholder(), bot: s.bot, ...(s.memory === undefined ? {} : { memory: s.memory }) });
    } else {
      if (taken.some((n) => n.toLowerCase() === s.name.toLowerCase())) return { error: `Two players are called "${s.name}".` };
      rows.push({ seat: rows.length, name: s.name, tokenHash: s.tokenHash, bot: null, ...(s.player ? { player: s.player } : {}) });
    }
  }
  return { rows };
}

/** Stands in the token column of a bot seat: unique, and never the hash of any token. */
export function botPlaceholder(): string {
  return `bot:${newSeatToken()}`;
}
