// The room's in-memory list of open connections (party/open-connections.ts): one answer is shared
// within a task, but a connection that comes or goes counts at once, and a socket closed by its
// peer is dropped from the next task's answer.
import { describe, expect, it } from 'vitest';
import { OpenConnections } from '../../../party/open-connections.ts';

interface Sock { id: string; readyState: number }

const OPEN = WebSocket.OPEN;
const CLOSED = WebSocket.CLOSED;

describe('open connections', () => {
  it('reads the platform once, follows opens and closes at once, and sees peer closes in the next task', async () => {
    const a: Sock = { id: 'a', readyState: OPEN };
    const b: Sock = { id: 'b', readyState: OPEN };
    let loads = 0;
    const open = new OpenConnections<Sock>(() => { loads++; return [a, b]; });
    expect(open.list().map((c) => c.id)).toEqual(['a', 'b']);
    const c: Sock = { id: 'c', readyState: OPEN };
    open.opened(c);
    expect(open.list().map((s) => s.id)).toEqual(['a', 'b', 'c']);
    open.closed('a');
    expect(open.list().map((s) => s.id)).toEqual(['b', 'c']);
    // The peer closed b: the task under way keeps its answer, the next one drops b.
    b.readyState = CLOSED;
    expect(open.list().map((s) => s.id)).toEqual(['b', 'c']);
    await Promise.resolve();
    expect(open.list().map((s) => s.id)).toEqual(['c']);
    expect(loads).toBe(1);
  });
});
