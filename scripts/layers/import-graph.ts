// The project's import graph, read straight from the TypeScript sources: every relative import,
// re-export and dynamic import, type-only ones included (a type import still ties two files'
// compilation and reasoning together, and it is how env.ts used to close a circle).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface SourceFile {
  /** Path from the project root, with forward slashes. */
  path: string;
  lines: number;
  /** Project files this one imports, resolved to paths from the root. */
  imports: string[];
  /**
   * Those of `imports` reached only by a dynamic `import()`: a lazily loaded chunk. They count for
   * the layers, not for circles: a lazy page may use the registry that names it, since it is loaded
   * after the registry has run.
   */
  lazyImports: string[];
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.wrangler', '.git']);

// Static imports and re-exports (`from '...'`), side-effect imports (`import '...'`) and
// dynamic imports (`import('...')`); only relative specifiers name project files.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

function sourceFiles(root: string, folder: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(join(root, folder))) {
    if (SKIPPED_FOLDERS.has(name)) continue;
    const path = join(folder, name);
    if (statSync(join(root, path)).isDirectory()) found.push(...sourceFiles(root, path));
    else if (SOURCE_EXTENSIONS.some((ext) => name.endsWith(ext)) && !name.endsWith('.d.ts') && !name.endsWith('.d.mts')) found.push(path);
  }
  return found;
}

/** Comments may quote imports (docs in code); strip them so only real imports count. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

function resolveSpecifier(root: string, from: string, specifier: string, known: Set<string>): string | undefined {
  const target = relative(root, resolve(root, dirname(from), specifier)).split('\\').join('/');
  const candidates = [target, ...SOURCE_EXTENSIONS.map((ext) => target + ext), ...SOURCE_EXTENSIONS.map((ext) => `${target}/index${ext}`)];
  return candidates.find((candidate) => known.has(candidate));
}

/** Every source file under `folders` (paths from `root`) with the project files it imports. */
export function readImportGraph(root: string, folders: readonly string[]): SourceFile[] {
  const paths = folders.flatMap((folder) => sourceFiles(root, folder).map((path) => path.split('\\').join('/')));
  const known = new Set(paths);
  return paths.sort().map((path) => {
    const text = readFileSync(join(root, path), 'utf8');
    const imports = new Set<string>();
    const eager = new Set<string>();
    for (const match of withoutComments(text).matchAll(SPECIFIER)) {
      const target = resolveSpecifier(root, path, match[1]!, known);
      if (!target) continue;
      imports.add(target);
      if (!/^import\s*\(/.test(match[0]!)) eager.add(target);
    }
    const lazyImports = [...imports].filter((target) => !eager.has(target)).sort();
    return { path, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0), imports: [...imports].sort(), lazyImports };
  });
}
