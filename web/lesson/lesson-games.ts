// Which games have a lesson, and the create call that opens one: a private table for the learner
// and one easy bot, dealt by the game's lesson option and started at once. Shared by the lobby's
// buttons and the widget's data-mode="learn"; no strings, so the widget's config stays small.
import type { CreateTableRequest } from '../../party/protocol/lobby.ts';

/** The games with a lesson deal (party/games/<game>/lesson.ts). */
export const LESSON_GAMES = ['dominion', 'kingdom-builder'] as const;
export type LessonGame = (typeof LESSON_GAMES)[number];

/** Slow enough to follow what the bot does, quick enough not to wait on it. */
const BOT_PAUSE_MS = 700;

/** A first real game's options: Dominion's recommended first kingdom; Kingdom Builder's defaults. */
const FIRST_GAME_OPTIONS: Record<LessonGame, unknown> = { dominion: { kingdom: { preset: 'first-game' } }, 'kingdom-builder': {} };

export function isLessonGame(game: string): game is LessonGame {
  return (LESSON_GAMES as readonly string[]).includes(game);
}

export function lessonRequest(game: LessonGame, name: string): CreateTableRequest {
  return { game, seats: 2, options: { lesson: true }, public: false, name, bots: ['easy'], start: true, botPauseMs: BOT_PAUSE_MS };
}

/** After a lesson: the same game for real, one easy bot, dealt as any table is. */
export function firstGameRequest(game: LessonGame, name: string): CreateTableRequest {
  return { game, seats: 2, options: FIRST_GAME_OPTIONS[game], public: false, name, bots: ['easy'], start: true, botPauseMs: BOT_PAUSE_MS };
}

/** The lesson offered after this one. */
export const otherLesson = (game: LessonGame): LessonGame => LESSON_GAMES.find((g) => g !== game) ?? game;
