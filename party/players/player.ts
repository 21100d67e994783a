// One player: their keys, ratings, games and fair-play record, in one Durable Object named by the
// player id (env.Player.getByName(id)), so players scale out as tables do. Rooms tell it where the
// player sits and how their games ended; the REST API (worker/players-api.ts) reads and edits it.
// It keeps the least it can: no address, no user agent; "forget me" empties it.
import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env.ts';
import { PLAYER_ID_SHAPE, type PlayerProof } from '../protocol/identity.ts';
import {
  PROVISIONAL_RD, START_RATING, type GameReport, type PlayerProfile, type PlayerTable, type PoolStanding,
  type AbandonKind, type PlayerKey, type Rating, type RatingPool, type ReportAnswer,
} from '../protocol/players.ts';
import { isEarlyForfeit } from './fair-play.ts';
import { addBlock, queueStandingOf, type QueueStanding } from './queue-standing.ts';
import { ratingPools } from '../games/index.ts';
import type { LeaderboardEntry } from './leaderboard.ts';
import { absenceUntil, afterAbsence, rate } from './glicko2.ts';
import { addedKeys, issueChallenge, isTransferKey, issueTransfer, knowsKey, takeProof, transferRefusal, useTransfer, type ProofAnswer } from './player-keys.ts';
import { hasSchema } from './player-schema.ts';
import { emptyAndTellOthers, personalData, unlinkOpponent } from './forget.ts';
import { dropUnproven } from './unproven.ts';
import { deliver, enqueue, nextDue } from './outbox.ts';
import { checkAbandon, checkReport, checkTable } from './report-check.ts';
import { outcomeFor, utcDay } from './reports.ts';
import { tablesOf, type PlayerGames } from './player-tables.ts';
import { establishedOpponents, noteOpponents, opponentCount } from './opponents.ts';
import { dailyRecord, noteDailyAttempt, noteDailyDay, runningDailyTables } from '../daily/player-days.ts';
import type { DailyDayResult, DailyGame } from '../protocol/daily.ts';

export type PlayerStatus = 'new' | 'known' | 'forgotten';
/** A room's news reached an object that forgot its player: the room then drops the id too (it may be one forget() no longer knew of). */
export type NewsAnswer = 'noted' | 'forgotten';
/** Whether a key speaks for this player, and whether that proof would start a new identity (rate-limited by the caller). */
export type KeyStanding = 'known' | 'new' | 'refused';
/** Rating history points kept per pool (the profile's chart). */
const HISTORY_POINTS = 500;
const RECENT_GAMES = 20;
/** Meta key: set when the owner removed the player's first key (the one its id comes from). */
const FIRST_KEY_REMOVED = 'first_key_removed';
/** Meta key: the id's registration with the index of known ids (./known-ids.ts) is queued or done. */
const INDEXED = 'indexed';

declare module '../env.ts' {
  interface DurableObjects {
    /** One per player id. */
    Player: Player;
  }
}

export class Player extends DurableObject<Env> {
  private get sql(): SqlStorage {
    return this.ctx.storage.sql;
  }

  /** The player id: the object's name. */
  private get id(): string {
    const name = this.ctx.id.name;
    if (!name) throw new Error('A Player object must be reached by name (env.Player.getByName(id)).');
    return name;
  }

  private meta(key: string): string | null {
    if (!hasSchema(this.sql, false)) return null;
    return this.sql.exec<{ value: string }>(`SELECT value FROM meta WHERE key = ?`, key).toArray()[0]?.value ?? null;
  }

  private setMeta(key: string, value: string): void {
    this.sql.exec(`INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`, key, value);
  }

  /** The index's registration under way (see writable), for a proof to wait for. */
  private registration: Promise<void> | undefined;

  /**
   * Makes the storage and the identity's birth time on the first thing worth keeping; false once
   * forgotten. The id is then registered with the index of known ids through the outbox, in the same
   * write; an identity made before the index registers on its first write since.
   */
  private writable(now = Date.now()): boolean {
    hasSchema(this.sql, true);
    if (this.meta('forgotten')) return false;
    if (!this.meta('created_at')) this.setMeta('created_at', String(now));
    // Only a real id can be asked about (the Worker refuses any other shape); tests name others.
    if (!this.meta(INDEXED) && PLAYER_ID_SHAPE.test(this.id)) {
      enqueue(this.sql, { kind: 'known-id', player: this.id }, now);
      this.setMeta(INDEXED, String(now));
      this.registration = this.flush();
    }
    return true;
  }

  status(): PlayerStatus {
    if (this.meta('forgotten')) return 'forgotten';
    return this.meta('created_at') ? 'known' : 'new';
  }

  createdAt(): number | null {
    const at = this.meta('created_at');
    return at === null ? null : Number(at);
  }

  /**
   * A challenge for a REST call (one use, CHALLENGE_TTL_MS). The caller made an id the index does
   * not know pay its address's new-identity limit before calling (worker/players-api.ts), so a
   * refused one never reaches here. An id never proven keeps it only until its challenges expire
   * (./unproven.ts); a known one made before the index registers now.
   */
  async challengeFor(): Promise<{ challenge: string; expiresAt: number } | 'forgotten'> {
    const status = this.status();
    if (status === 'forgotten') return 'forgotten';
    if (status === 'known') this.writable();
    hasSchema(this.sql, true);
    const challenge = issueChallenge(this.sql);
    if (status === 'new') await dropUnproven(this.ctx.storage);
    return challenge;
  }

  /** Checks a REST call's proof, using its challenge up; the first good proof of a new id makes the identity. */
  async takeProof(proof: PlayerProof, purpose: string): Promise<ProofAnswer> {
    if (this.status() === 'forgotten') return { ok: false, code: 'forgotten', message: 'This player asked to be forgotten.' };
    if (!hasSchema(this.sql, false)) return { ok: false, code: 'unknown-challenge', message: 'No challenge was handed out for this player; ask for one first.' };
    const answer = await takeProof(this.sql, this.id, proof, purpose, (keyId) =>
      this.keyStanding(keyId) !== 'refused' ? null : { ok: false, code: 'unknown-key', message: 'This key does not belong to this player (never added with a transfer link, or removed).' });
    // The first proof makes the identity; it is answered once the index knows the id (or the
    // outbox holds the registration, should the index fail to answer), so the next request finds it.
    if (answer.ok && this.writable()) await this.registration;
    return answer;
  }

  /** Whether a key speaks for this player: its first key, or one added by a transfer link; never once forgotten. */
  hasKey(keyId: string): boolean {
    return this.keyStanding(keyId) !== 'refused';
  }

  /**
   * Whether a key whose signature a room, matchmaker or the daily checked speaks for this player.
   * The caller made an id the index does not know pay its address's new-identity limit first
   * (./prove.ts), so the proof of an id never seen starts its identity here and is kept: the same
   * player reconnecting, or joining the next table, is known from then on. Answered once the index
   * knows the id (or the outbox holds its registration), so the next proof finds it there.
   */
  async admitKey(keyId: string): Promise<'known' | 'refused'> {
    if (this.keyStanding(keyId) === 'refused' || !this.writable()) return 'refused';
    await this.registration;
    return 'known';
  }

  keyStanding(keyId: string): KeyStanding {
    const status = this.status();
    if (status === 'forgotten') return 'refused';
    if (keyId === this.id) return this.meta(FIRST_KEY_REMOVED) ? 'refused' : status;
    return hasSchema(this.sql, false) && knowsKey(this.sql, keyId) ? 'known' : 'refused';
  }

  /** The keys that speak for this player (one per device), marking `current`, the one that asks. */
  keyList(current: string): PlayerKey[] {
    const first = this.meta(FIRST_KEY_REMOVED) ? [] : [{ key: this.id, addedAt: this.createdAt() ?? 0 }];
    return [...first, ...addedKeys(this.sql)].map((k) => ({ ...k, current: k.key === current }));
  }

  /** Removes a key (not `current`, the one that asks): that device no longer speaks for the player. */
  removeKey(keyId: string, current: string): 'removed' | 'in-use' | 'unknown' | 'asker-removed' {
    if (keyId === current) return 'in-use';
    // The call's proof was checked in an earlier call to this object: two devices removing each
    // other at once must not both succeed and leave the player with no key at all.
    if (this.keyStanding(current) === 'refused') return 'asker-removed';
    if (this.keyStanding(keyId) !== 'known') return 'unknown';
    if (keyId === this.id) this.setMeta(FIRST_KEY_REMOVED, String(Date.now()));
    else this.sql.exec(`DELETE FROM keys WHERE key_id = ?`, keyId);
    return 'removed';
  }

  /** Keeps a transfer link's key, which one of this player's keys signed (worker/players-api.ts checked it); null if not fresh. */
  newTransfer(transferKeyId: string, signer: string): { expiresAt: number } | 'asker-removed' | null {
    if (!this.writable()) return null;
    if (this.keyStanding(signer) === 'refused') return 'asker-removed';
    return issueTransfer(this.sql, this.id, transferKeyId);
  }

  /**
   * Adds `newKeyId`, for which a transfer key signed `proof` (a challenge of this player's, for
   * `purpose`, which names the new key); once per transfer key. The transfer key itself never
   * speaks for the player, so a link that was used is worth nothing, wherever it was left.
   */
  async addKey(proof: PlayerProof, purpose: string, newKeyId: string): Promise<ProofAnswer> {
    if (this.status() !== 'known') return { ok: false, code: 'bad-transfer', message: 'This player has no transfer links.' };
    const answer = await takeProof(this.sql, this.id, proof, purpose, (keyId) => transferRefusal(this.sql, keyId));
    if (!answer.ok) return answer;
    // The link's own key (or another link's, or the first key) never becomes a device's: a link
    // left in a chat or a photo must stay worth nothing once used.
    if (newKeyId === answer.keyId || newKeyId === this.id || isTransferKey(this.sql, newKeyId)) {
      return { ok: false, code: 'bad-transfer', message: 'A transfer link vouches for a new device\'s own key, not for a link\'s key or the first key.' };
    }
    if (!useTransfer(this.sql, answer.keyId, newKeyId)) {
      return { ok: false, code: 'bad-transfer', message: 'This transfer link was used already; make a new one on the old device.' };
    }
    return { ok: true, keyId: newKeyId, firstKey: false };
  }

  setName(name: string): void {
    if (!this.writable()) return;
    this.setMeta('name', name);
    for (const pool of ratingPools()) if (this.meta(`listed:${pool}`)) this.tellBoard(pool, this.rating(pool), Date.now());
    this.flush();
  }

  /** Notes a table this player sits at (or sat at): "Your games". */
  seatedAt(t: PlayerTable & { name?: string }): NewsAnswer {
    checkTable(t);
    if (!this.writable()) return 'forgotten';
    // Without a name the table keeps the one it had, or the player's own. A room's news may come
    // in any order: a finished table stays finished, and an older note changes nothing.
    this.sql.exec(`INSERT INTO tables (table_id, game, seat, status, updated_at, name) VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT (table_id) DO UPDATE SET game = excluded.game, seat = excluded.seat, status = excluded.status,
        updated_at = excluded.updated_at, name = COALESCE(?, name)
      WHERE tables.status != 'finished' AND excluded.updated_at >= tables.updated_at`,
    t.table, t.game, t.seat, t.status, t.updatedAt, t.name ?? this.meta('name') ?? '', t.name ?? null);
    if (t.name && !this.meta('name')) this.setMeta('name', t.name);
    return 'noted';
  }

  games(): PlayerGames {
    return hasSchema(this.sql, false) ? tablesOf(this.sql, Date.now()) : { playing: [], finished: [] };
  }

  standing(pool: RatingPool): { rating: Rating; provisional: boolean; games: number; name: string | null; opponents: number } {
    const { rating, games } = this.rating(pool);
    const opponents = hasSchema(this.sql, false) ? opponentCount(this.sql, pool) : 0;
    return { rating, provisional: rating.rd > PROVISIONAL_RD, games, name: this.meta('name'), opponents };
  }

  /**
   * The pool's rating as of `at`: its RD grown for the time since the last rated game (Glicko-2's
   * step for a period without games, per elapsed period), both to rate a new game and to show it.
   */
  private rating(pool: RatingPool, at = Date.now()): { rating: Rating; games: number } {
    if (!hasSchema(this.sql, false)) return { rating: START_RATING, games: 0 };
    const row = this.sql.exec<{ rating: number; rd: number; vol: number; games: number }>(`SELECT rating, rd, vol, games FROM ratings WHERE pool = ?`, pool).toArray()[0];
    if (!row) return { rating: START_RATING, games: 0 };
    const lastAt = this.sql.exec<{ at: number | null }>(`SELECT MAX(at) AS at FROM rating_history WHERE pool = ?`, pool).one().at;
    const stored = { rating: row.rating, rd: row.rd, vol: row.vol };
    return { rating: lastAt === null ? stored : afterAbsence(stored, at - lastAt), games: row.games };
  }

  /**
   * Queues this player's standing for the pool's board at once, whether or not they may be listed:
   * the board ranks those who may and shows the others apart as provisional (leaderboard.ts).
   */
  private tellBoard(pool: RatingPool, standing: { rating: Rating; games: number }, now: number, ratedAt = now): void {
    const entry: LeaderboardEntry = {
      player: this.id, name: this.meta('name'), rating: standing.rating.rating, rd: standing.rating.rd, games: standing.games,
      since: this.createdAt() ?? now, settledUntil: ratedAt + absenceUntil(standing.rating, PROVISIONAL_RD),
      opponents: opponentCount(this.sql, pool),
    };
    enqueue(this.sql, { kind: 'leaderboard', pool, entry }, now);
    this.setMeta(`listed:${pool}`, '1');
  }

  /**
   * A finished game, from its room. Idempotent by table: a repeat gets the first answer and changes
   * nothing. The rating change, the record of the game and the leaderboard's due update are written
   * together, before any await, so an eviction finds either all of them or none.
   */
  async report(r: GameReport): Promise<ReportAnswer> {
    checkReport(r);
    const answered = hasSchema(this.sql, false)
      ? this.sql.exec<{ answer: string }>(`SELECT answer FROM reports WHERE table_id = ?`, r.table).toArray()[0] : undefined;
    if (answered) return JSON.parse(answered.answer) as ReportAnswer;
    const none: ReportAnswer = { table: r.table, player: this.id, before: null, after: null };
    if (this.status() === 'forgotten') return { ...none, forgotten: true };
    const day = utcDay(r.finishedAt);
    const outcome = outcomeFor(r, this.id, (opponent) =>
      hasSchema(this.sql, false) ? this.sql.exec<{ n: number }>(`SELECT n FROM pair_games WHERE opponent = ? AND day = ?`, opponent, day).toArray()[0]?.n ?? 0 : 0);
    if (!outcome) return none;
    this.writable();
    if (isEarlyForfeit(r, outcome.seat)) this.sql.exec(`INSERT OR IGNORE INTO abandons (table_id, kind, at) VALUES (?, ?, ?)`, r.table, 'forfeited-early', r.finishedAt);
    const { rating: before, games } = this.rating(r.pool, r.finishedAt);
    let after = before;
    if (outcome.rated) {
      after = rate(before, outcome.games);
      this.sql.exec(`INSERT INTO ratings (pool, rating, rd, vol, games) VALUES (?, ?, ?, ?, ?)
        ON CONFLICT (pool) DO UPDATE SET rating = excluded.rating, rd = excluded.rd, vol = excluded.vol, games = excluded.games`,
        r.pool, after.rating, after.rd, after.vol, games + 1);
      this.sql.exec(`INSERT INTO rating_history (pool, at, rating) VALUES (?, ?, ?)`, r.pool, r.finishedAt, after.rating);
      this.sql.exec(`DELETE FROM rating_history WHERE pool = ?1 AND rowid NOT IN (SELECT rowid FROM rating_history WHERE pool = ?1 ORDER BY at DESC LIMIT ?2)`, r.pool, HISTORY_POINTS);
      for (const opponent of outcome.opponents) {
        this.sql.exec(`INSERT INTO pair_games (opponent, day, n) VALUES (?, ?, 1) ON CONFLICT (opponent, day) DO UPDATE SET n = n + 1`, opponent, day);
      }
      this.sql.exec(`DELETE FROM pair_games WHERE day < ?`, day - 1);
      noteOpponents(this.sql, r.pool, establishedOpponents(r, outcome.opponents));
      this.tellBoard(r.pool, { rating: after, games: games + 1 }, Date.now(), r.finishedAt);
    }
    const answer: ReportAnswer = { table: r.table, player: this.id, before, after };
    this.sql.exec(`INSERT INTO reports (table_id, game, pool, finished_at, place, seats, answer) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      r.table, r.game, r.pool, r.finishedAt, outcome.place, JSON.stringify(r.seats), JSON.stringify(answer));
    this.seatedAt({ table: r.table, game: r.game, seat: outcome.seat.seat, status: 'finished', updatedAt: r.finishedAt, name: outcome.seat.name });
    this.flush();
    return answer;
  }

  noteAbandon(table: string, kind: AbandonKind, at: number): NewsAnswer {
    checkAbandon({ table, kind, at });
    if (!this.writable()) return 'forgotten';
    this.sql.exec(`INSERT OR IGNORE INTO abandons (table_id, kind, at) VALUES (?, ?, ?)`, table, kind, at);
    return 'noted';
  }

  /** For quick match: whom this player will not be seated with, and until when they must wait. */
  queueStanding(): QueueStanding {
    return hasSchema(this.sql, false) ? queueStandingOf(this.sql, Date.now()) : { blocked: [], coolDownUntil: null };
  }

  /** Blocks `other` (quick match never seats them together); false when the list is full. */
  block(other: string): boolean {
    return this.writable() && addBlock(this.sql, other, Date.now());
  }

  unblock(other: string): void {
    if (hasSchema(this.sql, false)) this.sql.exec(`DELETE FROM blocks WHERE other = ?`, other);
  }

  /** A daily challenge's scored attempt, finished (party/daily/player-days.ts); false once forgotten. */
  noteDaily(day: DailyDayResult): boolean {
    if (!this.writable()) return false;
    noteDailyDay(this.sql, day);
    return true;
  }

  /** A daily challenge's attempt is being made, finished or not ("forget me" must reach its day); false once forgotten. */
  noteDailyAttempt(attempt: { table: string; game: DailyGame; date: string }): boolean {
    if (!this.writable()) return false;
    noteDailyAttempt(this.sql, attempt);
    return true;
  }

  /** The public profile; null for an id nobody used, 'forgotten' after "forget me". */
  profile(): PlayerProfile | null | 'forgotten' {
    const status = this.status();
    if (status !== 'known') return status === 'forgotten' ? 'forgotten' : null;
    const ratings: PoolStanding[] = [];
    for (const pool of ratingPools()) {
      const { rating, games } = this.rating(pool);
      if (games === 0) continue;
      const history = this.sql.exec<{ at: number; rating: number }>(`SELECT at, rating FROM rating_history WHERE pool = ? ORDER BY at, rowid`, pool).toArray();
      ratings.push({ pool, rating: rating.rating, rd: rating.rd, provisional: rating.rd > PROVISIONAL_RD, games, history });
    }
    const running = runningDailyTables(this.sql, Date.now());
    const recent = this.sql.exec<{ table_id: string; game: string; finished_at: number; place: number; seats: string; answer: string }>(
      `SELECT table_id, game, finished_at, place, seats, answer FROM reports ORDER BY finished_at DESC LIMIT ?`, RECENT_GAMES).toArray()
      .filter((g) => !running.has(g.table_id))
      .map((g) => {
        const answer = JSON.parse(g.answer) as ReportAnswer;
        return { table: g.table_id, game: g.game, finishedAt: g.finished_at, place: g.place, seats: JSON.parse(g.seats), before: answer.before, after: answer.after };
      });
    const daily = dailyRecord(this.sql, Date.now());
    return { id: this.id, name: this.meta('name'), createdAt: this.createdAt()!, ratings, recent, ...(daily ? { daily } : {}) };
  }

  /** Everything kept about this player, for "see my data". */
  exportData(): Record<string, unknown> {
    return hasSchema(this.sql, false) ? personalData(this.sql, this.id) : { id: this.id };
  }

  /**
   * "Forget me": empties everything, leaves the leaderboards, asks each room of their games to drop
   * the link to this id, and from then on answers as a forgotten id.
   */
  forget(): void {
    hasSchema(this.sql, true);
    if (this.meta('forgotten')) return;
    emptyAndTellOthers(this.sql, this.id);
    this.setMeta('forgotten', String(Date.now()));
    this.flush();
  }

  /** An opponent was forgotten: their games here keep their name but no longer link to them. */
  forgetOpponent(player: string): void {
    if (hasSchema(this.sql, false)) unlinkOpponent(this.sql, player);
  }

  /** Tries the due calls now (the caller need not wait, but may), and leaves the rest to the alarm. */
  private flush(): Promise<void> {
    const due = nextDue(this.sql);
    if (due !== null) void this.ctx.storage.setAlarm(due);
    const delivery = this.alarm().catch((err) => console.error('players outbox', String(err)));
    this.ctx.waitUntil(delivery);
    return delivery;
  }

  override async alarm(): Promise<void> {
    // An id that never proved a key keeps nothing once its challenges are spent (./unproven.ts).
    if (this.status() === 'new') return dropUnproven(this.ctx.storage);
    const next = await deliver(this.sql, this.env);
    if (next !== null) await this.ctx.storage.setAlarm(next);
  }
}
