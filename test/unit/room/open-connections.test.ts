// The room's in-memory list of open sockets decides who counts against the spectator cap.
import { describe, expect, it } from 'vitest';
import { OpenConnections } from '../../../party/room/open-connections.ts';

const CONNECTING = 0;
const OPEN = 1;
const CLOSING = 2;
const CLOSED = 3;
interface Fake { id: string; readyState: number }
const socket = (id: string, readyState = OPEN): Fake => ({ id, readyState });

describe('open connections', () => {
  it('sockets that all name one connection id are each counted (an id is the client\'s to choose)', () => {
    const list = new OpenConnections<Fake>(() => []);
    for (let i = 0; i < 5; i++) list.opened(socket('same'));
    expect(list.list()).toHaveLength(5);
  });

  it('a socket still being accepted (not OPEN yet) is counted from its connect, even when the platform list leaves it out', () => {
    const accepting = socket('new', CONNECTING);
    const platform = [socket('a'), socket('b')];
    const list = new OpenConnections<Fake>(() => platform);
    list.opened(accepting);
    expect(list.list()).toEqual([...platform, accepting]);
    accepting.readyState = OPEN;
    expect(list.list()).toContain(accepting);
  });

  it('a socket that is closing or closed is dropped, and a close removes it', () => {
    const [a, b, c] = [socket('a'), socket('b'), socket('c')];
    const list = new OpenConnections<Fake>(() => [a, b, c]);
    a.readyState = CLOSING;
    b.readyState = CLOSED;
    expect(list.list()).toEqual([c]);
    list.closed(c);
    expect(list.list()).toEqual([]);
  });
});
