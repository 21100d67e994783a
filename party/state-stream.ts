// Patches on the wire. A connection that asked for them (`?patches=1`) gets its first state
// message in full and after that only what changed since the last message it was sent: a
// WebSocket delivers in order, so that message is what the client holds when the next arrives
// (and a client that finds otherwise asks for a full state). What each connection was last sent
// lives in memory only: after hibernation evicts the room, its next message is a full state again.
import { diff } from './games/core/patch.ts';
import type { PatchMessage, StateMessage } from './games/core/protocol.ts';

/** One state message of a broadcast: built once per viewer (seat and log position), shared. */
export interface BuiltState {
  rev: number;
  message: StateMessage;
  /** How much of the log a connection holds once it has this message. */
  logSeen: number;
  /** The message as a full state, serialized when first needed. */
  full: string | null;
}

interface Sent { rev: number; message: StateMessage; logSeen: number }

export class StateStreams {
  #rev = 0;
  readonly #sent = new Map<string, Sent>();

  /** The connection closed, or it starts over from a full state (sync, join, attach). */
  forget(connId: string): void {
    this.#sent.delete(connId);
  }

  /** How much of the log the connection holds; `fallback` when its last message is not remembered. */
  logSeen(connId: string, fallback: number): number {
    return this.#sent.get(connId)?.logSeen ?? fallback;
  }

  /** An undo rewrote the log from entry `from` on: every connection is sent it again from there. */
  rewindLog(from: number): void {
    for (const s of this.#sent.values()) s.logSeen = Math.min(s.logSeen, from);
  }

  /** One round of state messages: each distinct message and each distinct patch is made once. */
  broadcast(): StateBroadcast {
    return new StateBroadcast(this.#sent, () => ++this.#rev);
  }
}

export class StateBroadcast {
  readonly #built = new Map<string, BuiltState>();
  /** Serialized patches by `rev<from`; null when nothing changed between the two. */
  readonly #patches = new Map<string, string | null>();
  readonly #sent: Map<string, Sent>;
  readonly #nextRev: () => number;

  constructor(sent: Map<string, Sent>, nextRev: () => number) {
    this.#sent = sent;
    this.#nextRev = nextRev;
  }

  /** The message for viewer `key`, built by `build` the first time it is asked for. */
  message(key: string, build: () => { message: StateMessage; logSeen: number }): BuiltState {
    let built = this.#built.get(key);
    if (!built) {
      const { message, logSeen } = build();
      built = { rev: this.#nextRev(), message, logSeen, full: null };
      this.#built.set(key, built);
    }
    return built;
  }

  /**
   * The text to send connection `connId` for `built`: the full state, or for a patching
   * connection the patch from what it was last sent. Null when a patching connection's message
   * would not change and `answer` (a reply it waits for) is false: nothing is sent.
   */
  textFor(connId: string, built: BuiltState, patching: boolean, answer: boolean): string | null {
    const last = patching ? this.#sent.get(connId) : undefined;
    let text: string | null;
    if (!last) {
      built.full ??= JSON.stringify({ ...built.message, rev: built.rev });
      text = built.full;
    } else {
      const key = `${built.rev}<${last.rev}`;
      let patch = this.#patches.get(key);
      if (patch === undefined) {
        const delta = diff(last.message, built.message);
        patch = delta === undefined ? null : JSON.stringify({ v: 1, type: 'patch', from: last.rev, rev: built.rev, patch: delta } satisfies PatchMessage);
        this.#patches.set(key, patch);
      }
      if (patch === null && !answer) return null;
      text = patch ?? JSON.stringify({ v: 1, type: 'patch', from: last.rev, rev: built.rev, patch: {} } satisfies PatchMessage);
    }
    if (patching) this.#sent.set(connId, { rev: built.rev, message: built.message, logSeen: built.logSeen });
    return text;
  }
}
