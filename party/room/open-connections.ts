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
  private readonly load: () => Iterable<C>;

  /** `load`: the platform's list of open connections, read the first time the list is needed. */
  constructor(load: () => Iterable<C>) {
    this.load = load;
  }

  /** The open connections, in the order they came; sockets closed meanwhile are dropped. */
  list(): C[] {
    this.#byId ??= new Map([...this.load()].map((c) => [c.id, c]));
    const out: C[] = [];
    for (const [id, c] of this.#byId) {
      if (c.readyState === WebSocket.OPEN) out.push(c);
      else this.#byId.delete(id);
    }
    return out;
  }

  /** A connection was accepted (before the list was first read, `load` brings it in anyway). */
  opened(c: C): void {
    this.#byId?.set(c.id, c);
  }

  closed(id: string): void {
    this.#byId?.delete(id);
  }
}
