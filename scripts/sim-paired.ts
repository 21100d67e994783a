// Two `npm run sim -- ... --per-game 1` runs on the same seeds (say a bot with and without a
// change, against the same opponent), compared game by game: each run's share and the paired
// difference with its 95% interval, far narrower than the two runs' own intervals when most
// games come out the same.
//   node --experimental-strip-types scripts/sim-paired.ts on.txt off.txt
import { readFileSync } from 'node:fs';

function shares(file: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^game (\d+) \S+ ([\d.]+)$/.exec(line);
    if (m) out.set(Number(m[1]), Number(m[2]));
  }
  return out;
}

const [a, b] = process.argv.slice(2).map(shares) as [Map<number, number>, Map<number, number>];
const both = [...a.keys()].filter((i) => b.has(i));
const n = both.length;
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
const half = (xs: number[]) => {
  const m = mean(xs);
  return 1.96 * Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / Math.max(1, xs.length - 1) / Math.max(1, xs.length));
};
const pct = (x: number) => (100 * x).toFixed(1);
const on = both.map((i) => a.get(i) as number);
const off = both.map((i) => b.get(i) as number);
const diff = both.map((i) => (a.get(i) as number) - (b.get(i) as number));
console.log(`${n} games on the same seeds; ${diff.filter((d) => d !== 0).length} came out differently`);
console.log(`first: ${pct(mean(on))}% ± ${pct(half(on))}; second: ${pct(mean(off))}% ± ${pct(half(off))}`);
console.log(`paired difference: ${pct(mean(diff))} points ± ${pct(half(diff))} (95% CI ${pct(mean(diff) - half(diff))} to ${pct(mean(diff) + half(diff))})`);
