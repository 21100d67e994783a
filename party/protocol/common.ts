// What every message of the room's and the quick match's sockets shares: the protocol version
// each carries as `v`, the size and name limits, and the error message.
import type { Refusal } from '../games/core/types.ts';

/** Every message, both ways, carries it as `v`; a message with another `v` is refused. */
export const PROTOCOL_VERSION = 1;
export type ProtocolVersion = typeof PROTOCOL_VERSION;
/** Largest inbound WebSocket message the room reads, in bytes. */
export const MAX_MESSAGE_BYTES = 16 * 1024;
export const NAME_MAX_LENGTH = 24;
/**
 * Names a person may not take, since pages show bots under them: "Bot <n>" and how the four
 * languages show it (web/i18n/seating.ts 'seat.botName': "Бот <n>", "<n>. gép").
 */
export const BOT_LOOKALIKE = /^(?:bot|бот)\s*\d+$|^\d+\s*\.?\s*gép$/iu;

export interface ErrorMessage {
  v: ProtocolVersion;
  type: 'error';
  /** Stable code: bad-json, too-large, invalid, rate-limited, not-seated, stale, rule codes... */
  code: string;
  message: string;
  /** The move id the error answers, when it answers a move. */
  ref?: string;
  /** Why the game refused the move, for the page to say in its reader's language (docs/protocol.md, "Why not?"). */
  reason?: Refusal;
}

/** An error message to send: `ref` names the move it answers, when it answers one. */
export function errorMessage(code: string, message: string, ref?: string, reason?: Refusal | null): ErrorMessage {
  const error: ErrorMessage = ref === undefined ? { v: PROTOCOL_VERSION, type: 'error', code, message } : { v: PROTOCOL_VERSION, type: 'error', code, message, ref };
  if (reason) error.reason = reason;
  return error;
}
