// The widget's data-mode="learn" (issue 23): a lesson of a game that has one, and nothing that
// would change a lesson's fixed table (size, level, options, clock) is taken with it.
import { describe, expect, it } from 'vitest';
import type { GameSummary } from '../../../party/protocol/lobby.ts';
import { parseWidget } from '../../../web/embed/config.ts';
import { lessonRequest } from '../../../web/lesson/lesson-games.ts';
import { dominion } from '../../../party/games/dominion/index.ts';
import { kingdomBuilder } from '../../../party/games/kingdom-builder/index.ts';

const LEVELS = ['easy', 'medium', 'hard'] as GameSummary['botLevels'];
const GAMES: GameSummary[] = [
  { id: 'dominion', name: 'Dominion', minSeats: 2, maxSeats: 6, botLevels: LEVELS, pools: ['dominion-2p', 'dominion-multi'], daily: true },
  { id: 'kingdom-builder', name: 'Kingdom Builder', minSeats: 2, maxSeats: 4, botLevels: LEVELS, pools: ['kingdom-builder'], daily: true },
  { id: 'tiny', name: 'Tiny race', minSeats: 2, maxSeats: 4, botLevels: [], pools: [], daily: false },
];

const parse = (attrs: Record<string, string>) => parseWidget('/embed/widget', new URLSearchParams(attrs), GAMES);
const problems = (attrs: Record<string, string>) => {
  const parsed = parse(attrs);
  return parsed.ok ? {} : Object.fromEntries(parsed.problems.map((p) => [p.attribute, p.message]));
};

describe('widget data-mode="learn"', () => {
  it('takes both games that have a lesson', () => {
    for (const game of ['dominion', 'kingdom-builder']) expect(parse({ game, mode: 'learn' })).toMatchObject({ ok: true, config: { game, mode: 'learn' } });
  });

  it('names the attribute when the game has no lesson or the lesson\'s fixed table is changed', () => {
    expect(problems({ game: 'tiny', mode: 'learn' })['data-mode']).toBe('Tiny race has no lesson; data-mode="learn" works with "dominion", "kingdom-builder".');
    expect(problems({ game: 'dominion', mode: 'learn', players: '3' })['data-players']).toBe('a lesson is always you and one bot; leave out data-players.');
    expect(problems({ game: 'dominion', mode: 'learn', level: 'hard' })['data-level']).toMatch(/for data-mode="bots"/);
    expect(problems({ game: 'dominion', mode: 'learn', clock: 'fast' })['data-clock']).toMatch(/when the widget opens a table/);
    expect(problems({ game: 'dominion', mode: 'learn', kingdom: 'first-game' })['data-kingdom']).toMatch(/tables the widget opens/);
  });

  it('asks for a table each game\'s engine accepts: 2 seats, one easy bot, the lesson option', () => {
    for (const [id, engine] of [['dominion', dominion], ['kingdom-builder', kingdomBuilder]] as const) {
      const request = lessonRequest(id, 'Ann');
      expect(request).toMatchObject({ seats: 2, bots: ['easy'], start: true, public: false });
      expect(engine.parseOptions(request.options, request.seats).ok).toBe(true);
    }
  });
});
