// What a Dominion table costs a player's browser: the gzipped JS and CSS the table page loads,
// and the bytes of the state message each seat receives per move in a 4-player game.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { RoomInfo } from '../../party/protocol/room.ts';
import { closeWindows } from '../../party/games/core/pause.ts';
import { randomFn, seedRng } from '../../party/games/core/rng.ts';
import { dominion } from '../../party/games/dominion/index.ts';
import { diff } from '../../party/protocol/patch.ts';
import { liveGame, stateMessage, takeNewLog } from '../../party/table/snapshot.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

interface Chunk { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }
type Manifest = Record<string, Chunk>;

/** The files a chunk pulls in with it: its static imports and their CSS, transitively. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`no chunk ${key} in the build manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return files;
}

/** Builds the client into a scratch folder (the shared dist/ stays as it is) and reads its manifest. */
async function buildClient(): Promise<{ out: string; manifest: Manifest }> {
  const out = mkdtempSync(join(tmpdir(), 'kingdoms-bench-'));
  const { build } = await import('vite');
  await build({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir: out, emptyOutDir: true, manifest: true },
  });
  return { out, manifest: JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8')) as Manifest };
}

function gzipBytes(out: string, files: Iterable<string>): number {
  let total = 0;
  for (const f of files) total += gzipSync(readFileSync(join(out, f)), { level: 9 }).length;
  return total;
}

async function pageWeight(): Promise<void> {
  const { out, manifest } = await buildClient();
  try {
    const entry = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
    const shell = closure(manifest, entry);
    // The table page and its board are fetched lazily; a Russian reader's words come on top.
    // (The table page is a chunk of its own, shared with the widget, named after its hash.)
    const tablePage = Object.keys(manifest).find((k) => /^_TablePage-.*\.js$/.test(k));
    if (!tablePage) throw new Error('no table page chunk in the build manifest');
    const tableParts = [...entry, tablePage, 'games/dominion/Board.tsx'];
    const table = closure(manifest, tableParts);
    const withRu = closure(manifest, [...tableParts, 'games/dominion/locale/ru.ts', 'i18n/ru.ts', 'games/dominion/messages/ru.ts', 'i18n/seating/ru.ts', 'i18n/players/ru.ts', 'pages/table/social/messages/ru.ts', 'lesson/entry/ru.ts']);
    const js = [...table].filter((f) => f.endsWith('.js'));
    const css = [...table].filter((f) => f.endsWith('.css'));
    console.log(`bench dominion-ui.shell-gzip ${gzipBytes(out, shell)} bytes`);
    console.log(`bench dominion-ui.table-js-gzip ${gzipBytes(out, js)} bytes`);
    console.log(`bench dominion-ui.table-css-gzip ${gzipBytes(out, css)} bytes`);
    const total = gzipBytes(out, table);
    console.log(`bench dominion-ui.table-gzip ${total} bytes`);
    console.log(`bench dominion-ui.table-gzip-ru ${gzipBytes(out, withRu)} bytes`);
    console.log(`# Dominion table page, English: ${(total / 1024).toFixed(1)} KiB gzipped of JS+CSS (target < 80 KiB)`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

function room(seats: number): RoomInfo {
  return {
    id: 'benchtable0000000000000000', game: 'dominion', status: 'playing', public: true, maxSeats: seats, minSeats: 2,
    seats: Array.from({ length: seats }, (_, seat) => ({ seat, name: `Player ${seat + 1}`, connected: true, bot: null, standin: null, clock: null })),
    host: 0, options: { kingdom: { random: 'both' } }, createdAt: 0, next: null,
    clock: 'off', botLevels: [], autoStart: null, accepted: [], resigned: null,
  };
}

/** A seeded 4-player game of random legal moves, measuring what the room would send each seat. */
function bytesPerMove(): void {
  const seats = 4;
  const made = dominion.setup({ seed: 'ui-bench-4p', seats, options: room(seats).options });
  if (!made.ok) throw new Error(made.error.message);
  const state = made.value;
  const live = liveGame(dominion, state, 0, seats);
  const random = randomFn(seedRng('ui-bench-moves'));
  const info = room(seats);
  const logSeen = new Array<number>(seats).fill(0);
  let bytes = 0;
  let biggest = 0;
  let messages = 0;
  const previous: unknown[] = [];
  const patchSizes: number[] = [];
  while (dominion.result(state) === null && live.version < 5000) {
    const seat = dominion.prompts(state)[0]?.seat ?? 0;
    const move = dominion.randomMove(state, seat, random);
    if (!move) throw new Error(`seat ${seat} has no legal move`);
    const outcome = dominion.apply(state, seat, move);
    if (!outcome.ok) throw new Error(outcome.error.message);
    live.version += 1 + closeWindows(dominion, state);
    takeNewLog(dominion, live);
    for (let you = 0; you < seats; you++) {
      const { message, logSeen: seen } = stateMessage(info, dominion, live, you, logSeen[you] as number);
      logSeen[you] = seen;
      const size = Buffer.byteLength(JSON.stringify(message));
      bytes += size;
      biggest = Math.max(biggest, size);
      messages++;
      // What a patching connection is sent instead: the change since its previous message.
      if (previous[you] !== undefined) {
        const patch = { v: 1, type: 'patch', from: live.version, rev: live.version + 1, patch: diff(previous[you], message) ?? {} };
        patchSizes.push(Buffer.byteLength(JSON.stringify(patch)));
      }
      previous[you] = message;
    }
  }
  console.log(`bench dominion-ui.bytes-per-move-per-seat ${Math.round(bytes / messages)} bytes`);
  console.log(`bench dominion-ui.bytes-per-move-per-seat-max ${biggest} bytes`);
  patchSizes.sort((a, b) => a - b);
  const at = (p: number) => patchSizes[Math.min(patchSizes.length - 1, Math.floor(p * patchSizes.length))];
  console.log(`bench dominion-ui.patch-bytes-per-move-per-seat-p50 ${at(0.5)} bytes`);
  console.log(`bench dominion-ui.patch-bytes-per-move-per-seat-p95 ${at(0.95)} bytes`);
  console.log(`bench dominion-ui.patch-bytes-per-move-per-seat-mean ${Math.round(patchSizes.reduce((a, b) => a + b, 0) / patchSizes.length)} bytes`);
  console.log(`# ${live.version} moves, ${messages} state messages (one per seat per move)`);
}

export default async function run(): Promise<void> {
  await pageWeight();
  bytesPerMove();
}
