// The rules pages, each fetched only when opened and only with its own game's pieces.
import { h } from 'preact';
import { lazyComponent } from '../../games/lazy.tsx';
import type { LearnGame } from './paths.ts';

const PAGES = {
  dominion: lazyComponent(() => import('./DominionLearn.tsx')),
  'kingdom-builder': lazyComponent(() => import('./KbLearn.tsx')),
} satisfies Record<LearnGame, unknown>;

export function LearnPage({ game }: { game: LearnGame }) {
  return h(PAGES[game], {});
}
