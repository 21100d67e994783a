// The room's open connections, kept in memory. partyserver's getConnections() asks the platform
// for every socket and reads each one's attachment (a native deserialization) to check it is its
// own, on every pass; a move makes several passes (who is connected, the broadcast). This list is
// read from the platform once, when the object starts (after hibernation too), and then follows
// connects and closes. The sockets are the same objects the platform hands to each handler, so
// `state` read through them is the one last set.

/** What the list needs of a connection. */
interface Socket {
  readonly id: string;
  readonly readyState: number;
}

export class OpenConnections<C extends Socket> {
  #byId: Map<string, C> | null = null;
  /** The latest answer of `list`, until the task that asked ends. */
  #current: C[] | null = null;
  private readonly load: () => Iterable<C>;

  /** `load`: the platform's list of open connections, read the first time the list is needed. */
  constructor(load: () => Iterable<C>) {
    this.load = load;
  }

  /**
   * The open connections, in the order they came; sockets closed meanwhile are dropped. A move
   * asks several times in one go (who is connected, the broadcast): the answer is kept until the
   * current task yields (a socket closed by its peer is only seen closed between tasks) or a
   * connection comes or goes.
   */
  list(): C[] {
    if (this.#current) return this.#current;
    this.#byId ??= new Map([...this.load()].map((c) => [c.id, c]));
    const out: C[] = [];
    for (const [id, c] of this.#byId) {
      if (c.readyState === WebSocket.OPEN) out.push(c);
      else this.#byId.delete(id);
    }
    this.#current = out;
    queueMicrotask(() => { if (this.#current === out) this.#current = null; });
    return out;
  }

  /** A connection was accepted (before the list was first read, `load` brings it in anyway). */
  opened(c: C): void {
    this.#current = null;
    this.#byId?.set(c.id, c);
  }

  /** The connection closed, or the room is closing it. */
  closed(id: string): void {
    this.#current = null;
    this.#byId?.delete(id);
  }
}
