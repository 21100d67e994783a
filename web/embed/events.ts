// Which events a new state message means for the host page, given the one before it. Pure, so
// the order and the once-only rules are tested in Node: seated when this viewer gets a seat, turn
// each time the table starts waiting for this viewer, game-over once, with names and scores.
import type { StateMessage } from '../../party/protocol/room.ts';
import type { WidgetEvent } from './protocol.ts';

/** The parts of a state message the events depend on. */
export interface Seen { table: string; you: number | null; myTurn: boolean; over: boolean }

export function seenOf(state: StateMessage): Seen {
  return {
    table: state.room.id,
    you: state.you,
    myTurn: state.you !== null && state.result === null && state.room.status === 'playing' && state.prompts.length > 0,
    over: state.result !== null,
  };
}

/** The events `next` brings after `before` (null: the first state of this table); `player`: the widget's own id. */
export function eventsFor(before: Seen | null, next: StateMessage, player: string | null = null): WidgetEvent[] {
  const now = seenOf(next);
  const same = before !== null && before.table === now.table;
  const events: WidgetEvent[] = [];
  const table = now.table;
  const nameOf = (seat: number) => next.room.seats.find((s) => s.seat === seat)?.name ?? `#${seat + 1}`;
  const playerOf = (seat: number) => next.room.seats.find((s) => s.seat === seat)?.player ?? null;
  if (now.you !== null && (!same || before.you !== now.you)) {
    events.push({ type: 'kingdoms:seated', table, seat: now.you, name: nameOf(now.you), player });
  }
  if (now.myTurn && now.you !== null && (!same || !before.myTurn)) {
    events.push({ type: 'kingdoms:turn', table, seat: now.you });
  }
  if (next.result && (!same || !before.over)) {
    events.push({
      type: 'kingdoms:game-over',
      table,
      scores: next.result.scores.map((s) => ({ seat: s.seat, name: nameOf(s.seat), score: s.total, player: playerOf(s.seat) })),
      winners: [...next.result.winners],
    });
  }
  return events;
}
