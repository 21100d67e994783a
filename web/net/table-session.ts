import { batch, computed, signal, type ReadonlySignal } from '@preact/signals';
import PartySocket from 'partysocket';
import { EXPIRED_CLOSE_CODE, NO_SUCH_TABLE_CLOSE_CODE, TOO_MANY_SPECTATORS_CLOSE_CODE } from '../../party/protocol/close-codes.ts';
import { type ErrorMessage, PROTOCOL_VERSION } from '../../party/protocol/common.ts';
import type { ClientMessage, MoveMessage, ServerMessage, StateMessage } from '../../party/protocol/room.ts';
import type { ChatEntry } from '../../party/protocol/social.ts';
import { StateFollower } from '../../party/protocol/state-follower.ts';
import type { Refusal, VisibleLogEntry } from '../../party/games/core/types.ts';
import { mergeChat } from './chat-merge.ts';
import { mergeLog } from './log-merge.ts';
import { handoffSettled, type Handoff } from './seat-handoff.ts';
import { forgetToken, loadToken, saveToken } from './seat-token.ts';
import { prove } from './identity.ts';

/**
 * `offline`: the socket dropped and is being retried; `no-network`: the browser says it has no
 * network at all (a socket can look open for a long while after that, so the browser's word wins).
 */
export type ConnectionStatus = 'connecting' | 'online' | 'offline' | 'no-network';

/** A problem to show: the room's own error, or one the page noticed itself (code `network`). */
export interface ShownError {
  code: string;
  message: string;
  ref?: string;
  /** The game's reason for a refused move, and that move: the board says why (docs/protocol.md, "Why not?"). */
  refused?: { move: unknown; reason: Refusal };
}

/** Why the room closed the socket for good: reconnecting by itself would only be refused again. */
export type FinalClose = 'gone' | 'expired' | 'full';

// The room's final close codes: no such table, the table expired, the table is full of
// spectators. partysocket would retry them forever.
const FINAL_CLOSE_CODES: ReadonlyMap<number, FinalClose> = new Map([
  [NO_SUCH_TABLE_CLOSE_CODE, 'gone'], [EXPIRED_CLOSE_CODE, 'expired'], [TOO_MANY_SPECTATORS_CLOSE_CODE, 'full'],
]);

/**
 * One live table's socket: wraps a PartySocket and exposes what the room last said as signals. The
 * room decides everything; this only keeps the seat token, proves the player, orders outgoing
 * messages, applies the room's patches to the state it holds and merges the log. What a page asks
 * of its table is ./table-connection.ts.
 */
export class TableSession {
  readonly status = signal<ConnectionStatus>(navigator.onLine === false ? 'no-network' : 'connecting');
  readonly state = signal<StateMessage | null>(null);
  readonly log = signal<VisibleLogEntry[]>([]);
  readonly error = signal<ShownError | null>(null);
  /** The table's chat, oldest first: the tail a full state carries, then each new line. */
  readonly chat = signal<ChatEntry[]>([]);
  /** The room says there is no such table (never was, or expired). */
  readonly missing = signal(false);
  /** The room closed the socket with a final code; nothing reconnects until `retry()`. */
  readonly closedFor = signal<FinalClose | null>(null);
  /** Moves sent and not yet answered by a newer state or an error. */
  protected readonly unanswered = signal<ReadonlyMap<string, MoveMessage>>(new Map());
  readonly pending: ReadonlySignal<boolean> = computed(() => this.unanswered.value.size > 0);

  private readonly socket: PartySocket;
  // Held until the socket is open and the hello (attach or sync) has gone out, so nothing the user
  // does while offline can overtake the re-attach and be refused as coming from a spectator.
  private outbox: ClientMessage[] = [];
  private introduced = false;
  private attaching = false;
  private resent = new Set<string>();
  /**
   * A token handed over by another page and the seat's new token this page chose (seat-handoff.ts),
   * until the room answers: asked again with the same pair after a drop (or a reload), the room
   * seats this page by the new token even when the first welcome was lost.
   */
  private handoff: Handoff | null;
  /** The token this connection is seated (or attaching) with: only it is ours to forget. */
  private seatToken: string | null = null;
  /** Rebuilds each state from the room's patches. */
  private readonly follower = new StateFollower();
  /** The room's latest challenge not yet signed, and whether this connection has proved its player. */
  private challenge: string | null = null;
  private proved = false;
  /** Counts the socket's openings, so a proof signed for one connection is not sent on the next. */
  private connections = 0;
  /** The signed attach is out and unanswered: the outbox waits for the room's state. */
  private heldForAnswer = false;

  readonly tableId: string;

  /** `handoff`: a seat token another page handed over, attached with once as a hand-off. */
  constructor(tableId: string, handoff: Handoff | null = null) {
    this.tableId = tableId;
    this.handoff = handoff;
    this.socket = new PartySocket({
      host: location.host,
      protocol: location.protocol === 'https:' ? 'wss' : 'ws',
      party: 'room',
      room: tableId,
      // After the first full state, the room sends only what changed (see PatchMessage).
      query: { patches: '1' },
      shouldReconnectOnClose: (event) => !FINAL_CLOSE_CODES.has(event.code),
    });
    this.socket.addEventListener('open', this.onOpen);
    this.socket.addEventListener('close', this.onClose);
    this.socket.addEventListener('message', this.onMessage);
    addEventListener('online', this.onNetworkBack);
    addEventListener('offline', this.onNetworkLost);
    document.addEventListener('visibilitychange', this.retryNow);
  }

  /** Takes a seat; signed for this player when the room has asked, so the seat counts for them. */
  join(name: string): void {
    const challenge = this.challenge;
    if (challenge === null) return this.act({ v: PROTOCOL_VERSION, type: 'join', name });
    this.challenge = null;
    this.proved = true;
    this.error.value = null;
    void prove(this.purpose, challenge).then(
      (proof) => this.post({ v: PROTOCOL_VERSION, type: 'join', name, proof }),
      () => this.post({ v: PROTOCOL_VERSION, type: 'join', name }),
    );
  }

  private get purpose(): string {
    return `room:${this.tableId}`;
  }

  // Once per connection: the room learns which player this page speaks for. A seated page's attach
  // waited for this and goes signed, so the seat is the player's (their rating counts, their "Your
  // games" lists it); a page without a token proves alone, and the room seats the player again
  // where they sit. A page that cannot sign (no WebCrypto) attaches anonymously.
  private answerChallenge(challenge: string): void {
    if (this.proved) {
      this.challenge = challenge;
      return;
    }
    this.proved = true;
    const connection = this.connections;
    const token = this.introduced ? null : this.seatToken;
    // Signed for this connection: after a drop, the next one gets a challenge of its own.
    const current = () => connection === this.connections && this.socket.readyState === WebSocket.OPEN;
    void prove(this.purpose, challenge).then(
      (proof) => {
        if (!current()) return;
        if (token === null) this.post({ v: PROTOCOL_VERSION, type: 'prove', proof });
        else this.introduce({ v: PROTOCOL_VERSION, type: 'attach', token, proof }, true);
      },
      () => {
        if (current() && token !== null) this.introduce({ v: PROTOCOL_VERSION, type: 'attach', token });
      },
    );
  }

  /** Tries again after a final close the user may outwait (a table full of spectators). */
  retry(): void {
    batch(() => {
      this.closedFor.value = null;
      this.error.value = null;
      this.status.value = 'connecting';
    });
    this.socket.reconnect();
  }

  dismissError(): void {
    this.error.value = null;
  }

  close(): void {
    this.socket.removeEventListener('open', this.onOpen);
    this.socket.removeEventListener('close', this.onClose);
    this.socket.removeEventListener('message', this.onMessage);
    removeEventListener('online', this.onNetworkBack);
    removeEventListener('offline', this.onNetworkLost);
    document.removeEventListener('visibilitychange', this.retryNow);
    this.socket.close();
  }

  // The network came back or the tab (a phone woken up) is in view again: do not wait out the
  // reconnection back-off, which after a long outage is many seconds.
  private retryNow = (): void => {
    const down = this.status.peek() === 'offline' || this.status.peek() === 'no-network';
    if (down && document.visibilityState === 'visible' && !this.missing.peek() && !this.closedFor.peek()) this.socket.reconnect();
  };

  private onNetworkBack = (): void => {
    if (this.status.peek() === 'no-network') this.status.value = 'offline';
    this.retryNow();
  };

  // The browser lost its network. The socket may not notice for a long time (no close arrives over
  // a dead link), so it is dropped now: moves wait in the outbox and the badge tells the truth.
  private onNetworkLost = (): void => {
    this.introduced = false;
    this.status.value = 'no-network';
    if (!this.missing.peek() && !this.closedFor.peek()) this.socket.reconnect();
  };

  // Something the user did: an older complaint no longer applies to it.
  protected act(message: ClientMessage): void {
    this.error.value = null;
    this.post(message);
  }

  private post(message: ClientMessage): void {
    if (this.introduced && this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
    else this.outbox.push(message);
  }

  private onOpen = (): void => {
    // A new connection starts from a full state (the answer to attach or sync).
    this.follower.reset();
    this.challenge = null;
    this.proved = false;
    this.heldForAnswer = false;
    this.connections += 1;
    // A hand-off still unanswered (the welcome did not come before a drop) is asked for again.
    const token = this.handoff?.token ?? loadToken(this.tableId);
    this.attaching = token !== null;
    this.seatToken = token;
    if (this.handoff !== null) {
      this.introduce({ v: PROTOCOL_VERSION, type: 'attach', token: this.handoff.token, handoff: true, next: this.handoff.next });
    } else if (token === null) {
      this.introduce({ v: PROTOCOL_VERSION, type: 'sync' });
    }
    // Otherwise the seat's attach waits for the room's first challenge (sent as the socket opens)
    // and goes signed: answerChallenge.
  };

  /**
   * Sends this connection's first message, then whatever waited for it. A signed attach takes the
   * room a signature check: what waited goes out once the room has answered it with a state, so a
   * leave or a move made offline is never handled before the seat is attached.
   */
  private introduce(hello: ClientMessage, afterAnswer = false): void {
    this.socket.send(JSON.stringify(hello));
    if (afterAnswer) this.heldForAnswer = true;
    else this.flushOutbox();
  }

  private flushOutbox(): void {
    this.heldForAnswer = false;
    this.introduced = true;
    // A move sent just before the drop may or may not have arrived; the same id makes resending safe.
    const again = [...this.unanswered.peek().values()];
    this.resent = new Set(again.map((m) => m.id));
    const queued = this.outbox;
    this.outbox = [];
    for (const message of [...again, ...queued]) this.post(message);
    this.status.value = 'online';
  }

  private onClose = (event: CloseEvent): void => {
    this.introduced = false;
    const final = FINAL_CLOSE_CODES.get(event.code) ?? null;
    batch(() => {
      this.status.value = navigator.onLine === false ? 'no-network' : 'offline';
      if (final === null) return;
      this.closedFor.value = final;
      if (final !== 'full') this.missing.value = true;
      // The page says it in full; the room's error just before the close would only repeat it.
      if (this.error.peek()?.code === 'too-many-spectators') this.error.value = null;
    });
  };

  private onMessage = (event: MessageEvent): void => {
    let message: ServerMessage;
    try {
      message = JSON.parse(String(event.data)) as ServerMessage;
    } catch {
      return;
    }
    if (message.type === 'challenge') {
      this.answerChallenge(message.challenge);
    } else if (message.type === 'welcome') {
      saveToken(this.tableId, message.token);
      this.seatToken = message.token;
      this.settleHandoff();
      this.attaching = false;
    } else if (message.type === 'state' || message.type === 'patch') {
      // A patch that does not follow the state held: the room starts over from a full state.
      const state = this.follower.take(message, () => this.post({ v: PROTOCOL_VERSION, type: 'sync' }));
      if (state) this.onState(state);
      // The attach's answer: seated. (A broadcast may come first; it does not count.)
      if (this.heldForAnswer && state?.you !== null && state?.you !== undefined) this.flushOutbox();
    } else if (message.type === 'chat') {
      this.chat.value = mergeChat(this.chat.peek(), message.entries);
    } else if (message.type === 'error') {
      this.onError(message);
    }
  };

  private onState(message: StateMessage): void {
    const held = loadToken(this.tableId) !== null;
    if (message.you !== null) this.attaching = false;
    // Seatless after our attach went through: the seat was given back, so is the token.
    else if (held && !this.attaching) this.forgetOwnToken();
    const answered = [...this.unanswered.peek().values()].filter((m) => m.version < message.version);
    batch(() => {
      this.state.value = message;
      this.log.value = mergeLog(this.log.peek(), message);
      if (message.chat) this.chat.value = message.chat;
      if (answered.length) this.settle(answered.map((m) => m.id));
    });
  }

  private onError(message: ErrorMessage): void {
    if (this.heldForAnswer) this.attachRefused(message.code);
    if (message.code === 'no-such-table') {
      this.missing.value = true;
      return;
    }
    if (message.code === 'bad-token') {
      // The room no longer knows this token (the seat was given up elsewhere): watch, join anew.
      this.attaching = false;
      this.settleHandoff();
      forgetToken(this.tableId);
    }
    // The hand-off's new token is one another seat has: asking again would only be refused again.
    if (message.code === 'invalid' && this.handoff !== null && this.attaching) this.settleHandoff();
    // Another page took this seat over (a hand-off) and the room retired our token: watch.
    if (message.code === 'seat-moved') this.forgetOwnToken();
    const resentStale = message.ref !== undefined && this.resent.has(message.ref) && message.code === 'stale';
    const sent = message.ref === undefined ? undefined : this.unanswered.peek().get(message.ref);
    const refused = message.reason && sent ? { refused: { move: sent.move, reason: message.reason } } : {};
    batch(() => {
      if (message.ref !== undefined) this.settle([message.ref]);
      // A resent move refused as stale was already applied or overtaken; the state shows which.
      if (!resentStale) this.error.value = { code: message.code, message: message.message, ...(message.ref ? { ref: message.ref } : {}), ...refused };
    });
  }

  // The signed attach was refused. For its proof (a forgotten player, a key no longer theirs) the
  // seat is still this page's: attach without one. Anything else is the token's own answer.
  private attachRefused(code: string): void {
    if (code !== 'bad-token' && this.seatToken !== null) this.socket.send(JSON.stringify({ v: PROTOCOL_VERSION, type: 'attach', token: this.seatToken } satisfies ClientMessage));
    this.flushOutbox();
  }

  private settleHandoff(): void {
    if (this.handoff !== null) handoffSettled(this.tableId);
    this.handoff = null;
  }

  // Pages of one site share the stored token: one that another page stored since is not ours.
  private forgetOwnToken(): void {
    if (loadToken(this.tableId) === this.seatToken) forgetToken(this.tableId);
    this.seatToken = null;
  }

  private settle(ids: string[]): void {
    const left = new Map(this.unanswered.peek());
    for (const id of ids) {
      left.delete(id);
      this.resent.delete(id);
    }
    this.unanswered.value = left;
  }
}

