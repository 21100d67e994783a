/// <reference types="node" />
// Two trees' Node room bench (test/bench/room-node.bench.ts) in one process, alternating:
//   node --experimental-strip-types scripts/room-node-ab.ts /path/to/before [rounds]
// On a shared machine separate runs of one tree swing by a quarter; here both run in the same
// process, one after the other, round after round, so the machine's moment, the heap and the
// compiler's state are alike for both. The first round warms both up: read the later ones.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = resolve(fileURLToPath(import.meta.url), '../..');
const other = process.argv[2];
if (!other) {
  console.error('usage: room-node-ab.ts <other tree> [rounds]');
  process.exit(2);
}
const rounds = Number(process.argv[3] ?? 6);
const bench = (tree: string) => import(resolve(tree, 'test/bench/room-node.bench.ts')).then((m: { default: () => Promise<void> }) => m.default);
const trees = [['other', await bench(other)], ['this', await bench(here)]] as const;
const print = console.log;
for (let round = 1; round <= rounds; round++) {
  for (const [name, run] of trees) {
    const figures: string[] = [];
    // Only the CPU lines of each run, on one line.
    console.log = (line: string) => {
      const m = /^bench room-node\.(js-per-move|main-thread-cpu-per-move) ([0-9.]+)/.exec(line);
      if (m) figures.push(`${m[1]} ${m[2]}`);
    };
    try {
      await run();
    } finally {
      console.log = print;
    }
    print(`round ${round} ${name}: ${figures.join(', ')} ms`);
  }
}
