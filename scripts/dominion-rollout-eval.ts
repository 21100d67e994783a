// What hard's rollouts at key buys do in whole games (party/games/dominion/bots/rollout.ts): plays
// `hard-rollouts` against an opponent as `npm run sim` does (fifty planning slices a move), and at
// every call asks plain hard the same question too, so it can print how often the rollouts chose
// another buy than the plan, which buys they swapped, and the CPU of every call (p99 and max).
//   node --experimental-strip-types scripts/dominion-rollout-eval.ts [--games 20] [--seed sim] [--against bm-best]
import { botInput, type BotPolicy } from '../party/games/core/bots.ts';
import { closeWindows } from '../party/games/core/pause.ts';
import { seedRng } from '../party/games/core/rng.ts';
import type { Json } from '../party/games/core/types.ts';
import { dominion } from '../party/games/dominion/index.ts';
import type { DominionMove } from '../party/games/dominion/types.ts';
import { thinkInput } from '../party/games/core/bots.ts';
import { SEARCH_STEPS_PER_CALL, hardWithBudget } from '../party/games/dominion/bots/levels.ts';
import { ROLLOUTS, type RolloutSettings, type Weighed } from '../party/games/dominion/bots/rollout.ts';
import { arg } from './cli-arg.ts';

const games = Number(arg('games', '20'));
const seed = arg('seed', 'sim');
const against = arg('against', 'bm-best');
const SLICES = 50;

const weighed: Weighed[] = [];
const settings: RolloutSettings = { ...ROLLOUTS, seen: (w) => weighed.push(w) };
const withRollouts = ((input: never) => hardWithBudget(input, SEARCH_STEPS_PER_CALL, settings)) as BotPolicy;
const plain = dominion.bots!.hard as BotPolicy;
const rival = ({ ...dominion.bots, ...dominion.referenceBots } as Record<string, BotPolicy>)[against] as BotPolicy;
const thinker = dominion.botThinkers!.hard!;
const cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const said = (m: DominionMove) => (m.type === 'buy' ? m.card : m.type);

const cpu: number[] = [];
const dearest: { ms: number; what: string; game: number }[] = [];
const swaps = new Map<string, number>();
let calls = 0;
let buys = 0;
let wins = 0;
for (let i = 0; i < games; i++) {
  const setup = dominion.setup({ seed: `${seed}-${i}`, seats: 2, options: { kingdom: { random: 'both' } } });
  if (!setup.ok) throw new Error(setup.error.message);
  const g = setup.value;
  const me = i % 2;
  const memory: (Json | null)[] = [null, null];
  const botSeed = seedRng(`bots/${seed}-${i}`).join('.');
  let moves = 0;
  while (dominion.result(g) === null) {
    for (let k = 0; k < SLICES && thinker.wants(memory[me] ?? null); k++) memory[me] = thinker.think(thinkInput(dominion, g, me, memory[me] ?? null, `${botSeed}/${me}/think`) as never);
    const seat = dominion.prompts(g)[0]!.seat;
    const input = botInput(dominion, g, seat, memory[seat] ?? null, `${botSeed}/${seat}/${moves}`)!;
    let move: DominionMove;
    if (seat === me) {
      const before = weighed.length;
      const c0 = cpuMs();
      const out = withRollouts(input as never);
      const used = cpuMs() - c0;
      cpu.push(used);
      const w = weighed.length > before ? weighed[weighed.length - 1] : undefined;
      dearest.push({ ms: used, what: w ? `rollouts: ${w.games} dealt games x ${w.candidates.length} buys, ${w.steps} trial decisions` : `no rollout (${(input.prompts[0] as { kind: string }).kind})`, game: i });
      calls++;
      move = out.move as DominionMove;
      memory[seat] = out.memory;
      const p = input.prompts[0] as { kind: string };
      if (p.kind === 'turn') {
        const other = plain(JSON.parse(JSON.stringify(input))).move as DominionMove;
        if (move.type === 'buy' || other.type === 'buy') {
          buys++;
          if (said(move) !== said(other)) swaps.set(`${said(other)} -> ${said(move)}`, (swaps.get(`${said(other)} -> ${said(move)}`) ?? 0) + 1);
        }
      }
    } else {
      const out = rival(input as never);
      move = out.move as DominionMove;
      memory[seat] = out.memory;
    }
    const applied = dominion.apply(g, seat, move);
    if (!applied.ok) throw new Error(applied.error.message);
    closeWindows(dominion, g);
    moves++;
  }
  const w = dominion.result(g)!.winners;
  wins += w.includes(me) ? 1 / w.length : 0;
}
const sorted = cpu.slice().sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
console.log(`${games} games of hard-rollouts against ${against}, seed ${seed}: won ${(100 * wins / games).toFixed(1)}%`);
console.log(`calls ${calls}, CPU median ${at(0.5).toFixed(2)} / p99 ${at(0.99).toFixed(1)} / max ${at(1).toFixed(1)} ms`);
console.log(`buy decisions ${buys}; the rollouts chose another buy than the plan at ${[...swaps.values()].reduce((a, b) => a + b, 0)}:`);
for (const [k, n] of [...swaps.entries()].sort((a, b) => b[1] - a[1])) console.log(`  ${k}: ${n}`);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
console.log(`weighings ${weighed.length}: dealt games per candidate mean ${mean(weighed.map((w) => w.games)).toFixed(1)}, min ${Math.min(...weighed.map((w) => w.games))}; candidates mean ${mean(weighed.map((w) => w.candidates.length)).toFixed(1)}; trial decisions mean ${mean(weighed.map((w) => w.steps)).toFixed(0)}`);
console.log('dearest calls:');
for (const d of dearest.sort((a, b) => b.ms - a.ms).slice(0, 5)) console.log(`  ${d.ms.toFixed(1)} ms, game ${d.game}: ${d.what}`);
