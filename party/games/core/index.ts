export type {
  AnyEngine, AnyGame, Autoplay, Checked, ClockSetting, DailyRules, Game, GameClocks, GameEngine, GameResult, Json, LogEntry, Outcome, Prompt, RatedGame, Refusal, RuleError, Seat, SeatScore,
  SetupInput, SimSettings, TakenLog, UndoRules, UndoStep, ViewSecrets, VisibleLogEntry,
} from './types.ts';
export { OK, fail, value } from './outcome.ts';
export { nextFloat, nextInt, nextU32, randomFn, sample, seedRng, shuffleInPlace, type RngState } from './rng.ts';
export { visibleEntry, visibleLog } from './log.ts';
export { cloneJson, distinctIndices, isInt, isIntArray, isRecord, isStringArray } from './guards.ts';
export { placesOf, rankSeats } from './rank.ts';
export {
  BOT_LEVELS, BOT_MEMORY_MAX_BYTES, botInput, isBotLevel, memoryBytes,
  type BotDecision, type BotInput, type BotLevel, type BotPolicy, type BotSet,
} from './bots.ts';
export { closeWindows } from './pause.ts';
export { refuse, turnRefusal, type MoveShape, type Refused, type TurnTable } from './turn-checks.ts';
export { answerFromPrompt, randomMoveFromPrompts, type ListChoices, type UnlistedAnswer } from './choices.ts';
