// The replay page's timeline (web/pages/replay/timeline.ts): scores after every move, where each
// turn starts, and seeking to any move from saved states gives the same game as playing to it.
import { describe, expect, it } from 'vitest';
import { movesInPlay } from '../../../party/games/core/record.ts';
import { dominion, type DominionState } from '../../../party/games/dominion/index.ts';
import { scoreOf } from '../../../party/games/dominion/score.ts';
import { buildTimeline, CHECKPOINT_EVERY, stateAt, turnIndexAt } from '../../../web/pages/replay/timeline.ts';
import { finishedRecord } from './record-fixture.ts';

const scores = (g: unknown) => (g as DominionState).players.map((p) => scoreOf(p).total);

describe('replay timeline', () => {
  const record = finishedRecord();
  const built = buildTimeline(dominion, record, scores);
  if (!built.ok) throw new Error(built.error.message);
  const timeline = built.value;

  it('has a score for the game as dealt and after every move in play, ending at the result', () => {
    expect(timeline.moves).toEqual(movesInPlay(record));
    expect(timeline.scores).toHaveLength(timeline.moves.length + 1);
    expect(timeline.scores[0]).toEqual([3, 3]);
    expect(timeline.scores.at(-1)).toEqual(record.result!.scores.map((s) => s.total));
  });

  it('marks each turn where its Turn line is logged, numbered from 1, players alternating', () => {
    expect(timeline.turns[0]).toMatchObject({ step: 0, n: 1 });
    timeline.turns.forEach((t, i) => {
      expect(t.n).toBe(i + 1);
      if (i > 0) {
        expect(t.step).toBeGreaterThan(timeline.turns[i - 1]!.step);
        expect(t.seat).toBe(1 - timeline.turns[i - 1]!.seat);
        // The move before a turn starts is the previous player's end of turn.
        expect(timeline.moves[t.step - 1]!.move).toEqual({ type: 'end-turn' });
      }
    });
    expect(turnIndexAt(timeline, 0)).toBe(0);
    expect(turnIndexAt(timeline, timeline.turns[3]!.step)).toBe(3);
    expect(turnIndexAt(timeline, timeline.turns[3]!.step - 1)).toBe(2);
  });

  it('seeking to any move (on or between saved states) gives the game played to that move', () => {
    for (const step of [0, 1, CHECKPOINT_EVERY - 1, CHECKPOINT_EVERY, CHECKPOINT_EVERY + 7, timeline.moves.length]) {
      const setup = dominion.setup({ seed: record.seed, seats: 2, options: record.options });
      if (!setup.ok) throw new Error(setup.error.message);
      for (const m of timeline.moves.slice(0, step)) dominion.apply(setup.value, m.seat, m.move);
      expect(stateAt(dominion, timeline, step)).toEqual(setup.value);
    }
  });
});
