// The replay page, fetched only when a replay is opened (it brings the game engines along).
import { lazyComponent } from '../../games/lazy.tsx';

export const ReplayPage = lazyComponent<{ id: string }>(() => import('./ReplayPage.tsx'));
