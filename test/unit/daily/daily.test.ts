// The daily challenge's pure parts: days in UTC, the deal each game gets, the score and its order,
// the shared result line (no spoilers), the widget's daily mode, and the four dictionaries.
import { describe, expect, it } from 'vitest';
import { dayEnd, dayOf, dayStart, makeDeal, shownDeal } from '../../../party/daily/day.ts';
import { streakOf } from '../../../party/daily/streak.ts';
import { attemptScore, compareScores } from '../../../party/daily/score.ts';
import { getGame } from '../../../party/games/index.ts';
import type { GameSummary } from '../../../party/protocol/lobby.ts';
import type { DailyScore } from '../../../party/protocol/daily.ts';
import { shareText, signed } from '../../../web/daily/share.ts';
import { parseWidget } from '../../../web/embed/config.ts';
import type { Messages } from '../../../web/i18n/format.ts';
import { expectLikeEnglish } from '../shell/dictionaries.ts';
import { en } from '../../../web/i18n/daily/en.ts';
import { hu } from '../../../web/i18n/daily/hu.ts';
import { pl } from '../../../web/i18n/daily/pl.ts';
import { ru } from '../../../web/i18n/daily/ru.ts';

const RANDOM = { pick: 'pick-1', seed: 'seed-1', botSeed: 'bots-1' };

describe('days', () => {
  it('a day runs from UTC midnight to the next', () => {
    expect(dayOf(Date.UTC(2026, 10, 26, 23, 59, 59, 999))).toBe('2026-11-26');
    expect(dayOf(Date.UTC(2026, 10, 27))).toBe('2026-11-27');
    expect(dayEnd('2026-11-26')).toBe(Date.UTC(2026, 10, 27));
    expect(dayStart('2026-02-30')).toBeNaN();
  });
});

describe('the deal', () => {
  it('Dominion: 10 distinct kingdom cards the engine accepts, you and the hard bot', () => {
    const deal = makeDeal('dominion', '2026-11-26', RANDOM);
    const cards = (deal.options as { kingdom: { cards: string[] } }).kingdom.cards;
    expect(new Set(cards).size).toBe(10);
    expect(getGame('dominion')!.parseOptions(deal.options, deal.seats).ok).toBe(true);
    expect(deal.bots).toEqual(['hard']);
    expect(deal.seats).toBe(2);
  });

  it('Kingdom Builder: 4 sections and 3 scoring cards the engine accepts, you and two hard bots', () => {
    const deal = makeDeal('kingdom-builder', '2026-11-26', RANDOM);
    const parsed = getGame('kingdom-builder')!.parseOptions(deal.options, deal.seats);
    expect(parsed.ok && parsed.value).toEqual(deal.options);
    expect(deal.bots).toEqual(['hard', 'hard']);
    const setup = getGame('kingdom-builder')!.setup({ seed: deal.seed, seats: deal.seats, options: deal.options });
    expect(setup.ok).toBe(true);
  });

  it('the same randomness gives the same deal; the shown part never carries the seeds', () => {
    expect(makeDeal('dominion', '2026-11-26', RANDOM)).toEqual(makeDeal('dominion', '2026-11-26', RANDOM));
    expect(makeDeal('dominion', '2026-11-26', { ...RANDOM, pick: 'pick-2' }).options).not.toEqual(makeDeal('dominion', '2026-11-26', RANDOM).options);
    const shown = JSON.stringify(shownDeal(makeDeal('kingdom-builder', '2026-11-26', RANDOM)));
    expect(shown).not.toContain(RANDOM.seed);
    expect(shown).not.toContain(RANDOM.botSeed);
  });
});

describe('the score', () => {
  it('is win, margin over the best opponent, and the seat\'s turns', () => {
    const result = { scores: [{ seat: 0, total: 30, breakdown: {} }, { seat: 1, total: 41, breakdown: {} }, { seat: 2, total: 12, breakdown: {} }], winners: [1], details: { turns: 21 } };
    expect(attemptScore(result, 0)).toEqual({ won: false, margin: -11, turns: 21 });
    expect(attemptScore({ ...result, details: { turns: [18, 17, 17] } }, 1)).toEqual({ won: true, margin: 11, turns: 17 });
  });

  it('orders a win above any loss, then the bigger margin, then fewer turns', () => {
    const s = (won: boolean, margin: number, turns: number): DailyScore => ({ won, margin, turns });
    const sorted = [s(false, -1, 10), s(true, 2, 30), s(true, 9, 30), s(true, 9, 20), s(false, -5, 5)].sort(compareScores);
    expect(sorted).toEqual([s(true, 9, 20), s(true, 9, 30), s(true, 2, 30), s(false, -1, 10), s(false, -5, 5)]);
  });
});

describe('the shared result', () => {
  it('is a headline, one line of emoji and numbers, and the link; nothing of the deal', () => {
    const text = shareText({ head: 'Kingdoms daily · Dominion · 2026-11-26', score: { won: true, margin: 7, turns: 16 }, rank: 3, count: 41, link: 'https://k.example/daily/dominion/2026-11-26' });
    expect(text).toBe('Kingdoms daily · Dominion · 2026-11-26\n🏆 +7 · 🔁 16 · 🏅 3/41\nhttps://k.example/daily/dominion/2026-11-26');
    const practice = shareText({ head: 'h', score: { won: false, margin: -4, turns: 20 }, rank: null, count: 41, link: 'l' });
    expect(practice).toBe('h\n💀 −4 · 🔁 20\nl');
    expect(signed(0)).toBe('0');
  });
});

describe('widget: data-mode="daily"', () => {
  const GAMES: GameSummary[] = [
    { id: 'kingdom-builder', name: 'Kingdom Builder', minSeats: 2, maxSeats: 4, botLevels: ['easy', 'medium', 'hard'], pools: ['kingdom-builder'], daily: true },
    { id: 'tiny', name: 'Tiny race', minSeats: 2, maxSeats: 4, botLevels: [], pools: [], daily: false },
  ];
  const parse = (attrs: Record<string, string>) => parseWidget('/embed/widget', new URLSearchParams(attrs), GAMES);

  it('takes a game with a daily challenge', () => {
    expect(parse({ game: 'kingdom-builder', mode: 'daily' })).toMatchObject({ ok: true, config: { mode: 'daily', game: 'kingdom-builder' } });
  });

  it('refuses a game without one, a table size and a clock, naming each attribute', () => {
    const parsed = parse({ game: 'tiny', mode: 'daily', players: '3', clock: 'fast' });
    expect(parsed.ok).toBe(false);
    const named = parsed.ok ? {} : Object.fromEntries(parsed.problems.map((p) => [p.attribute, p.message]));
    expect(named['data-mode']).toMatch(/no daily challenge/);
    expect(named['data-players']).toMatch(/its own table/);
    expect(named['data-clock']).toBeDefined();
  });
});

describe('daily messages', () => {
  const dictionaries: Record<string, Messages<string>> = { en, ru, hu, pl };
  for (const [lang, dict] of Object.entries(dictionaries)) {
    it(`${lang}: the English keys and slots, and the plural forms the language needs`, () => expectLikeEnglish(lang, dict, en));
  }
});

describe('the streak', () => {
  const at = (date: string, hour = 12) => Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
  it('counts days in a row back from today, or from yesterday while today is still to play', () => {
    const days = new Set(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(streakOf(days, at('2026-11-25'))).toBe(3);
    expect(streakOf(days, at('2026-11-26', 23))).toBe(3);
    expect(streakOf(new Set([...days, '2026-11-26']), at('2026-11-26', 0))).toBe(4);
    expect(streakOf(days, at('2026-11-27'))).toBe(0);
    expect(streakOf(new Set(['2026-11-21', '2026-11-23']), at('2026-11-23'))).toBe(1);
  });
});
