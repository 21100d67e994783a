// Layers that only point down (docs/layout.md): the real import graph of party/, worker/, web/,
// scripts/ and test/, read from the sources, against the layer table in scripts/layers/layers.ts.
// A failure names the files, so the fix (move a type down, split a file) is plain.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readImportGraph, type SourceFile } from '../../../scripts/layers/import-graph.ts';
import { importCircles, layerOf, longFiles, MAX_LINES, SOURCE_FOLDERS, upwardImports } from '../../../scripts/layers/layers.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const graph = readImportGraph(root, SOURCE_FOLDERS);

describe('the import graph of the sources', () => {
  it('reads the project: the Worker entry imports its routes and the Room', () => {
    const entry = graph.find((f) => f.path === 'worker/index.ts');
    expect(entry?.imports).toContain('worker/api.ts');
    expect(entry?.imports).toContain('party/room/room.ts');
    expect(graph.length).toBeGreaterThan(500);
  });

  it('has no import that points up a layer, nor a file outside every layer', () => {
    expect(upwardImports(graph)).toEqual([]);
  });

  it('has no import circle', () => {
    expect(importCircles(graph)).toEqual([]);
  });

  it(`has every source file under ${MAX_LINES} lines`, () => {
    expect(longFiles(graph)).toEqual([]);
  });
});

// The checks themselves, on small made-up graphs: each must catch what it is for.
const file = (path: string, imports: string[] = [], lines = 10, lazyImports: string[] = []): SourceFile => ({ path, imports: [...imports, ...lazyImports], lines, lazyImports });

describe('the layer checks', () => {
  it('places a file by its longest matching folder', () => {
    expect(layerOf('party/games/core/types.ts')?.name).toBe('contract');
    expect(layerOf('party/games/dominion/engine.ts')?.name).toBe('game');
    expect(layerOf('party/games/registry.ts')?.name).toBe('registry');
    expect(layerOf('party/protocol/room.ts')?.name).toBe('wire');
    expect(layerOf('party/room/room.ts')?.name).toBe('objects');
    expect(layerOf('web/net/socket.ts')?.name).toBe('client');
  });

  it('names an upward import: the wire format reaching into a table', () => {
    const problems = upwardImports([file('party/protocol/schema.ts', ['party/table/bot-seats.ts']), file('party/table/bot-seats.ts')]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('party/protocol/schema.ts (wire) -> party/table/bot-seats.ts (table)');
  });

  it('names the client reaching into the server, one game importing another, and a file in no layer', () => {
    const problems = upwardImports([
      file('web/net/x.ts', ['party/room/room.ts']), file('party/room/room.ts'),
      file('party/games/dominion/a.ts', ['party/games/kingdom-builder/b.ts']), file('party/games/kingdom-builder/b.ts'),
      file('party/elsewhere.ts'),
    ]);
    expect(problems).toEqual([
      expect.stringContaining('web/net/x.ts (client) -> party/room/room.ts (objects)'),
      expect.stringContaining('one game imports another'),
      expect.stringContaining('party/elsewhere.ts is in no layer'),
    ]);
  });

  it('names shared client code importing a game\'s folder, and a game\'s web folder importing another game\'s', () => {
    const problems = upwardImports([
      file('web/lesson/Coach.tsx', ['web/games/dominion/cards.ts', 'party/games/kingdom-builder/view.ts', 'party/games/core/types.ts', 'web/games/types.ts']),
      file('web/games/dominion/cards.ts'), file('party/games/kingdom-builder/view.ts'), file('party/games/core/types.ts'), file('web/games/types.ts'),
      file('web/games/dominion/lesson/coach.ts', ['web/games/kingdom-builder/i18n.ts', 'party/games/dominion/view.ts', 'web/games/dominion/t.ts']),
      file('web/games/kingdom-builder/i18n.ts'), file('party/games/dominion/view.ts'), file('web/games/dominion/t.ts'),
      file('web/games/registry.ts', ['web/games/dominion/embed.ts']), file('web/games/dominion/embed.ts'),
    ]);
    expect(problems).toEqual([
      expect.stringContaining('web/lesson/Coach.tsx -> web/games/dominion/cards.ts: shared client code names a game'),
      expect.stringContaining('web/lesson/Coach.tsx -> party/games/kingdom-builder/view.ts: shared client code names a game'),
      expect.stringContaining('web/games/dominion/lesson/coach.ts -> web/games/kingdom-builder/i18n.ts'),
    ]);
  });

  it('lets a layer import its own and those below it', () => {
    expect(upwardImports([
      file('party/room/room.ts', ['party/table/game.ts', 'party/env.ts', 'party/room/parts.ts']),
      file('party/table/game.ts', ['party/protocol/room.ts', 'party/games/registry.ts']),
      file('party/games/registry.ts', ['party/games/core/types.ts']),
    ])).toEqual([]);
  });

  it('finds a circle through several files, and only the files in it', () => {
    const circles = importCircles([
      file('a.ts', ['b.ts']), file('b.ts', ['c.ts']), file('c.ts', ['a.ts', 'd.ts']), file('d.ts'),
    ]);
    expect(circles).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('lets a lazily loaded page use the registry that names it (import() closes no circle)', () => {
    expect(importCircles([file('registry.ts', [], 10, ['page.tsx']), file('page.tsx', ['registry.ts'])])).toEqual([]);
    expect(importCircles([file('registry.ts', ['page.tsx']), file('page.tsx', ['registry.ts'])])).toEqual([['page.tsx', 'registry.ts']]);
  });

  it(`names a file of ${MAX_LINES} lines or more`, () => {
    expect(longFiles([file('web/a.ts', [], MAX_LINES - 1), file('web/b.ts', [], MAX_LINES)])).toEqual([`web/b.ts: ${MAX_LINES} lines`]);
  });
});
