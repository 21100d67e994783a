import { useEffect, useState } from 'preact/hooks';
import type { Leaderboard, RatingPool } from '../../../party/protocol/players.ts';
import { RATED_POOLS } from '../../games/registry.ts';
import { pt } from '../../i18n/players.ts';
import { poolName } from '../../games/shell-words.ts';
import { myIdentity } from '../../net/identity.ts';
import { getLeaderboard } from '../../net/players-api.ts';
import { leaderboardPath, profilePath } from '../../routes.ts';
import { Link } from '../../ui/Link.tsx';
import { failureText } from '../../ui/failure-text.ts';
import { usePageTitle } from '../../ui/page-title.ts';
import { ratingText } from './rating.ts';
import './players.css';

/** /leaderboard/<pool>: the top players of one pool, and where you stand (or why you are not listed). */
export function LeaderboardPage({ pool }: { pool: RatingPool }) {
  const [board, setBoard] = useState<Leaderboard | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setBoard(null);
    myIdentity()
      .then(({ player }) => getLeaderboard(pool, player))
      .then((answer) => { if (live) { setBoard(answer); setError(null); } })
      .catch((e: unknown) => { if (live) setError(failureText(e)); });
    return () => { live = false; };
  }, [pool]);
  // Named for its game and pool: "Leaderboard: Dominion, 2 players", in the tab as on the page.
  const title = `${pt('board.title')}: ${poolName(pool)}`;
  usePageTitle(title);

  return (
    <div class="players-page" data-testid="leaderboard" data-pool={pool}>
      <h1 data-testid="board-title">{title}</h1>
      <nav aria-label={pt('board.pools')}>
        <ul class="pool-tabs">
          {RATED_POOLS.map((p) => (
            <li key={p}>
              {p === pool
                ? <span class="button button-current" aria-current="page">{poolName(p)}</span>
                : <Link href={leaderboardPath(p)} class="button">{poolName(p)}</Link>}
            </li>
          ))}
        </ul>
      </nav>
      {error && <p class="card form-error" role="alert">{error}</p>}
      {!board && !error && <p class="card muted" aria-busy="true">{pt('board.loading')}</p>}
      {board && <YourStanding board={board} />}
      {board && (
        <section class="card">
          <p class="muted">{pt('board.rules')}</p>
          {board.top.length === 0 ? <p data-testid="board-empty">{pt('board.empty')}</p> : (
            <div class="table-scroll">
              <table class="board-table" data-testid="board-table">
                <caption>{pt('board.caption', { pool: poolName(pool) })}</caption>
                <thead>
                  <tr><th scope="col">{pt('board.rank')}</th><th scope="col">{pt('board.player')}</th><th scope="col">{pt('board.rating')}</th><th scope="col">{pt('board.games')}</th></tr>
                </thead>
                <tbody>
                  {board.top.map((row) => (
                    <tr key={row.player} data-player={row.player}>
                      <td>{row.rank}</td>
                      <td><Link href={profilePath(row.player)}>{row.name ?? pt('profile.noName')}</Link></td>
                      <td>{ratingText(row)}</td>
                      <td>{row.games}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}
      {board && board.provisional.length > 0 && <ProvisionalStandings board={board} />}
    </div>
  );
}

/** Standings not listed yet, below the listed ones and without a place: a new site's board is not empty. */
function ProvisionalStandings({ board }: { board: Leaderboard }) {
  return (
    <section class="card" aria-labelledby="board-provisional-title" data-testid="board-provisional">
      <h2 id="board-provisional-title">{pt('board.provisional.title')}</h2>
      <p class="muted">{pt('board.provisional.note')}</p>
      <div class="table-scroll">
        <table class="board-table">
          <caption>{pt('board.provisional.caption', { pool: poolName(board.pool) })}</caption>
          <thead>
            <tr><th scope="col">{pt('board.player')}</th><th scope="col">{pt('board.rating')}</th><th scope="col">{pt('board.games')}</th><th scope="col">{pt('board.provisional.why')}</th></tr>
          </thead>
          <tbody>
            {board.provisional.map((row) => (
              <tr key={row.player} data-player={row.player}>
                <td><Link href={profilePath(row.player)}>{row.name ?? pt('profile.noName')}</Link></td>
                <td>{ratingText(row)}</td>
                <td>{row.games}</td>
                <td>{shortWhyText(row.why)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function YourStanding({ board }: { board: Leaderboard }) {
  const you = board.you;
  let text: string;
  if (!you || you.games === 0) text = pt('board.youNone');
  else if (you.eligible && you.rank !== null) text = pt('board.you', { rank: you.rank, rating: ratingText(you), games: you.games });
  else text = pt('board.youUnlisted', { why: whyText(you.why) });
  return <p class="card" data-testid="board-you">{text}</p>;
}

export default LeaderboardPage;

const WHY_NOT_LISTED = ['few-games', 'few-opponents', 'provisional', 'new-identity'] as const;

/** The server's reason (a code) in the page's language; an unknown one in the server's words. */
function whyText(why: string | undefined): string {
  const known = WHY_NOT_LISTED.find((w) => w === why);
  return known ? pt(`board.why.${known}`) : (why ?? pt('board.rules'));
}

function shortWhyText(why: string): string {
  const known = WHY_NOT_LISTED.find((w) => w === why);
  return known ? pt(`board.short.${known}`) : why;
}
