// /daily/<game>/<date>: one day's challenge in full: its ranked games best first (the top 100),
// where you stand, the replays once the day is over, and the days around it. The shared result
// links here, so a friend sees the board and, on the day itself, the way to play the same deal.
import { useEffect, useState } from 'preact/hooks';
import { dayOf, shiftDay, type DailyGame, type DailyLeaderboard, type DailyStanding } from '../../../party/protocol/daily.ts';
import { signed } from '../../daily/share.ts';
import { dailyT } from '../../i18n/daily.ts';
import { getDailyLeaderboard } from '../../net/daily-api.ts';
import { gameName, loadGames } from '../../net/games.ts';
import { myIdentity } from '../../net/identity.ts';
import { failureText } from '../../ui/failure-text.ts';
import { dailyPath, profilePath, replayPath } from '../../routes.ts';
import { Link } from '../../ui/Link.tsx';
import { dayT } from './t.ts';
import { usePageTitle } from '../../ui/page-title.ts';
import '../players/players.css';


export function DailyDayPage({ game, date }: { game: DailyGame; date: string }) {
  const [board, setBoard] = useState<DailyLeaderboard | null>(null);
  const [error, setError] = useState<string | null>(null);
  const today = dayOf(Date.now());
  const future = date > today;
  useEffect(() => {
    if (future) return;
    let live = true;
    // Opened straight from a shared link, the page has not loaded the games' names yet.
    void loadGames();
    myIdentity()
      .then(({ player }) => getDailyLeaderboard(game, date, player))
      .then((answer) => { if (live) setBoard(answer); })
      .catch((e: unknown) => { if (live) setError(failureText(e)); });
    return () => { live = false; };
  }, [game, date, future]);

  const title = dayT('day.title', { game: gameName(game) });
  usePageTitle(`${title} · ${date}`);
  // A day with no challenge says so (and the server answered the page 404, worker/page-status.ts).
  const none = future ? dayT('day.notYet') : board && !board.dealt && date !== today ? dayT('day.none') : null;
  return (
    <div class="players-page" data-testid="daily-day" data-game={game} data-date={date}>
      <h1>{title}</h1>
      <p class="muted">{dayT('day.date', { date })}</p>
      <nav aria-label={dayT('day.days')}>
        <ul class="pool-tabs">
          <li data-testid="day-before"><Link href={dailyPath(game, shiftDay(date, -1))} class="button">{dayT('day.before')}</Link></li>
          {date < today && <li data-testid="day-after"><Link href={dailyPath(game, shiftDay(date, 1))} class="button">{dayT('day.after')}</Link></li>}
          {date !== today && <li><Link href={dailyPath(game, today)} class="button">{dayT('day.today')}</Link></li>}
          {/* The lobby's card of the game plays the day's deal (and asks the name if need be). */}
          {date === today && <li><a href={`/#daily-${game}`} class="button-primary" data-testid="day-play">{dayT('day.play')}</a></li>}
        </ul>
      </nav>
      {none && <p class="card notice" role="alert" data-testid="day-none">{none}</p>}
      {error && <p class="card form-error" role="alert">{error}</p>}
      {!board && !error && !none && <p class="card muted" aria-busy="true">{dayT('day.loading')}</p>}
      {board && !none && (
        <p class="card" data-testid="day-you">
          {board.you ? dayT('day.you', { rank: board.you.rank, count: board.count }) : dayT('day.youNone')}
        </p>
      )}
      {board && !none && <DayTable board={board} />}
    </div>
  );
}

function DayTable({ board }: { board: DailyLeaderboard }) {
  if (board.top.length === 0) return <section class="card"><p data-testid="day-empty">{dayT('day.empty')}</p></section>;
  return (
    <section class="card">
      <p class="muted">
        {dayT('day.count', { n: board.count })}{board.count > board.top.length ? ` ${dayT('day.top')}` : ''}
        {!board.over && ` ${dayT('day.replaysLater')}`}
      </p>
      <div class="table-scroll">
        <table class="board-table" data-testid="day-table">
          <caption>{dayT('day.caption', { date: board.date })}</caption>
          <thead>
            <tr>
              <th scope="col">{dayT('day.rank')}</th><th scope="col">{dayT('day.player')}</th><th scope="col">{dayT('day.result')}</th>
              <th scope="col">{dayT('day.margin')}</th><th scope="col">{dayT('day.turns')}</th>
              {board.over && <th scope="col">{dayT('day.replay')}</th>}
            </tr>
          </thead>
          <tbody>
            {board.top.map((row) => <DayRow key={`${row.rank}.${row.player ?? row.name}.${row.table ?? ''}`} row={row} over={board.over} mine={board.you?.rank === row.rank && board.you.player === row.player} />)}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function DayRow({ row, over, mine }: { row: DailyStanding; over: boolean; mine: boolean }) {
  return (
    <tr data-testid="day-row" data-you={mine ? 'true' : undefined}>
      <td>{row.rank}</td>
      <td>{row.player ? <Link href={profilePath(row.player)}>{row.name}</Link> : row.name}</td>
      <td>{dailyT(row.score.won ? 'daily.won' : 'daily.lost')}</td>
      <td>{signed(row.score.margin)}</td>
      <td>{row.score.turns}</td>
      {over && <td>{row.table && <Link href={replayPath(row.table)}>{dayT('day.replay')}</Link>}</td>}
    </tr>
  );
}

export default DailyDayPage;
