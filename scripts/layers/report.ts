// `npm run layers`: the layers as the sources have them, for docs/layout.md: each layer's files
// and lines, the layers it really imports (with how many imports), and any problem the unit test
// (test/unit/layout/layers.test.ts) would fail on.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readImportGraph } from './import-graph.ts';
import { importCircles, LAYERS, layerOf, longFiles, SOURCE_FOLDERS, upwardImports } from './layers.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const graph = readImportGraph(root, SOURCE_FOLDERS);

for (const layer of LAYERS) {
  const files = graph.filter((f) => layerOf(f.path) === layer);
  const uses = new Map<string, number>();
  for (const file of files) {
    for (const target of file.imports) {
      const to = layerOf(target)?.name;
      if (to && to !== layer.name) uses.set(to, (uses.get(to) ?? 0) + 1);
    }
  }
  const lines = files.reduce((n, f) => n + f.lines, 0);
  const used = [...uses].map(([name, n]) => `${name} ${n}`).join(', ') || 'nothing';
  console.log(`${layer.name.padEnd(10)} ${String(files.length).padStart(4)} files ${String(lines).padStart(6)} lines  ${layer.holds}\n${' '.repeat(11)}imports: ${used}`);
}
const longest = [...graph].sort((a, b) => b.lines - a.lines)[0];
console.log(`\n${graph.length} files, ${graph.reduce((n, f) => n + f.imports.length, 0)} imports; longest ${longest?.path} (${longest?.lines} lines)`);
const problems = [...upwardImports(graph), ...importCircles(graph).map((c) => `circle: ${c.join(' -> ')}`), ...longFiles(graph)];
for (const problem of problems) console.log(problem);
if (problems.length) process.exitCode = 1;
