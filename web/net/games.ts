import { signal } from '@preact/signals';
import type { GameSummary } from '../../party/protocol/lobby.ts';
import { ApiFailure, listGames } from './lobby-api.ts';

/** The games the server hosts, fetched once per page and shared by the lobby and the table. */
export const games = signal<GameSummary[] | null>(null);
export const gamesError = signal<ApiFailure | null>(null);

let loading: Promise<void> | null = null;

export function loadGames(): Promise<void> {
  loading ??= listGames().then(
    (list) => { games.value = list; gamesError.value = null; },
    (error: unknown) => {
      loading = null;
      gamesError.value = error instanceof ApiFailure ? error : new ApiFailure('network', String(error));
    },
  );
  return loading;
}

/** The display name of a game, or its id until the list has arrived. */
export function gameName(id: string): string {
  return games.value?.find((g) => g.id === id)?.name ?? id;
}
