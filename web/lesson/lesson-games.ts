// Which games have a lesson (their web registry entry's `lesson`), and the create calls that open
// one and the real game after it (./lesson-request.ts). Shared by the lobby's buttons and the
// widget's data-mode="learn"; no strings of its own, so the widget's config stays small.
import type { CreateTableRequest } from '../../party/protocol/lobby.ts';
import { gameWebFor, LESSON_GAMES } from '../games/registry.ts';
import { firstGameRequest as firstGameOf } from './lesson-request.ts';

export { LESSON_GAMES };
export { lessonRequest } from './lesson-request.ts';

export function isLessonGame(game: string): boolean {
  return LESSON_GAMES.includes(game);
}

/** After a lesson: the same game for real, one easy bot, dealt with the options its lesson names. */
export function firstGameRequest(game: string, name: string): CreateTableRequest {
  return firstGameOf(game, gameWebFor(game)?.lesson?.firstGame ?? {}, name);
}

/** The lesson offered after this one: the next game's in the registry (none, when it is the only one). */
export function otherLesson(game: string): string {
  const at = LESSON_GAMES.indexOf(game);
  return LESSON_GAMES[(at + 1) % LESSON_GAMES.length] ?? game;
}
