import type { RoomInfo } from '../../../party/games/core/protocol.ts';
import type { Seat } from '../../../party/games/core/types.ts';
import { t } from '../../i18n/index.ts';
import { AwayTag } from '../../ui/AwayTag.tsx';

interface Props { room: RoomInfo; you: Seat | null; waitingFor: Seat[] }

/** Who sits where: names, the host, who is connected, who the table waits for, and empty seats. */
export function SeatList({ room, you, waitingFor }: Props) {
  const empty = Math.max(0, room.maxSeats - room.seats.length);
  const playing = room.status === 'playing';
  return (
    <ol class="seat-list" data-testid="seats">
      {room.seats.map((s) => (
        <li
          key={s.seat}
          class={s.seat === you ? 'seat seat-you' : 'seat'}
          data-seat={s.seat}
          data-connected={String(s.connected)}
          data-you={s.seat === you ? 'true' : undefined}
        >
          <span class={s.connected ? 'presence presence-on' : 'presence'} title={t(s.connected ? 'table.present' : 'table.away')}>
            {(s.connected || s.seat === you) && <span class="visually-hidden">{t(s.connected ? 'table.present' : 'table.away')}</span>}
          </span>
          <span class="seat-name">{s.name}</span>
          {!s.connected && s.seat !== you && <AwayTag />}
          {s.seat === you && <span class="tag tag-you">{t('table.you')}</span>}
          {s.seat === room.host && <span class="tag">{t('table.host')}</span>}
          {playing && waitingFor.includes(s.seat) && <span class="tag tag-turn">{t('table.toPlay')}</span>}
        </li>
      ))}
      {Array.from({ length: room.status === 'open' ? empty : 0 }, (_, i) => (
        <li key={`empty-${i}`} class="seat seat-empty">
          <span class="presence" aria-hidden="true" />
          <span class="seat-name muted">{t('table.emptySeat')}</span>
        </li>
      ))}
    </ol>
  );
}
