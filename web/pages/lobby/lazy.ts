// The lobby, fetched only when it is opened: a table, a rules page or a profile opened from a
// link never carries the lobby's forms and lists. The games' list is asked for at the same
// moment as the lobby's code, not after it.
import { h } from 'preact';
import { useMemo } from 'preact/hooks';
import { lazyComponent } from '../../games/lazy.tsx';
import { loadGames } from '../../net/games.ts';

const Page = lazyComponent<Record<string, never>>(() => import('./LobbyPage.tsx').then((m) => ({ default: m.LobbyPage })));

export function LobbyPage() {
  useMemo(() => void loadGames(), []);
  return h(Page, {});
}
