// Chromium for the browser tests: the system build driven by playwright-core, one isolated
// context per player (own cookies and localStorage, as separate people on separate machines).
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

declare module 'vitest' {
  interface ProvidedContext {
    /** The local server the e2e global setup started, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
  }
}

export const CHROMIUM = '/usr/bin/chromium';
const RESULTS = join(import.meta.dirname, '..', '..', 'test-results');

export function baseUrl(): string {
  return inject('baseUrl');
}

/**
 * Launches the system Chromium. A missing browser is a failure, never a skip: the browser tests
 * decide correctness, and a green run without them would be a lie.
 */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: install it (apt-get install -y chromium) to run the browser tests`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
  });
}

/** Saves a full-page screenshot of each page into test-results/, named after the test. */
export async function saveScreenshots(pages: Page[], testName: string): Promise<void> {
  mkdirSync(RESULTS, { recursive: true });
  const stem = testName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 80);
  await Promise.all(pages.map(async (page, i) => {
    if (page.isClosed()) return;
    try {
      await page.screenshot({ path: join(RESULTS, `${stem}-${i + 1}.png`), fullPage: true, timeout: 10_000 });
    } catch {
      // A page that cannot be drawn any more must not hide the test's own failure.
    }
  }));
}
