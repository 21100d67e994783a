// The table page, fetched only when a table is opened (it brings the connection and the seats
// along). Its game's board is asked for at the same moment, from the table's summary, instead of
// after the page's code, its socket and the room's first message.
import { h } from 'preact';
import { useMemo } from 'preact/hooks';
import type { TableSummary } from '../../../party/protocol/lobby.ts';
import { lazyComponent } from '../../games/lazy.tsx';
import { gameWebFor } from '../../games/registry.ts';
import { loadGames } from '../../net/games.ts';

const Page = lazyComponent<{ id: string }>(() => import('./TablePage.tsx').then((m) => ({ default: m.TablePage })));

/** Starts fetching the board of table `id`'s game if the game is under way (nothing if not). */
function preloadBoard(id: string): void {
  fetch(`/api/tables/${id}`)
    .then((res) => (res.ok ? (res.json() as Promise<TableSummary>) : null))
    .then((table) => { if (table && table.status !== 'open') void gameWebFor(table.game)?.board(); })
    // Only a head start: the page loads the board itself once the room says which game it is.
    .catch(() => undefined);
}

export function TablePage({ id }: { id: string }) {
  useMemo(() => preloadBoard(id), [id]);
  // The title names the game from this list: asked for now, so it is there with the room's first word.
  useMemo(() => void loadGames(), []);
  return h(Page, { id });
}
