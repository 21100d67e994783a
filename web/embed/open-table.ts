// Opens the table a bots or friends widget plays at: private, with the player seated at once
// (the server returns the seat token, kept in the widget's own storage) and, against bots, the
// bots seated and the game started, so the first thing the player sees is the game itself.
import { BOT_SPEEDS, type CreateTableRequest } from '../../party/protocol/lobby.ts';
import type { DailyGame } from '../../party/protocol/daily.ts';
import { DAILY_BOT_PAUSE_MS, startDailyAttempt } from '../net/daily-api.ts';
import { ApiFailure, createTable } from '../net/lobby-api.ts';
import { saveToken } from '../net/seat-token.ts';
import { isLessonGame, lessonRequest } from '../lesson/lesson-games.ts';
import type { AttributeProblem, WidgetConfig } from './config.ts';

export async function openTable(config: WidgetConfig, name: string): Promise<string> {
  // The day's deal, the attempt proven by this widget's own player (its storage is per host site).
  if (config.mode === 'daily') return (await startDailyAttempt(config.game as DailyGame, name, DAILY_BOT_PAUSE_MS)).table;
  const request: CreateTableRequest = config.mode === 'learn' && isLessonGame(config.game) ? lessonRequest(config.game, name) : {
    game: config.game,
    seats: config.players,
    ...(config.options ? { options: config.options } : {}),
    public: false,
    name,
    ...(config.mode === 'bots' ? { bots: Array.from({ length: config.players - 1 }, () => config.level), start: true, botPauseMs: BOT_SPEEDS[config.botSpeed] } : {}),
    ...(config.clock ? { clock: config.clock } : {}),
  };
  const made = await createTable(request);
  if (made.token !== undefined) saveToken(made.id, made.token);
  return made.id;
}

/** The server's refusal of options the host wrote, as a problem with the attributes' names. */
export function optionsProblem(error: unknown, config: WidgetConfig): AttributeProblem | null {
  if (!(error instanceof ApiFailure) || error.code !== 'bad-options') return null;
  const attribute = config.optionAttributes.length ? config.optionAttributes.join(', ') : 'data-kingdoms';
  return { attribute, message: error.message };
}
