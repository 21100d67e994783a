// Reporting to the Directory (party/directory/): public tables are listed there while open; of
// private ones it learns only the game, the number of people and whether it is under way, for
// the lobby's count of people playing.
import { getGame } from '../games/registry.ts';
import { listable } from '../directory/directory.ts';
import { tableSummary } from '../table/snapshot.ts';
import type { RoomMeta } from '../table/store.ts';
import type { RoomParts } from './parts.ts';

/** Tells the Directory how a table looks now (a private one's summary is never listed). */
export async function report(room: RoomParts, meta: RoomMeta): Promise<void> {
  // A private table counts only once under way.
  if (!meta.public && meta.status === 'open') return;
  const summary = tableSummary(meta, room.store.seats(), getGame(meta.game));
  // A table the list does not show was already taken off it: no call per move of a game under way.
  const json = listable(summary) ? null : JSON.stringify(summary);
  if (json !== null && json === room.unlisted) return;
  try {
    await room.env.Directory.getByName('global').upsert(summary, meta.owner ?? null);
    room.unlisted = json;
  } catch (err) {
    console.error('directory update failed', err);
  }
}

/** The table is gone (expired): the Directory forgets it. */
export async function unreport(room: RoomParts, id: string): Promise<void> {
  try {
    await room.env.Directory.getByName('global').remove(id);
  } catch (err) {
    console.error('directory remove failed', err);
  }
}
