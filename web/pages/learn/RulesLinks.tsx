// Links to the rules pages: every game's that has one in the lobby, one game's beside its name at a table.
import { RULES_GAMES } from '../../games/registry.ts';
import { rulesTitle } from '../../games/shell-words.ts';
import { Link } from '../../ui/Link.tsx';
import { learnPath, rl } from './links.ts';

/** The lobby's line of links to every rules page. */
export function RulesLinks() {
  if (RULES_GAMES.length === 0) return null;
  return (
    <nav class="rules-links" aria-label={rl('nav')} data-testid="rules-links">
      {RULES_GAMES.map((game) => <Link key={game} href={learnPath(game)}>{rulesTitle(game)}</Link>)}
    </nav>
  );
}

/** "Rules" beside a table's game name; inside the widget it opens a new tab, leaving the host page alone. */
export function RulesLink({ game, newTab = false }: { game: string; newTab?: boolean }) {
  if (!RULES_GAMES.includes(game)) return null;
  return newTab
    ? <a class="rules-link" href={learnPath(game)} target="_blank" rel="noopener" data-testid="rules-link">{rl('rules')}</a>
    : <span class="rules-link" data-testid="rules-link"><Link href={learnPath(game)}>{rl('rules')}</Link></span>;
}
