import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

// Three kinds of test, one runner: engines in Node, the Worker and its rooms inside workerd,
// and the whole product in a real Chromium against a real local server.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['test/unit/**/*.test.ts'],
          testTimeout: 120_000,
          // Pure engine code: files in one worker share its imported modules instead of loading
          // them again for each of some hundred files (some 40% of the CPU of the files
          // outside the contract suite). What an engine keeps between calls is reset per file in
          // ./test/unit/setup.ts; tests that stub globals or spy restore them after each test.
          isolate: false,
          setupFiles: ['test/unit/setup.ts'],
        },
      },
      {
        plugins: [
          cloudflareTest({
            main: './test/worker/entry.ts',
            wrangler: { configPath: './wrangler.toml' },
          }),
        ],
        test: {
          name: 'worker',
          include: ['test/worker/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // expect.poll waits for what a page draws later (another page's move, a lazily loaded
          // board); its own default of one second is shorter than a busy machine can take, where
          // Playwright's own waits allow 30 s. A poll still ends as soon as its condition holds.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
