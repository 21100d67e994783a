// The replay page's timeline (web/pages/replay/timeline.ts): scores after every move, where each
// turn starts, and seeking to any move from saved states gives the same game as playing to it.
import { describe, expect, it } from 'vitest';
import type { GameRecord, RecordedMove } from '../../../party/protocol/lobby.ts';
import { movesInPlay } from '../../../party/games/core/record.ts';
import { randomFn, seedRng } from '../../../party/games/core/rng.ts';
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

  it('marks each turn where its Turn line is logged, numbered by its player\'s own turns (the round), players alternating', () => {
    expect(timeline.turns[0]).toMatchObject({ step: 0, n: 1 });
    timeline.turns.forEach((t, i) => {
      // Two players: each round is both players' turn n, as the log and the end screen count.
      expect(t.n).toBe(Math.floor(i / 2) + 1);
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

describe('replay timeline for Kingdom Builder', () => {
  it('a whole random game: a turn at each Turn line, and the last scores are the final ones', async () => {
    const { kingdomBuilder } = await import('../../../party/games/kingdom-builder/index.ts');
    const { loadEngine } = await import('../../../web/pages/replay/engines.ts');
    const engine = (await loadEngine('kingdom-builder'))!;
    const setup = kingdomBuilder.setup({ seed: 'kb-replay', seats: 3, options: {} });
    if (!setup.ok) throw new Error(setup.error.message);
    const random = randomFn(seedRng('kb-moves'));
    const moves: RecordedMove[] = [];
    for (let seq = 1; !kingdomBuilder.result(setup.value) && seq < 5000; seq++) {
      const seat = kingdomBuilder.prompts(setup.value)[0]!.seat;
      const move = kingdomBuilder.randomMove(setup.value, seat, random);
      expect(kingdomBuilder.apply(setup.value, seat, move).ok).toBe(true);
      moves.push({ seq, seat, move });
    }
    const result = kingdomBuilder.result(setup.value)!;
    const record: GameRecord = {
      format: 'kingdoms-record', version: 1, table: 'k'.repeat(26), game: 'kingdom-builder', options: {}, seed: 'kb-replay',
      players: ['A', 'B', 'C'], moves, result, startedAt: 1, finishedAt: 2,
    };
    const built = buildTimeline(engine.def, record, engine.scores);
    if (!built.ok) throw new Error(built.error.message);
    expect(built.value.scores.at(-1)).toEqual(result.scores.map((s) => s.total));
    const turns = built.value.turns;
    expect(turns.length).toBeGreaterThan(10);
    expect(turns.map((t) => t.n)).toEqual(turns.map((_, i) => i + 1));
    expect(turns.slice(0, 3).map((t) => t.seat).sort()).toEqual([0, 1, 2]);
    expect(stateAt(engine.def, built.value, moves.length)).toEqual(JSON.parse(JSON.stringify(setup.value)));
  });
});
