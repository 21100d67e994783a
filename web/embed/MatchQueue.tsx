import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { st } from '../i18n/seating.ts';
import type { QueuedMessage } from '../../party/protocol/quick-match.ts';
import { mt } from '../i18n/match.ts';
import { findMatch } from '../net/quick-match.ts';
import { usePresence } from '../net/presence.ts';
import { QueueStatus } from '../pages/lobby/QueueStatus.tsx';
import { saveToken } from '../net/seat-token.ts';
import type { WidgetConfig } from './config.ts';

type Search = { state: 'searching'; queued: QueuedMessage | null } | { state: 'idle' } | { state: 'failed' };

/** Quick match inside the widget: waits at once, as the host asked, and hands over the table. */
export function MatchQueue({ config, name, onMatched }: { config: WidgetConfig; name: string; onMatched(table: string): void }) {
  const [search, setSearch] = useState<Search>({ state: 'searching', queued: null });
  const presence = usePresence(config.game);
  const leave = useRef<(() => void) | null>(null);

  const start = () => {
    setSearch({ state: 'searching', queued: null });
    const wish = { seats: config.players, name, ...(config.botsAfter !== null ? { botsAfter: config.botsAfter } : {}) };
    leave.current = findMatch(config.game, wish, {
      onQueued: (queued) => setSearch({ state: 'searching', queued }),
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
      {presence && <p class="muted" data-testid="presence">{mt('match.presence', { looking: presence.looking, playing: presence.playing })}</p>}
      {search.state === 'searching' ? (
        <div class="inline-form">
          <QueueStatus queued={search.queued} min={config.players} max={config.players} />
          {config.botsAfter !== null && <p class="muted" data-testid="widget-bots-after">{st('match.botsAfterNote', { n: config.botsAfter })}</p>}
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
