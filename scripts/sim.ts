// `npm run sim -- --game dominion --seats 2 --bots hard,bmu --games 1000 [--kingdom random|<preset>|ids] [--seed S]`
// `npm run sim -- --game kingdom-builder --seats 4 --bots hard,medium,medium,medium [--sections random|ids] [--cards random|ids]`
// Plays bots against each other engine-only and prints each bot's win share with a 95% confidence
// interval, its average score and the game length. Seats rotate every game so no bot always sits
// first. The tool for tuning bots; no test asserts its figures.
// `npm run sim -- --game dominion --ratings easy,medium,hard,bmu [--anchor medium] --games 200`
// plays every pair of those bots head to head (2 players, --games games a pair) and prints each
// bot's rating from a Bradley-Terry fit on the Glicko/Elo scale, the anchor at 1500 (./sim-ratings.ts).
import type { BotPolicy, BotThinker } from '../party/games/core/bots.ts';
import type { AnyGame } from '../party/games/core/types.ts';
import { getGame, gameIds } from '../party/games/index.ts';
import { BotFault, playGame, THINK_SLICES_PER_MOVE } from './sim-play.ts';
import { emptyResults, fitRatings } from './sim-ratings.ts';
import { SimStats } from './sim-stats.ts';

const USAGE = `usage: npm run sim -- --game ${gameIds().join('|')} --bots a,b[,...] [--seats N] [--games N] [--seed S]
${gameIds().map((id) => `  ${`${id}:`.padEnd(17)}${Object.entries(getGame(id)!.autoplay.sim.flags).map(([f, help]) => `[--${f} ${help}]`).join(' ')}`).join('\n')}
  --bots names one bot per seat (cycled when shorter than --seats): a level (easy, medium, hard)
  or a reference bot of the game (${gameIds().flatMap((id) => Object.keys(getGame(id)!.referenceBots ?? {}).map((b) => `${id}: ${b}`)).join('; ')}).
  --every N prints the figures so far after every N games.
  --per-game 1 prints the first bot's share of every game (scripts/sim-paired.ts compares two such runs).
  --think-slices N: slices of planning a bot that plans between moves gets before each move (default 4,
  about what a table with the bots' 600 ms pause gives; a table with people gives more).
  --ratings a,b,c[,...] [--anchor medium] instead of --bots: every pair plays --games 2-player games head to head,
  and each bot's rating is fitted (Bradley-Terry on the Glicko/Elo scale, the anchor at 1500).`;

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

/** A level that plans between its moves, as the room lets it (scripts/sim-play.ts). */
function thinkerOf(game: AnyGame, name: string): BotThinker | undefined {
  return (game.botThinkers as Record<string, BotThinker> | undefined)?.[name] ?? (game.referenceThinkers as Record<string, BotThinker> | undefined)?.[name];
}

function policyOf(game: AnyGame, name: string): BotPolicy {
  const bots = { ...(game.bots ?? {}), ...(game.referenceBots ?? {}) } as Record<string, BotPolicy>;
  const p = bots[name];
  if (!p) fail(`${game.id} has no bot '${name}'; it has: ${Object.keys(bots).join(', ') || 'none yet'}`);
  return p;
}

const args = parseArgs(process.argv.slice(2));
const COMMON = ['game', 'seats', 'bots', 'games', 'seed', 'ratings', 'anchor', 'every', 'think-slices', 'per-game'];
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
const rated = list(args.ratings ?? '');
if (args.ratings !== undefined && args.bots !== undefined) fail('--ratings and --bots do not go together');
const botNames = rated.length > 0 ? rated.slice(0, 2) : list(args.bots ?? '');
if (botNames.length === 0) fail('--bots (or --ratings) is required');
const seats = Number(args.seats ?? Math.max(botNames.length, game.minSeats));
if (!Number.isInteger(seats) || seats < game.minSeats || seats > game.maxSeats) fail(`--seats must be ${game.minSeats}-${game.maxSeats}`);
const games = Number(args.games ?? 100);
if (!Number.isInteger(games) || games < 1) fail('--games must be a positive integer');
const seed = args.seed ?? 'sim';
// `--every N`: the figures so far after every N games too (long runs on a shared machine).
const every = Number(args.every ?? 0);
const thinkSlices = Number(args['think-slices'] ?? THINK_SLICES_PER_MOVE);
const perGame = args['per-game'] === '1';
if (!Number.isInteger(thinkSlices) || thinkSlices < 0) fail('--think-slices must be a whole number, 0 or more');
if (!Number.isInteger(every) || every < 0) fail('--every must be a whole number of games');
const options = game.autoplay.sim.options(flags);
const parsed = game.parseOptions(options, seats);
if (!parsed.ok) fail(parsed.error.message);

if (rated.length > 0) {
  if (rated.length < 2) fail('--ratings needs two bots or more');
  if (seats !== 2) fail('--ratings plays 2-player games only');
  const anchor = args.anchor ?? (rated.includes('medium') ? 'medium' : (rated[0] as string));
  if (!rated.includes(anchor)) fail(`--anchor '${anchor}' is not among --ratings`);
  const pols = rated.map((n) => policyOf(game, n));
  const results = emptyResults(rated);
  const start = performance.now();
  for (let a = 0; a < rated.length; a++) {
    for (let b = a + 1; b < rated.length; b++) {
      for (let i = 0; i < games; i++) {
        // Seats swap every game; each pair plays its own seeds.
        const order = i % 2 === 0 ? [a, b] : [b, a];
        try {
          const played = playGame(game, options, `${seed}-${rated[a]}-${rated[b]}-${i}`, order.map((k) => pols[k] as BotPolicy), order.map((k) => thinkerOf(game, rated[k] as string)), thinkSlices);
          const w = played.result.winners;
          order.forEach((k, s) => {
            const other = order[1 - s] as number;
            results.wins[k]![other]! += w.includes(s) ? 1 / w.length : 0;
            results.games[k]![other]! += 1;
          });
        } catch (e) {
          if (e instanceof BotFault) {
            console.error(`sim: bot fault (${rated[a]} v ${rated[b]}): ${e.message}`);
            process.exit(1);
          }
          throw e;
        }
      }
      const share = results.wins[a]![b]! / games;
      console.log(`${rated[a]} v ${rated[b]}: ${(100 * share).toFixed(1)}% ± ${(196 * Math.sqrt(Math.max(share * (1 - share), 1 / games) / games)).toFixed(1)}% to ${rated[a]} (${games} games)`);
    }
  }
  console.log(`${game.id} ratings, ${games} games a pair, options ${JSON.stringify(options)}, seed ${seed}: Bradley-Terry fit on the Glicko/Elo scale (400 = 10:1 odds), ${anchor} anchored at 1500, 95% interval of each against the anchor`);
  for (const r of fitRatings(results, anchor).sort((x, y) => y.rating - x.rating)) {
    console.log(`${r.name.padEnd(10)} ${Math.round(r.rating)}${r.half > 0 ? ` ± ${Math.round(r.half)}` : ' (anchor)'}`);
  }
  console.log(`${((performance.now() - start) / 1000).toFixed(1)} s`);
  process.exit(0);
}

const lineup = Array.from({ length: seats }, (_, i) => botNames[i % botNames.length] as string);
const policies = lineup.map((n) => policyOf(game, n));
const stats = new SimStats();
const start = performance.now();
for (let i = 0; i < games; i++) {
  // Game i seats lineup entry (s + i) mod seats at seat s: every bot takes every seat in turn.
  const names = lineup.map((_, s) => lineup[(s + i) % seats] as string);
  const pols = lineup.map((_, s) => policies[(s + i) % seats] as BotPolicy);
  try {
    const played = playGame(game, options, `${seed}-${i}`, pols, names.map((n) => thinkerOf(game, n)), thinkSlices);
    stats.add(names, played.result, played.moves, played.thinkMs);
    // `--per-game 1`: the first bot's share of each game, for a paired comparison of two runs on the same seeds (scripts/sim-paired.ts).
    if (perGame) console.log(`game ${i} ${lineup[0]} ${names.reduce((share, n, s) => share + (n === lineup[0] && played.result.winners.includes(s) ? 1 / played.result.winners.length : 0), 0)}`);
    if (every > 0 && (i + 1) % every === 0 && i + 1 < games) console.log(`after ${i + 1} games:\n${stats.report(game.autoplay.sim.turnsLabel).join('\n')}`);
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
