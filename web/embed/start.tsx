// The widget's page, started by main.ts once storage is settled.
import { render } from 'preact';
import { useEffect, useMemo } from 'preact/hooks';
import { isLang, lang, loadLanguage, t } from '../i18n/index.ts';
import { games, gamesError, loadGames } from '../net/games.ts';
import type { GameSummary } from '../../party/protocol/lobby.ts';
import { isOrigin, parseWidget, styleProblem, THEMES } from './config.ts';
import { FailureView, problemsFailure } from './Failure.tsx';
import { connectHost, watchHeight } from './host.ts';
import type { Theme } from './protocol.ts';
import { applyTheme } from './theme.ts';
import { shownTable, Widget } from './Widget.tsx';
import '../styles.css';
import './embed.css';

const query = new URLSearchParams(location.search);
const claimed = query.get('origin');
const host = connectHost(claimed !== null && isOrigin(claimed) ? claimed : null);
// The loader sizes the frame to the content, so the page must not scroll inside it.
if (host.verified) document.documentElement.classList.add('sized-by-host');

// Language and look first, so even a settings mistake is shown as the host asked. Whatever is
// wrong with these is reported, with the rest, once the game list has come.
const asked = query.get('lang');
if (isLang(asked)) lang.value = asked;
const theme = query.get('theme') ?? 'auto';
if ((THEMES as readonly string[]).includes(theme)) {
  const style: Record<string, string> = {};
  for (const [k, v] of query) if (k.startsWith('style-') && !styleProblem(k.slice(6), v)) style[k.slice(6)] = v.trim();
  applyTheme(theme as Theme, style);
}


function Configured({ list }: { list: GameSummary[] }) {
  const parsed = useMemo(() => parseWidget(location.pathname, query, list), [list]);
  const failure = parsed.ok ? null : problemsFailure(parsed.problems);
  useEffect(() => {
    if (failure) host.post({ type: 'kingdoms:error', table: null, code: failure.code, message: failure.message });
  }, []);
  if (!parsed.ok) return <FailureView failure={failure!} />;
  return <Widget config={parsed.config} host={host} />;
}

function Root() {
  useEffect(() => { void loadGames(); }, []);
  const list = games.value;
  const failed = gamesError.value;
  let body;
  if (list) body = <Configured list={list} />;
  else if (failed) body = <FailureView failure={{ code: failed.code, message: failed.message, problems: null }} onRetry={() => void loadGames()} />;
  else body = <p class="widget-status" role="status" aria-busy="true">{t('ui.loading')}</p>;
  return <main id="main" class="embed">{body}</main>;
}

// Drawn in the asked language's words once they are here (English stands in if they fail).
const draw = () => render(<Root />, document.getElementById('app') as HTMLElement);
loadLanguage(lang.peek()).then(draw, draw);
watchHeight((height) => host.post({ type: 'kingdoms:resize', table: shownTable.peek(), height }));
