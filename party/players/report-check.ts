// What a player's object takes from rooms, checked: a report or a note of the wrong shape is
// refused with an error naming the field (the room's outbox keeps it and the log says why),
// never stored as a NaN rating or a half-read seat.
import * as v from 'valibot';
import { describeIssues } from '../protocol/schema.ts';
import { ratingPools } from '../games/index.ts';
import { ABANDON_KINDS } from '../protocol/players.ts';

const finite = (name: string) => v.pipe(v.number(`${name} must be a number`), v.finite(`${name} must be finite`));
const count = (name: string) => v.pipe(finite(name), v.integer(`${name} must be a whole number`), v.minValue(0, `${name} must be 0 or more`));
const RatingSchema = v.object({ rating: finite('rating'), rd: v.pipe(finite('rd'), v.minValue(0)), vol: v.pipe(finite('vol'), v.minValue(0)) },
  'ratingBefore must be { rating, rd, vol } or null');

const SeatSchema = v.object({
  seat: count('seat'), name: v.string('name must be a string'), player: v.nullable(v.string('player must be a string or null')),
  bot: v.boolean('bot must be true or false'), place: v.pipe(count('place'), v.minValue(1, 'place must be 1 or more')),
  forfeited: v.boolean('forfeited must be true or false'), ratingBefore: v.nullable(RatingSchema),
});

const GameReportSchema = v.object({
  table: v.string('table must be a string'), game: v.string('game must be a string'),
  pool: v.pipe(v.string('pool must be a string'), v.check((pool) => ratingPools().includes(pool), () => `pool must be one of ${ratingPools().join(', ')}`)), rated: v.boolean('rated must be true or false'),
  finishedAt: count('finishedAt'), turns: count('turns'), seats: v.pipe(v.array(SeatSchema, 'seats must be a list'), v.minLength(1), v.maxLength(16)),
});

const TableSchema = v.object({
  table: v.string('table must be a string'), game: v.string('game must be a string'), seat: count('seat'),
  status: v.picklist(['open', 'playing', 'finished'], 'status must be open, playing or finished'), updatedAt: count('updatedAt'),
  name: v.optional(v.string('name must be a string')),
});

const AbandonSchema = v.object({
  table: v.string('table must be a string'), kind: v.picklist(ABANDON_KINDS, `kind must be one of ${ABANDON_KINDS.join(', ')}`), at: count('at'),
});

function check(schema: v.GenericSchema, value: unknown, what: string): void {
  const parsed = v.safeParse(schema, value);
  if (!parsed.success) throw new TypeError(`${what}: ${describeIssues(parsed.issues)}`);
}

export const checkReport = (value: unknown) => check(GameReportSchema, value, 'Player.report(GameReport)');
export const checkTable = (value: unknown) => check(TableSchema, value, 'Player.seatedAt(PlayerTable & { name? })');
export const checkAbandon = (value: unknown) => check(AbandonSchema, value, 'Player.noteAbandon(table, kind, at)');
