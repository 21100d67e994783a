// The coach's "what just happened" line, read from log entries as the learner's seat sees them.
import { describe, expect, it } from 'vitest';
import type { VisibleLogEntry } from '../../../party/games/core/types.ts';
import { lessonNews } from '../../../web/lesson/news.ts';
import { dominionNews } from '../../../web/games/dominion/lesson/news.ts';
import { kbNews } from '../../../web/games/kingdom-builder/lesson/news.ts';

const e = (i: number, type: string, seat: number, data?: VisibleLogEntry['data']): VisibleLogEntry => ({ i, type, seat, ...(data ? { data } : {}) });

describe('lesson news', () => {
  it('Dominion: the Moat blocking the bot\'s Militia is told rather than the Militia alone', () => {
    const log = [e(1, 'turn', 1, { n: 1 }), e(2, 'play', 1, { card: 'militia' }), e(3, 'react', 0, { card: 'moat', to: 'militia' })];
    expect(lessonNews(dominionNews, log, 0)).toEqual({ key: 'dn.moat' });
    expect(lessonNews(dominionNews, log.slice(0, 2), 0)).toEqual({ key: 'dn.militia' });
  });

  it('Dominion: the learner\'s own plays, trashing and buys; the bot\'s buys', () => {
    expect(lessonNews(dominionNews, [e(1, 'play', 0, { card: 'village' }), e(2, 'draw', 0, { n: 1 })], 0)).toEqual({ key: 'dn.village' });
    expect(lessonNews(dominionNews, [e(1, 'trash', 0, { cards: ['estate', 'estate'] })], 0)).toEqual({ key: 'dn.trashed', vars: { n: 2 } });
    expect(lessonNews(dominionNews, [e(1, 'buy', 0, { card: 'silver' })], 0)).toEqual({ key: 'dn.bought', vars: { card: 'silver' } });
    expect(lessonNews(dominionNews, [e(1, 'buy', 1, { card: 'duchy' })], 0)).toEqual({ key: 'dn.botBought', vars: { card: 'duchy' } });
  });

  it('forgets news older than a turn\'s worth of entries, and says nothing of a plain Treasure play', () => {
    const old = [e(0, 'buy', 1, { card: 'duchy' }), ...Array.from({ length: 8 }, (_, i) => e(i + 1, 'draw', 0, { n: 1 }))];
    expect(lessonNews(dominionNews, old, 0)).toBeNull();
    expect(lessonNews(dominionNews, [e(1, 'play', 0, { cards: ['copper', 'silver'] })], 0)).toBeNull();
  });

  it('a new turn clears the last one\'s news: the bot\'s buy is not told above the learner\'s next step', () => {
    const botTurn = [e(1, 'turn', 1, { n: 4 }), e(2, 'buy', 1, { card: 'smithy' })];
    expect(lessonNews(dominionNews, botTurn, 0)).toEqual({ key: 'dn.botBought', vars: { card: 'smithy' } });
    const learnerTurn = [...botTurn, e(3, 'end-turn', 1), e(4, 'turn', 0, { n: 5 }), e(5, 'draw', 0, { n: 5 })];
    expect(lessonNews(dominionNews, learnerTurn, 0)).toBeNull();
    expect(lessonNews(dominionNews, [...learnerTurn, e(6, 'play', 0, { card: 'village' })], 0)).toEqual({ key: 'dn.village' });
    const tile = [e(1, 'turn', 0, { turn: 1 }), e(2, 'tile-gained', 0, { tile: 'oracle', loc: 352 }), e(3, 'end-turn', 0)];
    expect(lessonNews(kbNews, tile, 0)).toEqual({ key: 'kn.tile', vars: { tile: 'oracle' } });
    expect(lessonNews(kbNews, [...tile, e(4, 'turn', 1, { turn: 1 })], 0)).toBeNull();
  });

  it('Kingdom Builder: the learner taking a tile', () => {
    expect(lessonNews(kbNews, [e(1, 'tile-gained', 0, { tile: 'oracle', loc: 352 }), e(2, 'build', 0, { hex: 331 })], 0))
      .toEqual({ key: 'kn.tile', vars: { tile: 'oracle' } });
    expect(lessonNews(kbNews, [e(1, 'tile-gained', 1, { tile: 'farm', loc: 63 })], 0)).toBeNull();
  });
});
