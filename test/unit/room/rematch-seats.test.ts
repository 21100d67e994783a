// The next table of a rematch is created with the seats' token hashes as they were read; a seat
// handed over while it was being created has a new one by the time it exists. movedTokens names
// those seats (old hash, new hash) so the room carries them to the next table once it is there.
import { describe, expect, it } from 'vitest';
import { movedTokens, rematchSeats } from '../../../party/room/rematch-seats.ts';
import type { SeatRow } from '../../../party/table/rows.ts';

const row = (seat: number, tokenHash: string, bot: SeatRow['bot'] = null): SeatRow => ({
  seat, name: `P${seat}`, tokenHash, bot, memory: null, standin: null, awaySince: null, bankMs: null, askedAt: null,
});

describe('rematch seats and tokens moved meanwhile', () => {
  it('names only the human seats whose token changed since the seats were sent, old hash first', () => {
    const before = [row(0, 'h-ann'), row(1, 'bot-placeholder', 'easy'), row(2, 'h-bo')];
    const sent = rematchSeats(before);
    expect(movedTokens(sent, before)).toEqual([]);
    const after = [row(0, 'h-ann-2'), row(1, 'bot-placeholder', 'easy'), row(2, 'h-bo')];
    expect(movedTokens(sent, after)).toEqual([['h-ann', 'h-ann-2']]);
  });

  it('sends bots without a token and humans with theirs, in seat order', () => {
    expect(rematchSeats([row(0, 'h-ann'), row(1, 'x', 'hard')])).toEqual([{ name: 'P0', tokenHash: 'h-ann' }, { bot: 'hard', name: 'P1' }]);
  });
});
