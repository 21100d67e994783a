// Before the browser tests: a build of the client and the real product (`wrangler dev`) on a free
// port over empty storage. Tests read its address with inject('baseUrl').
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalServer } from './local-server.ts';

const root = join(import.meta.dirname, '..', '..');

/**
 * Builds the client into this run's own folder. dist/ is shared with `npm start` and with other
 * runs in the same checkout; a rebuild there (emptyOutDir) midway through a run took lazy board
 * chunks away from pages under test. A private build costs two seconds and cannot be pulled away.
 */
function buildClient(outDir: string): void {
  execFileSync(
    join(root, 'node_modules', '.bin', 'vite'),
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const work = mkdtempSync(join(tmpdir(), 'kingdoms-e2e-'));
  const assets = join(work, 'dist');
  buildClient(assets);
  const server = await startLocalServer(join(work, 'state'), undefined, assets);
  project.provide('baseUrl', server.url);
  return async () => {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  };
}
