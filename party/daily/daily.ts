// One Durable Object per game and UTC day (named `dominion.2026-11-26`): the day's deal, made on
// first use and kept here with its secret seed; every attempt, one scored per player (later ones
// are practice); and the day's leaderboard. Attempts are tables in ordinary rooms, made here with
// the day's seeds, so every player meets the same deal; each room reports its finished attempt.
import { DurableObject } from 'cloudflare:workers';
import { getServerByName } from 'partyserver';
import type { Env } from '../env.ts';
import { provePlayer } from '../players/prove.ts';
import { CHALLENGE_TTL_MS, newChallenge, type PlayerProof } from '../protocol/identity.ts';
import type {
  DailyAttempt, DailyAttemptMade, DailyCard, DailyChallenge, DailyFinish, DailyGame, DailyLeaderboard, DailyStanding,
} from '../protocol/daily.ts';
import type { CreateRoomResult } from '../room/lobby-rpc.ts';
import { hashToken, newSeed, newTableId } from '../tokens.ts';
import { newSeatToken } from '../protocol/seat-token.ts';
import { SEARCH_GAP_MS, dayBot, dayBotMemory, searchSlice, searching, startDaySearch } from './bot-search.ts';
import { type DailyDeal, dayEnd, dayOf, makeDeal, shownDeal } from './day.ts';

export const LEADERBOARD_SIZE = 100;
/** What a forgotten player's attempts hold instead of their id. */
const FORGOTTEN = 'forgotten:';
/** How soon players' objects not yet told of their result are tried again, and how many per wake-up. */
const TELL_RETRY_MS = 30_000;
const TELL_PER_WAKE = 50;
/** Unanswered challenges kept at once: more are refused until some expire (each address is rate limited first: worker/daily-api.ts). */
const OPEN_CHALLENGES_MAX = 10_000;

export type DailyRefusal = { ok: false; status: 400 | 403 | 409 | 429; code: string; message: string };

export interface AttemptInput {
  now: number;
  origin: string;
  name: string;
  proof: PlayerProof;
  botPauseMs?: number;
  /** The caller's address: a proof that would start a new identity takes from IDENTITY_CREATION with it (never stored). */
  address?: string;
}

/** What a signature for an attempt signs besides the challenge (party/protocol/identity.ts). */
export function attemptPurpose(game: DailyGame): string {
  return `api:POST /api/daily/${game}/attempts`;
}

interface AttemptRow {
  table_id: string; player: string; name: string; scored: number; started_at: number;
  won: number | null; margin: number | null; turns: number | null; finished_at: number | null;
  [key: string]: SqlStorageValue;
}

const RANKED = `scored = 1 AND finished_at IS NOT NULL`;
// The order of party/daily/score.ts (compareScores), then the earlier finish.
const BEST_FIRST = `won DESC, margin DESC, turns ASC, finished_at ASC`;

declare module '../env.ts' {
  interface DurableObjects {
    /** The daily challenge: one per game and UTC day. */
    Daily: Daily;
  }
}

export class Daily extends DurableObject<Env> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
  }

  /** Whether this day ever had a deal: only then has it storage (a leaderboard asked of any date makes none). */
  private dealt(): boolean {
    return this.sql.exec(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'deal'`).toArray().length > 0;
  }

  /** This object's game and day, from its name. */
  private day(): { game: DailyGame; date: string } {
    const name = this.ctx.id.name ?? '';
    const dot = name.indexOf('.');
    return { game: name.slice(0, dot) as DailyGame, date: name.slice(dot + 1) };
  }

  /** The day's deal, made on first use; null for a day that is not today (no deal is made for it). */
  private deal(now: number): DailyDeal | null {
    const row = this.dealt() ? this.sql.exec<{ json: string }>(`SELECT json FROM deal WHERE id = 1`).toArray()[0] : undefined;
    if (row) return JSON.parse(row.json) as DailyDeal;
    const { game, date } = this.day();
    if (dayOf(now) !== date) return null;
    makeDailyTables(this.sql);
    const deal = makeDeal(game, date, { pick: newSeed(), seed: newSeed(), botSeed: newSeed() });
    this.sql.exec(`INSERT INTO deal (id, json) VALUES (1, ?)`, JSON.stringify(deal));
    // The day's bot search starts with the deal and runs on the alarm (./bot-search.ts).
    if (startDaySearch(this.sql, deal, `${deal.botSeed}:search`)) void this.wakeBy(Date.now());
    return deal;
  }

  /**
   * Today's card: the deal as shown, and `player`'s attempts and rank. Anyone may ask for any
   * player, so an attempt is named by its ref (a hash of its table), never by the table itself:
   * the page that made it knows which is which, nobody else can find the table to watch.
   */
  async card(now: number, player: string | null): Promise<DailyCard | DailyRefusal> {
    const deal = dayOf(now) === this.day().date ? this.deal(now) : null;
    if (!deal) return { ok: false, status: 409, code: 'not-today', message: `${this.day().date} is not today (UTC); today is ${dayOf(now)}.` };
    const players = this.sql.exec<{ n: number }>(`SELECT COUNT(DISTINCT player) AS n FROM attempts`).one().n;
    const card: DailyCard = { deal: shownDeal(deal), endsAt: dayEnd(deal.date), players, bot: dayBot(this.sql) };
    if (player !== null) {
      const rows = this.sql.exec<AttemptRow>(`SELECT * FROM attempts WHERE player = ? ORDER BY started_at`, player).toArray();
      card.you = { attempts: await Promise.all(rows.map(shownAttempt)), rank: this.standingOf(player, false)?.rank ?? null };
    }
    return card;
  }

  /** A challenge to sign for an attempt (single use, expires). */
  challenge(now: number): DailyChallenge | DailyRefusal {
    if (!this.deal(now)) return { ok: false, status: 409, code: 'not-today', message: `${this.day().date} is not today (UTC); today is ${dayOf(now)}.` };
    this.sql.exec(`DELETE FROM challenges WHERE expires_at <= ?`, now);
    const open = this.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM challenges`).one().n;
    if (open >= OPEN_CHALLENGES_MAX) return { ok: false, status: 429, code: 'too-many-challenges', message: 'Too many sign-ins are waiting; try again in a few minutes.' };
    const challenge = newChallenge();
    const expiresAt = now + CHALLENGE_TTL_MS;
    this.sql.exec(`INSERT INTO challenges (challenge, expires_at) VALUES (?, ?)`, challenge, expiresAt);
    return { challenge, expiresAt };
  }

  /** A proven player's attempt: the day's table, scored if it is their first of the day. */
  async attempt(input: AttemptInput): Promise<DailyAttemptMade | DailyRefusal> {
    const { game, date } = this.day();
    const deal = this.deal(input.now);
    if (!deal || dayOf(input.now) !== date) {
      return { ok: false, status: 409, code: 'not-today', message: `The challenge of ${date} is over; today's is ${dayOf(input.now)}.` };
    }
    const taken = this.sql.exec(`DELETE FROM challenges WHERE challenge = ? AND expires_at > ? RETURNING challenge`, input.proof.challenge, input.now).toArray();
    if (taken.length === 0) {
      return { ok: false, status: 403, code: 'bad-challenge', message: 'The proof answers a challenge this server did not give, one already used, or one that expired; ask for a new one.' };
    }
    // The player's own object says whether the key is theirs (a key added on another device counts).
    const proven = await provePlayer(this.env, input.proof, attemptPurpose(game), input.proof.challenge, undefined, input.address);
    // Too many new identities from one address is a rate limit, not a bad proof.
    if (!proven.ok) return { ok: false, status: proven.code === 'too-many-identities' ? 429 : 403, code: proven.code, message: proven.message };
    const player = proven.player;
    const table = newTableId();
    // The row goes first: a second request while this one waits on the room finds it and is practice.
    const hasScored = this.sql.exec(`SELECT 1 FROM attempts WHERE player = ? AND scored = 1`, player).toArray().length > 0;
    this.sql.exec(`INSERT INTO attempts (table_id, player, name, scored, started_at) VALUES (?, ?, ?, ?, ?)`,
      table, player, input.name, hasScored ? 0 : 1, input.now);
    // The player's object learns the day before the table exists, so "forget me" reaches every attempt (finished or not).
    if (!(await this.env.Player.getByName(player).noteDailyAttempt({ table, game, date }))) {
      this.sql.exec(`DELETE FROM attempts WHERE table_id = ?`, table);
      return { ok: false, status: 403, code: 'forgotten', message: 'This player asked to be forgotten.' };
    }
    const token = newSeatToken();
    // Hard starts from the day's searched plan once the search is over; before, it is the plain hard bot.
    const memory = dayBotMemory(this.sql);
    const room = await getServerByName(this.env.Room, table);
    const made = (await room.create({
      id: table, game, maxSeats: deal.seats, options: deal.options, public: false, owner: null, start: true,
      seats: [{ name: input.name, tokenHash: await hashToken(token), player }, ...deal.bots.map((bot) => ({ bot, ...(memory === null ? {} : { memory }) }))],
      seed: deal.seed, botSeed: deal.botSeed, clock: 'off',
      daily: { game, date, seat: 0, until: dayEnd(date), reported: false },
      ...(input.botPauseMs === undefined ? {} : { botPauseMs: input.botPauseMs }),
    })) as CreateRoomResult;
    if (!made.ok) {
      this.sql.exec(`DELETE FROM attempts WHERE table_id = ?`, table);
      return { ok: false, status: 400, code: made.code, message: made.message };
    }
    return { table, ref: await attemptRef(table), date, url: new URL(`/t/${table}`, input.origin).toString(), seat: 0, token, scored: !hasScored };
  }

  /**
   * A room's finished attempt; the same report again changes nothing. A scored one then goes to
   * the player's object (their profile's streak and history), retried on this object's alarm.
   */
  async finished(report: DailyFinish): Promise<boolean> {
    // A day without storage never made an attempt, so there is nothing to take.
    if (!this.dealt()) return true;
    const taken = this.sql.exec<{ scored: number }>(
      `UPDATE attempts SET won = ?, margin = ?, turns = ?, finished_at = ? WHERE table_id = ? AND finished_at IS NULL RETURNING scored`,
      report.score.won ? 1 : 0, report.score.margin, report.score.turns, report.finishedAt, report.table).toArray()[0]?.scored === 1;
    if (taken) {
      // Set first: should this object stop before the player's object answers, the alarm tells it.
      await this.wakeBy(Date.now() + TELL_RETRY_MS);
      await this.tellPlayers();
    }
    return true;
  }

  override async alarm(): Promise<void> {
    if (!this.dealt()) return;
    await this.tellPlayers();
    if (searchSlice(this.sql, this.day().game)) await this.wakeBy(Date.now() + SEARCH_GAP_MS);
  }

  /** Sets the alarm for `at` unless it is set sooner (the search's slices and the retries share it). */
  private async wakeBy(at: number): Promise<void> {
    const set = await this.ctx.storage.getAlarm();
    if (set === null || set > at) await this.ctx.storage.setAlarm(at);
  }

  /** Tells players' objects their finished scored attempts not told yet; looks again later for the rest. */
  private async tellPlayers(): Promise<void> {
    const { game, date } = this.day();
    const rows = this.sql.exec<AttemptRow>(`SELECT * FROM attempts WHERE ${RANKED} AND told = 0 LIMIT ?`, TELL_PER_WAKE).toArray();
    for (const row of rows) {
      // A forgotten player has no object to tell (a call would make a stray one).
      if (row.player.startsWith(FORGOTTEN)) {
        this.sql.exec(`UPDATE attempts SET told = 1 WHERE table_id = ?`, row.table_id);
        continue;
      }
      try {
        await this.env.Player.getByName(row.player).noteDaily({ game, date, table: row.table_id, score: attemptOf(row).score! });
        this.sql.exec(`UPDATE attempts SET told = 1 WHERE table_id = ?`, row.table_id);
      } catch (err) {
        console.error('daily: telling the player failed, will retry', String(err));
      }
    }
    const left = this.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM attempts WHERE ${RANKED} AND told = 0`).one().n;
    if (left > 0) await this.wakeBy(Date.now() + TELL_RETRY_MS);
    else if (!searching(this.sql)) await this.ctx.storage.deleteAlarm();
  }

  /** "Forget me" (party/players/): the player's attempts keep the name given, no longer the link to them. */
  forgetPlayer(player: string): boolean {
    if (!this.dealt()) return true;
    // Unique per attempt, as the one-scored-attempt index wants; never a player id (those have no colon).
    this.sql.exec(`UPDATE attempts SET player = ? || table_id WHERE player = ?`, FORGOTTEN, player);
    return true;
  }

  /** The day's best scored attempts, and `player`'s place. Tables (replays) only once the day is over. */
  /** Whether this day ever dealt its challenge: a day nobody asked for had none (a page answers 404). */
  hadChallenge(): boolean {
    return this.dealt();
  }

  leaderboard(now: number, player: string | null): DailyLeaderboard {
    const { game, date } = this.day();
    const over = now >= dayEnd(date);
    if (!this.dealt()) return { game, date, over, dealt: false, top: [], count: 0, ...(player === null ? {} : { you: null }) };
    const rows = this.sql.exec<AttemptRow>(`SELECT * FROM attempts WHERE ${RANKED} ORDER BY ${BEST_FIRST} LIMIT ?`, LEADERBOARD_SIZE).toArray();
    const count = this.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM attempts WHERE ${RANKED}`).one().n;
    const top = rows.map((row) => standing(row, this.rankOf(row), over));
    const board: DailyLeaderboard = { game, date, over, dealt: true, top, count };
    if (player !== null) board.you = this.standingOf(player, over);
    return board;
  }

  private standingOf(player: string, over: boolean): DailyStanding | null {
    const row = this.sql.exec<AttemptRow>(`SELECT * FROM attempts WHERE player = ? AND ${RANKED}`, player).toArray()[0];
    return row ? standing(row, this.rankOf(row), over) : null;
  }

  /** 1 + the attempts strictly better by the rule: equal scores share a rank. */
  private rankOf(row: AttemptRow): number {
    return 1 + this.sql.exec<{ n: number }>(
      `SELECT COUNT(*) AS n FROM attempts WHERE ${RANKED} AND (won > ? OR (won = ? AND (margin > ? OR (margin = ? AND turns < ?))))`,
      row.won, row.won, row.margin, row.margin, row.turns).one().n;
  }
}

/** The tables of the day's deal; made with its deal, so a day that never had one keeps no storage. */
export function makeDailyTables(sql: SqlStorage): void {
  sql.exec(`CREATE TABLE IF NOT EXISTS deal (id INTEGER PRIMARY KEY CHECK (id = 1), json TEXT NOT NULL)`);
  sql.exec(`CREATE TABLE IF NOT EXISTS attempts (table_id TEXT PRIMARY KEY, player TEXT NOT NULL, name TEXT NOT NULL,
    scored INTEGER NOT NULL, started_at INTEGER NOT NULL, won INTEGER, margin INTEGER, turns INTEGER, finished_at INTEGER,
    told INTEGER NOT NULL DEFAULT 0)`);
  // At most one scored attempt per player, whatever calls overlap.
  sql.exec(`CREATE UNIQUE INDEX IF NOT EXISTS one_scored ON attempts (player) WHERE scored = 1`);
  sql.exec(`CREATE INDEX IF NOT EXISTS ranked ON attempts (scored, won, margin, turns)`);
  sql.exec(`CREATE TABLE IF NOT EXISTS challenges (challenge TEXT PRIMARY KEY, expires_at INTEGER NOT NULL)`);
}

/** An attempt's public name: the table's hash, which leads nobody to the table. */
export function attemptRef(table: string): Promise<string> {
  return hashToken(`daily-attempt:${table}`);
}

async function shownAttempt(row: AttemptRow): Promise<DailyAttempt> {
  return { ref: await attemptRef(row.table_id), ...attemptOf(row) };
}

function attemptOf(row: AttemptRow): Omit<DailyAttempt, 'ref'> {
  return {
    scored: row.scored === 1, startedAt: row.started_at,
    score: row.finished_at === null ? null : { won: row.won === 1, margin: row.margin ?? 0, turns: row.turns ?? 0 },
  };
}

function standing(row: AttemptRow, rank: number, over: boolean): DailyStanding {
  return {
    rank, name: row.name, player: row.player.startsWith(FORGOTTEN) ? null : row.player,
    score: { won: row.won === 1, margin: row.margin ?? 0, turns: row.turns ?? 0 },
    ...(over ? { table: row.table_id } : {}),
  };
}
