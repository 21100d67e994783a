// Patches on the wire. A connection that asked for them (`?patches=1`) gets its first state
// message in full and after that only what changed since the last message it was sent: a
// WebSocket delivers in order, so that message is what the client holds when the next arrives
// (and a client that finds otherwise asks for a full state). What each connection was last sent
// lives in memory only: after hibernation evicts the room, its next message is a full state again.
//
// Revisions count the messages of one connection's stream (1 for its full state, then one per
// patch): they tell a connection nothing it could not count itself. A room-wide count would
// differ with every message built for anyone, a declined Reaction's included.
import { diff, type DiffMemo } from '../protocol/patch.ts';
import type { StateMessage } from '../protocol/room.ts';

/** One state message of a broadcast: built once per viewer (seat and log position), shared. */
export interface BuiltState {
  /** Tells built messages apart within this room's memory; never sent. */
  id: number;
  message: StateMessage;
  /** How much of the log a connection holds once it has this message. */
  logSeen: number;
  /** The message as a full state (without a revision), serialized when first needed. */
  full: string | null;
}

interface Sent { id: number; rev: number; message: StateMessage; logSeen: number }

/** A PatchMessage from revision `from` as JSON, `delta` already serialized (written out: one per connection per move). */
export function patchText(from: number, delta: string): string {
  return `{"v":1,"type":"patch","from":${from},"rev":${from + 1},"patch":${delta}}`;
}

export class StateStreams {
  #built = 0;
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
    return new StateBroadcast(this.#sent, () => ++this.#built);
  }
}

export class StateBroadcast {
  readonly #built = new Map<string, BuiltState>();
  /** Serialized deltas by `id<from id`; null when nothing changed between the two. */
  readonly #deltas = new Map<string, string | null>();
  /**
   * Deltas of the parts viewers' messages share (the room's facts, the view but each seat's
   * secrets), across this round's diffs: a Map, gone with the round (a WeakMap costs more).
   */
  readonly #shared: DiffMemo = new Map();
  readonly #sent: Map<string, Sent>;
  readonly #nextId: () => number;

  constructor(sent: Map<string, Sent>, nextId: () => number) {
    this.#sent = sent;
    this.#nextId = nextId;
  }

  /** The message for viewer `key`, built by `build` the first time it is asked for. */
  message(key: string, build: () => { message: StateMessage; logSeen: number }): BuiltState {
    let built = this.#built.get(key);
    if (!built) {
      const { message, logSeen } = build();
      built = { id: this.#nextId(), message, logSeen, full: null };
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
    let text: string;
    if (!last) {
      built.full ??= JSON.stringify(built.message);
      if (!patching) return built.full;
      // The full state with its revision, 1: this connection's stream starts here.
      text = `${built.full.slice(0, -1)},"rev":1}`;
    } else {
      const key = `${built.id}<${last.id}`;
      let delta = this.#deltas.get(key);
      if (delta === undefined) {
        const d = diff(last.message, built.message, this.#shared);
        delta = d === undefined ? null : JSON.stringify(d);
        this.#deltas.set(key, delta);
      }
      if (delta === null && !answer) return null;
      text = patchText(last.rev, delta ?? '{}');
    }
    this.#sent.set(connId, { id: built.id, rev: last ? last.rev + 1 : 1, message: built.message, logSeen: built.logSeen });
    return text;
  }
}
