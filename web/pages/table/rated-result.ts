import type { RoomInfo, SeatInfo } from '../../../party/protocol/room.ts';

/**
 * The seats whose rating this game changed. Only a rated table's result moves ratings; a lesson or
 * a table with a bot may still carry a player's standing, and "1500? → 1500?" there reads as if the
 * game had counted.
 */
export function ratingChangesShown(room: RoomInfo): SeatInfo[] {
  if (room.status !== 'finished' || room.rated !== true) return [];
  return room.seats.filter((s) => s.ratingChange);
}
