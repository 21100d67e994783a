import { useEffect, useRef, useState } from 'preact/hooks';
import type { GameSummary } from '../../../party/protocol/lobby.ts';
import { t } from '../../i18n/index.ts';
import { st } from '../../i18n/seating.ts';
import { findMatch } from '../../net/quick-match.ts';
import { goSeated } from '../../net/seat-at.ts';
import { NameField, useName } from './NameField.tsx';

/** Seconds after which bots may fill the table; 0: wait for people only. */
const BOT_WAITS = [0, 15, 30, 60];

type Search = { state: 'idle' } | { state: 'searching'; waiting: number } | { state: 'failed' };

/** Meet strangers: pick a table size, wait until that many players want the same game. */
export function QuickMatch({ game }: { game: GameSummary }) {
  const [seats, setSeats] = useState(game.minSeats);
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const [botsAfter, setBotsAfter] = useState(0);
  const name = useName();
  const leave = useRef<(() => void) | null>(null);

  useEffect(() => {
    setSeats(game.minSeats);
    return () => { leave.current?.(); leave.current = null; setSearch({ state: 'idle' }); };
  }, [game.id]);

  const start = () => {
    const me = name.take();
    if (me === null) return;
    setSearch({ state: 'searching', waiting: 1 });
    leave.current = findMatch(game.id, { seats, name: me, ...(botsAfter > 0 ? { botsAfter } : {}) }, {
      onQueued: (waiting) => setSearch({ state: 'searching', waiting }),
      // Seated by the matchmaker: the page arrives with its own seat token.
      onMatched: (table, token) => { leave.current = null; goSeated(table, token); },
      onFailed: () => { leave.current = null; setSearch({ state: 'failed' }); },
    });
  };
  const cancel = () => {
    leave.current?.();
    leave.current = null;
    setSearch({ state: 'idle' });
  };

  const sizes = Array.from({ length: game.maxSeats - game.minSeats + 1 }, (_, i) => game.minSeats + i);
  return (
    <section class="card quick-match" aria-labelledby="quick-title">
      {/* The game comes from the New table form's picker, far from here on a phone: name it. */}
      <h2 id="quick-title">{t('lobby.quickMatch')} <span class="muted" data-testid="quick-game">· {game.name}</span></h2>
      <p class="muted">{t('lobby.quickMatchHint')}</p>
      {search.state === 'searching' ? (
        <div class="inline-form">
          <p class="grow" role="status" aria-live="polite">{t('lobby.searching', { waiting: search.waiting, seats })}</p>
          <button type="button" class="button" onClick={cancel}>{t('lobby.cancelSearch')}</button>
        </div>
      ) : (
        <div class="inline-form">
          <NameField choice={name} id="match" />
          <label class="field">
            <span>{t('lobby.seats')}</span>
            <select data-testid="match-seats" value={seats} onChange={(e) => setSeats(Number((e.target as HTMLSelectElement).value))}>
              {sizes.map((n) => <option key={n} value={n}>{n}</option>)}
            </select>
          </label>
          {game.botLevels.length > 0 && (
            <label class="field">
              <span>{st('match.botsAfter')}</span>
              <select data-testid="match-bots-after" value={botsAfter} onChange={(e) => setBotsAfter(Number((e.target as HTMLSelectElement).value))}>
                {BOT_WAITS.map((n) => <option key={n} value={n}>{n === 0 ? st('match.botsNever') : st('match.botsAfterSeconds', { n })}</option>)}
              </select>
            </label>
          )}
          <button type="button" class="button-primary" data-testid="find-players" onClick={start}>{t('lobby.findPlayers')}</button>
        </div>
      )}
      {search.state === 'failed' && <p class="form-error" role="alert">{t('lobby.matchLost')}</p>}
    </section>
  );
}
