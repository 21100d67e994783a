// The events a host page receives from a table: seated, turn and game-over, once each and in order.
import { describe, expect, it } from 'vitest';
import type { StateMessage } from '../../../party/protocol/room.ts';
import { eventsFor, seenOf } from '../../../web/embed/events.ts';

const ID = 'abcdefghijklmnopqrstuvwxyz';

function state(over: Partial<StateMessage> & { status?: 'open' | 'playing' | 'finished' }): StateMessage {
  const { status = 'playing', ...rest } = over;
  return {
    v: 1, type: 'state', version: 1, view: null, prompts: [], waitingFor: [], logFrom: 0, log: [], result: null, you: null,
    room: {
      id: ID, game: 'dominion', status, public: false, maxSeats: 2, minSeats: 2, host: 0, options: {}, createdAt: 0, next: null,
      seats: [{ seat: 0, name: 'Ann', connected: true }, { seat: 1, name: 'Bot', connected: true }],
    },
    ...rest,
  } as StateMessage;
}

describe('widget events from table states', () => {
  it('a spectator hears nothing but, once seated, hears seated with the seat and name', () => {
    expect(eventsFor(null, state({ status: 'open' }))).toEqual([]);
    const before = seenOf(state({ status: 'open' }));
    expect(eventsFor(before, state({ status: 'open', you: 1 }))).toEqual([{ type: 'kingdoms:seated', table: ID, seat: 1, name: 'Bot', player: null }]);
  });

  it('a page that comes back to its seat (reload) hears seated again, then turn if it is its move', () => {
    const back = state({ you: 0, prompts: [{ seat: 0, kind: 'turn' }] });
    expect(eventsFor(null, back).map((e) => e.type)).toEqual(['kingdoms:seated', 'kingdoms:turn']);
  });

  it('turn is sent when the table starts waiting for this seat, not again while it keeps waiting', () => {
    const waiting = state({ you: 0 });
    const mine = state({ you: 0, prompts: [{ seat: 0, kind: 'turn' }] });
    expect(eventsFor(seenOf(waiting), mine)).toEqual([{ type: 'kingdoms:turn', table: ID, seat: 0 }]);
    expect(eventsFor(seenOf(mine), mine)).toEqual([]);
    expect(eventsFor(seenOf(mine), waiting)).toEqual([]);
    expect(eventsFor(seenOf(waiting), mine)).toHaveLength(1);
  });

  it('game-over carries every seat\'s name and score and the winners, once', () => {
    const result = { scores: [{ seat: 0, total: 30, breakdown: {} }, { seat: 1, total: 24, breakdown: {} }], winners: [0] };
    const end = state({ status: 'finished', you: 0, result });
    const events = eventsFor(seenOf(state({ you: 0 })), end);
    expect(events).toEqual([{
      type: 'kingdoms:game-over', table: ID, winners: [0],
      scores: [{ seat: 0, name: 'Ann', score: 30, player: null }, { seat: 1, name: 'Bot', score: 24, player: null }],
    }]);
    expect(eventsFor(seenOf(end), end)).toEqual([]);
    // A finished table has no turn for anyone, even if prompts linger.
    expect(eventsFor(seenOf(state({ you: 0 })), { ...end, prompts: [{ seat: 0, kind: 'turn' }] }).map((e) => e.type)).toEqual(['kingdoms:game-over']);
  });

  it('seated carries the widget\'s own player id, and game-over each proven seat\'s id (bots and anonymous seats: null)', () => {
    const me = 'abcdefghijklmnopqrstuvwxyz234567';
    const seated = eventsFor(seenOf(state({ status: 'open' })), state({ status: 'open', you: 0 }), me);
    expect(seated).toEqual([{ type: 'kingdoms:seated', table: ID, seat: 0, name: 'Ann', player: me }]);
    const result = { scores: [{ seat: 0, total: 30, breakdown: {} }, { seat: 1, total: 24, breakdown: {} }], winners: [0] };
    const end = state({ status: 'finished', you: 0, result });
    end.room.seats = [{ ...end.room.seats[0]!, player: me }, end.room.seats[1]!];
    const over = eventsFor(seenOf(state({ you: 0 })), end, me)[0];
    expect(over?.type === 'kingdoms:game-over' && over.scores.map((s) => s.player)).toEqual([me, null]);
  });
});
