// What the identity work adds to the room's and the matchmaker's messages, as this page reads and
// sends them (the room's side: party/protocol/room.ts and quick-match.ts). Kept apart so the
// page's use of them is in one place.
import type { ChallengeMessage, PlayerProof } from '../../party/protocol/identity.ts';
import type { Rating } from '../../party/protocol/players.ts';
import type { SeatInfo } from '../../party/protocol/room.ts';

/** Ties this connection to the player (and seats them again where the player already sits). */
export interface ProveMessage { v: 1; type: 'prove'; proof: PlayerProof }

/** A seat as the room describes it once players prove who they are. */
export type PlayerSeat = SeatInfo & {
  /** The seat's player id, when its person proved one. */
  player?: string | null;
  /** Their rating in the table's pool when the game started. */
  rating?: Rating | null;
  /** After a rated game: the rating before and after it. */
  ratingChange?: { before: Rating; after: Rating } | null;
};

/** The challenge a room or matchmaker sent, or null when the message is something else. */
export function challengeIn(message: { type: string }): string | null {
  const challenge = (message as Partial<ChallengeMessage>).challenge;
  return message.type === 'challenge' && typeof challenge === 'string' ? challenge : null;
}
