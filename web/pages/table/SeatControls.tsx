import type { StateMessage } from '../../../party/games/core/protocol.ts';
import { t } from '../../i18n/index.ts';
import type { TableConnection } from '../../net/table-connection.ts';
import { NameForm } from './NameForm.tsx';

/** What this connection can do about seats: join, leave, start, or just watch, and why. */
export function SeatControls({ state, connection }: { state: StateMessage; connection: TableConnection }) {
  const { room, you } = state;
  const open = room.status === 'open';

  if (you === null) {
    if (!open) return <p class="notice" data-testid="spectator">{t('table.started')}</p>;
    if (room.seats.length >= room.maxSeats) return <p class="notice" data-testid="spectator">{t('table.full')}</p>;
    return (
      <div class="seat-controls">
        <p class="muted" data-testid="spectator">{t('table.watching')}</p>
        <NameForm onJoin={(name) => connection.join(name)} />
      </div>
    );
  }
  if (!open) return null;

  const host = room.seats.find((s) => s.seat === room.host);
  const enough = room.seats.length >= room.minSeats;
  return (
    <div class="seat-controls">
      {you === room.host
        ? !enough && <p class="muted">{t('table.needPlayers', { n: room.minSeats })}</p>
        : host && <p class="muted">{t('table.waitingForHost', { name: host.name })}</p>}
      <div class="button-row">
        {you === room.host && (
          <button type="button" class="button-primary" disabled={!enough} onClick={() => connection.start()} data-testid="start">
            {t('table.start')}
          </button>
        )}
        <button type="button" class="button" onClick={() => connection.leave()} data-testid="leave">{t('table.leave')}</button>
      </div>
    </div>
  );
}
