// What a game has beyond its table is declared once and holds for every registered game: its
// rating pools (named by its web part, every table size in one of them), its daily challenge
// (a deal its own options take, against bots it has) and its lesson (options it takes).
import { describe, expect, it } from 'vitest';
import { seedRng, type AnyGame } from '../../../party/games/core/index.ts';
import { GAMES } from '../../../party/games/index.ts';
import { registry } from '../../../web/games/registry.ts';

const games = Object.entries(GAMES) as [keyof typeof GAMES, AnyGame][];

describe('a game\'s capabilities', () => {
  for (const [id, game] of games) {
    const web = registry[id];

    it(`${game.name}: its web part names exactly the rating pools it declares, and every table size rates in one of them`, () => {
      expect(Object.keys(web.pools ?? {})).toEqual([...(game.rating?.pools ?? [])]);
      if (!game.rating) return;
      for (let seats = game.minSeats; seats <= game.maxSeats; seats++) expect(game.rating.pools).toContain(game.rating.pool(seats));
    });

    it(`${game.name}: a daily challenge, if it has one, deals options the game takes for a table its size, against bots it has`, () => {
      if (!game.daily) return;
      const seats = 1 + game.daily.opponents.length;
      expect(seats).toBeGreaterThanOrEqual(game.minSeats);
      expect(seats).toBeLessThanOrEqual(game.maxSeats);
      for (const level of game.daily.opponents) expect(game.bots?.[level], level).toBeDefined();
      for (const day of ['a', 'b', 'c']) {
        const options = game.daily.deal(seedRng(day));
        expect(game.parseOptions(options, seats), JSON.stringify(options)).toMatchObject({ ok: true });
        expect(game.daily.deal(seedRng(day))).toEqual(options);
      }
    });

    it(`${game.name}: a lesson, if it has one, is a deal the game takes ({ lesson: true }) and its first real game too, against its easy bot`, () => {
      if (!web.lesson) return;
      expect(game.bots?.easy).toBeDefined();
      expect(game.parseOptions({ lesson: true }, 2)).toMatchObject({ ok: true });
      expect(game.parseOptions(web.lesson.firstGame, 2)).toMatchObject({ ok: true });
    });
  }

  it('no two games share a rating pool', () => {
    const pools = games.flatMap(([, g]) => g.rating?.pools ?? []);
    expect(new Set(pools).size).toBe(pools.length);
  });
});
