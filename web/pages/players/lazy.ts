// The players' pages, fetched only when opened (they bring the QR code maker along).
import type { RatingPool } from '../../../party/protocol/players.ts';
import { lazyComponent } from '../../games/lazy.tsx';

export const ProfilePage = lazyComponent<{ id: string }>(() => import('./ProfilePage.tsx'));
export const LeaderboardPage = lazyComponent<{ pool: RatingPool }>(() => import('./LeaderboardPage.tsx'));
export const TransferPage = lazyComponent<object>(() => import('./TransferPage.tsx'));
