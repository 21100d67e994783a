// Before the browser tests: a fresh build of the client when web/ changed, and the real product
// (`wrangler dev`) on a free port over empty storage. Tests read its address with inject('baseUrl').
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalServer } from './local-server.ts';

const root = join(import.meta.dirname, '..', '..');
// The client bundles web/ and what it imports from the engines (types, card data).
const SOURCES = ['web', 'party/games', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function buildIfStale(): void {
  const built = join(root, 'dist', 'index.html');
  const sourcesAt = Math.max(...SOURCES.map((p) => join(root, p)).filter(existsSync).map(newestMtime));
  if (existsSync(built) && statSync(built).mtimeMs >= sourcesAt) return;
  execFileSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildIfStale();
  const storage = mkdtempSync(join(tmpdir(), 'kingdoms-e2e-'));
  const server = await startLocalServer(storage);
  project.provide('baseUrl', server.url);
  return async () => {
    await server.stop();
    rmSync(storage, { recursive: true, force: true });
  };
}
