// `npm run sim -- --game dominion --seats 2 --bots hard,bmu --games 1000 [--kingdom random|<preset>|ids] [--seed S]`
// `npm run sim -- --game kingdom-builder --seats 4 --bots hard,medium,medium,medium [--sections random|ids] [--cards random|ids]`
// Plays bots against each other engine-only and prints each bot's win share with a 95% confidence
// interval, its average score and the game length. Seats rotate every game so no bot always sits
// first. The tool for tuning bots; no test asserts its figures.
import type { BotPolicy } from '../party/games/core/bots.ts';
import type { AnyGame } from '../party/games/core/types.ts';
import { getGame, gameIds } from '../party/games/index.ts';
import { BotFault, playGame } from './sim-play.ts';
import { SimStats } from './sim-stats.ts';

const USAGE = `usage: npm run sim -- --game ${gameIds().join('|')} --bots a,b[,...] [--seats N] [--games N] [--seed S]
${gameIds().map((id) => `  ${`${id}:`.padEnd(17)}${Object.entries(getGame(id)!.autoplay.sim.flags).map(([f, help]) => `[--${f} ${help}]`).join(' ')}`).join('\n')}
  --bots names one bot per seat (cycled when shorter than --seats): a level (easy, medium, hard)
  or a reference bot of the game (${gameIds().flatMap((id) => Object.keys(getGame(id)!.referenceBots ?? {}).map((b) => `${id}: ${b}`)).join('; ')}).`;

function fail(message: string): never {
  console.error(`sim: ${message}\n${USAGE}`);
  process.exit(2);
}

function parseArgs(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i] as string;
    if (!key.startsWith('--')) fail(`unexpected argument '${key}'`);
    const val = argv[i + 1];
    if (val === undefined || val.startsWith('--')) fail(`${key} needs a value`);
    out[key.slice(2)] = val;
    i++;
  }
  return out;
}

const list = (s: string) => s.split(',').map((x) => x.trim()).filter((x) => x.length > 0);

function policyOf(game: AnyGame, name: string): BotPolicy {
  const bots = { ...(game.bots ?? {}), ...(game.referenceBots ?? {}) } as Record<string, BotPolicy>;
  const p = bots[name];
  if (!p) fail(`${game.id} has no bot '${name}'; it has: ${Object.keys(bots).join(', ') || 'none yet'}`);
  return p;
}

const args = parseArgs(process.argv.slice(2));
const COMMON = ['game', 'seats', 'bots', 'games', 'seed'];
const ofGame = (flag: string) => gameIds().filter((id) => Object.hasOwn(getGame(id)!.autoplay.sim.flags, flag));
for (const k of Object.keys(args)) if (!COMMON.includes(k) && ofGame(k).length === 0) fail(`unknown option --${k}`);
const game = getGame(args.game ?? '');
if (!game) fail(`--game must be one of ${gameIds().join(', ')}`);
const flags: Record<string, string> = {};
for (const [k, v] of Object.entries(args)) {
  if (COMMON.includes(k)) continue;
  if (!Object.hasOwn(game.autoplay.sim.flags, k)) fail(`--${k} is for ${ofGame(k).join(', ')}`);
  flags[k] = v;
}
const botNames = list(args.bots ?? '');
if (botNames.length === 0) fail('--bots is required');
const seats = Number(args.seats ?? Math.max(botNames.length, game.minSeats));
if (!Number.isInteger(seats) || seats < game.minSeats || seats > game.maxSeats) fail(`--seats must be ${game.minSeats}-${game.maxSeats}`);
const games = Number(args.games ?? 100);
if (!Number.isInteger(games) || games < 1) fail('--games must be a positive integer');
const seed = args.seed ?? 'sim';
const options = game.autoplay.sim.options(flags);
const parsed = game.parseOptions(options, seats);
if (!parsed.ok) fail(parsed.error.message);

const lineup = Array.from({ length: seats }, (_, i) => botNames[i % botNames.length] as string);
const policies = lineup.map((n) => policyOf(game, n));
const stats = new SimStats();
const start = performance.now();
for (let i = 0; i < games; i++) {
  // Game i seats lineup entry (s + i) mod seats at seat s: every bot takes every seat in turn.
  const names = lineup.map((_, s) => lineup[(s + i) % seats] as string);
  const pols = lineup.map((_, s) => policies[(s + i) % seats] as BotPolicy);
  try {
    const played = playGame(game, options, `${seed}-${i}`, pols);
    stats.add(names, played.result, played.moves, played.thinkMs);
  } catch (e) {
    if (e instanceof BotFault) {
      console.error(`sim: bot fault (seats ${names.join(',')}): ${e.message}`);
      process.exit(1);
    }
    throw e;
  }
}
const seconds = (performance.now() - start) / 1000;
console.log(`${game.id} ${seats}p, ${games} games, bots ${lineup.join(',')} (seats rotated; a name sitting twice counts its seats together), options ${JSON.stringify(options)}, seed ${seed}`);
for (const line of stats.report(game.autoplay.sim.turnsLabel)) console.log(line);
console.log(`${(games / seconds).toFixed(1)} games/s (${seconds.toFixed(1)} s)`);
