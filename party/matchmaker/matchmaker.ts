// Quick match: one matchmaker per game and region. Players wait on a WebSocket; as soon as as
// many players as one of them asked for are waiting with the same wish, the matchmaker opens a
// private table near them, seats them all there and sends each their own seat token, and the
// table starts once they have all arrived. A player may ask for bots to fill the empty seats
// after some seconds; the matchmaker's alarm wakes it for that. The queue is the set of open
// sockets (their attachments survive hibernation), so there is nothing else to store.
import { type Connection, getServerByName, Server, type WSMessage } from 'partyserver';
import * as v from 'valibot';
import { BOT_LOOKALIKE, STANDIN_LEVEL } from '../table/bot-seats.ts';
import { errorMessage, MAX_MESSAGE_BYTES, PROTOCOL_VERSION } from '../protocol/common.ts';
import type { MatchServerMessage } from '../protocol/quick-match.ts';
import { getGame } from '../games/registry.ts';
import type { Env } from '../env.ts';
import { parseBoundedJson } from '../limits/json-limits.ts';
import { describeIssues, QueueSchema } from '../protocol/schema.ts';
import type { InitialSeat } from '../table/seating.ts';
import { hashToken, newTableId } from '../tokens.ts';
import { newSeatToken } from '../protocol/seat-token.ts';

export interface MatchWish {
  seats: number;
  name: string;
  since: number;
  /** When bots may fill the empty seats (ms since the epoch), if this player asked for that. */
  botsAt: number | null;
}

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
    if (typeof raw !== 'string') return this.send(conn, errorMessage('bad-message', 'Send one small JSON text message.'));
    const data = parseBoundedJson(raw, MAX_MESSAGE_BYTES);
    if (!data.ok) return this.send(conn, errorMessage(data.code, data.message));
    const parsed = v.safeParse(QueueSchema, data.value);
    if (!parsed.success) return this.send(conn, errorMessage('invalid', describeIssues(parsed.issues)));
    const game = getGame(this.gameId);
    if (!game) return this.send(conn, errorMessage('unknown-game', `Unknown game "${this.gameId}".`));
    const { seats, name, botsAfter } = parsed.output;
    if (seats < game.minSeats || seats > game.maxSeats) {
      return this.send(conn, errorMessage('bad-seats', `${game.name} takes ${game.minSeats} to ${game.maxSeats} players, not ${seats}.`));
    }
    const since = conn.state?.since ?? Date.now();
    conn.setState({ seats, name, since, botsAt: botsAfter === undefined ? null : Date.now() + botsAfter * 1000 });
    await this.matchFor(seats, new URL(conn.uri ?? 'http://localhost/').origin, Date.now());
  }

  /** A player's wait for bots is over: fill their table. */
  override async onAlarm(): Promise<void> {
    const sizes = new Set([...this.getConnections<MatchWish | null>()].map((c) => c.state?.seats).filter((n) => n !== undefined));
    for (const seats of sizes) await this.matchFor(seats, null, Date.now());
    await this.armAlarm();
  }

  override async onClose(): Promise<void> {
    await this.armAlarm();
  }

  private async matchFor(seats: number, origin: string | null, now: number): Promise<void> {
    const waiting = [...this.getConnections<MatchWish | null>()]
      .filter((c) => c.state?.seats === seats)
      .sort((a, b) => (a.state?.since ?? 0) - (b.state?.since ?? 0));
    while (waiting.length >= seats || (waiting.length > 0 && waiting.some((c) => (c.state?.botsAt ?? Infinity) <= now))) {
      const group = waiting.splice(0, seats);
      await this.seat(group, seats, origin ?? originOf(group[0]!));
    }
    for (const c of waiting) this.send(c, { v: PROTOCOL_VERSION, type: 'queued', seats, waiting: waiting.length });
    await this.armAlarm();
  }

  /** Opens a table for `group` (bots in the seats left over), hands each player their seat. */
  private async seat(group: Connection<MatchWish | null>[], seats: number, origin: string): Promise<void> {
    const wishes = group.map((c) => c.state!);
    // Taken out of the queue first, so a second match cannot pick the same players.
    for (const c of group) c.setState(null);
    const tokens = group.map(() => newSeatToken());
    const taken = new Set<string>();
    const humans: InitialSeat[] = [];
    for (const [i, wish] of wishes.entries()) {
      // Strangers may share a name; the table needs them apart.
      let name = wish.name;
      // "Bot 2" is a bot's name (BOT_LOOKALIKE): a person called "Bot" becomes "Bot (2)" instead.
      for (let n = 2; taken.has(name.toLowerCase()); n++) {
        name = `${wish.name.slice(0, 20)} ${n}`;
        if (BOT_LOOKALIKE.test(name)) name = `${wish.name.slice(0, 19)} (${n})`;
      }
      taken.add(name.toLowerCase());
      humans.push({ name, tokenHash: await hashToken(tokens[i]!) });
    }
    const bots: InitialSeat[] = Array.from({ length: seats - group.length }, () => ({ bot: STANDIN_LEVEL }));
    const id = newTableId();
    const room = await getServerByName(this.env.Room, id, this.locationHint());
    const made = await room.create({
      id, game: this.gameId, maxSeats: seats, options: {}, public: false, seats: [...humans, ...bots], clock: 'relaxed', autoStart: 'arrived',
      rated: true,
    });
    group.forEach((c, seat) => {
      if (made.ok) this.send(c, { v: PROTOCOL_VERSION, type: 'matched', table: id, url: `${origin}/t/${id}`, seat, token: tokens[seat]! });
      else this.send(c, errorMessage(made.code, made.message));
      c.close(1000, 'matched');
    });
  }

  /** The alarm wakes the matchmaker when the first waiting player's bots are due. */
  private async armAlarm(): Promise<void> {
    const due = [...this.getConnections<MatchWish | null>()].map((c) => c.state?.botsAt ?? null).filter((t): t is number => t !== null);
    if (due.length > 0) await this.ctx.storage.setAlarm(Math.min(...due));
    else await this.ctx.storage.deleteAlarm();
  }

  private locationHint(): { locationHint?: DurableObjectLocationHint } {
    const hint = locationHintFor(this.name.split('.')[1]);
    return hint ? { locationHint: hint } : {};
  }

  private send(conn: Connection, msg: MatchServerMessage): void {
    try { conn.send(JSON.stringify(msg)); } catch { /* closed meanwhile */ }
  }
}

function originOf(conn: Connection): string {
  return new URL(conn.uri ?? 'http://localhost/').origin;
}

