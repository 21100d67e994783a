import { useEffect, useState } from 'preact/hooks';
import type { RoomInfo, TableSummary } from '../../../party/games/core/protocol.ts';
import { ApiFailure, createTable, listOpenTables } from '../../net/lobby-api.ts';
import { navigate, tablePath } from '../../router.ts';
import { t } from './t.ts';

const POLL_MS = 4000;

/**
 * A rematch without any new server machinery: whoever presses "play again" creates a table with
 * this table's options and size and sits down there; everyone else's end screen watches the
 * lobby's open tables for a newer Dominion table of the same size where one of these players
 * sits, and offers its link. The lobby lists public tables only, so a private table's rematch
 * link is passed on by hand (the new table's invite button).
 */
export function PlayAgain({ room }: { room: RoomInfo }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState<TableSummary | null>(null);

  useEffect(() => {
    if (!room.public) return;
    const names = new Set(room.seats.map((s) => s.name));
    let live = true;
    const look = () => listOpenTables(room.game).then((tables) => {
      const next = tables.find((x) => x.id !== room.id && x.createdAt > room.createdAt
        && x.maxSeats === room.seats.length && x.names.some((n) => names.has(n)));
      if (live && next) setFound(next);
    }, () => undefined);
    void look();
    const timer = setInterval(look, POLL_MS);
    return () => { live = false; clearInterval(timer); };
  }, [room.id]);

  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      const made = await createTable({ game: room.game, seats: room.seats.length, public: room.public, options: room.options });
      navigate(tablePath(made.id));
    } catch (failure) {
      setError(failure instanceof ApiFailure ? failure.message : String(failure));
      setBusy(false);
    }
  };

  return (
    <div class="play-again" data-testid="play-again">
      {found ? (
        <p>
          {t('again.found', { names: found.names.join(', ') })}{' '}
          <a class="button-primary" href={tablePath(found.id)} onClick={(e) => { e.preventDefault(); navigate(tablePath(found.id)); }} data-testid="rematch-link">
            {t('again.join')}
          </a>
        </p>
      ) : (
        <button type="button" class="button-primary" disabled={busy} onClick={create} data-testid="play-again-button">
          {t('again.button')}
        </button>
      )}
      <p class="hint">{t(room.public ? 'again.hintPublic' : 'again.hintPrivate')}</p>
      {error && <p class="form-error" role="alert">{error}</p>}
    </div>
  );
}
