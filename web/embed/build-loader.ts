// Builds embed.js for `vite build`: the loader alone, as a minified classic script with a fixed
// name (host pages link to /embed.js, so it cannot carry a content hash like the app's files).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { minify, transformWithOxc, type Plugin } from 'vite';

const source = join(import.meta.dirname, 'loader.ts');

/** The minified loader. `npm run bench` measures the same code the build ships. */
export async function buildLoader(): Promise<string> {
  const js = await transformWithOxc(readFileSync(source, 'utf8'), source, { lang: 'ts' });
  // The type-only import leaves an empty `export {}`, which a classic script may not contain.
  let script = js.code.replace(/^export\s*\{\s*\};?\s*$/m, '');
  // Loaded when called (not bundled into the build's config): the registry's plain data.
  const { OPTION_ATTRIBUTES } = (await import(pathToFileURL(join(import.meta.dirname, 'game-options.ts')).href)) as typeof import('./game-options.ts');
  if (!script.includes('GAME_OPTION_ATTRIBUTES')) throw new Error('embed.js: loader.ts no longer reads GAME_OPTION_ATTRIBUTES');
  script = script.replaceAll('GAME_OPTION_ATTRIBUTES', JSON.stringify(OPTION_ATTRIBUTES));
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
