// Quick match: one matchmaker per game and region. Players wait on a WebSocket; as soon as as
// many players as one of them asked for are waiting with the same wish, the matchmaker opens a
// private table near them and sends each the link. The queue is the set of open sockets (their
// attachments survive hibernation), so there is nothing else to store or clean up.
import { type Connection, getServerByName, Server, type WSMessage } from 'partyserver';
import * as v from 'valibot';
import { MAX_MESSAGE_BYTES, type MatchServerMessage } from './games/core/protocol.ts';
import { getGame } from './games/registry.ts';
import type { Env } from './env.ts';
import { parseBoundedJson } from './json-limits.ts';
import { describeIssues } from './schema.ts';
import { newTableId } from './tokens.ts';

export interface MatchWish {
  seats: number;
  since: number;
}


const QueueSchema = v.object({
  v: v.literal(1, 'unsupported protocol version: send v: 1'),
  type: v.literal('queue', 'the only message here is { v: 1, type: "queue", seats }'),
  seats: v.pipe(v.number('seats must be a number'), v.integer('seats must be a whole number')),
});

/** Where a matchmaker and the tables it opens should live, from the player's continent. */
export function locationHintFor(continent: string | undefined): DurableObjectLocationHint | undefined {
  const hints: Record<string, DurableObjectLocationHint> = {
    NA: 'enam', SA: 'sam', EU: 'weur', AF: 'afr', AS: 'apac', OC: 'oc',
  };
  return continent ? hints[continent] : undefined;
}

export class Matchmaker extends Server<Env> {
  static override options = { hibernate: true };

  /** The game this matchmaker serves: its name is `<game>.<region>`. */
  private get gameId(): string {
    return this.name.split('.')[0] ?? '';
  }

  override async onMessage(conn: Connection<MatchWish | null>, raw: WSMessage): Promise<void> {
    if (typeof raw !== 'string') return this.send(conn, err('bad-message', 'Send one small JSON text message.'));
    const data = parseBoundedJson(raw, MAX_MESSAGE_BYTES);
    if (!data.ok) return this.send(conn, err(data.code, data.message));
    const parsed = v.safeParse(QueueSchema, data.value);
    if (!parsed.success) return this.send(conn, err('invalid', describeIssues(parsed.issues)));
    const game = getGame(this.gameId);
    if (!game) return this.send(conn, err('unknown-game', `Unknown game "${this.gameId}".`));
    const { seats } = parsed.output;
    if (seats < game.minSeats || seats > game.maxSeats) {
      return this.send(conn, err('bad-seats', `${game.name} takes ${game.minSeats} to ${game.maxSeats} players, not ${seats}.`));
    }
    conn.setState({ seats, since: conn.state?.since ?? Date.now() });
    await this.matchFor(seats, new URL(conn.uri ?? 'http://localhost/').origin);
  }

  private async matchFor(seats: number, origin: string): Promise<void> {
    const waiting = [...this.getConnections<MatchWish | null>()]
      .filter((c) => c.state?.seats === seats)
      .sort((a, b) => (a.state?.since ?? 0) - (b.state?.since ?? 0));
    if (waiting.length < seats) {
      for (const c of waiting) this.send(c, { v: 1, type: 'queued', seats, waiting: waiting.length });
      return;
    }
    const group = waiting.slice(0, seats);
    // Taken out of the queue first, so a second match cannot pick the same players.
    for (const c of group) c.setState(null);
    const id = newTableId();
    const room = await getServerByName(this.env.Room, id, this.locationHint());
    await room.create({ id, game: this.gameId, maxSeats: seats, options: {}, public: false });
    for (const c of group) {
      this.send(c, { v: 1, type: 'matched', table: id, url: `${origin}/t/${id}` });
      c.close(1000, 'matched');
    }
    const rest = waiting.slice(seats);
    for (const c of rest) this.send(c, { v: 1, type: 'queued', seats, waiting: rest.length });
  }

  private locationHint(): { locationHint?: DurableObjectLocationHint } {
    const hint = locationHintFor(this.name.split('.')[1]);
    return hint ? { locationHint: hint } : {};
  }

  private send(conn: Connection, msg: MatchServerMessage): void {
    try { conn.send(JSON.stringify(msg)); } catch { /* closed meanwhile */ }
  }
}

function err(code: string, message: string): MatchServerMessage {
  return { v: 1, type: 'error', code, message };
}
