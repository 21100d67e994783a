import { t } from './i18n/index.ts';
import { LobbyPage } from './pages/lobby/lazy.ts';
import { TablePage } from './pages/table/lazy.ts';
import { parseRoute, path } from './router.ts';
import { Header } from './ui/Header.tsx';
import { Link } from './ui/Link.tsx';
import { ReplayPage } from './pages/replay/lazy.ts';
import { LearnPage } from './pages/learn/lazy.ts';
import { shownRoute } from './shown-route.ts';
import { LeaderboardPage, ProfilePage, TransferPage } from './pages/players/lazy.ts';
import { DailyDayPage } from './pages/daily/lazy.ts';
import { usePageTitle } from './ui/page-title.ts';

export function App() {
  // /embed/<tableId> is the embed widget's own page (web/embed/), served by the Worker.
  const route = shownRoute(parseRoute(path.value));
  return (
    <>
      <Header />
      <main id="main" class="page">
        {route.page === 'lobby' && <LobbyPage />}
        {route.page === 'table' && <TablePage key={route.id} id={route.id} />}
        {route.page === 'replay' && <ReplayPage key={route.id} id={route.id} />}
        {route.page === 'learn' && <LearnPage key={route.game} game={route.game} />}
        {route.page === 'profile' && <ProfilePage key={route.id} id={route.id} />}
        {route.page === 'leaderboard' && <LeaderboardPage key={route.pool} pool={route.pool} />}
        {route.page === 'transfer' && <TransferPage />}
        {route.page === 'daily' && <DailyDayPage key={`${route.game}/${route.date}`} game={route.game} date={route.date} />}
        {route.page === 'missing' && <NotFound />}
      </main>
    </>
  );
}

/** An address with nothing behind it: the tab says so too, not just the site's name. */
function NotFound() {
  usePageTitle(t('page.notFound'));
  return (
    <div class="card notice">
      <h1>{t('page.notFound')}</h1>
      <Link href="/" class="button">{t('page.backToLobby')}</Link>
    </div>
  );
}
