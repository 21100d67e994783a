// Opening a lesson: a private table for the learner and one easy bot, dealt by the game's lesson
// option and started at once, through the lobby's normal create call.
import type { CreateTableResponse } from '../../party/protocol/lobby.ts';
import { createTable } from '../net/lobby-api.ts';
import { playerName } from '../net/player-name.ts';
import { lt } from './t.ts';

/** The games with a lesson deal (party/games/<game>/lesson.ts). */
export const LESSON_GAMES = ['dominion', 'kingdom-builder'] as const;
export type LessonGame = (typeof LESSON_GAMES)[number];

/** Slow enough to follow what the bot does, quick enough not to wait on it. */
const BOT_PAUSE_MS = 700;

export function isLessonGame(game: string): game is LessonGame {
  return (LESSON_GAMES as readonly string[]).includes(game);
}

export function createLesson(game: LessonGame): Promise<CreateTableResponse> {
  return createTable({
    game, seats: 2, options: { lesson: true }, public: false,
    name: playerName.value || lt('learn.name'), bots: ['easy'], start: true, botPauseMs: BOT_PAUSE_MS,
  });
}
