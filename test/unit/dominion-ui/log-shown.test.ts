// The table's log after a resignation: the game stops where the resigning player left it, often
// at a turn that has only just begun, and that turn's heading must not close the log empty.
import { describe, expect, it } from 'vitest';
import { logShown } from '../../../web/games/dominion/log-shown.ts';
import { act, dominion, game } from '../dominion/helpers.ts';

const hand = ['copper', 'copper', 'copper', 'estate', 'estate'];

/** Anna buys a Silver and ends her turn (drawing her next hand): Ben's turn begins, and the log's last line is its heading. */
function bensTurnJustBegun() {
  const g = game({ players: [{ hand, deck: hand }, { hand, deck: hand }] });
  act(g, 0, { type: 'treasures' });
  act(g, 0, { type: 'buy', card: 'silver' });
  act(g, 0, { type: 'end-turn' });
  return dominion.log(g, 0, 0);
}

describe('the log shown at a Dominion table', () => {
  it('keeps the heading of a turn that has just begun while the game runs: the turn is under way', () => {
    const log = bensTurnJustBegun();
    expect(log.at(-1)).toMatchObject({ type: 'turn', seat: 1 });
    expect(logShown(log, false)).toEqual(log);
  });

  it('after a resignation at the start of a turn, ends with the last thing that happened, not an empty turn heading', () => {
    const log = bensTurnJustBegun();
    const shown = logShown(log, true);
    expect(shown.at(-1)).toMatchObject({ type: 'draw', seat: 0 });
    expect(shown.at(-2)).toMatchObject({ type: 'buy', seat: 0, data: { card: 'silver' } });
    expect(shown).toEqual(log.slice(0, -1));
  });

  it('keeps a resigned turn\'s heading when something happened in that turn', () => {
    const g = game({ players: [{ hand, deck: hand }, { hand, deck: hand }] });
    act(g, 0, { type: 'treasures' });
    const log = dominion.log(g, 0, 0);
    expect(logShown(log, true)).toEqual(log);
    expect(logShown(log, true).filter((e) => e.type === 'turn')).toHaveLength(1);
  });

  it('shows only the last 120 lines of a long game', () => {
    const log = Array.from({ length: 300 }, (_, i) => ({ i, type: 'buy', seat: i % 2 }));
    expect(logShown(log, false).map((e) => e.i)).toEqual(Array.from({ length: 120 }, (_, k) => 180 + k));
  });
});
