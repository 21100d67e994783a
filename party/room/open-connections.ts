// The room's open connections, kept in memory. partyserver's getConnections() asks the platform
// for every socket and reads each one's attachment (a native deserialization) to check it is its
// own, on every pass; a move makes several passes (who is connected, the broadcast). This list is
// read from the platform once, when the object starts (after hibernation too), and then follows
// connects and closes. The sockets are the same objects the platform hands to each handler, so
// `state` read through them is the one last set.
//
// Two things this list must not trust, or the spectator cap stops counting (issue 18):
// - a connection's id: it is the client's to choose (partyserver takes `?_pk=`), and sockets that
//   all name one id would stand in a map keyed by id as one. The list holds the sockets themselves.
// - a socket's readyState while it is being accepted: the platform's own list (which partyserver
//   reads) leaves out a socket that is not OPEN yet, so a socket is counted from `opened` on and
//   dropped only once it is CLOSING or CLOSED, never for not being open yet.

/** What the list needs of a connection. */
interface Socket {
  readonly readyState: number;
}

/** readyState values (WebSocket's own constants are not on every runtime's global). */
const CLOSING = 2;
const CLOSED = 3;

export class OpenConnections<C extends Socket> {
  #sockets: Set<C> | null = null;
  private readonly load: () => Iterable<C>;

  /** `load`: the platform's list of open connections, read the first time the list is needed. */
  constructor(load: () => Iterable<C>) {
    this.load = load;
  }

  #all(): Set<C> {
    this.#sockets ??= new Set(this.load());
    return this.#sockets;
  }

  /** The open connections, in the order they came; sockets closed meanwhile are dropped. */
  list(): C[] {
    const out: C[] = [];
    for (const c of this.#all()) {
      if (c.readyState === CLOSING || c.readyState === CLOSED) this.#sockets!.delete(c);
      else out.push(c);
    }
    return out;
  }

  /** A connection was accepted: counted from now on, whatever its readyState says yet. */
  opened(c: C): void {
    this.#all().add(c);
  }

  closed(c: C): void {
    this.#sockets?.delete(c);
  }
}
