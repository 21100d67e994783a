// Inbound shapes, checked with valibot before anything else looks at them. Valibot because it
// is tree-shakable and tiny (a few KiB in the Worker bundle) while giving per-field messages;
// zod would do the same job at several times the size.
import * as v from 'valibot';
import { BOT_LEVELS } from '../games/core/bots.ts';
import { BOT_LOOKALIKE, NAME_MAX_LENGTH, PROTOCOL_VERSION } from './common.ts';
import { MAX_BOT_PAUSE_MS } from './lobby.ts';
import { BOTS_AFTER_MAX_S, BOTS_AFTER_MIN_S } from './quick-match.ts';
import { PlayerProofSchema } from './proof-schema.ts';
import { CLOCK_MODES } from './room.ts';
import { QUICK_PHRASES } from './social.ts';

// Control characters and lone formatting marks would let a name hide or spoof others.
export const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/;

export const DisplayName = v.pipe(
  v.string('name must be a string'),
  v.trim(),
  v.minLength(1, 'name must not be empty'),
  v.maxLength(NAME_MAX_LENGTH, `name must be at most ${NAME_MAX_LENGTH} characters`),
  v.check((s) => !CONTROL.test(s), 'name must not contain control characters'),
  v.check((s) => !BOT_LOOKALIKE.test(s), 'names like "Bot 1" are kept for bots: choose another name'),
);

const tokenField = (name: string) => v.pipe(v.string(`${name} must be a string`), v.regex(/^[A-Za-z0-9_-]{22,64}$/, `${name} is malformed`));
export const SeatToken = tokenField('token');

const version1 = v.literal(PROTOCOL_VERSION, `unsupported protocol version: send v: ${PROTOCOL_VERSION}`);

export const BotLevelSchema = v.picklist(BOT_LEVELS, `bot level must be one of ${BOT_LEVELS.join(', ')}`);
const ClockSchema = v.picklist(CLOCK_MODES, `clock must be one of ${CLOCK_MODES.join(', ')}`);
/** Only the form (proof-schema.ts): party/players/proof.ts checks the key, the signature and the challenge. */
export { PlayerProofSchema };
const SeatNumber = v.pipe(v.number('seat must be a number'), v.integer('seat must be a whole number'), v.minValue(0, 'seat must be 0 or more'));

export const ClientMessageSchema = v.variant(
  'type',
  [
    v.object({ v: version1, type: v.literal('join'), name: DisplayName, proof: v.optional(PlayerProofSchema) }),
    v.object({
      v: version1, type: v.literal('attach'), token: SeatToken, handoff: v.optional(v.boolean('handoff must be true or false')),
      next: v.optional(tokenField('next')), proof: v.optional(PlayerProofSchema),
    }),
    v.object({ v: version1, type: v.literal('prove'), proof: PlayerProofSchema }),
    v.object({ v: version1, type: v.literal('rated'), rated: v.boolean('rated must be true or false') }),
    v.object({ v: version1, type: v.literal('leave') }),
    v.object({ v: version1, type: v.literal('start') }),
    v.object({ v: version1, type: v.literal('sync') }),
    v.object({ v: version1, type: v.literal('rematch') }),
    v.object({ v: version1, type: v.literal('add-bot'), level: BotLevelSchema }),
    v.object({ v: version1, type: v.literal('remove-bot'), seat: SeatNumber }),
    v.object({ v: version1, type: v.literal('resume') }),
    v.object({ v: version1, type: v.literal('resign') }),
    // Chat text is cleaned and measured by the room (party/social/chat.ts); this only bounds the raw input.
    v.object({
      v: version1,
      type: v.literal('chat'),
      text: v.optional(v.pipe(v.string('text must be a string'), v.maxLength(1000, 'text is far too long (at most 200 characters)'))),
      phrase: v.optional(v.picklist(QUICK_PHRASES, `phrase must be one of ${QUICK_PHRASES.join(', ')}`)),
      name: v.optional(v.pipe(v.string('name must be a string'), v.maxLength(100, `name must be at most ${NAME_MAX_LENGTH} characters`))),
    }),
    v.object({
      v: version1,
      type: v.literal('settings'),
      settings: v.object({
        chat: v.optional(v.boolean('chat must be true or false')),
        spectatorChat: v.optional(v.boolean('spectatorChat must be true or false')),
        autoUndo: v.optional(v.boolean('autoUndo must be true or false')),
      }, 'settings must be an object'),
    }),
    v.object({ v: version1, type: v.literal('undo') }),
    v.object({ v: version1, type: v.literal('undo-answer'), accept: v.boolean('accept must be true or false') }),
    v.object({
      v: version1,
      type: v.literal('move'),
      version: v.pipe(v.number('version must be a number'), v.integer('version must be an integer'), v.minValue(0)),
      id: v.pipe(v.string('id must be a string'), v.minLength(1, 'id must not be empty'), v.maxLength(64, 'id is too long')),
      move: v.unknown(),
    }),
  ],
  'unknown message type: expected join, attach, prove, leave, start, sync, move, rematch, add-bot, remove-bot, resume, resign, rated, chat, settings, undo or undo-answer',
);

export type ClientMessage = v.InferOutput<typeof ClientMessageSchema>;
type MoveMessage = Extract<ClientMessage, { type: 'move' }>;

/**
 * A client's message checked against ClientMessageSchema. Moves, nearly every message a room
 * gets, are recognised by hand first (a few property reads where valibot walks its whole variant);
 * anything the hand check is not sure of goes to valibot, so what is refused, and the words of
 * the refusal, are valibot's alone.
 */
export function parseClientMessage(data: unknown): { ok: true; message: ClientMessage } | { ok: false; message: string } {
  const move = plainMove(data);
  if (move) return { ok: true, message: move };
  const parsed = v.safeParse(ClientMessageSchema, data);
  return parsed.success ? { ok: true, message: parsed.output } : { ok: false, message: describeIssues(parsed.issues) };
}

/** A move message valibot would accept, as valibot would give it back (other keys dropped); else null. */
function plainMove(data: unknown): MoveMessage | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const m = data as Record<string, unknown>;
  if (m.type !== 'move' || m.v !== PROTOCOL_VERSION || !Object.hasOwn(m, 'move')) return null;
  const { version, id } = m;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) return null;
  if (typeof id !== 'string' || id.length < 1 || id.length > 64) return null;
  return { v: PROTOCOL_VERSION, type: 'move', version, id, move: m.move };
}

export const BotPauseMs = v.pipe(v.number('botPauseMs must be a number'), v.integer('botPauseMs must be a whole number'),
  v.minValue(0, 'botPauseMs must be 0 or more'), v.maxValue(MAX_BOT_PAUSE_MS, `botPauseMs must be at most ${MAX_BOT_PAUSE_MS}`));

export const TableIdSchema = v.pipe(v.string(), v.regex(/^[a-z0-9]{26}$/, 'table id is malformed'));

export const CreateTableSchema = v.object({
  game: v.pipe(v.string('game must be a string'), v.minLength(1, 'game is required'), v.maxLength(40)),
  seats: v.pipe(v.number('seats must be a number'), v.integer('seats must be a whole number')),
  options: v.optional(v.unknown()),
  public: v.optional(v.boolean('public must be true or false'), false),
  name: v.optional(DisplayName),
  bots: v.optional(v.pipe(v.array(BotLevelSchema, 'bots must be a list of levels'), v.maxLength(8, 'bots: at most 8'))),
  start: v.optional(v.boolean('start must be true or false'), false),
  /** Public tables only: results change the players' ratings (unless a bot sits at the table). */
  rated: v.optional(v.boolean('rated must be true or false')),
  clock: v.optional(ClockSchema),
  botPauseMs: v.optional(BotPauseMs),
});

/** Quick match: the wish a waiting player sends. */
export const QueueSchema = v.object({
  v: v.literal(PROTOCOL_VERSION, `unsupported protocol version: send v: ${PROTOCOL_VERSION}`),
  type: v.literal('queue', `the only message here is { v: ${PROTOCOL_VERSION}, type: "queue", seats, name }`),
  seats: v.union([
    v.pipe(v.number(), v.integer()),
    v.pipe(v.string(), v.regex(/^(\d{1,2}-\d{1,2}|any)$/)),
  ], 'seats must be a whole number, a range like "2-4", or "any"'),
  name: DisplayName,
  proof: v.optional(PlayerProofSchema),
  ticket: v.optional(v.pipe(v.string('ticket must be a string'), v.regex(/^[a-z0-9]{26}$/, 'ticket must be the one a queued message gave'))),
  botsAfter: v.optional(v.pipe(v.number('botsAfter must be a number'), v.integer('botsAfter must be whole seconds'),
    v.minValue(BOTS_AFTER_MIN_S, `botsAfter must be at least ${BOTS_AFTER_MIN_S} seconds`), v.maxValue(BOTS_AFTER_MAX_S, `botsAfter must be at most ${BOTS_AFTER_MAX_S} seconds`))),
});

/** The first issue valibot found, as one sentence naming the field. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const first = issues[0];
  if (!first) return 'invalid input';
  const path = first.path?.map((p) => String(p.key)).join('.');
  return path ? `${path}: ${first.message}` : first.message;
}
