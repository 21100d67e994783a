// axe-core run inside the page under test: a new accessibility violation fails the browser test
// that reached the page, with a list a person can act on (rule, impact, where, what to fix).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';
import { expect } from 'vitest';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation { id: string; impact: string | null; help: string; nodes: { target: string[]; failureSummary: string }[] }

/** Runs axe-core on the whole document of `where` and returns its violations, one readable line each. */
export async function axeViolations(where: Page | Frame): Promise<string[]> {
  // Evaluated through the debugger protocol, so a page's Content-Security-Policy cannot refuse it.
  await where.evaluate(`if (!window.axe) { ${AXE_SOURCE} }`);
  const violations = await where.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  });
  return violations.flatMap((v: Violation) => v.nodes.map((n) =>
    `${v.id} (${v.impact}) ${n.target.join(' ')}: ${v.help}. ${n.failureSummary.replace(/\s+/g, ' ')}`));
}

/** Fails with every violation listed when axe-core finds any on `where` (named `page` in the message). */
export async function expectNoAxeViolations(where: Page | Frame, page: string): Promise<void> {
  const found = await axeViolations(where);
  expect(found, `axe-core on ${page}:\n${found.join('\n')}`).toEqual([]);
}
