import type { StateMessage } from '../../../party/protocol/room.ts';
import { gameWebFor } from '../../games/registry.ts';
import { pt } from '../../i18n/players.ts';
import type { TableConnection } from '../../net/table-connection.ts';

/**
 * Whether the game counts for ratings. The host of a public table marks it before the start
 * (the room refuses it with a bot seated); everyone else sees whether it is rated.
 */
export function RatedToggle({ state, connection }: { state: StateMessage; connection: TableConnection }) {
  const { room, you } = state;
  // A game with no rating pools (web/games/registry.ts) is never rated: nothing to mark or show.
  if (!gameWebFor(room.game)?.pools) return null;
  const mayChange = you !== null && you === room.host && room.public && room.status === 'open';
  if (mayChange) {
    return (
      <label class="check rated-toggle">
        <input type="checkbox" checked={room.rated === true} data-testid="rated-toggle"
          onChange={(e) => connection.markRated((e.target as HTMLInputElement).checked)} />
        {' '}{pt('rated.mark')}
        <span class="hint"> {pt('rated.hint')}</span>
      </label>
    );
  }
  return room.rated ? <p class="muted" data-testid="rated-table">{pt('rated.is')}</p> : null;
}
