import { useEffect, useState } from 'preact/hooks';
import { Fragment } from 'preact';
import type { PlayerProfile, ReportedSeat } from '../../../party/protocol/players.ts';
import { lang, t } from '../../i18n/index.ts';
import { pt } from '../../i18n/players.ts';
import { poolName } from '../../games/shell-words.ts';
import { myIdentity, playerId } from '../../net/identity.ts';
import { gameName, loadGames } from '../../net/games.ts';
import { ApiFailure } from '../../net/lobby-api.ts';
import { failureText } from '../../ui/failure-text.ts';
import { getProfile } from '../../net/players-api.ts';
import { leaderboardPath, profilePath, replayPath } from '../../routes.ts';
import { Link } from '../../ui/Link.tsx';
import { OwnProfile } from './OwnProfile.tsx';
import { RatingChart } from './RatingChart.tsx';
import { RatingTag } from './RatingTag.tsx';
import { ratingText } from './rating.ts';
import './players.css';
import { DailyHistory } from '../../daily/DailyHistory.tsx';
import { usePageTitle } from '../../ui/page-title.ts';

type Loaded = { state: 'loading' } | { state: 'missing' } | { state: 'failed'; message: string } | { state: 'ready'; profile: PlayerProfile };

/** /p/<id>: a player's name, ratings with their history, recent games; your own adds its settings. */
export function ProfilePage({ id }: { id: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const reload = () => {
    getProfile(id).then(
      (profile) => setLoaded({ state: 'ready', profile }),
      (error: unknown) => setLoaded(error instanceof ApiFailure && error.status === 404 ? { state: 'missing' } : { state: 'failed', message: failureText(error) }),
    );
  };
  useEffect(() => {
    void loadGames();
    void myIdentity();
    reload();
  }, [id]);

  const own = playerId.value === id;
  usePageTitle(loaded.state === 'ready' ? pt('profile.title', { name: loaded.profile.name ?? pt('profile.noName') }) : null);
  if (loaded.state === 'loading') return <p class="card muted" aria-busy="true">{pt('profile.loading')}</p>;
  // A player who has not played yet has no profile on the server; their own page still offers its settings.
  if (loaded.state === 'missing' && own) {
    return (
      <div class="players-page" data-testid="profile" data-player={id}>
        <h1>{pt('profile.title', { name: pt('profile.noName') })}</h1>
        <p><span class="tag tag-you" data-testid="profile-you">{pt('profile.you')}</span></p>
        <OwnProfile name={null} onChanged={reload} />
      </div>
    );
  }
  if (loaded.state !== 'ready') {
    return (
      <div class="players-page">
        <div class="card notice" role="alert" data-testid="profile-missing">
          <h1 class="notice-heading">{loaded.state === 'missing' ? pt('profile.notFound') : loaded.message}</h1>
          <Link href="/" class="button">{t('page.backToLobby')}</Link>
        </div>
      </div>
    );
  }
  const { profile } = loaded;
  const dateFormat = new Intl.DateTimeFormat(lang.value, { dateStyle: 'medium' });
  return (
    <div class="players-page" data-testid="profile" data-player={profile.id}>
      <h1>{pt('profile.title', { name: profile.name ?? pt('profile.noName') })}</h1>
      {own && <p><span class="tag tag-you" data-testid="profile-you">{pt('profile.you')}</span></p>}
      <p class="muted">{pt('profile.since', { date: dateFormat.format(profile.createdAt) })}</p>

      <section class="card" aria-labelledby="ratings-title">
        <h2 id="ratings-title">{pt('profile.ratings')}</h2>
        {profile.ratings.length === 0 && <p class="muted">{pt('profile.noRatings')}</p>}
        <ul class="pool-list">
          {profile.ratings.map((standing) => (
            <li key={standing.pool} class="pool" data-pool={standing.pool}>
              <h3>{poolName(standing.pool)}</h3>
              <p>
                <RatingTag rating={standing} /> <span class="muted">{pt('profile.games', { n: standing.games })}</span>
              </p>
              <RatingChart standing={standing} />
              <Link href={leaderboardPath(standing.pool)} class="button">{pt('profile.leaderboard')}</Link>
            </li>
          ))}
        </ul>
      </section>

      <section class="card" aria-labelledby="recent-title">
        <h2 id="recent-title">{pt('profile.recent')}</h2>
        {profile.recent.length === 0 && <p class="muted">{pt('profile.noRecent')}</p>}
        <ul class="game-list" data-testid="recent-games">
          {profile.recent.map((game) => {
            const others = game.seats.filter((s) => s.player !== profile.id);
            return (
              <li key={game.table} data-table={game.table}>
                <span class="grow">
                  <strong>{gameName(game.game)}</strong>{' · '}
                  {pt('profile.place', { place: game.place, n: game.seats.length })}
                  {others.length > 0 && <span class="muted"> <Opponents seats={others} /></span>}
                  {game.before && game.after && (
                    <span class="rating-change" data-testid="recent-change"> {pt('rating.change', { before: ratingText(game.before), after: ratingText(game.after) })}</span>
                  )}
                  <span class="muted"> · {dateFormat.format(game.finishedAt)}</span>
                </span>
                <Link href={replayPath(game.table)} class="button">{pt('profile.replay')}</Link>
              </li>
            );
          })}
        </ul>
      </section>

      {profile.daily && <DailyHistory record={profile.daily} />}

      {own && <OwnProfile name={profile.name} onChanged={reload} />}
    </div>
  );
}

export default ProfilePage;

const SLOT = '\u0000';

/** "with Anna, Ben": each opponent who proved who they are links to their profile. */
function Opponents({ seats }: { seats: ReportedSeat[] }) {
  const [before, after] = pt('profile.with', { names: SLOT }).split(SLOT);
  return (
    <>
      {before}
      {seats.map((s, i) => (
        <Fragment key={s.seat}>
          {i > 0 && ', '}
          {s.player ? <Link href={profilePath(s.player)} testId="recent-opponent">{s.name}</Link> : s.name}
        </Fragment>
      ))}
      {after}
    </>
  );
}
