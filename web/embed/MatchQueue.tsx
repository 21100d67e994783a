import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { st } from '../i18n/seating.ts';
import { findMatch } from '../net/quick-match.ts';
import { saveToken } from '../net/seat-token.ts';
import type { WidgetConfig } from './config.ts';

type Search = { state: 'searching'; waiting: number } | { state: 'idle' } | { state: 'failed' };

/** Quick match inside the widget: waits at once, as the host asked, and hands over the table. */
export function MatchQueue({ config, name, onMatched }: { config: WidgetConfig; name: string; onMatched(table: string): void }) {
  const [search, setSearch] = useState<Search>({ state: 'searching', waiting: 1 });
  const leave = useRef<(() => void) | null>(null);

  const start = () => {
    setSearch({ state: 'searching', waiting: 1 });
    const wish = { seats: config.players, name, ...(config.botsAfter !== null ? { botsAfter: config.botsAfter } : {}) };
    leave.current = findMatch(config.game, wish, {
      onQueued: (waiting) => setSearch({ state: 'searching', waiting }),
      // Seated by the matchmaker: the seat token comes with the table.
      onMatched: (table, token) => { leave.current = null; saveToken(table, token); onMatched(table); },
      onFailed: () => { leave.current = null; setSearch({ state: 'failed' }); },
    });
  };
  useEffect(() => {
    start();
    return () => { leave.current?.(); leave.current = null; };
  }, []);

  return (
    <section class="card widget-match" data-testid="widget-match">
      {search.state === 'searching' ? (
        <div class="inline-form">
          <p class="grow" role="status" aria-live="polite">
            {t('lobby.searching', { waiting: search.waiting, seats: config.players })}
            {config.botsAfter !== null && <span class="muted" data-testid="widget-bots-after"> {st('match.botsAfterNote', { n: config.botsAfter })}</span>}
          </p>
          <button type="button" class="button" onClick={() => { leave.current?.(); leave.current = null; setSearch({ state: 'idle' }); }}>
            {t('lobby.cancelSearch')}
          </button>
        </div>
      ) : (
        <div class="inline-form">
          {search.state === 'failed' && <p class="grow form-error" role="alert">{t('lobby.matchLost')}</p>}
          <button type="button" class="button-primary" onClick={start} data-testid="find-players">{t('lobby.findPlayers')}</button>
        </div>
      )}
    </section>
  );
}
