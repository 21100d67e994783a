import { useEffect, useState } from 'preact/hooks';
import type { StateMessage } from '../../../party/games/core/protocol.ts';
import { t } from '../../i18n/index.ts';
import type { TableConnection } from '../../net/table-connection.ts';
import { navigate, tablePath } from '../../router.ts';

/**
 * After the game: any player opens the next table (same game, options and size). The room
 * remembers it, so whoever presses first, everyone is offered the same table; the one who
 * pressed goes straight there.
 */
export function PlayAgain({ state, connection }: { state: StateMessage; connection: TableConnection }) {
  const { room, you } = state;
  const [asked, setAsked] = useState(false);

  useEffect(() => {
    if (asked && room.next) navigate(tablePath(room.next));
  }, [asked, room.next]);

  if (room.status !== 'finished') return null;
  return (
    <section class="card play-again" aria-labelledby="again-title" data-testid="play-again">
      <h2 id="again-title">{t('again.title')}</h2>
      {room.next ? (
        <p>
          {t('again.ready')}{' '}
          <a
            class="button-primary"
            href={tablePath(room.next)}
            onClick={(e) => { e.preventDefault(); navigate(tablePath(room.next!)); }}
            data-testid="rematch-link"
          >
            {t(you === null ? 'again.watch' : 'again.join')}
          </a>
        </p>
      ) : you !== null && (
        <>
          <button
            type="button"
            class="button-primary"
            disabled={asked}
            onClick={() => { setAsked(true); connection.rematch(); }}
            data-testid="play-again-button"
          >
            {t('again.button')}
          </button>
          <p class="hint">{t('again.hint')}</p>
        </>
      )}
    </section>
  );
}
