// The table's result as the record and the daily challenge take it: a resignation's, else the game's own.
import type { GameResult } from '../games/core/types.ts';
import { getGame } from '../games/registry.ts';
import { resignedResult } from '../table/snapshot.ts';
import type { RoomMeta } from '../table/store.ts';
import type { RoomParts } from './parts.ts';

/** Null while the game runs (or when the table's game is unknown). */
export function tableResult(room: RoomParts, meta: RoomMeta): GameResult | null {
  if (meta.resigned !== null && meta.resigned !== undefined) return resignedResult(room.store.seats(), meta.resigned);
  const def = getGame(meta.game);
  const live = room.live(meta);
  return def && live ? def.result(live.state) : null;
}
