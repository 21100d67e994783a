// Links to the rules pages: both games' in the lobby, one game's beside its name at a table.
import { Link } from '../../ui/Link.tsx';
import { isLearnGame, LEARN_GAMES, learnPath, rl } from './links.ts';

/** The lobby's line of links to every rules page. */
export function RulesLinks() {
  return (
    <nav class="rules-links" aria-label={rl('nav')} data-testid="rules-links">
      {LEARN_GAMES.map((game) => <Link key={game} href={learnPath(game)}>{rl(game)}</Link>)}
    </nav>
  );
}

/** "Rules" beside a table's game name; inside the widget it opens a new tab, leaving the host page alone. */
export function RulesLink({ game, newTab = false }: { game: string; newTab?: boolean }) {
  if (!isLearnGame(game)) return null;
  return newTab
    ? <a class="rules-link" href={learnPath(game)} target="_blank" rel="noopener" data-testid="rules-link">{rl('rules')}</a>
    : <span class="rules-link" data-testid="rules-link"><Link href={learnPath(game)}>{rl('rules')}</Link></span>;
}
