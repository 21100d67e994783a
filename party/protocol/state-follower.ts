// The receiving end of the room's state stream, shared by the web client and every test driver:
// a full state is held as it is, a patch is applied to the state held when it names that state's
// revision. A patch that names another revision (or does not fit) means something was missed:
// the caller asks for a full state (`sync`) and patches are dropped until it comes.
import { applyDelta } from './patch.ts';
import type { PatchMessage, StateMessage } from './room.ts';

export class StateFollower {
  /** The latest state, as the room last described it; null before the first full state. */
  held: StateMessage | null = null;
  /** A full state was asked for: patches until it comes are dropped. */
  private waiting = false;

  /**
   * The state `message` gives. Null when it does not follow: for a gap, `onGap` is called once
   * (send `sync` there); later patches are dropped until a full state arrives.
   */
  take(message: StateMessage | PatchMessage, onGap: () => void): StateMessage | null {
    if (message.type === 'state') {
      this.waiting = false;
      this.held = message;
      return message;
    }
    if (this.waiting) return null;
    const held = this.held;
    if (held !== null && message.from === held.rev) {
      try {
        this.held = { ...(applyDelta(held, message.patch) as StateMessage), rev: message.rev };
        return this.held;
      } catch {
        // Does not fit the state held: the same as a gap.
      }
    }
    this.waiting = true;
    onGap();
    return null;
  }

  /** A new connection: it starts from a full state. */
  reset(): void {
    this.held = null;
    this.waiting = false;
  }
}
