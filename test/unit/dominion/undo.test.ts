// What a Dominion player may take back (party/games/dominion/undo.ts), per kind of move: only
// their own moves of this turn, and only while nothing hidden has come to light since.
import { describe, expect, it } from 'vitest';
import { closeWindows } from '../../../party/games/core/pause.ts';
import type { UndoStep } from '../../../party/games/core/types.ts';
import { randomFn, seedRng } from '../../../party/games/core/rng.ts';
import { undoable } from '../../../party/games/dominion/undo.ts';
import type { DominionState } from '../../../party/games/dominion/types.ts';
import { dominion, ESTATES, FIVE_COPPERS, game } from './helpers.ts';

/** A game that remembers, per accepted move, who made it and where its log entries begin. */
function tracked(g: DominionState) {
  const steps: UndoStep[] = [];
  return {
    g,
    steps,
    act(seat: number, move: unknown) {
      const logFrom = dominion.undo!.logLength(g);
      const out = dominion.apply(g, seat, move);
      if (!out.ok) throw new Error(`${out.error.code}: ${out.error.message}`);
      steps.push({ seat, move, logFrom });
      // The room closes a Reaction window once its pause is over: a move of the attacker's seat.
      let at = dominion.undo!.logLength(g);
      closeWindows(dominion, g, (s, m) => {
        steps.push({ seat: s, move: m, logFrom: at });
        at = dominion.undo!.logLength(g);
      });
    },
    undoable: (seat = g.current) => undoable(g, steps, seat),
  };
}

const DECK = ['silver', 'gold', 'estate', 'copper', 'copper', 'copper', 'estate', 'copper'];

function start(hand: string[], extra: Partial<Parameters<typeof game>[0]> = {}) {
  return tracked(game({
    players: [{ hand, deck: DECK }, { hand: FIVE_COPPERS, deck: [...ESTATES, 'copper', 'copper'] }],
    kingdom: ['cellar', 'chapel', 'militia', 'village', 'woodcutter', 'workshop', 'throne-room', 'festival', 'moat', 'smithy'],
    ...extra,
  }));
}

describe('Dominion undo: what can be taken back', () => {
  it('nothing at the start of a turn', () => {
    expect(start(FIVE_COPPERS).undoable()).toBe(0);
  });

  it('playing Treasures and buying: both, in order', () => {
    const t = start(FIVE_COPPERS);
    t.act(0, { type: 'treasures' });
    expect(t.undoable()).toBe(1);
    t.act(0, { type: 'buy', card: 'silver' });
    expect(t.undoable()).toBe(2);
  });

  it('one Treasure at a time, and ending the Action phase (which logs nothing)', () => {
    const t = start(FIVE_COPPERS);
    t.act(0, { type: 'end-actions' });
    t.act(0, { type: 'play', card: 'copper' });
    t.act(0, { type: 'play', card: 'copper' });
    expect(t.undoable()).toBe(3);
  });

  it('an Action that draws ends the chain; what comes after it can still be taken back', () => {
    const t = start(['village', 'copper', 'copper', 'copper', 'estate']);
    t.act(0, { type: 'play', card: 'village' });
    expect(t.undoable()).toBe(0);
    t.act(0, { type: 'treasures' });
    expect(t.undoable()).toBe(1);
  });

  it('an Action that only gives +Buy and coins (Woodcutter, Festival) can be taken back', () => {
    const t = start(['festival', 'woodcutter', 'copper', 'copper', 'estate']);
    t.act(0, { type: 'play', card: 'festival' });
    t.act(0, { type: 'play', card: 'woodcutter' });
    expect(t.undoable()).toBe(2);
  });

  it('trashing with Chapel (the trashed cards are public) and gaining with Workshop can be taken back', () => {
    const t = start(['chapel', 'estate', 'copper', 'estate', 'copper']);
    t.act(0, { type: 'play', card: 'chapel' });
    t.act(0, { type: 'choose', pick: ['estate', 'estate'] });
    expect(t.g.trash).toEqual(['estate', 'estate']);
    expect(t.undoable()).toBe(2);
    const w = start(['workshop', 'copper', 'copper', 'copper', 'copper']);
    w.act(0, { type: 'play', card: 'workshop' });
    w.act(0, { type: 'choose', pick: ['silver'] });
    expect(w.undoable()).toBe(2);
  });

  it('Throne Room on Woodcutter (a public replay) can be taken back', () => {
    const t = start(['throne-room', 'woodcutter', 'copper', 'copper', 'estate']);
    t.act(0, { type: 'play', card: 'throne-room' });
    expect(t.g.players[0]!.play).toEqual(['throne-room', 'woodcutter']);
    expect(t.undoable()).toBe(1);
  });

  it('a discard from hand (Cellar) is private and ends the chain', () => {
    const t = start(['cellar', 'estate', 'estate', 'copper', 'copper']);
    t.act(0, { type: 'play', card: 'cellar' });
    expect(t.undoable()).toBe(1);
    t.act(0, { type: 'choose', pick: ['estate', 'estate'] });
    expect(t.undoable()).toBe(0);
  });

  it('a shuffle ends the chain', () => {
    const t = tracked(game({
      players: [{ hand: ['smithy', 'copper', 'copper', 'copper', 'copper'], deck: [], discard: ['gold', 'silver', 'estate'] }, { hand: FIVE_COPPERS }],
    }));
    t.act(0, { type: 'play', card: 'smithy' });
    expect(t.g.log.some((e) => e[0] === 'shuffle')).toBe(true);
    expect(t.undoable()).toBe(0);
  });

  it('an Attack: nothing while the victim is asked, nothing once the victim has decided', () => {
    const t = tracked(game({
      players: [{ hand: ['militia', 'copper', 'copper', 'copper', 'estate'], deck: DECK }, { hand: ['copper', 'estate', 'silver', 'copper', 'estate'] }],
    }));
    t.act(0, { type: 'play', card: 'militia' });
    expect(t.g.asks.map((a) => a.seat)).toEqual([1]);
    expect(t.undoable(0)).toBe(0);
    t.act(1, { type: 'choose', pick: ['estate', 'estate'] });
    expect(t.undoable(0)).toBe(0);
  });

  it('an Attack nobody had to answer still ends the chain (a Reaction might have been declined in secret), but what follows it can be taken back', () => {
    const t = tracked(game({
      players: [{ hand: ['militia', 'copper', 'copper', 'copper', 'estate'], deck: DECK }, { hand: ['copper', 'estate', 'copper'] }],
    }));
    t.act(0, { type: 'play', card: 'militia' });
    expect(t.g.asks).toEqual([]);
    expect(t.undoable(0)).toBe(0);
    t.act(0, { type: 'treasures' });
    expect(t.undoable(0)).toBe(1);
  });

  it('declining to reveal a Moat is a private move; revealing it, or any other answer, is not', () => {
    const g = game({
      players: [{ hand: ['militia', 'copper', 'copper', 'copper', 'estate'], deck: DECK }, { hand: ['moat', 'estate', 'copper', 'copper', 'estate'] }],
    });
    dominion.apply(g, 0, { type: 'play', card: 'militia' });
    expect(g.asks.map((a) => [a.seat, a.kind])).toEqual([[1, 'react']]);
    expect(dominion.privateMove!(g, 1, { type: 'choose', pick: [] })).toBe(true);
    expect(dominion.privateMove!(g, 1, { type: 'choose', pick: ['moat'] })).toBe(false);
    expect(dominion.privateMove!(g, 0, { type: 'choose', pick: [] })).toBe(false);
    dominion.apply(g, 1, { type: 'choose', pick: [] });
    // The window stays open (the table's own question to the attacker) until the room closes it;
    // that closing is public, the same whether or not anyone was asked.
    const window = dominion.pause!(g)!;
    expect(window.close).toEqual({ type: 'close-window' });
    expect(dominion.privateMove!(g, 0, window.close)).toBe(false);
    expect(dominion.apply(g, 0, window.close).ok).toBe(true);
    // Now the Militia's discard: an answer like any other.
    expect(g.asks.map((a) => a.seat)).toEqual([1]);
    expect(g.asks[0]!.kind).not.toBe('react');
    expect(dominion.privateMove!(g, 1, { type: 'choose', pick: [] })).toBe(false);
  });

  it('ending the turn cannot be taken back, and the next player has nothing to take back', () => {
    const t = start(FIVE_COPPERS);
    t.act(0, { type: 'treasures' });
    t.act(0, { type: 'end-turn' });
    expect(t.undoable(0)).toBe(0);
    expect(t.undoable(1)).toBe(0);
  });

  it('only the player to move: another seat asking gets 0', () => {
    const t = start(FIVE_COPPERS);
    t.act(0, { type: 'treasures' });
    expect(t.undoable(1)).toBe(0);
  });

  it('marks from earlier undos are passed over and not counted; a mark is logged for everyone', () => {
    const t = start(FIVE_COPPERS);
    t.act(0, { type: 'treasures' });
    t.act(0, dominion.undo!.mark(1));
    expect(t.g.log.at(-1)).toEqual(['undo', 0, 1]);
    expect(dominion.log(t.g, 1, t.g.log.length - 1)[0]).toMatchObject({ type: 'undo', seat: 0, data: { n: 1 } });
    expect(t.undoable()).toBe(1);
    expect(dominion.undo!.isMark({ type: 'undone', count: 1 })).toBe(true);
    expect(dominion.undo!.isMark({ type: 'undone' })).toBe(false);
  });

  it('a move whose log entries were taken out of the state (the room keeps them) is not taken back', () => {
    const t = start(FIVE_COPPERS);
    t.act(0, { type: 'treasures' });
    dominion.takeLog!(t.g);
    expect(t.g.log).toEqual([]);
    expect(t.undoable()).toBe(0);
    t.act(0, { type: 'buy', card: 'silver' });
    expect(t.undoable()).toBe(1);
  });

  it('nothing once the game is over', () => {
    const t = start(['gold', 'gold', 'gold', 'copper', 'copper'], { supply: { province: 1 } });
    t.act(0, { type: 'treasures' });
    t.act(0, { type: 'buy', card: 'province' });
    t.act(0, { type: 'end-turn' });
    expect(t.g.phase).toBe('over');
    expect(t.undoable(0)).toBe(0);
  });

  it('random games: whenever a move can be taken back, no card was drawn or shuffled and no other player changed since', () => {
    let checked = 0;
    for (let seed = 0; seed < 40; seed++) {
      const setup = dominion.setup({ seed: `undo-${seed}`, seats: 3, options: { kingdom: { random: 'both' } } });
      if (!setup.ok) throw new Error(setup.error.message);
      const g = setup.value;
      const random = randomFn(seedRng(`moves-${seed}`));
      const steps: UndoStep[] = [];
      const before: string[] = [];
      for (let m = 0; m < 400 && g.phase !== 'over'; m++) {
        const window = dominion.pause!(g);
        const seat = window?.close ? window.seat : dominion.prompts(g)[0]!.seat;
        const move = window?.close ? window.close : dominion.randomMove(g, seat, random);
        before.push(JSON.stringify({ rng: g.rng, players: g.players.map((p, i) => (i === seat ? { deck: p.deck } : p)) }));
        steps.push({ seat, move, logFrom: dominion.undo!.logLength(g) });
        expect(dominion.apply(g, seat, move).ok).toBe(true);
        const n = undoable(g, steps, g.current);
        if (n === 0) continue;
        checked++;
        // The first of the n moves: the state then, in what others could not see, is the state now.
        let k = steps.length;
        for (let left = n; left > 0; k--) if (!dominion.undo!.isMark(steps[k - 1]!.move)) left--;
        const then = JSON.parse(before[k]!) as { rng: unknown; players: { deck?: string[] }[] };
        expect(g.rng).toEqual(then.rng);
        g.players.forEach((p, i) => {
          if (i !== steps[k]!.seat) expect(p).toEqual(then.players[i]);
          else expect(p.deck.slice(0, then.players[i]!.deck!.length)).toEqual(then.players[i]!.deck);
        });
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
