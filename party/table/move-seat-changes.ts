// What a move changes of the seats' clocks is written by the move's own INSERT
// (RoomStore.appendMove), and triggers carry it on to `seats`: a change of turn costs no
// statement of its own.

/** A move's change of one seat's clock (the fields of SeatRow it may set). */
export interface MoveSeatChange {
  seat: number;
  change: { askedAt?: number | null; bankMs?: number | null };
}

/** Adds the columns and triggers to `moves` (rooms made before them gain them here). `columns`: those it has. */
export function seatChangeColumns(sql: SqlStorage, columns: ReadonlySet<string>): void {
  // What a move changed of the seats' clocks (appendMove), as JSON: written by the move's own
  // statement, the trigger carrying it on to `seats`.
  if (!columns.has('seat_changes')) sql.exec(`ALTER TABLE moves ADD COLUMN seat_changes TEXT`);
  sql.exec(`CREATE TRIGGER IF NOT EXISTS moves_seat_changes AFTER INSERT ON moves WHEN NEW.seat_changes IS NOT NULL BEGIN
    UPDATE seats SET
      asked_at = CASE WHEN json_type(c.value, '$.askedAt') IS NULL THEN asked_at ELSE c.value ->> '$.askedAt' END,
      bank_ms = CASE WHEN json_type(c.value, '$.bankMs') IS NULL THEN bank_ms ELSE c.value ->> '$.bankMs' END
    FROM json_each(NEW.seat_changes) AS c WHERE seats.seat = c.value ->> '$.seat';
  END`);
  // The usual change of turn without a bank (seats starting to be asked at the move's time, bits
  // 0-15; seats no longer asked, bits 16-31) as one integer: with the JSON above, a move's insert
  // cost SQLite about 2.4 times the CPU of one without (43 against 18 us in the Node room's bench).
  if (!columns.has('asked_flips')) sql.exec(`ALTER TABLE moves ADD COLUMN asked_flips INTEGER`);
  sql.exec(`CREATE TRIGGER IF NOT EXISTS moves_asked_flips AFTER INSERT ON moves WHEN NEW.asked_flips IS NOT NULL BEGIN
    UPDATE seats SET asked_at = CASE WHEN (NEW.asked_flips >> seat) & 1 THEN NEW.at ELSE NULL END
    WHERE ((NEW.asked_flips | (NEW.asked_flips >> 16)) >> seat) & 1 = 1;
  END`);
}

/** Seat changes that are only "asked since the move" or "no longer asked", as moves.asked_flips; null when any is more. */
export function askedFlips(seats: readonly MoveSeatChange[], at: number): number | null {
  if (seats.length === 0) return null;
  let flips = 0;
  for (const { seat, change } of seats) {
    if (change.bankMs !== undefined || seat < 0 || seat > 15) return null;
    if (change.askedAt === at) flips |= 1 << seat;
    else if (change.askedAt === null) flips |= 1 << (seat + 16);
    else return null;
  }
  return flips;
}
