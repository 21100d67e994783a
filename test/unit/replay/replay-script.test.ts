// `npm run replay -- record.json` rebuilds a game from its record and prints the result; moves
// marked undone are skipped; a record that does not replay to its result fails loudly.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameRecord, RecordedMove } from '../../../party/games/core/protocol.ts';
import { randomFn, seedRng } from '../../../party/games/core/rng.ts';
import { parseRecord, rebuild } from '../../../party/games/core/record.ts';
import { dominion, type DominionState } from '../../../party/games/dominion/index.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');

/** A whole 2-player Dominion game of random legal moves, with one bought card taken back. */
function finishedRecord(): GameRecord {
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
    const buy = turn.kind === 'turn' && turn.buy ? ['province', 'gold', 'silver'].find((c) => turn.buy!.includes(c)) : undefined;
    const move = buy && g.phase === 'buy' ? { type: 'buy', card: buy } : dominion.randomMove(g, seat, random);
    expect(dominion.apply(g, seat, move).ok).toBe(true);
    moves.push({ seq: ++seq, seat, move });
  }
  return {
    format: 'kingdoms-record', version: 1, table: 'x'.repeat(26), game: 'dominion', options, seed: 'replay-test',
    players: ['Anna', 'Ben'], moves, result: dominion.result(g), startedAt: 1, finishedAt: 2,
  };
}

function runScript(record: unknown): { code: number; out: string } {
  const dir = mkdtempSync(join(tmpdir(), 'replay-'));
  const file = join(dir, 'record.json');
  writeFileSync(file, JSON.stringify(record));
  try {
    const out = execFileSync(process.execPath, ['--experimental-strip-types', '--no-warnings', 'scripts/replay.ts', file], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' });
    return { code: 0, out };
  } catch (err) {
    const e = err as { status: number; stdout: string; stderr: string };
    return { code: e.status, out: e.stdout + e.stderr };
  }
}

describe('game records', () => {
  const record = finishedRecord();

  it('rebuild() skips the undone move and reaches the recorded result', () => {
    expect(record.result).not.toBeNull();
    const built = rebuild(dominion, record);
    if (!built.ok) throw new Error(built.error.message);
    expect(built.value.applied).toBe(record.moves.length - 1);
    expect(dominion.result(built.value.state as DominionState)).toEqual(record.result);
  });

  it('parseRecord() names what is wrong with something that is not a record', () => {
    expect(parseRecord([]).ok).toBe(false);
    const noFormat = parseRecord({ ...record, format: 'other' });
    expect(!noFormat.ok && noFormat.error.message).toMatch(/kingdoms-record/);
    const badMove = parseRecord({ ...record, moves: [{ seat: 'x' }] });
    expect(!badMove.ok && badMove.error.message).toMatch(/moves\[0\]/);
  });

  it('npm run replay prints the players\' scores and that the result matches', () => {
    const { code, out } = runScript(record);
    expect(code).toBe(0);
    expect(out).toMatch(/^Dominion, table x{26}: Anna, Ben/m);
    expect(out).toContain('1 taken back (skipped)');
    const winners = record.result!.winners.map((s) => record.players[s]).join(', ');
    expect(out).toContain(`winners: ${winners}`);
    for (const s of record.result!.scores) expect(out).toMatch(new RegExp(`${record.players[s.seat]}: ${s.total}\\b`));
    expect(out).toContain('matches the recorded result');
  });

  it('fails with exit code 1 when the record does not replay to its result or a move is refused', () => {
    const tampered = structuredClone(record);
    tampered.result!.scores[0]!.total += 1;
    const a = runScript(tampered);
    expect(a.code).toBe(1);
    expect(a.out).toContain('DIFFERS');
    const broken = structuredClone(record);
    broken.moves[5] = { ...broken.moves[5]!, move: { type: 'buy', card: 'no-such-card' } };
    const b = runScript(broken);
    expect(b.code).toBe(1);
    expect(b.out).toMatch(/move \d+ .* was refused/);
  });
});
