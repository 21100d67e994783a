import { useMemo } from 'preact/hooks';
import type { RoomInfo } from '../../../party/protocol/room.ts';
import type { Seat } from '../../../party/games/core/types.ts';
import { t } from '../../i18n/index.ts';
import { st } from '../../i18n/seating.ts';
import { SeatClock } from './SeatClock.tsx';
import { AwayTag } from '../../ui/AwayTag.tsx';
import { isLessonTable } from '../../lesson/LessonSlot.tsx';
import { SeatPlayer } from './SeatPlayer.tsx';

interface Props {
  room: RoomInfo;
  you: Seat | null;
  waitingFor: Seat[];
  /** Host only, before the start: take a bot out of its seat. */
  onRemoveBot?: (seat: Seat) => void;
}

/** Who sits where: names, bots, the host, who is connected or replaced, clocks, and empty seats. */
export function SeatList({ room, you, waitingFor, onRemoveBot }: Props) {
  const empty = Math.max(0, room.maxSeats - room.seats.length);
  const playing = room.status === 'playing';
  // Clocks count from when this room state arrived.
  const since = useMemo(() => Date.now(), [room]);
  return (
    <ol class="seat-list" data-testid="seats">
      {room.seats.map((s) => (
        <li
          key={s.seat}
          class={s.seat === you ? 'seat seat-you' : 'seat'}
          data-seat={s.seat}
          data-connected={String(s.connected)}
          data-bot={s.bot ?? undefined}
          data-standin={s.standin ?? undefined}
          data-you={s.seat === you ? 'true' : undefined}
        >
          <span class={s.connected ? 'presence presence-on' : 'presence'} title={t(s.connected ? 'table.present' : 'table.away')}>
            {(s.connected || s.seat === you) && <span class="visually-hidden">{t(s.connected ? 'table.present' : 'table.away')}</span>}
          </span>
          <SeatPlayer seat={s} rated={!isLessonTable(room.options)} />
          {s.bot && <span class="tag tag-bot" data-testid="bot-tag">{st('seat.bot', { level: st(`bots.level.${s.bot}`) })}</span>}
          {!s.connected && s.seat !== you && <AwayTag />}
          {s.seat === you && <span class="tag tag-you">{t('table.you')}</span>}
          {s.seat === room.host && <span class="tag">{t('table.host')}</span>}
          {playing && waitingFor.includes(s.seat) && <span class="tag tag-turn">{t('table.toPlay')}</span>}
          {s.standin && room.status !== 'finished' && <span class="tag tag-bot" data-testid="standin-tag">{st(`seat.standin.${s.standin}`)}</span>}
          {s.clock && room.status === 'playing' && <SeatClock clock={s.clock} since={since} />}
          {s.bot && onRemoveBot && room.status === 'open' && (
            <button type="button" class="button button-small" aria-label={st('seat.removeBotLabel', { name: s.name })}
              onClick={() => onRemoveBot(s.seat)} data-testid="remove-bot">
              {st('seat.removeBot')}
            </button>
          )}
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
