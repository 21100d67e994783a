// The rules pages, fetched only when one is opened (they bring game pieces along).
import { lazyComponent } from '../../games/lazy.tsx';
import type { LearnGame } from './paths.ts';

export const LearnPage = lazyComponent<{ game: LearnGame }>(() => import('./LearnPage.tsx'));
