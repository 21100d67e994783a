import { useState } from 'preact/hooks';
import type { BotLevel } from '../../../party/games/core/bots.ts';
import type { StateMessage } from '../../../party/protocol/room.ts';
import { t } from '../../i18n/index.ts';
import { st } from '../../i18n/seating.ts';
import type { TableConnection } from '../../net/table-connection.ts';
import { AskFirst } from '../../ui/AskFirst.tsx';
import { useFocusAfterRender } from '../../ui/focus-after-render.ts';
import { NameForm } from './NameForm.tsx';

/** What this connection can do about seats: join, leave, seat bots, start, take back, resign. */
export function SeatControls({ state, connection }: { state: StateMessage; connection: TableConnection }) {
  const { room, you } = state;
  const open = room.status === 'open';

  if (you === null) {
    if (!open) return <p class="notice" data-testid="spectator">{t('table.started')}</p>;
    if (room.seats.length >= room.maxSeats) return <p class="notice" data-testid="spectator">{t('table.full')}</p>;
    return (
      <div class="seat-controls">
        <p class="muted" data-testid="spectator">{t('table.watching')}</p>
        <NameForm onJoin={(name) => connection.join(name)} />
      </div>
    );
  }
  if (room.status === 'playing') return <InGameControls state={state} connection={connection} />;
  if (!open) return null;

  const host = room.seats.find((s) => s.seat === room.host);
  const enough = room.seats.length >= room.minSeats;
  const isHost = you === room.host;
  return (
    <div class="seat-controls">
      {room.autoStart === 'arrived' && <p class="muted" data-testid="starts-when">{st('start.whenArrived')}</p>}
      {room.autoStart === 'accepted' && <p class="muted" data-testid="starts-when">{st('start.whenAccepted')}</p>}
      {isHost
        ? !enough && <p class="muted">{t('table.needPlayers', { n: room.minSeats })}</p>
        : !room.autoStart && host && <p class="muted">{t('table.waitingForHost', { name: host.name })}</p>}
      {isHost && room.botLevels.length > 0 && room.seats.length < room.maxSeats && (
        <AddBot levels={room.botLevels} onAdd={(level) => connection.addBot(level)} />
      )}
      <div class="button-row">
        {isHost && (
          <button type="button" class="button-primary" disabled={!enough} onClick={() => connection.start()} data-testid="start">
            {t('table.start')}
          </button>
        )}
        <button type="button" class="button" onClick={() => connection.leave()} data-testid="leave">{t('table.leave')}</button>
      </div>
    </div>
  );
}

function AddBot({ levels, onAdd }: { levels: BotLevel[]; onAdd(level: BotLevel): void }) {
  const [level, setLevel] = useState<BotLevel>(levels.includes('medium') ? 'medium' : levels[0]!);
  return (
    <div class="inline-form add-bot">
      <label class="field">
        <span>{st('bots.level')}</span>
        <select data-testid="bot-level" value={level} onChange={(e) => setLevel((e.currentTarget as HTMLSelectElement).value as BotLevel)}>
          {levels.map((l) => <option key={l} value={l}>{st(`bots.level.${l}`)}</option>)}
        </select>
      </label>
      <button type="button" class="button" onClick={() => onAdd(level)} data-testid="add-bot">{st('seat.addBot')}</button>
    </div>
  );
}

/** During the game: take the seat back from a bot, leave (a bot plays on), or resign a 2-player game. */
function InGameControls({ state, connection }: { state: StateMessage; connection: TableConnection }) {
  const mine = state.room.seats.find((s) => s.seat === state.you);
  // Leave sits next to Resign: either one asks first, so one slip of the finger ends nothing.
  const [confirming, setConfirming] = useState<'leave' | 'resign' | null>(null);
  const { focusable, focusAfterRender } = useFocusAfterRender();
  if (!mine) return null;
  if (mine.standin) {
    return (
      <div class="seat-controls bot-standin" role="status">
        <p>{st('game.botPlaying')}</p>
        <button type="button" class="button-primary" onClick={() => connection.resume()} ref={focusable('take-back')} data-testid="take-back">{st('game.takeBack')}</button>
      </div>
    );
  }
  // One short row: on a phone the table's side comes after the board, and every line it adds
  // pushes the board's sticky turn dock up when the page is scrolled to the bottom.
  return (
    <div class="seat-controls in-game-controls">
      {confirming ? (
        <AskFirst testId={confirming} small question={st(confirming === 'leave' ? 'game.leaveConfirm' : 'game.resignConfirm')}
          yes={st(confirming === 'leave' ? 'game.leave' : 'game.resign')} no={t('lobby.cancelSearch')}
          onNo={() => { focusAfterRender(confirming); setConfirming(null); }} onYes={() => {
            setConfirming(null);
            if (confirming === 'leave') {
              // The seat's bot takes over once the room says so: the way back is the button to focus.
              focusAfterRender('take-back');
              connection.leave();
            } else connection.resign();
          }} />
      ) : (
        <div class="button-row">
          <button type="button" class="button button-small" title={st('game.leaveHint')} aria-description={st('game.leaveHint')}
            onClick={() => setConfirming('leave')} ref={focusable('leave')} data-testid="leave-game">
            {st('game.leave')}
          </button>
          {state.room.seats.length === 2 && (
            <button type="button" class="button button-small" onClick={() => setConfirming('resign')} ref={focusable('resign')} data-testid="resign">{st('game.resign')}</button>
          )}
        </div>
      )}
    </div>
  );
}
