// The widget's settings, read from its address (the loader turns each data-* attribute into a
// query parameter). Pure, so every rule is tested in Node. A bad attribute is reported by name
// with what would be accepted; several bad ones are all reported at once.
import { BOT_LEVELS, type BotLevel } from '../../party/games/core/bots.ts';
import { NAME_MAX_LENGTH } from '../../party/protocol/common.ts';
import { BOT_SPEEDS, type BotSpeed, type GameSummary } from '../../party/protocol/lobby.ts';
import { BOTS_AFTER_MAX_S, BOTS_AFTER_MIN_S } from '../../party/protocol/quick-match.ts';
import { CLOCK_MODES, type ClockMode } from '../../party/protocol/room.ts';
import { isLang, LANGS, type Lang } from '../i18n/langs.ts';
import { validPlayerName } from '../net/player-name.ts';
import { isTableId, parseRoute } from '../routes.ts';
import type { Mode, Theme } from './protocol.ts';
import { gameOptions, OPTION_ATTRIBUTES } from './game-options.ts';
import { isLessonGame, LESSON_GAMES } from '../lesson/lesson-games.ts';

export interface WidgetConfig {
  /** The game id; '' only when an existing table is shown (the table knows its game). */
  game: string;
  mode: Mode;
  table: string | null;
  /** Table size for the tables the widget opens or queues for. */
  players: number;
  level: BotLevel;
  /** Bots' pause before each move (data-mode="bots"): human-like unless the host asks for instant. */
  botSpeed: BotSpeed;
  lang: Lang | null;
  theme: Theme;
  /** CSS custom properties (name without the leading --) from data-style-*. */
  style: Record<string, string>;
  clock: ClockMode | null;
  /** Match mode: seconds after which bots fill the seats no one came for (null: wait for people). */
  botsAfter: number | null;
  /** Options for a table the widget creates, in the game's own format (undefined: its defaults). */
  options: Record<string, unknown> | undefined;
  /** The attributes the options came from, to name them when the server refuses the options. */
  optionAttributes: string[];
  name: string | null;
  /** data-id: tells apart two widgets with the same settings on one site. */
  slot: string;
  /** The host page's origin as the loader saw it; checked against the real parent before use. */
  origin: string | null;
}

export type { AttributeProblem } from '../games/types.ts';
import type { AttributeProblem } from '../games/types.ts';
export type ParsedWidget = { ok: true; config: WidgetConfig } | { ok: false; problems: AttributeProblem[] };

export const MODES: readonly Mode[] = ['bots', 'friends', 'table', 'match', 'daily', 'learn'];
export const THEMES: readonly Theme[] = ['light', 'dark', 'auto'];

// Modes that open a table of their own; only they take a table size and table options.
const CREATES_TABLE: readonly Mode[] = ['bots', 'friends'];
const STYLE_NAME = /^[a-z][a-z0-9-]{0,39}$/;
const STYLE_VALUE_MAX = 200;
const SLOT = /^[A-Za-z0-9_-]{1,40}$/;
const list = (xs: readonly string[]) => xs.map((x) => `"${x}"`).join(', ');

/** Reads the widget's settings from its path (/embed/widget or /embed/<tableId>) and query. */
export function parseWidget(pathname: string, query: URLSearchParams, games: readonly GameSummary[]): ParsedWidget {
  const problems: AttributeProblem[] = [];
  const bad = (attribute: string, message: string) => { problems.push({ attribute: `data-${attribute}`, message }); };
  const get = (name: string): string | null => query.get(name);

  const route = parseRoute(pathname);
  const pathTable = route.page === 'embed' ? route.id : null;
  const tableAttr = get('table');
  const table = pathTable ?? (tableAttr === null ? null : tableAttr.trim().toLowerCase());

  const modeAttr = get('mode');
  let mode: Mode = table !== null ? 'table' : 'bots';
  if (modeAttr !== null) {
    if ((MODES as readonly string[]).includes(modeAttr)) mode = modeAttr as Mode;
    else bad('mode', `"${modeAttr}" is not a mode; use one of ${list(MODES)}.`);
  }

  if (mode === 'table') {
    if (table === null) bad('table', 'data-mode="table" needs data-table="<table id>" (the 26 letters and digits at the end of a table link).');
    else if (!isTableId(table)) bad('table', `"${tableAttr}" is not a table id: it has 26 lowercase letters and digits.`);
  } else if (tableAttr !== null) {
    bad('table', `data-table only goes with data-mode="table", not "${mode}".`);
  }

  const gameAttr = (get('game') ?? '').trim();
  const game = games.find((g) => g.id === gameAttr);
  if (!game && (gameAttr !== '' || mode !== 'table')) {
    const what = gameAttr === '' ? 'is empty' : `"${gameAttr}" is not a game on this server`;
    problems.push({ attribute: 'data-kingdoms', message: `${what}; use one of ${list(games.map((g) => g.id))}.` });
  }

  if (mode === 'daily' && game && !game.daily) {
    bad('mode', `${game.name} has no daily challenge; data-mode="daily" is for ${list(games.filter((g) => g.daily).map((g) => g.id))}.`);
  }

  const creates = CREATES_TABLE.includes(mode);
  // The guided first game: a lesson table has its own deal, size and bot (web/lesson/).
  if (mode === 'learn' && game && !isLessonGame(game.id)) bad('mode', `${game.name} has no lesson; data-mode="learn" works with ${list(LESSON_GAMES)}.`);
  let players = game?.minSeats ?? 2;
  const playersAttr = get('players');
  if (playersAttr !== null) {
    const n = Number(playersAttr);
    if (mode === 'table') bad('players', 'an existing table already has its size; data-players is for the other modes.');
    else if (mode === 'learn') bad('players', 'a lesson is always you and one bot; leave out data-players.');
    else if (mode === 'daily') bad('players', 'the daily challenge has its own table (you and its hard bots); leave data-players out.');
    else if (!Number.isInteger(n)) bad('players', `"${playersAttr}" is not a whole number of players.`);
    else if (game && (n < game.minSeats || n > game.maxSeats)) bad('players', `${game.name} takes ${game.minSeats} to ${game.maxSeats} players, not ${n}.`);
    else players = n;
  }

  let level: BotLevel = 'medium';
  const levelAttr = get('level');
  if (levelAttr !== null) {
    if (mode !== 'bots') bad('level', `the bot level is for data-mode="bots", not "${mode}".`);
    else if (!(BOT_LEVELS as readonly string[]).includes(levelAttr)) bad('level', `"${levelAttr}" is not a bot level; use one of ${list(BOT_LEVELS)}.`);
    else level = levelAttr as BotLevel;
  }
  if (mode === 'bots' && game && !game.botLevels.includes(level)) {
    const levels = game.botLevels;
    if (levels.length === 0) bad('mode', `${game.name} has no bots on this server; use data-mode "friends", "table" or "match".`);
    else if (levelAttr !== null) bad('level', `${game.name} has no ${level} bot; use one of ${list(levels)}.`);
    else level = levels[0] as BotLevel;
  }

  let botSpeed: BotSpeed = 'human';
  const speedAttr = get('bot-speed');
  if (speedAttr !== null) {
    const speeds = Object.keys(BOT_SPEEDS);
    if (mode !== 'bots') bad('bot-speed', `the bots' speed is for data-mode="bots", not "${mode}".`);
    else if (!speeds.includes(speedAttr)) bad('bot-speed', `"${speedAttr}" is not a bots' speed; use one of ${list(speeds)}.`);
    else botSpeed = speedAttr as BotSpeed;
  }

  const langAttr = get('lang');
  const lang = langAttr !== null && isLang(langAttr) ? langAttr : null;
  if (langAttr !== null && lang === null) bad('lang', `"${langAttr}" is not a language of the game; use one of ${list(LANGS)}.`);

  const themeAttr = get('theme');
  let theme: Theme = 'auto';
  if (themeAttr !== null) {
    if ((THEMES as readonly string[]).includes(themeAttr)) theme = themeAttr as Theme;
    else bad('theme', `"${themeAttr}" is not a theme; use one of ${list(THEMES)} (colours go in data-style-*).`);
  }

  const style: Record<string, string> = {};
  for (const [key, value] of query) {
    if (!key.startsWith('style-')) continue;
    const problem = styleProblem(key.slice(6), value);
    if (problem) bad(key, problem);
    else style[key.slice(6)] = value.trim();
  }

  let clock: ClockMode | null = null;
  const clockAttr = get('clock');
  if (clockAttr !== null) {
    if (!creates) bad('clock', `a clock is set when the widget opens a table (data-mode "bots" or "friends"), not with "${mode}".`);
    else if (!(CLOCK_MODES as readonly string[]).includes(clockAttr)) bad('clock', `"${clockAttr}" is not a clock; use one of ${list(CLOCK_MODES)}.`);
    else clock = clockAttr as ClockMode;
  }

  let botsAfter: number | null = null;
  const botsAfterAttr = get('bots-after');
  if (botsAfterAttr !== null) {
    const n = Number(botsAfterAttr);
    if (mode !== 'match') bad('bots-after', `filling with bots after a wait is for data-mode="match", not "${mode}".`);
    else if (game && game.botLevels.length === 0) bad('bots-after', `${game.name} has no bots on this server.`);
    else if (!Number.isInteger(n) || n < BOTS_AFTER_MIN_S || n > BOTS_AFTER_MAX_S) {
      bad('bots-after', `"${botsAfterAttr}" is not a wait for bots; use whole seconds from ${BOTS_AFTER_MIN_S} to ${BOTS_AFTER_MAX_S}.`);
    } else botsAfter = n;
  }

  const optionAttributes = OPTION_ATTRIBUTES.filter((a) => query.has(a));
  let options: Record<string, unknown> | undefined;
  if (optionAttributes.length > 0 && !creates) {
    for (const a of optionAttributes) bad(a, `game options apply to tables the widget opens (data-mode "bots" or "friends"), not to "${mode}".`);
  } else if (game) {
    const parsed = gameOptions(game.id, query);
    if (parsed.ok) options = parsed.options;
    else problems.push(...parsed.problems);
  }

  const nameAttr = get('name');
  const name = nameAttr === null ? null : validPlayerName(nameAttr);
  if (nameAttr !== null && name === null) bad('name', `a player name has 1 to ${NAME_MAX_LENGTH} characters.`);

  const slot = get('id') ?? '';
  if (slot !== '' && !SLOT.test(slot)) bad('id', 'use 1 to 40 letters, digits, "-" or "_".');

  const originAttr = get('origin');
  const origin = originAttr !== null && isOrigin(originAttr) ? originAttr : null;

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    config: {
      game: game?.id ?? '', mode, table: mode === 'table' ? table : null, players, level, botSpeed, lang, theme, style, clock, botsAfter,
      options, optionAttributes: optionAttributes.map((a) => `data-${a}`), name, slot, origin,
    },
  };
}

/** Why a data-style-<name> value cannot become the custom property --<name>, or null if it can. */
export function styleProblem(name: string, value: string): string | null {
  if (!STYLE_NAME.test(name)) return `"${name}" is not a usable custom property name (lowercase letters, digits and "-").`;
  const v = value.trim();
  if (v === '') return 'the value is empty.';
  if (v.length > STYLE_VALUE_MAX) return `the value is longer than ${STYLE_VALUE_MAX} characters.`;
  // One value, never a way to close the declaration and add rules of one's own.
  if (/[;{}<>\\]|\n/.test(v)) return 'the value may not contain ; { } < > or \\.';
  return null;
}

/** True for a serialized origin such as https://example.com or http://localhost:8080. */
export function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text;
  } catch {
    return false;
  }
}

/**
 * The key under which the widget remembers its current table in its own storage: the same
 * widget on the same site finds its game again after the host page is reloaded.
 */
export function widgetKey(c: WidgetConfig): string {
  return ['kingdoms.widget', c.mode, c.game, c.players, c.mode === 'bots' ? c.level : '', c.clock ?? '', JSON.stringify(c.options ?? null), c.slot].join('|');
}
