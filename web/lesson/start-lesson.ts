// Opening a lesson from the lobby, under the remembered name or "Learner" (no name to type).
import type { CreateTableResponse } from '../../party/protocol/lobby.ts';
import { createTable } from '../net/lobby-api.ts';
import { playerName } from '../net/player-name.ts';
import { lessonRequest, type LessonGame } from './lesson-games.ts';
import { lt } from './t.ts';

export function createLesson(game: LessonGame): Promise<CreateTableResponse> {
  return createTable(lessonRequest(game, playerName.value || lt('learn.name')));
}
