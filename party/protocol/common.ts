// What every message of the room's and the quick match's sockets shares: the protocol version
// each carries as `v`, the size and name limits, and the error message.

/** Every message, both ways, carries it as `v`; a message with another `v` is refused. */
export const PROTOCOL_VERSION = 1;
export type ProtocolVersion = typeof PROTOCOL_VERSION;
/** Largest inbound WebSocket message the room reads, in bytes. */
export const MAX_MESSAGE_BYTES = 16 * 1024;
export const NAME_MAX_LENGTH = 24;

export interface ErrorMessage {
  v: ProtocolVersion;
  type: 'error';
  /** Stable code: bad-json, too-large, invalid, rate-limited, not-seated, stale, rule codes... */
  code: string;
  message: string;
  /** The move id the error answers, when it answers a move. */
  ref?: string;
}

/** An error message to send: `ref` names the move it answers, when it answers one. */
export function errorMessage(code: string, message: string, ref?: string): ErrorMessage {
  return ref === undefined ? { v: PROTOCOL_VERSION, type: 'error', code, message } : { v: PROTOCOL_VERSION, type: 'error', code, message, ref };
}
