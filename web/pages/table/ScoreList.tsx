import type { RoomInfo } from '../../../party/protocol/room.ts';
import type { GameResult } from '../../../party/games/core/types.ts';
import { t } from '../../i18n/index.ts';

/** Final totals, for games whose own board is not here to show its richer breakdown. */
export function ScoreList({ result, room }: { result: GameResult; room: RoomInfo }) {
  const nameOf = (seat: number) => room.seats.find((s) => s.seat === seat)?.name ?? `#${seat + 1}`;
  const scores = [...result.scores].sort((a, b) => b.total - a.total);
  return (
    <section class="scores" aria-labelledby="scores-title">
      <h2 id="scores-title">{t('table.result')}</h2>
      <ol>
        {scores.map((s) => (
          <li key={s.seat}>
            <span class="seat-name">{nameOf(s.seat)}</span>
            {result.winners.includes(s.seat) && <span class="tag tag-turn">{t('table.winner')}</span>}
            <span class="score">{s.total}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
