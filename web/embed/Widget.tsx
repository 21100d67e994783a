import { signal } from '@preact/signals';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { isPastDailyTable } from '../net/daily-api.ts';
import { gameName } from '../net/games.ts';
import { playerName } from '../net/player-name.ts';
import { NameForm } from '../pages/table/NameForm.tsx';
import { runCommand } from './commands.ts';
import { widgetKey, type WidgetConfig } from './config.ts';
import { FailureView, problemsFailure, type Failure } from './Failure.tsx';
import type { Host } from './host.ts';
import { et } from './i18n.ts';
import { MatchQueue } from './MatchQueue.tsx';
import { openTable, optionsProblem } from './open-table.ts';
import { WidgetTable } from './WidgetTable.tsx';
import { recallTable, rememberTable } from './widget-table.ts';
import { lessonEntryT } from '../lesson/entry-t.ts';

/** The table the widget shows right now (resize events carry it). */
export const shownTable = signal<string | null>(null);

function failureOf(error: unknown, config: WidgetConfig): Failure {
  const problem = optionsProblem(error, config);
  if (problem) return problemsFailure([problem]);
  const e = error as { code?: string; message?: string };
  return { code: e.code ?? 'network', message: e.message ?? String(error), problems: null };
}

/**
 * One widget, by mode: `table` shows the table it was given; `bots` and `friends` open a private
 * table of their own (remembered, so reloading the host page comes back to it); `match` waits
 * for strangers. Whatever it shows, it reports to the host page.
 */
export function Widget({ config, host }: { config: WidgetConfig; host: Host }) {
  const key = useMemo(() => widgetKey(config), [config]);
  const creates = config.mode === 'bots' || config.mode === 'friends' || config.mode === 'daily' || config.mode === 'learn';
  const [table, setTable] = useState<string | null>(() => {
    const recalled = config.table ?? recallTable(key);
    return config.mode === 'daily' && recalled !== null && isPastDailyTable(recalled) ? null : recalled;
  });
  // The name given here, or the one this browser remembers: given in another widget on the same
  // page, it reaches this one too (player-name.ts), which then asks for none.
  const [given, setName] = useState<string | null>(null);
  // A lesson starts at once under "Learner" when no name is known: a newcomer types nothing first.
  const name = config.name ?? given ?? (playerName.value || (config.mode === 'learn' ? lessonEntryT('learn.name') : null));
  const [failure, setFailure] = useState<Failure | null>(null);
  const [attempt, setAttempt] = useState(0);

  const show = (id: string | null) => {
    if (config.mode !== 'table') rememberTable(key, id);
    setTable(id);
  };
  const newGame = (): boolean => {
    if (config.mode === 'table') return false;
    setFailure(null);
    show(null);
    return true;
  };

  useEffect(() => { shownTable.value = table; }, [table]);

  useEffect(() => {
    if (table !== null || failure !== null || !creates || name === null) return;
    let live = true;
    openTable(config, name).then(
      (id) => { if (live) show(id); },
      (error: unknown) => { if (live) setFailure(failureOf(error, config)); },
    );
    return () => { live = false; };
  }, [table, failure, name, attempt]);

  useEffect(() => {
    if (failure) host.post({ type: 'kingdoms:error', table: null, code: failure.code, message: failure.message });
  }, [failure]);

  useEffect(() => host.listen((command) => runCommand(command, { newGame, post: host.post, table: shownTable.peek() })), []);

  if (failure) {
    const retry = failure.problems ? undefined : () => { setFailure(null); setAttempt((n) => n + 1); };
    return <FailureView failure={failure} {...(retry ? { onRetry: retry } : {})} />;
  }
  if (table !== null) {
    return <WidgetTable key={table} id={table} config={config} host={host} name={name} onGone={() => show(null)} onNewGame={newGame} />;
  }
  if (name === null) {
    return (
      <section class="card widget-name" data-testid="widget-name">
        <h1 class="table-title">{config.game ? gameName(config.game) : t('app.name')}</h1>
        <NameForm onJoin={setName} />
      </section>
    );
  }
  if (config.mode === 'match') return <MatchQueue config={config} name={name} onMatched={show} />;
  return <p class="widget-status" role="status" aria-busy="true">{et('embed.opening')}</p>;
}
