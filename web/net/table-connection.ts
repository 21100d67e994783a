// What a page can ask of its table: each is one client message, sent in order by the session
// (./table-session.ts) once the room knows who this page is.
import { PROTOCOL_VERSION } from '../../party/protocol/common.ts';
import type { MoveMessage } from '../../party/protocol/room.ts';
import type { QuickPhrase, TableSettings } from '../../party/protocol/social.ts';
import type { BotLevel } from '../../party/games/core/bots.ts';
import { TableSession } from './table-session.ts';

export type { ConnectionStatus, FinalClose, ShownError } from './table-session.ts';

export class TableConnection extends TableSession {
  leave(): void {
    this.act({ v: PROTOCOL_VERSION, type: 'leave' });
  }

  start(): void {
    this.act({ v: PROTOCOL_VERSION, type: 'start' });
  }

  /** Accepts the rematch: opens (or finds) the next table for the players of this finished game. */
  rematch(): void {
    this.act({ v: PROTOCOL_VERSION, type: 'rematch' });
  }

  /** Host, before the start: a bot of this level takes the next empty seat. */
  addBot(level: BotLevel): void {
    this.act({ v: PROTOCOL_VERSION, type: 'add-bot', level });
  }

  removeBot(seat: number): void {
    this.act({ v: PROTOCOL_VERSION, type: 'remove-bot', seat });
  }

  /** Takes the seat back from the bot that has been playing it. */
  resume(): void {
    this.act({ v: PROTOCOL_VERSION, type: 'resume' });
  }

  /** 2-player games: give up; the other player wins. */
  resign(): void {
    this.act({ v: PROTOCOL_VERSION, type: 'resign' });
  }

  /** Sends a game move against the latest state; returns its id (errors about it carry it as `ref`). */
  send = (move: unknown): string => {
    const message: MoveMessage = { v: PROTOCOL_VERSION, type: 'move', version: this.state.peek()?.version ?? 0, id: randomId(), move };
    this.unanswered.value = new Map(this.unanswered.peek()).set(message.id, message);
    this.act(message);
    return message.id;
  };

  /** A chat line: own text or a quick phrase; spectators (when allowed) also give a name. */
  say(line: { text: string } | { phrase: QuickPhrase }, name?: string): void {
    this.act({ v: PROTOCOL_VERSION, type: 'chat', ...line, ...(name ? { name } : {}) });
  }

  /** Host of a public table, before the start: the game counts for ratings, or not. */
  markRated(rated: boolean): void {
    this.act({ v: PROTOCOL_VERSION, type: 'rated', rated });
  }

  /** Host only: change the table's chat and undo settings. */
  changeSettings(settings: Partial<TableSettings>): void {
    this.act({ v: PROTOCOL_VERSION, type: 'settings', settings });
  }

  /** Ask to take back your last move (games with undo through the table). */
  undo(): void {
    this.act({ v: PROTOCOL_VERSION, type: 'undo' });
  }

  answerUndo(accept: boolean): void {
    this.act({ v: PROTOCOL_VERSION, type: 'undo-answer', accept });
  }
}

// crypto.randomUUID needs a secure context; a plain-http LAN address is not one.
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
