// The rules pages, each fetched only when opened and only with its own game's pieces: the page
// of a game is its registry entry's `rules.page` (web/games/registry.ts).
import { h, type ComponentType } from 'preact';
import { gameWebFor } from '../../games/registry.ts';
import { lazyComponent } from '../../games/lazy.tsx';

const pages = new Map<string, ComponentType>();

/** `game`'s rules page; null for a game without one (the app then says there is nothing here). */
export function rulesPage(game: string): ComponentType | null {
  const rules = gameWebFor(game)?.rules;
  if (!rules) return null;
  let page = pages.get(game);
  if (!page) pages.set(game, page = lazyComponent(rules.page));
  return page;
}

export function LearnPage({ game }: { game: string }) {
  const page = rulesPage(game);
  return page ? h(page, {}) : null;
}
