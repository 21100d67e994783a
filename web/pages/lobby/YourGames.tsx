import { useEffect, useState } from 'preact/hooks';
import { lang } from '../../i18n/index.ts';
import { pt } from '../../i18n/players.ts';
import { RATED_POOLS } from '../../games/registry.ts';
import { relativeAge } from '../../i18n/relative-age.ts';
import { hasSpokenFor, myIdentity, playerId } from '../../net/identity.ts';
import { gameName } from '../../net/games.ts';
import { getTable } from '../../net/lobby-api.ts';
import { getProfile, myTables, type YourTables } from '../../net/players-api.ts';
import type { PlayerTable, RatingPool } from '../../../party/protocol/players.ts';
import type { TableSummary } from '../../../party/protocol/lobby.ts';
import { leaderboardPath, profilePath, replayPath, tablePath } from '../../routes.ts';
import { Link } from '../../ui/Link.tsx';
import '../players/players.css';

/** When the table last changed state (opened, started, finished), as "started 5 minutes ago". */
function agoText(status: PlayerTable['status'], at: number): string {
  const age = relativeAge(Date.now() - at, lang.value);
  return age === null ? pt(`yours.now.${status}`) : pt(`yours.ago.${status}`, { age });
}

/** Whose turn it is at a running table, from the table's own answer: "your turn", "Anna's turn". */
function turnText(info: TableSummary, seat: number): string | null {
  const toPlay = info.toPlay ?? [];
  if (toPlay.length === 0) return null;
  if (toPlay.includes(seat)) return pt('yours.turn.you');
  const names = toPlay.map((s) => info.names[s] ?? pt('yours.seat', { n: s + 1 }));
  return names.length === 1 ? pt('yours.turn.one', { name: names[0]! }) : pt('yours.turn.many', { names: names.join(', ') });
}

function lastMoveText(at: number): string {
  const age = relativeAge(Date.now() - at, lang.value);
  return age === null ? pt('yours.lastMove.now') : pt('yours.lastMove', { age });
}

/** Finished games listed: the latest few (the profile has more). */
const FINISHED_SHOWN = 5;

/**
 * Tables this player sits at (one click back in: the stored seat token, or the room seats the
 * proven player again when this browser has none) and their last finished games.
 */
export function YourGames() {
  const [tables, setTables] = useState<YourTables>({ playing: [], finished: [] });
  // The pool the player has played most in: "Leaderboards" opens theirs, not the first one.
  const [pool, setPool] = useState<RatingPool | undefined>(RATED_POOLS[0]);
  // Each running table's own answer (who sits there, whose turn it is), by the table's id.
  const [infos, setInfos] = useState<Record<string, TableSummary>>({});
  useEffect(() => {
    let live = true;
    // A visitor the server has never met has no games: asked only once the profile exists, so
    // looking at the lobby never leaves anything stored about anyone. Without the list the lobby
    // still works: the section keeps its links and shows no tables.
    myIdentity()
      .then(({ player }) => (hasSpokenFor(player) ? getProfile(player) : Promise.reject(new Error('never met'))))
      .then((profile) => {
        const most = profile.ratings.filter((r) => r.games > 0).sort((a, b) => b.games - a.games)[0];
        if (live && most) setPool(most.pool);
        return myTables();
      })
      .then((list) => {
        if (!live) return;
        setTables(list);
        for (const row of list.playing) {
          getTable(row.table).then((info) => {
            if (live) setInfos((known) => ({ ...known, [row.table]: info }));
          }, () => undefined);
        }
      }, () => undefined);
    return () => { live = false; };
  }, []);

  const running = tables.playing;
  const finished = tables.finished.slice(0, FINISHED_SHOWN);
  const me = playerId.value;
  return (
    <section class="card your-games" aria-labelledby="yours-title" data-testid="your-games">
      <h2 id="yours-title">{pt('yours.title')}</h2>
      {(running.length > 0 || finished.length > 0) && (
        <ul>
          {[...running, ...finished].map((row) => (
            <GameRow key={row.table} row={row} info={row.status === 'finished' ? undefined : infos[row.table]} />
          ))}
        </ul>
      )}
      <div class="links">
        {me && <Link href={profilePath(me)} class="button">{pt('yours.profile')}</Link>}
        {pool !== undefined && <Link href={leaderboardPath(pool)} class="button" testId="your-leaderboards">{pt('yours.leaderboards')}</Link>}
      </div>
    </section>
  );
}

/** One table of the player's: its state, who else sits there and whose turn it is (from `info`, the table's own answer). */
function GameRow({ row, info }: { row: PlayerTable; info: TableSummary | undefined }) {
  const others = info?.names.filter((_, seat) => seat !== row.seat) ?? [];
  const turn = info?.status === 'playing' ? turnText(info, row.seat) : null;
  return (
    <li data-table={row.table} data-status={row.status}>
      <span class="grow">
        <strong>{gameName(row.game)}</strong>
        <span class="muted"> · {pt(`yours.${row.status}`)} · {pt('yours.seat', { n: row.seat + 1 })} · <span data-testid="your-game-when">{agoText(row.status, row.updatedAt)}</span></span>
        {others.length > 0 && (
          <span class="muted" data-testid="your-game-others"> · {pt('profile.with', { names: others.join(', ') })}</span>
        )}
        {turn && <span data-testid="your-game-turn"> · {turn}</span>}
        {info?.lastMoveAt && <span class="muted" data-testid="your-game-last-move"> · {lastMoveText(info.lastMoveAt)}</span>}
      </span>
      {row.status === 'finished'
        ? <Link href={replayPath(row.table)} class="button">{pt('yours.replay')}</Link>
        : <Link href={tablePath(row.table)} class="button-primary">{pt('yours.back')}</Link>}
    </li>
  );
}
