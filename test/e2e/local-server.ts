// Starts the real product locally (`wrangler dev`: workerd + local Durable Object storage) on a
// free port, as `npm start` does, and stops it again. Tests talk to it over real HTTP/WebSocket.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { wranglerEnv } from '../../scripts/wrangler-env.mjs';

const root = join(import.meta.dirname, '..', '..');

export interface LocalServer {
  url: string;
  port: number;
  /** wrangler dev's process id, which leads the process group of its workerd processes. */
  pid: number | null;
  stop(): Promise<void>;
  /** kill -9 on the whole process tree: no chance to flush or say goodbye. */
  kill(): Promise<void>;
  /** Everything wrangler dev and workerd printed so far. */
  output(): string;
  /**
   * CPU seconds (user + system) the workerd processes of this server have used so far, from
   * /proc (Linux only; null elsewhere). wrangler's own Node process is left out. `worker`: only the
   * workerd that runs our Worker and rooms, without the one wrangler dev puts in front of it (it
   * listens on the port and passes every request and WebSocket message through; not deployed).
   */
  workerdCpuSeconds(which?: 'all' | 'worker'): number | null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * `persistTo` is the Durable Object storage folder: reuse it to restart over the same data.
 * `assets` serves the web app from another folder than dist/ (a build of the test run's own).
 * `inspectorPort`: where workerd's inspector listens (the soak's --profile); any free port if not given.
 */
export async function startLocalServer(persistTo: string, port?: number, assets?: string, inspectorPort = 0): Promise<LocalServer> {
  const p = port ?? (await freePort());
  const child: ChildProcess = spawn(
    join(root, 'node_modules', '.bin', 'wrangler'),
    [
      'dev', '--port', String(p), '--ip', '127.0.0.1', '--persist-to', persistTo, '--show-interactive-dev-session=false',
      '--inspector-port', String(inspectorPort), ...(assets ? ['--assets', assets] : []),
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: wranglerEnv() },
  );
  let output = '';
  child.stdout?.on('data', (d) => { output += d; });
  child.stderr?.on('data', (d) => { output += d; });
  const url = `http://127.0.0.1:${p}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) {
      stopTree(child, 'SIGTERM');
      throw new Error(`wrangler dev did not answer /api/health within 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  const ended = (): Promise<void> => new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    setTimeout(resolve, 5000);
  });
  return {
    url,
    port: p,
    pid: child.pid ?? null,
    stop: async () => {
      stopTree(child, 'SIGTERM');
      await ended();
    },
    kill: async () => {
      stopTree(child, 'SIGKILL');
      await ended();
    },
    output: () => output,
    workerdCpuSeconds: (which = 'all') => {
      if (child.pid === undefined) return null;
      // wrangler's front workerd is the one bound to our port.
      const front = `--socket-addr=entry=127.0.0.1:${p}`;
      return groupCpuSeconds(child.pid, 'workerd', which === 'worker' ? (cmdline) => !cmdline.includes(front) : () => true);
    },
  };
}

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const USER_HZ = 100;

/**
 * CPU seconds of the processes in process group `group` whose name is `name` and whose command
 * line `pick` accepts; null without /proc.
 */
function groupCpuSeconds(group: number, name: string, pick: (cmdline: string) => boolean): number | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  let ticks = 0;
  for (const pid of pids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // pid (comm) state ppid pgrp ...: comm may hold spaces, so split after its closing paren.
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    if (comm !== name || Number(fields[2]) !== group) continue;
    let cmdline = '';
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      continue;
    }
    if (!pick(cmdline)) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / USER_HZ;
}

/** wrangler starts workerd as a child: signal the whole process group, not just the wrapper. */
function stopTree(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try { process.kill(-child.pid, signal); } catch { /* already gone */ }
}
