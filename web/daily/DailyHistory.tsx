// On a profile: the player's daily streak and latest daily results, each with its replay once its
// day is over (until then the record, and so the replay, stays closed: docs/daily.md).
import { dayOf, type DailyRecord } from '../../party/protocol/daily.ts';
import { dailyT } from '../i18n/daily.ts';
import { gameName } from '../net/games.ts';
import { dailyPath, replayPath } from '../routes.ts';
import { Link } from '../ui/Link.tsx';
import { signed } from './share.ts';

export function DailyHistory({ record }: { record: DailyRecord }) {
  const today = dayOf(Date.now());
  return (
    <section class="card" aria-labelledby="daily-history-title" data-testid="daily-history">
      <h2 id="daily-history-title">{dailyT('daily.history')}</h2>
      <p data-testid="daily-streak"><strong>{dailyT('daily.streak', { n: record.streak })}</strong></p>
      <ul class="game-list">
        {record.days.map((day) => (
          <li key={`${day.game}.${day.date}`} data-table={day.table}>
            <span class="grow">
              <strong>{gameName(day.game)}</strong>{' · '}<Link href={dailyPath(day.game, day.date)}>{day.date}</Link>{' · '}
              {dailyT(day.score.won ? 'daily.won' : 'daily.lost')}{' · '}
              {dailyT('daily.margin', { margin: signed(day.score.margin) })}{' · '}{dailyT('daily.turns', { n: day.score.turns })}
            </span>
            {day.table && day.date < today && <Link href={replayPath(day.table)} class="button">{dailyT('daily.replay')}</Link>}
          </li>
        ))}
      </ul>
    </section>
  );
}
