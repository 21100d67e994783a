// Quick match: one matchmaker per game (its name is the game id). Players wait on a WebSocket; the
// queue lives in SQLite (queue-store.ts). Rounds run the pure pairing (pairing.ts) every ROUND_MS
// on the alarm while anyone waits, weighing the traffic of recent joins; a round first writes which
// tables it opens, then opens them at the hint that serves their players best and hands each
// player their seat token.
// docs/matchmaking.md explains the choices and how this grows past one object per game.
import { type Connection, type ConnectionContext, getServerByName, Server, type WSMessage } from 'partyserver';
import * as v from 'valibot';
import { errorMessage, MAX_MESSAGE_BYTES, PROTOCOL_VERSION } from '../protocol/common.ts';
import { CHALLENGE_TTL_MS, newChallenge } from '../protocol/identity.ts';
import { type MatchServerMessage, seatRange } from '../protocol/quick-match.ts';
import { getGame } from '../games/registry.ts';
import type { Env } from '../env.ts';
import { parseBoundedJson } from '../limits/json-limits.ts';
import { describeIssues, QueueSchema } from '../protocol/schema.ts';
import { hashToken, newTableId } from '../tokens.ts';
import { newSeatToken } from '../protocol/seat-token.ts';
import { STANDIN_LEVEL } from '../table/bot-seats.ts';
import { clientAddress } from '../limits/limits.ts';
import { provePlayer } from '../players/prove.ts';
import { pair, type TableToOpen } from './pairing.ts';
import { asWaiter, type PendingTable, QueueStore, type QueueRow } from './queue-store.ts';
import { type Hint, HINTS, type Place, roundTrips } from './latency.ts';
import { nearestHint, trafficOf } from './traffic.ts';
import { distinctNames } from './seat-names.ts';
import { standingOf } from './standing.ts';
import { AWAY_GRACE_MS, ROUND_MS } from './timing.ts';

/** Answers and waits are kept this long (reconnecting players; the expected wait). */
const KEEP_MS = 30 * 60_000;
/** How long the count of people playing is taken as current. */
const PRESENCE_MS = 10_000;
/** The header the Worker names the player's place in ("lat,lon", from Cloudflare's request.cf). */
export const PLACE_HEADER = 'x-kingdoms-place';

/**
 * What a queue connection remembers (it survives hibernation). `rtt`: the modelled round trip to
 * each hint from where the player is (null: unknown). `address`: the client's, for the
 * new-identity limit a proof may pay (kept for the socket's life only).
 */
interface QueueConn { rtt: Record<Hint, number> | null; challenge: string; challengeAt: number; address: string }

/** The place a PLACE_HEADER names; null when missing or not two coordinates on the globe. */
export function placeFromHeader(value: string | null): Place | null {
  const m = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(value ?? '');
  if (!m) return null;
  const place = { lat: Number(m[1]), lon: Number(m[2]) };
  return Math.abs(place.lat) <= 90 && Math.abs(place.lon) <= 180 ? place : null;
}

/** A decided table's location hint (a table decided before hints were chosen by place has none). */
function hintOf(t: PendingTable): DurableObjectLocationHint | undefined {
  return (HINTS as readonly string[]).includes(t.hint ?? '') ? (t.hint as DurableObjectLocationHint) : undefined;
}

declare module '../env.ts' {
  interface DurableObjects {
    /** Quick match: one per game. */
    Matchmaker: Matchmaker;
  }
}

export class Matchmaker extends Server<Env> {
  static override options = { hibernate: true };
  private storeCache: QueueStore | null = null;
  private lastRound: Promise<void> = Promise.resolve();
  private nextRound: Promise<void> | null = null;
  /** When everyone waiting was last told how the queue stands. */
  private toldAllAt = 0;
  /** People playing this game, as the Directory last said, and when (asked at most every PRESENCE_MS). */
  private playingNow: { n: number; at: number } | null = null;

  /** The game this matchmaker serves. */
  private get gameId(): string {
    return this.name.split('.')[0] ?? '';
  }

  private get store(): QueueStore {
    this.storeCache ??= new QueueStore(this.ctx.storage);
    return this.storeCache;
  }

  override onConnect(conn: Connection<QueueConn>, ctx: ConnectionContext): void {
    const place = placeFromHeader(ctx.request.headers.get(PLACE_HEADER));
    conn.setState({ rtt: place ? roundTrips(place) : null, challenge: newChallenge(), challengeAt: Date.now(), address: clientAddress(ctx.request) });
    this.sendChallenge(conn);
  }

  override async onMessage(conn: Connection<QueueConn>, raw: WSMessage): Promise<void> {
    if (typeof raw !== 'string') return this.send(conn, errorMessage('bad-message', 'Send one small JSON text message.'));
    const data = parseBoundedJson(raw, MAX_MESSAGE_BYTES);
    if (!data.ok) return this.send(conn, errorMessage(data.code, data.message));
    const parsed = v.safeParse(QueueSchema, data.value);
    if (!parsed.success) return this.send(conn, errorMessage('invalid', describeIssues(parsed.issues)));
    const game = getGame(this.gameId);
    if (!game) return this.send(conn, errorMessage('unknown-game', `Unknown game "${this.gameId}".`));
    const wish = parsed.output;
    const range = seatRange(wish.seats, game.minSeats, game.maxSeats);
    if (typeof range === 'string') return this.send(conn, errorMessage('bad-seats', `${game.name}: ${range}.`));
    const now = Date.now();
    if (wish.ticket) {
      // A player back after a dropped connection: their table may have opened meanwhile.
      const answer = this.store.handed(wish.ticket);
      if (answer) {
        this.sendRaw(conn, answer);
        conn.close(1000, 'matched');
        return;
      }
      // Decided but not yet open: the seat comes to this connection when it opens.
      if (this.store.repointPending(wish.ticket, conn.id)) return this.armAlarm(now);
    }
    const state = conn.state!;
    let player: string | null = null;
    if (wish.proof) {
      const check = await provePlayer(this.env, wish.proof, `match:${this.gameId}`, state.challenge, state.challengeAt + CHALLENGE_TTL_MS, state.address ?? 'unknown');
      // Each challenge answers once: a new one for the next proof.
      conn.setState({ ...state, challenge: newChallenge(), challengeAt: now });
      this.sendChallenge(conn);
      if (!check.ok) return this.send(conn, errorMessage(check.code, check.message));
      player = check.player;
    }
    const earlier = (wish.ticket ? this.store.get(wish.ticket) : null) ?? this.store.byConn(conn.id);
    const standing = await standingOf(this.env, player, this.gameId, range[0], range[1]);
    const row: QueueRow = {
      ticket: earlier?.ticket ?? newTableId(), conn: conn.id, name: wish.name, since: earlier?.since ?? now, rtt: state.rtt ?? null,
      minSeats: range[0], maxSeats: range[1], ratings: standing.ratings, player,
      avoid: standing.avoid, botsAt: wish.botsAfter === undefined ? null : (earlier?.since ?? now) + wish.botsAfter * 1000,
      coolDownUntil: standing.coolDownUntil, origin: new URL(conn.uri ?? 'http://localhost/').origin, awaySince: null,
    };
    this.store.put(row);
    if (!earlier) {
      this.store.joined({ at: now, hint: nearestHint(row.rtt), rating: row.ratings[row.minSeats]!.rating, minSeats: row.minSeats, maxSeats: row.maxSeats });
    }
    // Told at once; the next round (within ROUND_MS) pairs everyone who joined meanwhile together.
    await this.tellWaiting(now, row);
    await this.armAlarm(now);
  }

  override async onClose(conn: Connection<QueueConn>, code: number): Promise<void> {
    const row = this.store.byConn(conn.id);
    if (!row) return;
    // Leaving on purpose ends the wait; a dropped connection keeps the place a while.
    if (code === 1000) this.store.remove(row.ticket);
    else this.store.put({ ...row, conn: null, awaySince: Date.now() });
  }

  override async onAlarm(): Promise<void> {
    await this.round();
  }

  /** How many people wait in this queue now. */
  looking(): number {
    return this.store.present();
  }

  /**
   * One round: finish what an interrupted round decided, pair, open the tables, tell the rest.
   * Rounds take turns: one waiting on a room must not let another pair the same players.
   */
  round(): Promise<void> {
    // Players joining while a round runs are all paired by the one round after it.
    if (this.nextRound) return this.nextRound;
    const run = this.lastRound.then(() => {
      this.nextRound = null;
      return this.roundNow(Date.now());
    });
    this.nextRound = run;
    this.lastRound = run.catch((err: unknown) => console.error('matchmaker: round failed', err));
    return run;
  }

  private async roundNow(now: number): Promise<void> {
    await this.openPending();
    await this.decide(now);
    await this.openPending();
    await this.tellWaiting(now);
    await this.nextAlarm(now);
  }

  /** A round's first half: pair, and write down the tables to open (taking their players out of the queue). */
  async decide(now: number): Promise<void> {
    this.store.dropAway(now, AWAY_GRACE_MS);
    const rows = this.store.all();
    const present = rows.filter((r) => r.conn !== null);
    const { tables } = pair(present.map(asWaiter), now, trafficOf(this.store.joins(now), now));
    const byTicket = new Map(rows.map((r) => [r.ticket, r]));
    const decided = await Promise.all(tables.map((t) => this.pendingTable(t, byTicket)));
    this.store.decide(decided, now);
  }

  /** A table the pairing chose, with each person's name at the table and a fresh seat token. */
  private async pendingTable(t: TableToOpen, byTicket: Map<string, QueueRow>): Promise<PendingTable> {
    const rows = t.members.map((id) => byTicket.get(id)!);
    const names = distinctNames(rows.map((r) => r.name));
    const people = await Promise.all(rows.map(async (r, seat) => {
      const token = newSeatToken();
      return { table: '', seat, ticket: r.ticket, conn: r.conn, name: names[seat]!, player: r.player, token, tokenHash: await hashToken(token), origin: r.origin };
    }));
    const table = newTableId();
    // A game that declares no rating pools is never rated, whoever sits down.
    const rated = t.rated && getGame(this.gameId)?.rating !== undefined;
    return { table, seats: t.seats, hint: t.hint, rated, people: people.map((p) => ({ ...p, table })) };
  }

  /** Opens every decided table (a room's create is idempotent by id) and hands out the seats. */
  private async openPending(): Promise<void> {
    await Promise.all(this.store.pending().map((t) => this.open(t)));
  }

  /** Opens one decided table near its players and hands each their seat. */
  private async open(t: PendingTable): Promise<void> {
    const hint = hintOf(t);
    const room = await getServerByName(this.env.Room, t.table, hint ? { locationHint: hint } : {});
    const seats = [...t.people.map((p) => ({ name: p.name, tokenHash: p.tokenHash, player: p.player })), ...Array.from({ length: t.seats - t.people.length }, () => ({ bot: STANDIN_LEVEL }))];
    let made;
    try {
      made = await room.create({
        id: t.table, game: this.gameId, maxSeats: t.seats, options: {}, public: false, seats, clock: 'relaxed', autoStart: 'arrived',
        rated: t.rated,
      });
    } catch (err) {
      // Left pending: the next round (the alarm is armed) tries again.
      console.error('matchmaker: opening a table failed', err);
      return;
    }
    const answers = t.people.map((p) => ({
      ticket: p.ticket,
      json: JSON.stringify(made.ok
        ? { v: PROTOCOL_VERSION, type: 'matched', table: t.table, url: `${p.origin}/t/${t.table}`, seat: p.seat, token: p.token, rated: t.rated } satisfies MatchServerMessage
        : errorMessage(made.code, made.message)),
    }));
    this.store.handedOut(t.table, answers, Date.now());
    for (const [i, p] of t.people.entries()) {
      const conn = p.conn ? this.getConnection(p.conn) : undefined;
      if (!conn) continue;
      this.sendRaw(conn, answers[i]!.json);
      conn.close(1000, 'matched');
    }
  }

  /**
   * How the queue stands, to `only` (one who just joined) or else to everyone still waiting, at
   * most once a round length (a queue of thousands joining at once is not told thousands of times).
   */
  private async tellWaiting(now: number, only?: QueueRow): Promise<void> {
    if (!only && now - this.toldAllAt < ROUND_MS) return;
    if (!only) this.toldAllAt = now;
    const told = only ? [only] : this.store.all().filter((r) => r.conn !== null);
    if (told.length === 0) return;
    const waiting = only ? this.store.present() : told.length;
    const playing = await this.playing(now);
    const median = this.store.medianWait(now - KEEP_MS);
    for (const r of told) {
      const conn = this.getConnection(r.conn!);
      if (!conn) continue;
      this.send(conn, {
        v: PROTOCOL_VERSION, type: 'queued', minSeats: r.minSeats, maxSeats: r.maxSeats, waiting, playing,
        expectedWaitS: median === null ? null : Math.round(median / 1000), botsAt: r.botsAt, rated: r.player !== null && getGame(this.gameId)?.rating !== undefined, ticket: r.ticket,
      });
    }
  }

  private async playing(now: number): Promise<number> {
    if (this.playingNow && now - this.playingNow.at < PRESENCE_MS) return this.playingNow.n;
    try {
      this.playingNow = { n: await this.env.Directory.getByName('global').playing(this.gameId), at: now };
    } catch (err) {
      console.error('matchmaker: presence failed', err);
    }
    return this.playingNow?.n ?? 0;
  }

  /** A round within ROUND_MS, unless one is already due sooner. */
  private async armAlarm(now: number): Promise<void> {
    const at = await this.ctx.storage.getAlarm();
    if (at === null || at > now + ROUND_MS) await this.ctx.storage.setAlarm(now + ROUND_MS);
  }

  /** Next round in ROUND_MS while anyone waits or a table is still to open; then, idle, no alarm. */
  private async nextAlarm(now: number): Promise<void> {
    const busy = this.store.busy();
    this.store.prune(now - KEEP_MS, now);
    if (busy) await this.ctx.storage.setAlarm(now + ROUND_MS);
    else await this.ctx.storage.deleteAlarm();
  }

  private sendChallenge(conn: Connection<QueueConn>): void {
    const s = conn.state!;
    this.send(conn, { v: PROTOCOL_VERSION, type: 'challenge', challenge: s.challenge, expiresAt: s.challengeAt + CHALLENGE_TTL_MS });
  }

  private send(conn: Connection, msg: MatchServerMessage): void {
    this.sendRaw(conn, JSON.stringify(msg));
  }

  private sendRaw(conn: Connection, json: string): void {
    try { conn.send(json); } catch { /* closed meanwhile */ }
  }
}
