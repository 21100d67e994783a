// The day's leaderboard page, fetched only when opened.
import type { DailyGame } from '../../../party/protocol/daily.ts';
import { lazyComponent } from '../../games/lazy.tsx';

export const DailyDayPage = lazyComponent<{ game: DailyGame; date: string }>(() => import('./DailyDayPage.tsx'));
