// A finished game record for the replay tests, built engine-only.
import { expect } from 'vitest';
import type { GameRecord, RecordedMove } from '../../../party/protocol/lobby.ts';
import { closeWindows } from '../../../party/games/core/pause.ts';
import { randomFn, seedRng } from '../../../party/games/core/rng.ts';
import { dominion } from '../../../party/games/dominion/index.ts';

/** A whole 2-player Dominion game of random legal moves, with one bought card taken back. */
export function finishedRecord(): GameRecord {
  const options = { kingdom: { preset: 'first-game' } };
  const setup = dominion.setup({ seed: 'replay-test', seats: 2, options });
  if (!setup.ok) throw new Error(setup.error.message);
  const g = setup.value;
  const random = randomFn(seedRng('moves'));
  const moves: RecordedMove[] = [];
  let seq = 0;
  // The first move of the game: a Curse bought and taken back (kept in the record, marked).
  moves.push({ seq: ++seq, seat: g.cur, move: { type: 'buy', card: 'curse' }, undone: true });
  moves.push({ seq: ++seq, seat: g.cur, move: { type: 'undone', count: 1 } });
  expect(dominion.apply(g, g.cur, { type: 'undone', count: 1 }).ok).toBe(true);
  while (!dominion.result(g) && seq < 5000) {
    const seat = dominion.prompts(g)[0]!.seat;
    // Buying well enough that the game ends by Provinces or piles in a few hundred moves.
    const turn = dominion.prompts(g)[0] as { kind: string; buy?: string[] };
    // Militias bought and played: the kingdom has a Moat, so each opens a Reaction window.
    const buy = turn.kind === 'turn' && turn.buy ? ['province', 'gold', 'militia', 'silver'].find((c) => turn.buy!.includes(c)) : undefined;
    const attack = turn.kind === 'turn' && g.phase === 'action' && (turn as { play?: string[] }).play?.includes('militia');
    const move = attack ? { type: 'play', card: 'militia' } : buy && g.phase === 'buy' ? { type: 'buy', card: buy } : dominion.randomMove(g, seat, random);
    expect(dominion.apply(g, seat, move).ok).toBe(true);
    moves.push({ seq: ++seq, seat, move });
    // The room's closing of each window is a move of the record like any other.
    closeWindows(dominion, g, (at, close) => moves.push({ seq: ++seq, seat: at, move: close }));
  }
  return {
    format: 'kingdoms-record', version: 1, table: 'x'.repeat(26), game: 'dominion', options, seed: 'replay-test',
    players: ['Anna', 'Ben'], moves, result: dominion.result(g), startedAt: 1, finishedAt: 2,
  };
}
