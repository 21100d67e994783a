// A finished table's game record: everything needed to rebuild the game anywhere with the pure
// engine. The seed is part of it, so it exists only once the game is over.
import type { AnyGame } from '../games/core/index.ts';
import type { GameRecord } from '../protocol/lobby.ts';
import type { RoomMeta, RoomStore, SeatRow } from './store.ts';

export type RecordAnswer = { ok: true; record: GameRecord } | { ok: false; code: 'not-finished' | 'daily-running'; message: string };

export function gameRecord(meta: RoomMeta, seats: SeatRow[], store: RoomStore, def: AnyGame | undefined, result: GameRecord['result']): RecordAnswer {
  if (meta.status !== 'finished') {
    return {
      ok: false,
      code: 'not-finished',
      message: meta.status === 'open'
        ? 'This game has not started; its record is available once it is over.'
        : 'This game is still being played; its record is available once it is over.',
    };
  }
  return {
    ok: true,
    record: {
      format: 'kingdoms-record',
      version: 1,
      table: meta.id,
      game: def?.id ?? meta.game,
      options: meta.options,
      seed: meta.seed,
      players: seats.map((s) => s.name),
      bots: seats.map((s) => s.bot ?? null),
      moves: store.allMoves(new Set(seats.filter((s) => s.bot === null).map((s) => s.seat))),
      result,
      startedAt: meta.startedAt,
      finishedAt: meta.finishedAt,
    },
  };
}
