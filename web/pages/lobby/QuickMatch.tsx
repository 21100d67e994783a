import { useEffect, useRef, useState } from 'preact/hooks';
import type { GameSummary } from '../../../party/protocol/lobby.ts';
import { t } from '../../i18n/index.ts';
import { st } from '../../i18n/seating.ts';
import { mt } from '../../i18n/match.ts';
import type { QueuedMessage } from '../../../party/protocol/quick-match.ts';
import { findMatch } from '../../net/quick-match.ts';
import { usePresence } from '../../net/presence.ts';
import { goSeated } from '../../net/seat-at.ts';
import { NameNeeded, useName } from './NameField.tsx';
import { sizeChoices, sizesText } from './match-sizes.ts';
import { QueueStatus } from './QueueStatus.tsx';

/** Seconds after which bots may fill the table; 0: wait for people only. */
const BOT_WAITS = [0, 15, 30, 60];

type Search = { state: 'idle' } | { state: 'searching'; queued: QueuedMessage | null } | { state: 'failed' };

/** Meet strangers: pick the table sizes you take, wait until enough people want the same game. */
export function QuickMatch({ games, initial }: { games: GameSummary[]; initial: GameSummary }) {
  // Its own game picker: on a phone the New table card's is far below.
  const [chosen, setChosen] = useState(initial.id);
  const game = games.find((g) => g.id === chosen) ?? initial;
  const choices = sizeChoices(game.minSeats, game.maxSeats);
  const [sizes, setSizes] = useState('any');
  const presence = usePresence(game.id);
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const [botsAfter, setBotsAfter] = useState(0);
  const name = useName();
  const leave = useRef<(() => void) | null>(null);

  useEffect(() => {
    setSizes('any');
    return () => { leave.current?.(); leave.current = null; setSearch({ state: 'idle' }); };
  }, [game.id]);

  const choice = choices.find((c) => c.value === sizes) ?? choices[0]!;

  const start = () => {
    const me = name.take('quick');
    if (me === null) return;
    setSearch({ state: 'searching', queued: null });
    leave.current = findMatch(game.id, { seats: choice.wish, name: me, ...(botsAfter > 0 ? { botsAfter } : {}) }, {
      onQueued: (queued) => setSearch({ state: 'searching', queued }),
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

  return (
    <section class="card quick-match" aria-labelledby="quick-title">
      <h2 id="quick-title">{t('lobby.quickMatch')} <span class="muted" data-testid="quick-game">· {game.name}</span></h2>
      <p class="muted">{t('lobby.quickMatchHint')}</p>
      {presence && <p class="muted" data-testid="presence">{mt('match.presence', { looking: presence.looking, playing: presence.playing })}</p>}
      {search.state === 'searching' ? (
        <div class="inline-form">
          <QueueStatus queued={search.queued} min={choice.min} max={choice.max} />
          <button type="button" class="button" onClick={cancel}>{t('lobby.cancelSearch')}</button>
        </div>
      ) : (
        <div class="inline-form">
          <label class="field">
            <span>{t('lobby.game')}</span>
            <select data-testid="match-game" value={game.id} onChange={(e) => setChosen((e.target as HTMLSelectElement).value)}>
              {games.map((g) => <option key={g.id} value={g.id}>{g.name}</option>)}
            </select>
          </label>
          <label class="field">
            <span>{mt('match.sizes')}</span>
            <select data-testid="match-seats" value={choice.value} onChange={(e) => setSizes((e.target as HTMLSelectElement).value)}>
              {choices.map((c) => (
                <option key={c.value} value={c.value}>{c.wish === 'any' ? mt('match.sizeAny', { min: c.min, max: c.max }) : sizesText(c.min, c.max)}</option>
              ))}
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
          {botsAfter > 0 && <p class="muted" data-testid="bots-unrated">{mt('match.botsUnrated')}</p>}
        </div>
      )}
      <NameNeeded who="quick" />
      {search.state === 'failed' && <p class="form-error" role="alert">{t('lobby.matchLost')}</p>}
    </section>
  );
}
