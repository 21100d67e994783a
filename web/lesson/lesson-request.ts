// The create calls of the lessons: a private table for the learner and one easy bot, started at
// once. Pure (no registry), so the Worker's tests send exactly what the page sends.
import type { CreateTableRequest } from '../../party/protocol/lobby.ts';

/** Slow enough to follow what the bot does, quick enough not to wait on it. */
const BOT_PAUSE_MS = 700;

/** A lesson: the game deals it for the option { lesson: true }. */
export function lessonRequest(game: string, name: string): CreateTableRequest {
  return { game, seats: 2, options: { lesson: true }, public: false, name, bots: ['easy'], start: true, botPauseMs: BOT_PAUSE_MS };
}

/** After a lesson: the same game for real, one easy bot, dealt with `options` (its lesson's `firstGame`). */
export function firstGameRequest(game: string, options: unknown, name: string): CreateTableRequest {
  return { game, seats: 2, options, public: false, name, bots: ['easy'], start: true, botPauseMs: BOT_PAUSE_MS };
}
