// `npm run bench`: runs every test/bench/*.bench.ts in turn. Each exports a default async
// function that prints lines of the form `bench <name> <value> <unit>`.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const files = readdirSync(here).filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only))).sort();
if (files.length === 0) {
  console.error(`no benchmark matches ${only ?? '*'}`);
  process.exit(1);
}
for (const file of files) {
  const mod = (await import(join(here, file))) as { default: () => Promise<void> | void };
  console.log(`# ${file}`);
  await mod.default();
}
