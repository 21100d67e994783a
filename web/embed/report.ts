// Tells the host page what happens at the widget's table: ready when the table first answers,
// then seated, turn and game-over as eventsFor decides, and every refusal as an error.
import { effect } from '@preact/signals';
import { myIdentity } from '../net/identity.ts';
import type { TableConnection } from '../net/table-connection.ts';
import { localState } from '../pages/table/seat-labels.ts';
import { eventsFor, seenOf, type Seen } from './events.ts';
import type { Host } from './host.ts';
import type { Mode } from './protocol.ts';

/**
 * Starts reporting once this widget's player id is known (read from, or first made in, the
 * widget's own storage), so every event can carry it; returns the function that stops it.
 */
export function reportTable(connection: TableConnection, mode: Mode, host: Host): () => void {
  let stops: (() => void)[] = [];
  let stopped = false;
  void myIdentity().then((me) => me.player, () => null).then((player) => {
    if (!stopped) stops = report(connection, mode, host, player);
  });
  return () => {
    stopped = true;
    for (const stop of stops) stop();
  };
}

function report(connection: TableConnection, mode: Mode, host: Host, player: string | null): (() => void)[] {
  let seen: Seen | null = null;
  return [
    effect(() => {
      // Names as the widget shows them: a bot's in the widget's language (seat-labels.ts).
      const state = localState(connection.state.value);
      if (!state) return;
      if (seen === null) {
        host.post({ type: 'kingdoms:ready', table: state.room.id, game: state.room.game, mode, status: state.room.status, player });
      }
      for (const event of eventsFor(seen, state, player)) host.post(event);
      seen = seenOf(state);
    }),
    effect(() => {
      const error = connection.error.value;
      if (error) host.post({ type: 'kingdoms:error', table: connection.tableId, code: error.code, message: error.message });
    }),
    effect(() => {
      if (connection.missing.value) {
        host.post({ type: 'kingdoms:error', table: connection.tableId, code: 'no-such-table', message: 'There is no table with this id (it may have expired).' });
      }
    }),
  ];
}

/**
 * Takes a seat under `name` once, when the table is open, has room, and this browser holds no
 * seat there (data-name, or a widget whose server did not seat the creator itself).
 */
export function joinOnce(connection: TableConnection, name: string): () => void {
  let tried = false;
  return effect(() => {
    const state = connection.state.value;
    if (tried || !state || state.you !== null || state.room.status !== 'open' || state.room.seats.length >= state.room.maxSeats) return;
    tried = true;
    connection.join(name);
  });
}
