// The widget's attributes: what each mode takes, and a clear message naming every bad attribute.
import { describe, expect, it } from 'vitest';
import type { GameSummary } from '../../../party/protocol/lobby.ts';
import { parseWidget, styleProblem, widgetKey, type ParsedWidget } from '../../../web/embed/config.ts';

const LEVELS = ['easy', 'medium', 'hard'] as GameSummary['botLevels'];
const GAMES: GameSummary[] = [
  { id: 'dominion', name: 'Dominion', minSeats: 2, maxSeats: 6, botLevels: LEVELS, pools: ['dominion-2p', 'dominion-multi'], daily: true },
  { id: 'kingdom-builder', name: 'Kingdom Builder', minSeats: 2, maxSeats: 4, botLevels: LEVELS, pools: ['kingdom-builder'], daily: true },
  { id: 'tiny', name: 'Tiny race', minSeats: 2, maxSeats: 4, botLevels: [], pools: [], daily: false },
];
const TABLE = 'abcdefghijklmnopqrstuvwxyz';

function parse(attrs: Record<string, string>, path = '/embed/widget'): ParsedWidget {
  return parseWidget(path, new URLSearchParams(attrs), GAMES);
}
function problems(attrs: Record<string, string>, path?: string) {
  const parsed = parse(attrs, path);
  if (parsed.ok) throw new Error('expected problems');
  return Object.fromEntries(parsed.problems.map((p) => [p.attribute, p.message]));
}
function config(attrs: Record<string, string>, path?: string) {
  const parsed = parse(attrs, path);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.config;
}

describe('widget attributes', () => {
  it('defaults to a game against medium bots at the game\'s smallest table, automatic theme', () => {
    expect(config({ game: 'dominion' })).toMatchObject({ game: 'dominion', mode: 'bots', players: 2, level: 'medium', theme: 'auto', lang: null, options: undefined, table: null });
  });

  it('reads the issue\'s example: Kingdom Builder, bots, 2 players, medium, Polish, dark', () => {
    expect(config({ game: 'kingdom-builder', mode: 'bots', players: '2', level: 'medium', lang: 'pl', theme: 'dark' }))
      .toMatchObject({ game: 'kingdom-builder', mode: 'bots', players: 2, level: 'medium', lang: 'pl', theme: 'dark' });
  });

  it('shows an existing table by data-table or by the /embed/<id> address, with no game needed', () => {
    expect(config({ table: TABLE })).toMatchObject({ mode: 'table', table: TABLE, game: '' });
    expect(config({}, `/embed/${TABLE}`)).toMatchObject({ mode: 'table', table: TABLE });
  });

  it('names an unknown game and lists the games there are', () => {
    expect(problems({ game: 'chess' })['data-kingdoms']).toBe('"chess" is not a game on this server; use one of "dominion", "kingdom-builder", "tiny".');
    expect(problems({})['data-kingdoms']).toMatch(/^is empty; use one of/);
  });

  it('reports every bad attribute at once, each with what would be accepted', () => {
    const found = problems({ game: 'kingdom-builder', mode: 'bots', players: '7', level: 'genius', lang: 'de', theme: 'pink', clock: 'slow', id: 'a b' });
    expect(found['data-players']).toBe('Kingdom Builder takes 2 to 4 players, not 7.');
    expect(found['data-level']).toBe('"genius" is not a bot level; use one of "easy", "medium", "hard".');
    expect(found['data-lang']).toBe('"de" is not a language of the game; use one of "en", "ru", "hu", "pl".');
    expect(found['data-theme']).toMatch(/^"pink" is not a theme; use one of "light", "dark", "auto"/);
    expect(found['data-clock']).toBe('"slow" is not a clock; use one of "off", "relaxed", "fast".');
    expect(found['data-id']).toBeDefined();
  });

  it('bots move after a human-like pause unless data-bot-speed="instant" asks for none, as the lobby offers', () => {
    expect(config({ game: 'dominion' }).botSpeed).toBe('human');
    expect(config({ game: 'dominion', 'bot-speed': 'instant' }).botSpeed).toBe('instant');
    expect(problems({ game: 'dominion', 'bot-speed': 'fast' })['data-bot-speed']).toBe('"fast" is not a bots\' speed; use one of "human", "instant".');
  });

  it('match mode fills with bots after data-bots-after seconds, within the matchmaker\'s range, where the game has bots', () => {
    expect(config({ game: 'dominion', mode: 'match', 'bots-after': '30' })).toMatchObject({ mode: 'match', botsAfter: 30 });
    expect(config({ game: 'dominion', mode: 'match' }).botsAfter).toBeNull();
    expect(problems({ game: 'dominion', mode: 'match', 'bots-after': '2' })['data-bots-after']).toBe('"2" is not a wait for bots; use whole seconds from 5 to 600.');
    expect(problems({ game: 'dominion', mode: 'match', 'bots-after': 'soon' })['data-bots-after']).toMatch(/^"soon" is not a wait for bots/);
    expect(problems({ game: 'dominion', mode: 'friends', 'bots-after': '30' })['data-bots-after']).toBe('filling with bots after a wait is for data-mode="match", not "friends".');
    expect(problems({ game: 'tiny', mode: 'match', 'bots-after': '30' })['data-bots-after']).toBe('Tiny race has no bots on this server.');
  });

  it('plays bots only where the game has them', () => {
    expect(problems({ game: 'tiny' })['data-mode']).toBe('Tiny race has no bots on this server; use data-mode "friends", "table" or "match".');
    expect(config({ game: 'tiny', mode: 'friends' }).mode).toBe('friends');
  });

  it('refuses attributes that do not fit the mode', () => {
    expect(problems({ game: 'dominion', mode: 'table' })['data-table']).toMatch(/needs data-table/);
    expect(problems({ game: 'dominion', mode: 'friends', table: TABLE })['data-table']).toMatch(/only goes with data-mode="table"/);
    expect(problems({ game: 'dominion', mode: 'friends', level: 'hard' })['data-level']).toMatch(/for data-mode="bots"/);
    expect(problems({ game: 'dominion', mode: 'friends', 'bot-speed': 'instant' })['data-bot-speed']).toMatch(/for data-mode="bots"/);
    expect(problems({ table: TABLE, players: '3' })['data-players']).toMatch(/already has its size/);
    expect(problems({ game: 'dominion', mode: 'match', kingdom: 'first-game' })['data-kingdom']).toMatch(/tables the widget opens/);
    expect(problems({ table: 'not-a-table' })['data-table']).toMatch(/is not a table id/);
    expect(problems({ game: 'dominion', mode: 'solo' })['data-mode']).toBe('"solo" is not a mode; use one of "bots", "friends", "table", "match", "daily", "learn".');
  });

  it('turns game attributes into the game\'s options, and refuses another game\'s', () => {
    expect(config({ game: 'dominion', kingdom: 'first-game', 'vp-counter': 'true' }).options).toEqual({ kingdom: { preset: 'first-game' }, vpCounter: true });
    expect(config({ game: 'dominion', kingdom: 'random-5+5' }).options).toEqual({ kingdom: { random: '5+5' } });
    expect(config({ game: 'dominion', cards: 'cellar, market,militia' }).options).toEqual({ kingdom: { cards: ['cellar', 'market', 'militia'] } });
    expect(config({ game: 'kingdom-builder', sections: 'oracle farm:turned tower:random tavern', cards: 'miners,lords,knights' }).options).toEqual({
      sections: [{ id: 'oracle', turned: false }, { id: 'farm', turned: true }, { id: 'tower', turned: 'random' }, { id: 'tavern', turned: false }],
      cards: ['miners', 'lords', 'knights'],
    });
    expect(config({ game: 'kingdom-builder', sections: 'random' }).options).toEqual({ sections: 'random' });
    expect(problems({ game: 'kingdom-builder', kingdom: 'first-game' })['data-kingdom']).toBe('is not an option of kingdom-builder; it takes data-sections, data-cards.');
    expect(problems({ game: 'dominion', kingdom: 'first-game', cards: 'cellar' })['data-cards']).toMatch(/either data-kingdom/);
    expect(problems({ game: 'kingdom-builder', sections: 'farm:upside-down' })['data-sections']).toMatch(/":turned" or ":random"/);
    expect(config({ game: 'dominion', kingdom: 'first-game' }).optionAttributes).toEqual(['data-kingdom']);
  });

  it('passes CSS custom properties through data-style-*, never anything that could end the declaration', () => {
    expect(config({ game: 'dominion', 'style-accent': ' #c0392b ', 'style-radius': '4px' }).style).toEqual({ accent: '#c0392b', radius: '4px' });
    expect(problems({ game: 'dominion', 'style-accent': 'red; background: url(x)' })['data-style-accent']).toMatch(/may not contain/);
    expect(styleProblem('Accent', 'red')).toMatch(/not a usable custom property name/);
    expect(styleProblem('accent', '')).toBe('the value is empty.');
  });

  it('keeps the host origin only when it is a plain origin', () => {
    expect(config({ game: 'dominion', origin: 'https://example.com' }).origin).toBe('https://example.com');
    expect(config({ game: 'dominion', origin: 'https://example.com/page' }).origin).toBeNull();
    expect(config({ game: 'dominion', origin: 'null' }).origin).toBeNull();
  });

  it('remembers a table per widget setting: the same settings find the same game, others do not', () => {
    const a = config({ game: 'dominion', level: 'hard' });
    expect(widgetKey(a)).toBe(widgetKey(config({ game: 'dominion', level: 'hard', lang: 'ru', theme: 'dark' })));
    expect(widgetKey(a)).not.toBe(widgetKey(config({ game: 'dominion', level: 'easy' })));
    expect(widgetKey(a)).not.toBe(widgetKey(config({ game: 'dominion', level: 'hard', id: 'second' })));
  });
});
