// Builds embed.js for `vite build`: the loader alone, as a minified classic script with a fixed
// name (host pages link to /embed.js, so it cannot carry a content hash like the app's files).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minify, transformWithOxc, type Plugin } from 'vite';

const source = join(import.meta.dirname, 'loader.ts');

/** The minified loader. `npm run bench` measures the same code the build ships. */
export async function buildLoader(): Promise<string> {
  const js = await transformWithOxc(readFileSync(source, 'utf8'), source, { lang: 'ts' });
  // The type-only import leaves an empty `export {}`, which a classic script may not contain.
  const script = js.code.replace(/^export\s*\{\s*\};?\s*$/m, '');
  if (/^\s*(import|export)\b/m.test(script)) throw new Error('embed.js must not import or export anything: it is a classic script');
  // A classic script (module: false), so the minifier keeps the loader inside its own scope.
  const min = await minify('embed.js', script, { module: false, compress: true, mangle: true });
  if (min.errors?.length) throw new Error(`embed.js: ${min.errors.map((e) => e.message).join('; ')}`);
  return min.code;
}

export function embedLoader(): Plugin {
  return {
    name: 'kingdoms-embed-loader',
    apply: 'build',
    async generateBundle() {
      this.addWatchFile(source);
      this.emitFile({ type: 'asset', fileName: 'embed.js', source: await buildLoader() });
    },
  };
}
