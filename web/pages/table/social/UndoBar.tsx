import type { StateMessage } from '../../../../party/protocol/room.ts';
import type { TableConnection } from '../../../net/table-connection.ts';
import { st } from './t.ts';

/** Undo through the table: the button for the player to move, the request for everyone else. */
export function UndoBar({ state, connection, pending }: { state: StateMessage; connection: TableConnection; pending: boolean }) {
  const undo = state.undo;
  if (!undo) return null;
  const nameOf = (seat: number) => state.room.seats.find((s) => s.seat === seat)?.name ?? `#${seat + 1}`;
  const { request } = undo;
  if (request) {
    const asked = state.you !== null && request.waitingFor.includes(state.you);
    return (
      <div class="undo-bar" role="status" data-testid="undo-request">
        <p>{request.by === state.you ? st('undo.waiting', { names: request.waitingFor.map(nameOf).join(', ') }) : st('undo.asks', { name: nameOf(request.by) })}</p>
        {asked && (
          <div class="button-row">
            <button type="button" class="button-primary" onClick={() => connection.answerUndo(true)} data-testid="undo-accept">{st('undo.accept')}</button>
            <button type="button" class="button" onClick={() => connection.answerUndo(false)} data-testid="undo-refuse">{st('undo.refuse')}</button>
          </div>
        )}
      </div>
    );
  }
  if (!undo.canUndo) return null;
  return (
    <div class="undo-bar">
      <button type="button" class="button" disabled={pending} onClick={() => connection.undo()} data-testid="undo">↶ {st('undo.button')}</button>
    </div>
  );
}
