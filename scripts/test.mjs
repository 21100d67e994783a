// `npm test`: everything that decides correctness, in order: type checks, engine unit tests
// (Node), Worker and room tests (workerd), then browser tests (real Chromium against a real
// local server). Browser tests are required: a missing Chromium fails the run.
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { bin, ensureDependencies, ensureNode22, root, run } from './runtime.mjs';

ensureNode22();
ensureDependencies();

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  console.error(`Browser tests need Chromium at ${CHROMIUM}. Install it with: apt-get install -y chromium`);
  process.exit(1);
}

run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.worker.json']);
// The Worker's config names dist/ as its assets folder; the workerd tests need it to exist, and
// the browser tests build their own copy elsewhere, so a running `npm start` is never disturbed.
mkdirSync(join(root, 'dist'), { recursive: true });

const reports = mkdtempSync(join(tmpdir(), 'kingdoms-test-'));
let passed = 0;
let failed = 0;
let skipped = 0;
let exit = 0;
// One project at a time: the machine has two cores, and workerd, wrangler dev and Chromium
// each want them.
for (const project of ['unit', 'worker', 'e2e']) {
  const out = join(reports, `${project}.json`);
  // Engine tests are pure CPU in Node: two workers keep both cores busy (vitest's default leaves
  // one idle here). The workerd and browser projects share the cores with their servers.
  const workers = project === 'unit' ? ['--maxWorkers=2'] : [];
  const result = spawnSync(bin('vitest'), ['run', '--project', project, ...workers, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
    stdio: 'inherit', cwd: root,
  });
  if (result.status !== 0) exit = result.status ?? 1;
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    if (report.numTotalTests === 0) {
      console.error(`project ${project} ran no test`);
      exit ||= 1;
    }
  } else {
    console.error(`project ${project} wrote no report`);
    exit ||= 1;
  }
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(exit);
