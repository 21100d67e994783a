// The soak's leak inspector must itself catch leaks, or its "0 leaks" would mean nothing.
import { describe, expect, it } from 'vitest';
import type { StateMessage } from '../../../party/protocol/room.ts';
import { LeakInspector } from '../../soak/leaks.ts';
import type { Received } from '../../soak/socket.ts';

function state(you: number | null, view: Record<string, unknown>, extra: Partial<StateMessage> = {}): StateMessage {
  return {
    v: 1, type: 'state', you, version: 3, view, prompts: [], waitingFor: [0], logFrom: 0, log: [], result: null,
    room: { id: 't', game: 'dominion', status: 'playing', public: false, maxSeats: 2, minSeats: 2, seats: [], host: 0, options: {}, createdAt: 0, next: null,
      clock: 'off', botLevels: [], autoStart: null, accepted: [], resigned: null },
    ...extra,
  };
}

const received = (msg: unknown, rebuilt?: StateMessage): Received => {
  const m = msg as Received['msg'];
  return { raw: JSON.stringify(msg), msg: m, state: rebuilt ?? (m?.type === 'state' ? m : null), at: 0 };
};

function dominionView(you: number | null, hands: Array<string[] | undefined>, waitingFor = [0]) {
  return { you, current: 0, waitingFor, players: hands.map((hand, seat) => (hand ? { seat, handCount: 5, hand } : { seat, handCount: 5 })) };
}

/**
 * A Dominion table of `seats` where `holder` holds a Moat, with a spectator: `holderSees` and
 * `spectatorSees` hand the inspector what each is told (who is shown waited for, and the rest).
 */
function reactionTable(holder: number, seats: number) {
  const leaks = new LeakInspector();
  const t = leaks.table('t', 'dominion');
  const seat = { seat: holder, joins: true };
  const spectator = { seat: null, joins: false };
  const hands = (you: number | null) => Array.from({ length: seats }, (_, s) => (s === holder && you === holder ? ['moat'] : undefined));
  const holderSees = (waiting: number[], extra: Partial<StateMessage> = {}) =>
    t.inspect(seat, received(state(holder, dominionView(holder, hands(holder), waiting), extra)));
  const spectatorSees = (waiting: number[], extra: Partial<StateMessage> = {}) =>
    t.inspect(spectator, received(state(null, dominionView(null, hands(null), waiting), extra)));
  return { leaks, t, seat, asked: { prompts: [{ seat: holder, kind: 'react' }] }, holderSees, spectatorSees };
}

describe('the soak leak inspector', () => {
  it('passes honest messages: own hand only, the same public view for every observer', () => {
    const leaks = new LeakInspector();
    const t = leaks.table('t', 'dominion');
    t.inspect({ seat: 0, joins: true }, received(state(0, dominionView(0, [['copper'], undefined]))));
    t.inspect({ seat: 1, joins: true }, received(state(1, dominionView(1, [undefined, ['estate']]))));
    t.inspect({ seat: null, joins: false }, received(state(null, dominionView(null, [undefined, undefined]))));
    expect(leaks.leaks).toBe(0);
    expect(leaks.inspected).toBe(3);
  });

  it('catches another seat\'s hand, a seed, a token, and a public view that differs by observer', () => {
    const leaks = new LeakInspector();
    const t = leaks.table('t', 'dominion');
    t.inspect({ seat: 0, joins: true }, received({ v: 1, type: 'welcome', seat: 0, token: 'secret-token-of-seat-zero' }));
    t.inspect({ seat: 1, joins: true }, received(state(1, dominionView(1, [['copper'], ['estate']]))));
    expect(leaks.leaks).toBe(1);
    t.inspect({ seat: null, joins: false }, received(state(null, { ...dominionView(null, [undefined, undefined]), rng: [1, 2] })));
    expect(leaks.leaks).toBeGreaterThanOrEqual(2);
    const before = leaks.leaks;
    t.inspect({ seat: 1, joins: true }, received(state(1, dominionView(1, [undefined, ['estate']]), { waitingFor: [0], log: [{ i: 0, type: 'x', data: { t: 'secret-token-of-seat-zero' } }] })));
    expect(leaks.leaks).toBeGreaterThan(before);
    const leaks2 = new LeakInspector();
    const t2 = leaks2.table('t2', 'dominion');
    t2.inspect({ seat: 0, joins: true }, received(state(0, dominionView(0, [['copper'], undefined]), { waitingFor: [0] })));
    t2.inspect({ seat: null, joins: false }, received(state(null, dominionView(null, [undefined, undefined]), { waitingFor: [1] })));
    expect(leaks2.leaks).toBe(1);
    // The report says where the two differ.
    expect(leaks2.examples[0]).toMatch(/^t2: .* \(waitingFor: \[0\] vs \[1\]\)$/);
  });

  it('reads a seat\'s version without its own private moves: a declined Reaction moves only that seat\'s version on', () => {
    const { leaks, t, seat, asked, holderSees, spectatorSees } = reactionTable(1, 2);
    // Seat 1 is asked at version 3 and declines: it is told 4, everyone else stays at 3; then a public move.
    holderSees([0], asked);
    t.sending(1, 'm1', true);
    holderSees([0], { version: 4 });
    spectatorSees([0], { version: 3 });
    expect(t.publicVersion(seat, 4)).toBe(3);
    holderSees([0], { version: 5, waitingFor: [1] });
    spectatorSees([0], { version: 4, waitingFor: [1] });
    expect(leaks.leaks).toBe(0);
    // The same seat's view differing from the spectator's at the same public version is still caught.
    t.inspect({ seat: 0, joins: true }, received(state(0, dominionView(0, [['copper'], undefined]), { version: 4, waitingFor: [0] })));
    expect(leaks.leaks).toBe(1);
  });

  it('places a private move where it landed: after another holder\'s public reveal, or nowhere when refused', () => {
    const { leaks, t, seat, asked, holderSees, spectatorSees } = reactionTable(1, 2);
    holderSees([0], asked);
    spectatorSees([0]);
    // Seat 1 declines against 3, but seat 2's reveal (public, a log entry) reaches the room first:
    // seat 1 is told 4 (the reveal), then 5 (its own decline), which everyone else knows as 4.
    t.sending(1, 'm1', true);
    const revealed = { log: [{ i: 0, type: 'reveal', seat: 2 }], logFrom: 0 };
    holderSees([0], { ...asked, ...revealed, version: 4 });
    holderSees([0], { ...revealed, version: 5 });
    spectatorSees([0], { ...revealed, version: 4 });
    expect(t.publicVersion(seat, 5)).toBe(4);
    expect(leaks.leaks).toBe(0);
    // A decline the room refused (the window had closed) moved nothing: the next public move is 5 for all.
    holderSees([0], { ...asked, ...revealed, version: 5 });
    t.sending(1, 'm2', true);
    t.refused(1, 'm2');
    const closed = { log: [...revealed.log, { i: 1, type: 'window-closed', seat: 0 }], logFrom: 0 };
    holderSees([1], { ...closed, version: 6 });
    spectatorSees([1], { ...closed, version: 5 });
    expect(t.publicVersion(seat, 6)).toBe(5);
    expect(leaks.leaks).toBe(0);
  });

  it('a seat that answers again before its decline is told back: the decline is still placed where it landed', () => {
    const { leaks, t, seat, asked, holderSees, spectatorSees } = reactionTable(3, 4);
    holderSees([1], asked);
    spectatorSees([1]);
    // Seat 3 declines (m1); seat 2's reveal comes first, seat 3 still sees its question and answers
    // it again (m2, a reveal); then its decline lands, and m2 is refused.
    t.sending(3, 'm1', true);
    const revealed = { log: [{ i: 0, type: 'react', seat: 2 }], logFrom: 0 };
    holderSees([1, 2], { ...asked, ...revealed, version: 4 });
    t.sending(3, 'm2', false);
    holderSees([1, 2], { ...revealed, version: 5 });
    t.refused(3, 'm2');
    spectatorSees([1, 2], { ...revealed, version: 4 });
    expect(t.publicVersion(seat, 5)).toBe(4);
    expect(leaks.leaks).toBe(0);
  });

  it('a public move that shows nothing new, taken for a decline that the room then refuses, is given back to everyone\'s count', () => {
    const { leaks, t, seat, asked, holderSees, spectatorSees } = reactionTable(2, 3);
    holderSees([0, 1], asked);
    // Seat 2's reveal waits behind seat 1's Secret Chamber question: version 4 shows nothing new.
    // Its decline sent meanwhile (m2) looks like it landed there, until the room refuses it.
    t.sending(2, 'm2', true);
    holderSees([0, 1], { version: 4 });
    t.refused(2, 'm2');
    expect(t.publicVersion(seat, 4)).toBe(4);
    spectatorSees([0, 1], { version: 4 });
    const put = { log: [{ i: 0, type: 'topdeck', seat: 1 }], logFrom: 0 };
    holderSees([0, 1], { ...put, version: 5 });
    spectatorSees([0, 1], { ...put, version: 5 });
    expect(leaks.leaks).toBe(0);
  });

  it('reads a state rebuilt from patches by its values: keys listed in another order are the same message', () => {
    const leaks = new LeakInspector();
    const t = leaks.table('t', 'kingdom-builder');
    const entry = { i: 4, type: 'undo', seat: 1, data: { type: 'build', hex: 220 } };
    t.inspect({ seat: null, joins: false }, received(state(null, { you: null, yourCard: null, turn: 3, map: 'a' }, { log: [entry] })));
    const patched = { i: 4, type: 'undo', seat: 1, data: { hex: 220, type: 'build' } };
    t.inspect({ seat: 0, joins: true }, received(state(0, { map: 'a', turn: 3, you: 0, yourCard: 'grass' }, { log: [patched] })));
    expect(leaks.leaks).toBe(0);
    // A value that differs is still caught.
    t.inspect({ seat: 1, joins: true }, received(state(1, { you: 1, yourCard: 'sand', turn: 3, map: 'a' }, { log: [{ ...patched, data: { hex: 221, type: 'build' } }] })));
    expect(leaks.leaks).toBe(1);
  });

  it('after a restart, a seat whose Reaction the room declined while it was away is placed where the harness read it', () => {
    const { leaks, t, seat, asked, holderSees, spectatorSees } = reactionTable(1, 2);
    holderSees([0], asked);
    spectatorSees([0]);
    // The server restarts; the room declines seat 1's Reaction for it (a private move), then
    // everyone comes back: the spectator at 3, seat 1 at 4. Its messages wait until it is placed.
    t.rejoining(1);
    spectatorSees([0]);
    holderSees([0], { version: 4 });
    expect(leaks.inspected).toBe(3);
    t.placed(1, 4, 3);
    expect(leaks.inspected).toBe(4);
    expect(t.publicVersion(seat, 4)).toBe(3);
    const closed = { log: [{ i: 0, type: 'window-closed', seat: 0 }], logFrom: 0 };
    holderSees([1], { ...closed, version: 5 });
    spectatorSees([1], { ...closed, version: 4 });
    expect(leaks.leaks).toBe(0);
  });

  it('after a restart, a broadcast before the seat\'s attach is answered is a spectator\'s: checked as one, it spends nothing of the seat', () => {
    const { leaks, t, seat, asked, holderSees, spectatorSees } = reactionTable(1, 2);
    holderSees([0], asked);
    spectatorSees([0]);
    t.rejoining(1);
    spectatorSees([0]);
    // The seat's new socket is told a spectator's state (another tab left) before its attach is answered.
    t.inspect({ seat: null, joins: false }, received(state(null, dominionView(null, [undefined, undefined]))));
    // Then the attach answer, at 5: two declines made for it while it was away, both at public 3.
    holderSees([0], { version: 5 });
    t.placed(1, 5, 3);
    expect(t.publicVersion(seat, 5)).toBe(3);
    // The rest of the table's play is compared at the right versions: no "different public view".
    for (let v = 4; v < 10; v++) {
      const moved = { log: Array.from({ length: v - 3 }, (_, i) => ({ i, type: 'buy', seat: i % 2 })), logFrom: 0 };
      holderSees([v % 2], { ...moved, version: v + 2 });
      spectatorSees([v % 2], { ...moved, version: v });
    }
    expect(leaks.leaks).toBe(0);
    // A real leak in the gap is still caught: the not yet attached socket given seat 1's hand.
    t.inspect({ seat: null, joins: false }, received(state(null, dominionView(null, [undefined, ['moat']]), { version: 9 })));
    expect(leaks.examples).toContain('t: spectator received hidden information of seat 1');
  });

  it('a rejoined seat whose messages differ from everyone\'s is still caught once placed, and a seat told less than everyone is reported', () => {
    const { leaks, t, asked, holderSees, spectatorSees } = reactionTable(1, 2);
    holderSees([0], asked);
    spectatorSees([0]);
    t.rejoining(1);
    spectatorSees([0], { version: 4, log: [{ i: 0, type: 'gain', seat: 0 }] });
    // Seat 1 is told the state at 4 without the gain everyone else sees there.
    holderSees([0], { version: 4 });
    t.placed(1, 4, 4);
    expect(leaks.leaks).toBe(1);
    expect(leaks.examples[0]).toMatch(/different public view/);
    t.rejoining(1);
    t.placed(1, 3, 4);
    expect(leaks.leaks).toBe(2);
    expect(leaks.examples[1]).toMatch(/seat 1 was told version 3 while everyone else was told 4/);
  });

  it('a decline that lets the window close at once: the seat is told both in one message, two versions on', () => {
    const { leaks, t, seat, asked, holderSees, spectatorSees } = reactionTable(1, 2);
    holderSees([0], asked);
    spectatorSees([0]);
    // The pause is over: seat 1's decline (its 4) and the window closing (everyone's 4, seat 1's 5).
    t.sending(1, 'm1', true);
    const closed = { log: [{ i: 0, type: 'trash', seat: 1 }], logFrom: 0 };
    holderSees([0], { ...closed, version: 5 });
    spectatorSees([0], { ...closed, version: 4 });
    expect(t.publicVersion(seat, 5)).toBe(4);
    expect(leaks.leaks).toBe(0);
  });

  it('catches a private move that changed what everyone sees: it is read as public and the versions part', () => {
    const { leaks, t, asked, holderSees, spectatorSees } = reactionTable(1, 2);
    holderSees([0], asked);
    t.sending(1, 'm1', true);
    // The decline showed: seat 1 is now shown as waited for, which nobody else is told at 3.
    holderSees([1], { version: 4 });
    spectatorSees([0], { version: 3 });
    spectatorSees([0], { version: 4, log: [{ i: 0, type: 'x' }] });
    expect(leaks.leaks).toBeGreaterThan(0);
  });

  it('catches a table shown waiting on the seat that is asked about a Reaction', () => {
    const leaks = new LeakInspector();
    const t = leaks.table('t', 'dominion');
    const asked = state(1, dominionView(1, [undefined, ['moat']], [1]), { waitingFor: [0], prompts: [{ seat: 1, kind: 'react' }] });
    t.inspect({ seat: 1, joins: true }, received(asked));
    t.inspect({ seat: null, joins: false }, received(state(null, dominionView(null, [undefined, undefined], [1]), { waitingFor: [0] })));
    expect(leaks.leaks).toBe(1);
    expect(leaks.examples[0]).toContain('Reaction');
  });

  it('catches a spectator given a Kingdom Builder terrain card or secret log details', () => {
    const leaks = new LeakInspector();
    const t = leaks.table('t', 'kingdom-builder');
    t.inspect({ seat: null, joins: false }, received(state(null, { you: null, yourCard: 'forest' })));
    t.inspect({ seat: null, joins: false }, received(state(null, { you: null, yourCard: null }, { version: 4, log: [{ i: 1, type: 'end-turn', mine: { drew: 'grass' } }] })));
    expect(leaks.leaks).toBe(2);
  });

  it('checks a patching socket on the state it rebuilds and on the patch itself', () => {
    const leaks = new LeakInspector();
    const t = leaks.table('t', 'dominion');
    const before = state(null, dominionView(null, [undefined, undefined]), { rev: 1 });
    t.inspect({ seat: null, joins: false }, received(before));
    // An honest patch: a new count, the rebuilt state like everyone's.
    const honest = { v: 1, type: 'patch', from: 1, rev: 2, patch: { version: [4], view: { players: { 0: { handCount: [4] } } } } };
    const after = state(null, { ...dominionView(null, [undefined, undefined]), players: [{ seat: 0, handCount: 4 }, { seat: 1, handCount: 5 }] }, { version: 4, rev: 2 });
    t.inspect({ seat: null, joins: false }, received(honest, after));
    expect(leaks.leaks).toBe(0);
    // A patch that hands the spectator seat 0's hand: caught in the rebuilt state.
    const handed = { v: 1, type: 'patch', from: 2, rev: 3, patch: { version: [5], view: { players: { 0: { hand: [['gold']] } } } } };
    const leaked = state(null, dominionView(null, [['gold'], undefined]), { version: 5, rev: 3 });
    t.inspect({ seat: null, joins: false }, received(handed, leaked));
    expect(leaks.leaks).toBe(1);
    // A patch carrying engine internals is caught on the patch itself.
    const clean = state(null, dominionView(null, [undefined, undefined]), { version: 6, rev: 4 });
    t.inspect({ seat: null, joins: false }, received({ v: 1, type: 'patch', from: 3, rev: 4, patch: { version: [6], view: { rng: [[1, 2, 3, 4]] } } }, clean));
    expect(leaks.leaks).toBe(2);
    expect(leaks.examples.at(-1)).toMatch(/"rng" field in a patch/);
  });

  it('reads the game\'s declared hidden fields (Dominion: deck): a deck\'s order is a leak, a count under that name is not', () => {
    const leaks = new LeakInspector();
    const t = leaks.table('t', 'dominion');
    const base = dominionView(null, [undefined, undefined]);
    t.inspect({ seat: null, joins: false }, received(state(null, { ...base, deck: 12 }, { rev: 1 })));
    t.inspect({ seat: null, joins: false }, received({ v: 1, type: 'patch', from: 1, rev: 2, patch: { version: [4], view: { deck: [11] } } }, state(null, { ...base, deck: 11 }, { version: 4, rev: 2 })));
    // Kingdom Builder's hidden field, not Dominion's: public data under a name only another game hides.
    t.inspect({ seat: null, joins: false }, received(state(null, { ...base, hands: [5, 5] }, { version: 5 })));
    expect(leaks.leaks).toBe(0);
    t.inspect({ seat: null, joins: false }, received(state(null, { ...base, deck: ['gold', 'copper'] }, { version: 6 })));
    expect(leaks.examples.at(-1)).toMatch(/"deck" field$/);
    const before = leaks.leaks;
    t.inspect({ seat: null, joins: false }, received({ v: 1, type: 'patch', from: 6, rev: 3, patch: { version: [7], view: { deck: [['gold']] } } }, state(null, base, { version: 7, rev: 3 })));
    expect(leaks.leaks).toBe(before + 1);
    expect(leaks.examples.at(-1)).toMatch(/"deck" field in a patch/);
    // An edit of a list under the name: counts changed are fine, a card appended is the store.
    t.inspect({ seat: null, joins: false }, received({ v: 1, type: 'patch', from: 7, rev: 4, patch: { version: [8], view: { deck: { 0: [3], n: 2 } } } }, state(null, base, { version: 8, rev: 4 })));
    expect(leaks.leaks).toBe(before + 1);
    t.inspect({ seat: null, joins: false }, received({ v: 1, type: 'patch', from: 8, rev: 5, patch: { version: [9], view: { deck: { '+': ['gold'] } } } }, state(null, base, { version: 9, rev: 5 })));
    expect(leaks.leaks).toBe(before + 2);
  });
});
