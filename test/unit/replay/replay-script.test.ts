// `npm run replay -- record.json` rebuilds a game from its record and prints the result; moves
// marked undone are skipped; a record that does not replay to its result fails loudly.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRecord, rebuild } from '../../../party/games/core/record.ts';
import { dominion, type DominionState } from '../../../party/games/dominion/index.ts';
import { finishedRecord } from './record-fixture.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');

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
    // The record carries the room's closing of Reaction windows, replayed like any move.
    expect(record.moves.filter((m) => (m.move as { type: string }).type === 'close-window').length).toBeGreaterThan(3);
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
