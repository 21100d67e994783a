import { useEffect } from 'preact/hooks';
import { errorText, t } from '../../i18n/index.ts';
import { gameName, loadGames } from '../../net/games.ts';
import { tablePath } from '../../router.ts';
import { handoffUrl } from '../../net/seat-handoff.ts';
import { loadToken } from '../../net/seat-token.ts';
import type { TableConnection } from '../../net/table-connection.ts';
import { ConnectionBadge } from '../../ui/ConnectionBadge.tsx';
import { ErrorBanner } from '../../ui/ErrorBanner.tsx';
import { LanguagePicker } from '../../ui/LanguagePicker.tsx';
import { Link } from '../../ui/Link.tsx';
import { BoardArea } from './BoardArea.tsx';
import { InviteButton } from './InviteButton.tsx';
import { PlayAgain } from './PlayAgain.tsx';
import { SeatControls } from './SeatControls.tsx';
import { SeatList } from './SeatList.tsx';
import { localState } from './seat-labels.ts';
import { useTable } from './useTable.ts';
import { Chat } from './social/Chat.tsx';
import { SettingsPanel } from './social/SettingsPanel.tsx';
import { ct } from './social/t.ts';
import { UndoBar } from './social/UndoBar.tsx';
import { replayPath } from '../../routes.ts';
import { RulesLink } from '../learn/RulesLinks.tsx';
import { LessonSlot } from '../../lesson/LessonSlot.tsx';
import { RatingChanges } from './RatingChanges.tsx';
import { DailyTableResult } from '../../daily/DailyTableResult.tsx';
import { RatedToggle } from './RatedToggle.tsx';
import { useEndInView } from './end-in-view.ts';

/** One table: seats and the board. `embedded` is the chromeless variant shown inside other sites. */
export function TablePage({ id, embedded = false, connection: given }: { id: string; embedded?: boolean; connection?: TableConnection }) {
  const connection = useTable(id, given);
  useEffect(() => { void loadGames(); }, []);

  // Bots' names in this page's language everywhere below: seats, board, log, results, undo.
  const state = localState(connection.state.value);
  const error = connection.error.value;
  const room = state?.room;
  useEndInView(embedded ? undefined : room);

  if (connection.missing.value) {
    const expired = connection.closedFor.value === 'expired';
    return (
      <div class="card notice" role="alert" data-testid="table-missing" data-reason={expired ? 'expired' : 'gone'}>
        {/* The page's only heading: what is (not) here. */}
        <h1 class="notice-heading">{t(expired ? 'table.expired' : 'table.notFound')}</h1>
        {!embedded && <Link href="/" class="button">{t('page.backToLobby')}</Link>}
      </div>
    );
  }
  if (connection.closedFor.value === 'full') {
    return (
      <div class="card notice" role="alert" data-testid="table-full-of-spectators">
        <p>{errorText('too-many-spectators', '')}</p>
        <div class="button-row">
          <button type="button" class="button-primary" onClick={() => connection.retry()} data-testid="table-retry">{t('table.tryAgain')}</button>
          {!embedded && <Link href="/" class="button">{t('page.backToLobby')}</Link>}
        </div>
      </div>
    );
  }

  return (
    <div class={embedded ? 'table-page table-embedded' : 'table-page'} data-testid="table" data-status={room?.status}>
      {/* Past the bar and the side panel's many controls, straight to the turn. */}
      {room && room.status !== 'open' && <a class="skip-link" href="#turn" data-testid="skip-to-game">{t('table.skipToGame')}</a>}
      {/* Until the room's first word the bar shows only its title: the rest takes its place and
          size all at once then, so nothing in it moves on a phone (it wraps to two rows there). */}
      <div class={room || (connection.status.value !== 'connecting' && connection.status.value !== 'online') ? 'table-bar' : 'table-bar table-bar-waiting'}>
        <h1 class="table-title">{room ? gameName(room.game) : t('table.loading')}</h1>
        {room && <RulesLink game={room.game} newTab={embedded} />}
        {room && <span class={`pill pill-${room.status}`}>{t(`table.status.${room.status}`)}</span>}
        {room && !embedded && <span class="pill">{t(room.public ? 'table.public' : 'table.private')}</span>}
        <ConnectionBadge status={connection.status.value} />
        <span class="table-bar-end">
          {embedded
            ? <a href={tablePath(id)} target="_blank" rel="noopener" class="button" onClick={(e) => openWithSeat(e, id)} data-testid="open-full">{t('table.openFull')}</a>
            : <InviteButton id={id} />}
          {embedded && <LanguagePicker />}
        </span>
      </div>
      {/* A refused move with a reason is explained by the board, beside what was tried. */}
      {error && !error.refused && <ErrorBanner code={error.code} message={error.message} game={room?.game} onDismiss={() => connection.dismissError()} />}
      {room && <RatingChanges room={room} />}
      {room?.status === 'finished' && <DailyTableResult table={id} />}
      {state && !embedded && <PlayAgain state={state} connection={connection} />}
      {room?.status === 'finished' && <p class="replay-link"><a href={replayPath(id)} data-testid="replay-link">{ct('replay.link')}</a></p>}
      {state && (room?.status === 'playing'
        ? <div class="undo-slot"><UndoBar state={state} connection={connection} pending={connection.pending.value} /></div>
        : <UndoBar state={state} connection={connection} pending={connection.pending.value} />)}
      {state && room && (
        <div class={room.status === 'open' ? 'table-layout table-layout-open' : 'table-layout'}>
          <aside class="table-side" aria-labelledby="players-title">
            <h2 id="players-title">{t('table.players')}</h2>
            <SeatList room={room} you={state.you} waitingFor={state.waitingFor}
              onRemoveBot={state.you !== null && state.you === room.host ? (seat) => connection.removeBot(seat) : undefined} />
            <SeatControls state={state} connection={connection} />
            <RatedToggle state={state} connection={connection} />
            <SettingsPanel state={state} connection={connection} />
            <Chat state={state} connection={connection} />
          </aside>
          <BoardArea state={state} log={connection.log.value} pending={connection.pending.value} send={connection.send} onTakeBack={() => connection.resume()}
            refused={error?.refused ? { ...error.refused, message: error.message } : null}
            coach={<LessonSlot table={id} state={state} log={connection.log.value} error={error} embedded={embedded} />} />
        </div>
      )}
    </div>
  );
}

/**
 * The widget's "open in a new tab" takes the seat along (seat-handoff.ts). The link's own address
 * stays plain, so copying or sharing it never gives the seat away; only this click carries it.
 */
function openWithSeat(event: MouseEvent, id: string): void {
  const token = loadToken(id);
  if (token === null) return;
  event.preventDefault();
  open(handoffUrl(tablePath(id), token), '_blank', 'noopener');
}
