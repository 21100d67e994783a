// The leak inspector: every message every soak socket receives passes through here. It knows
// what the harness knows (every seat's token, every seat's own messages) and checks that no
// message tells an observer more than its seat may know:
// - no seat token in any message but the welcome to the player who joined;
// - no seed, PRNG state or seat token under any key, and none of the fields the game declares
//   hidden (Game.secrets.hiddenFields: a deck's order, other hands) holding a list or an object;
// - prompts, a seat's hidden information in its view (Game.secrets: Dominion's hand, Kingdom
//   Builder's terrain card) and secret log details only for their own seat, never for a spectator;
// - with those taken out, every observer's message at one version is the same (view, waitingFor,
//   result, each log entry): nothing else in it may depend on whose hidden cards are whose. A
//   seat is told a version that also counts its own private moves (a declined Reaction), which
//   no one else is told of: its versions are compared with everyone's without them;
// - a seat asked a secret question (Game.autoplay.isSecretQuestion: whether to reveal a Reaction)
//   is never shown as the one the table waits for.
// A socket that takes patches is checked on what it can rebuild (each state, patched) and on
// each patch itself: no seat token, no forbidden key.
import type { StateMessage } from '../../party/protocol/room.ts';
import type { AnyGame } from '../../party/games/core/types.ts';
import { getGame } from '../../party/games/index.ts';
import type { Received } from './socket.ts';
import { canonicalJson, firstDifference, publicEntry } from './canonical.ts';

/** Keys of the room's and the engine's internals (core/rng.ts, seat tokens): no game may show one under any value. */
const INTERNAL_KEYS = new Set(['seed', 'rng', 'prng', 'tokenHash', 'token']);
const KEEP_VERSIONS = 200;

export interface Observer {
  /** The seat this socket plays, null for a spectator. */
  seat: number | null;
  /** Whether this socket asked for a seat and may receive a welcome with a token. */
  joins: boolean;
}

/**
 * The first key in `value` that gives away what only the state holds: an internal key, or one of
 * `hidden` (the game's Game.secrets.hiddenFields) holding a store: anything but a number or a
 * flat list of numbers (counts, as in `hands: [5, 4]`). `patch`: `value` is a patch's delta
 * (party/protocol/patch.ts), read for what it sets.
 */
export function forbiddenKey(value: unknown, hidden: readonly string[], patch = false): string | null {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (Array.isArray(v)) {
      for (const x of v) if (x !== null && typeof x === 'object') stack.push(x);
    } else if (v !== null && typeof v === 'object') {
      // Keys, not entries: this walks every view and log of the contract suite, and a pair per key costs.
      for (const k of Object.keys(v)) {
        const x = (v as Record<string, unknown>)[k];
        if (INTERNAL_KEYS.has(k) || (hidden.includes(k) && (patch ? setsStore(x) : isStore(x)))) return k;
        if (x !== null && typeof x === 'object') stack.push(x);
      }
    }
  }
  return null;
}

const isCount = (x: unknown): boolean => x === null || typeof x === 'number';

/** A hidden store's contents: cards, terrains, questions; never a count or a list of counts. */
function isStore(x: unknown): boolean {
  if (Array.isArray(x)) return !x.every(isCount);
  return x !== null && typeof x === 'object';
}

/** Whether a delta of a hidden field sets a store: `[x]` replaces it, `{ <i>: [x], '+': [...] }` edits a list. */
function setsStore(delta: unknown): boolean {
  if (Array.isArray(delta)) return delta.length > 0 && isStore(delta[0]);
  if (delta === null || typeof delta !== 'object') return false;
  return Object.entries(delta).some(([k, d]) =>
    k === '+' ? !Array.isArray(d) || !d.every(isCount)
      : k === 'n' ? false
        : !Array.isArray(d) || (d.length > 0 && !isCount(d[0])));
}

/** The view without any seat's hidden information: what every observer must share (Game.secrets). */
function publicView(def: AnyGame, view: unknown): unknown {
  if (view === null || typeof view !== 'object') return view;
  return def.secrets.shared(view);
}

export class LeakInspector {
  inspected = 0;
  leaks = 0;
  readonly examples: string[] = [];

  report(table: string, what: string): void {
    this.leaks++;
    if (this.examples.length < 20) this.examples.push(`${table}: ${what}`);
  }

  table(id: string, game: string): TableInspector {
    return new TableInspector(this, id, game);
  }
}

export class TableInspector {
  private readonly tokens = new Set<string>();
  private readonly shared = new Map<string, string>();
  private readonly logAt = new Map<string, string>();
  /** Per version: seats that were asked about a Reaction, and the seats shown as waited for. */
  private readonly reacting = new Map<number, Set<number>>();
  private readonly waited = new Map<number, { seats: number[]; current: number | null }>();
  private newest = 0;
  /** Per seat: the versions its own private moves (declined Reactions) brought it to. */
  private readonly ownPrivate = new Map<number, Set<number>>();
  /** Per seat: the ids of its private moves sent and not yet seen landing or refused, oldest first. */
  private readonly privateSent = new Map<number, string[]>();
  /** Private moves taken as landed, by id: a refusal arriving later takes the landing back. */
  private readonly landed = new Map<string, { seat: number; version: number }>();
  /**
   * Seats back after a restart, not yet placed: their messages wait here until the harness
   * says how many private moves the seat has (`placed`), then are inspected in order.
   */
  private readonly held = new Map<number, Array<{ observer: Observer; r: Received }>>();
  /** Per seat: the version of the last state it received, and what in it everyone must share. */
  private readonly lastSeen = new Map<number, { version: number; shared: string }>();

  private readonly all: LeakInspector;
  readonly id: string;
  readonly game: string;
  private readonly def: AnyGame;

  constructor(all: LeakInspector, id: string, game: string) {
    this.all = all;
    this.id = id;
    this.game = game;
    const def = getGame(game);
    if (!def) throw new Error(`no game ${game} to inspect`);
    this.def = def;
  }

  /**
   * A seat is about to send move `id`; `hidden`: a private one (Game.privateMove). Where it lands
   * is read from what the seat is told next, not assumed to follow the version it was sent
   * against: every Reaction holder is asked at once, so another holder's reveal (public) may come
   * first, and the seat may answer its question again before its first answer is told back.
   */
  sending(seat: number, id: string, hidden: boolean): void {
    if (hidden) this.privateSent.set(seat, [...(this.privateSent.get(seat) ?? []), id]);
  }

  /** The room refused a seat's move `id`: it moved nothing on. */
  refused(seat: number, id: string): void {
    const sent = (this.privateSent.get(seat) ?? []).filter((x) => x !== id);
    if (sent.length > 0) this.privateSent.set(seat, sent);
    else this.privateSent.delete(seat);
    // What looked like it landing was a public move that showed nothing new (a Reaction revealed
    // while another one's question runs is acted on later).
    const landing = this.landed.get(id);
    if (landing) this.ownPrivate.get(landing.seat)?.delete(landing.version);
    this.landed.delete(id);
  }

  /**
   * A seat about to come back after a restart. While it was away the room may have answered a
   * secret question for it (an absent player's Reaction is declined at once): a private move
   * nobody sent, so its versions cannot be read until `placed` says where it stands.
   */
  rejoining(seat: number): void {
    if (!this.held.has(seat)) this.held.set(seat, []);
    this.privateSent.delete(seat);
  }

  /** Whether the seat's versions can be read (it is not waiting to be placed after a restart). */
  isPlaced(seat: number): boolean {
    return !this.held.has(seat);
  }

  /**
   * A rejoined seat was at `version` while everyone else was at `publicVersion` (read by the
   * harness at one moment: ./table.ts `place`): it has made exactly the difference in private
   * moves. Where the ones it was not seen making fall matters only for versions nobody saw it
   * at, so they are counted at the newest such versions. Its messages held meanwhile are then
   * inspected in order.
   */
  placed(seat: number, version: number, publicVersion: number): void {
    const mine = this.ownPrivate.get(seat) ?? new Set<number>();
    let extra = this.publicVersion({ seat, joins: false }, version) - publicVersion;
    for (let v = version; extra > 0 && v > 0; v--) if (!mine.has(v)) { mine.add(v); extra--; }
    for (const v of [...mine].sort((a, b) => b - a)) if (extra < 0 && v <= version) { mine.delete(v); extra++; }
    if (extra !== 0) this.leak(`seat ${seat} was told version ${version} while everyone else was told ${publicVersion}`);
    this.ownPrivate.set(seat, mine);
    this.lastSeen.delete(seat);
    const waiting = this.held.get(seat) ?? [];
    this.held.delete(seat);
    for (const { observer, r } of waiting) this.inspect(observer, r);
  }

  /** The version everyone else is told at the moment `observer` is told `version`. */
  publicVersion(observer: Observer, version: number): number {
    if (observer.seat === null) return version;
    let v = version;
    for (const at of this.ownPrivate.get(observer.seat) ?? []) if (at <= version) v--;
    return v;
  }

  /**
   * A seat with a private move on the way that is told the next version, with nothing everyone
   * shares changed, was told its own move. Anything shared that changed makes it a public move:
   * a private move that showed in the public view would then be caught as a version mismatch.
   * Told two versions on at once, it was told its own move and the public one the room made
   * because of it (the last decline lets a Reaction window whose pause is over close at once).
   */
  private notePrivateLanding(seat: number, m: StateMessage, shared: string): void {
    const last = this.lastSeen.get(seat);
    this.lastSeen.set(seat, { version: m.version, shared });
    const sent = this.privateSent.get(seat);
    if (!sent || !last) return;
    const alone = m.version === last.version + 1 && shared === last.shared;
    const withItsEffect = m.version === last.version + 2 && shared !== last.shared;
    if (!alone && !withItsEffect) return;
    // The room takes a seat's moves in the order they were sent.
    const id = sent.shift()!;
    if (sent.length === 0) this.privateSent.delete(seat);
    this.landed.set(id, { seat, version: last.version + 1 });
    if (this.landed.size > 64) this.landed.delete(this.landed.keys().next().value!);
    const mine = this.ownPrivate.get(seat) ?? new Set<number>();
    mine.add(last.version + 1);
    this.ownPrivate.set(seat, mine);
  }

  inspect(observer: Observer, r: Received): void {
    const waiting = observer.seat === null ? undefined : this.held.get(observer.seat);
    if (waiting) {
      waiting.push({ observer: { ...observer }, r });
      return;
    }
    this.all.inspected++;
    const msg = r.msg;
    if (!msg) return;
    if (msg.type === 'welcome') {
      if (!observer.joins) this.leak(`a seat token went to a socket that did not join (seat ${observer.seat})`);
      this.tokens.add(msg.token);
      return;
    }
    for (const token of this.tokens) if (r.raw.includes(token)) this.leak(`a seat token appears in a ${msg.type} message`);
    if (msg.type === 'patch') {
      const key = forbiddenKey(msg.patch, this.def.secrets.hiddenFields, true);
      if (key) this.leak(`${observer.seat === null ? 'spectator' : `seat ${observer.seat}`} received a "${key}" field in a patch`);
    }
    if (r.state) this.inspectState(observer, r.state);
  }

  private inspectState(observer: Observer, m: StateMessage): void {
    const who = observer.seat === null ? 'spectator' : `seat ${observer.seat}`;
    const key = forbiddenKey(m, this.def.secrets.hiddenFields);
    if (key) this.leak(`${who} received a "${key}" field`);
    if (m.you !== observer.seat) this.leak(`${who} was told it is seat ${m.you}`);
    if (m.prompts.some((p) => p.seat !== observer.seat)) this.leak(`${who} received another seat's prompt`);
    if (m.log.some((e) => e.mine !== undefined) && observer.seat === null) this.leak('a spectator received secret log details');
    if (m.view !== null && typeof m.view === 'object') {
      for (const owner of this.def.secrets.owners(m.view)) {
        if (owner !== observer.seat) this.leak(`${who} received hidden information of ${owner < 0 ? 'a seat' : `seat ${owner}`}`);
      }
    }
    const shared = canonicalJson({
      view: publicView(this.def, m.view), waitingFor: m.waitingFor, result: m.result, logLength: m.logFrom + m.log.length,
    });
    if (observer.seat !== null) this.notePrivateLanding(observer.seat, m, shared);
    const version = this.publicVersion(observer, m.version);
    this.compareShared(who, m.room.status, version, shared);
    // Compared at one version: an undo rewrites the tail of the log under the same indices.
    for (const e of m.log) {
      const pub = publicEntry(e);
      const at = `${version}:${e.i}`;
      const before = this.logAt.get(at);
      if (before === undefined) this.logAt.set(at, pub);
      else if (before !== pub) this.leak(`log entry ${e.i} reads differently for ${who} at version ${version}`);
    }
    this.checkReactions(observer, m, version);
    this.prune(version);
  }

  private compareShared(who: string, status: string, version: number, shared: string): void {
    // Before the start and after it the table is at version 0: the status tells them apart.
    const at = `${status}:${version}`;
    const before = this.shared.get(at);
    if (before === undefined) this.shared.set(at, shared);
    else if (before !== shared) this.leak(`at version ${version} ${who} sees a different public view than another observer (${firstDifference(before, shared)})`);
  }

  private checkReactions(observer: Observer, m: StateMessage, version: number): void {
    const secretQuestion = this.def.autoplay.isSecretQuestion;
    if (!secretQuestion || !m.view) return;
    const view = m.view as { waitingFor?: number[]; current?: number };
    const shown = [...new Set([...m.waitingFor, ...(view.waitingFor ?? [])])];
    const current = view.current ?? null;
    if (observer.seat !== null && m.prompts.some(secretQuestion)) {
      const set = this.reacting.get(version) ?? new Set<number>();
      set.add(observer.seat);
      this.reacting.set(version, set);
    } else if (!this.waited.has(version)) {
      this.waited.set(version, { seats: shown, current });
    }
    const asked = this.reacting.get(version);
    const seen = this.waited.get(version);
    if (!asked || !seen) return;
    for (const seat of asked) {
      if (seat !== seen.current && seen.seats.includes(seat)) {
        this.leak(`version ${version}: seat ${seat} is shown as waited for while it is asked about a Reaction`);
        asked.delete(seat);
      }
    }
  }

  private prune(version: number): void {
    if (version <= this.newest) return;
    this.newest = version;
    const old = version - KEEP_VERSIONS;
    if (old <= 0) return;
    for (const map of [this.reacting, this.waited]) for (const v of map.keys()) if (v < old) map.delete(v);
    for (const k of this.shared.keys()) if (Number(k.slice(k.indexOf(':') + 1)) < old) this.shared.delete(k);
    for (const k of this.logAt.keys()) if (Number(k.slice(0, k.indexOf(':'))) < old) this.logAt.delete(k);
  }

  private leak(what: string): void {
    this.all.report(this.id, what);
  }
}
