import type { StateMessage } from '../../../party/protocol/room.ts';
import type { VisibleLogEntry } from '../../../party/games/core/types.ts';
import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import { gameUiFor } from '../../games/game-ui.ts';
import type { Refused } from '../../games/types.ts';
import { t } from '../../i18n/index.ts';
import { useKeepFocus } from '../../ui/keep-focus.ts';
import { ScoreList } from './ScoreList.tsx';
import { StandinBar } from './StandinBar.tsx';
import { labelledRoom } from './seat-labels.ts';

interface Props {
  state: StateMessage;
  log: VisibleLogEntry[];
  pending: boolean;
  send(move: unknown): string;
  /** Take the seat back from the bot playing it. */
  onTakeBack(): void;
  /** The last move the room refused with a reason (the board says why). */
  refused?: Refused | null;
  /** Drawn after the board, inside its section (a lesson's coach). */
  coach?: ComponentChildren;
}

/** The game itself, drawn by the game's own folder once the game has started. */
export function BoardArea({ state, log, pending, send, onTakeBack, refused = null, coach }: Props) {
  const area = useRef<HTMLElement>(null);
  useKeepFocus(area, state.room.status !== 'open');
  if (state.room.status === 'open') return null;
  const ui = gameUiFor(state.room.game);
  if (!ui) {
    return (
      <section class="board board-missing" data-testid="board">
        <StandinBar state={state} onTakeBack={onTakeBack} />
        <p class="notice">{t('table.noBoard')}</p>
        {state.result && <ScoreList result={state.result} room={state.room} />}
      </section>
    );
  }
  return (
    // The skip link's target (TablePage): focusable from script only, so Tab starts at the turn.
    <section class="board" data-testid="board" id="turn" tabIndex={-1} ref={area} aria-label={t('table.game')}>
      <ui.Board
        view={state.view}
        prompts={state.prompts}
        waitingFor={state.waitingFor}
        you={state.you}
        room={labelledRoom(state.room)}
        log={log}
        result={state.result}
        send={send}
        pending={pending}
        refused={refused}
        banner={<StandinBar state={state} onTakeBack={onTakeBack} />}
      />
      {coach}
    </section>
  );
}
