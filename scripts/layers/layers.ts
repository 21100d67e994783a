// The layers of the code, bottom to top, and the checks that keep imports pointing down. Games
// know nothing of the wire, the wire (data only) nothing of tables, a table nothing of the
// Durable Objects around it. The client reads the games and the wire, never the server's
// insides. Tools (scripts, tests) may import anything; nothing imports them.
import type { SourceFile } from './import-graph.ts';

export interface Layer {
  name: string;
  /** What it holds, for the report and docs/layout.md. */
  holds: string;
  /** Path prefixes from the project root; the longest matching prefix decides a file's layer. */
  paths: string[];
  /** The layers it may import besides its own. */
  uses: string[];
}

const GAMES_BELOW = ['contract', 'game', 'registry'];
const SERVER_BELOW = [...GAMES_BELOW, 'wire'];

export const LAYERS: Layer[] = [
  { name: 'contract', holds: 'the game contract and its helpers', paths: ['party/games/core/'], uses: [] },
  { name: 'game', holds: 'one folder per game: a pure engine and its bots', paths: ['party/games/'], uses: ['contract'] },
  { name: 'registry', holds: 'the list of games', paths: ['party/games/index.ts', 'party/games/registry.ts'], uses: ['contract', 'game'] },
  { name: 'wire', holds: 'the wire format: message types, limits, inbound checks', paths: ['party/protocol/'], uses: GAMES_BELOW },
  {
    name: 'table', holds: 'one table without sockets: storage, the running game, time, chat, limits, tokens',
    paths: ['party/table/', 'party/time/', 'party/social/', 'party/limits/', 'party/tokens.ts'], uses: SERVER_BELOW,
  },
  {
    name: 'objects', holds: 'the Durable Objects (Room, Player, KnownIds, Leaderboard, Daily, Directory, Matchmaker) and their bindings',
    paths: ['party/room/', 'party/players/', 'party/daily/', 'party/directory/', 'party/matchmaker/', 'party/env.ts'],
    uses: [...SERVER_BELOW, 'table'],
  },
  {
    // The Worker answers an unknown page's address with a 404 (worker/page-status.ts), so it parses
    // addresses exactly as the client does: these few pure files are shared, not the client.
    name: 'addresses', holds: "the site's page addresses, parsed alike by the client and the Worker",
    paths: ['web/routes.ts', 'web/pages/learn/paths.ts', 'web/net/transfer-shape.ts'], uses: SERVER_BELOW,
  },
  { name: 'worker', holds: 'the Worker: Hono routes, the REST API', paths: ['worker/'], uses: [...SERVER_BELOW, 'table', 'objects', 'addresses'] },
  { name: 'client', holds: 'the Preact client', paths: ['web/'], uses: [...SERVER_BELOW, 'addresses'] },
  { name: 'tools', holds: 'scripts and tests', paths: ['scripts/', 'test/'], uses: ['contract', 'game', 'registry', 'wire', 'table', 'objects', 'addresses', 'worker', 'client'] },
];

/** The folders the checks read. */
export const SOURCE_FOLDERS = ['party', 'worker', 'web', 'scripts', 'test'];
/** A source file this long holds more than one idea: split it where the ideas part. */
export const MAX_LINES = 400;

export function layerOf(path: string): Layer | undefined {
  let best: { layer: Layer; length: number } | undefined;
  for (const layer of LAYERS) {
    for (const prefix of layer.paths) {
      if (path.startsWith(prefix) && prefix.length > (best?.length ?? -1)) best = { layer, length: prefix.length };
    }
  }
  return best?.layer;
}

/** The game folder a file of the `game` layer is in (party/games/<game>/). */
function gameFolder(path: string): string {
  return path.split('/').slice(0, 3).join('/');
}

/** The one client file that names every game: the shell reads each game's web part through it. */
const WEB_REGISTRY = 'web/games/registry.ts';

/** The game whose own folder (party/games/<game>/ or web/games/<game>/) holds `path`, or null. */
function ownGame(path: string): string | null {
  const game = /^(?:party|web)\/games\/([^/]+)\//.exec(path)?.[1];
  return game && game !== 'core' ? game : null;
}

/** Every import that points up or sideways out of its layer, and every file no layer holds. */
export function upwardImports(files: readonly SourceFile[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const from = layerOf(file.path);
    if (!from) {
      problems.push(`${file.path} is in no layer: add its folder to LAYERS in scripts/layers/layers.ts`);
      continue;
    }
    for (const target of file.imports) {
      const to = layerOf(target);
      if (!to) continue; // reported as a file of its own
      // Shared client code (the shell, the lessons' coach, the widget) reads a game only through
      // the registry: a game is its two folders and its two registry lines, nothing else.
      const named = ownGame(target);
      if (from.name === 'client' && named && named !== ownGame(file.path) && file.path !== WEB_REGISTRY) {
        problems.push(`${file.path} -> ${target}: shared client code names a game (read it through ${WEB_REGISTRY}; its own pieces go in web/games/${named}/)`);
      }
      if (to === from) {
        if (from.name === 'game' && gameFolder(file.path) !== gameFolder(target)) {
          problems.push(`${file.path} -> ${target}: one game imports another (games share code through party/games/core/)`);
        }
        continue;
      }
      if (!from.uses.includes(to.name)) problems.push(`${file.path} (${from.name}) -> ${target} (${to.name}): ${from.name} may import only ${from.uses.join(', ') || 'its own layer'}`);
    }
  }
  return problems;
}

/**
 * Each import circle (a strongly connected set of files, Tarjan's algorithm), its files sorted.
 * Lazy imports (`import()`) are left out: the chunk they load runs after its importer.
 */
export function importCircles(files: readonly SourceFile[]): string[][] {
  const imports = new Map(files.map((f) => [f.path, f.imports.filter((target) => !f.lazyImports.includes(target))]));
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (path: string) => {
    order.set(path, order.size);
    low.set(path, order.get(path)!);
    stack.push(path);
    onStack.add(path);
    for (const next of imports.get(path) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(path, Math.min(low.get(path)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(path, Math.min(low.get(path)!, order.get(next)!));
      }
    }
    if (low.get(path) !== order.get(path)) return;
    const circle: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      circle.push(member);
    } while (member !== path);
    if (circle.length > 1 || imports.get(path)?.includes(path)) circles.push(circle.sort());
  };
  for (const path of imports.keys()) if (!order.has(path)) visit(path);
  return circles;
}

/** Files of `MAX_LINES` lines or more, with their length. */
export function longFiles(files: readonly SourceFile[]): string[] {
  return files.filter((f) => f.lines >= MAX_LINES).map((f) => `${f.path}: ${f.lines} lines`);
}
