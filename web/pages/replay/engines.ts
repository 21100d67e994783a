// The pure engines the replay page runs in the browser: fetched only when a replay is opened.
import type { ReplayEngine } from './engine-impl.ts';

export type { ReplayEngine } from './engine-impl.ts';

/** The engine for `game`, or null when this page cannot rebuild that game. */
export async function loadEngine(game: string): Promise<ReplayEngine | null> {
  const { ENGINE_BY_GAME } = await import('./engine-impl.ts');
  return Object.hasOwn(ENGINE_BY_GAME, game) ? (ENGINE_BY_GAME[game] as ReplayEngine) : null;
}
