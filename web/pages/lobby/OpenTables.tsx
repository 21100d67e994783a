import { useEffect, useState } from 'preact/hooks';
import type { TableSummary } from '../../../party/protocol/lobby.ts';
import { gameUiFor } from '../../games/game-ui.ts';
import { lang, t } from '../../i18n/index.ts';
import { relativeAge } from '../../i18n/relative-age.ts';
import { listOpenTables } from '../../net/lobby-api.ts';
import { tablePath } from '../../router.ts';
import { Link } from '../../ui/Link.tsx';
import { shownName } from '../table/seat-labels.ts';
import { withRating } from '../players/rating.ts';

const REFRESH_MS = 5000;

function openedText(ageMs: number): string {
  const age = relativeAge(ageMs, lang.value);
  return age === null ? t('lobby.openedNow') : t('lobby.opened', { age });
}

/** Open public tables of one game (`name` shown in the heading), refreshed while the page is visible. */
export function OpenTables({ game, name }: { game: string; name: string }) {
  const [tables, setTables] = useState<TableSummary[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const refresh = () => {
      if (document.visibilityState === 'hidden') return;
      listOpenTables(game).then(
        (list) => { if (live) { setTables(list); setFailed(false); } },
        () => { if (live) setFailed(true); },
      );
    };
    setTables(null);
    refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [game]);

  const Summary = gameUiFor(game)?.OptionsSummary;
  return (
    <section class="card open-tables" aria-labelledby="open-title">
      <h2 id="open-title">{t('lobby.openTables')} <span class="muted" data-testid="open-game">· {name}</span></h2>
      {failed && <p class="form-error">{t('error.network')}</p>}
      {tables && tables.length === 0 && <p class="muted">{t('lobby.noOpenTables')}</p>}
      {tables && tables.length > 0 && (
        <ul class="table-list" data-testid="open-tables">
          {tables.map((table) => (
            <li key={table.id} data-table={table.id}>
              <span class="table-list-names">{table.names.map((name, i) => withRating(shownName({ name, bot: table.bots?.[i] ?? null }), table.ratings?.[i])).join(', ') || '—'}</span>
              <span class="muted">{t('lobby.seated', { seated: table.seated, max: table.maxSeats })}</span>
              {table.ageMs !== undefined && (
                <span class="muted table-list-age" data-testid="listing-age">
                  {openedText(table.ageMs)}
                </span>
              )}
              <Link href={tablePath(table.id)} class="button">
                {t(table.seated < table.maxSeats ? 'lobby.join' : 'lobby.watch')}
              </Link>
              {Summary && <Summary options={table.options} seats={table.maxSeats} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
