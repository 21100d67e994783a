// A lesson's end offers the same game for real (issue 23): the request the coach's button sends
// opens, through the real API and room, a started private table with the learner at seat 0 and
// one easy bot, dealt as any table is (Dominion's First Game kingdom), not another lesson.
import { describe, expect, it } from 'vitest';
import type { DominionView } from '../../party/games/dominion/view.ts';
import { lessonFirstGame as dominionFirstGame } from '../../web/games/dominion/messages/shell.ts';
import { lessonFirstGame as kingdomBuilderFirstGame } from '../../web/games/kingdom-builder/messages/shell.ts';
import { firstGameRequest } from '../../web/lesson/lesson-request.ts';

// Each lesson's first real game as its web registry entry names it (web/games/registry.ts `lesson.firstGame`).
const FIRST_GAMES: Array<[string, unknown]> = [['dominion', dominionFirstGame], ['kingdom-builder', kingdomBuilderFirstGame]];
import { attached, createTable } from './helpers.ts';

describe('after a lesson: a real game against an easy bot', () => {
  for (const [game, firstGame] of FIRST_GAMES) {
    it(`${game}: opens started, the learner against one easy bot, no lesson deal`, async () => {
      const res = await createTable(firstGameRequest(game, firstGame, 'Learner'));
      const made = (await res.json()) as { id: string; token: string; status: string };
      expect(res.status, JSON.stringify(made)).toBe(201);
      expect(made.status).toBe('playing');
      const { state } = await attached(made.id, made.token);
      expect(state.you).toBe(0);
      expect(state.room.public).toBe(false);
      expect(state.room.seats.map((s) => [s.name, s.bot])).toEqual([['Learner', null], [expect.any(String), 'easy']]);
      expect((state.room.options as { lesson?: unknown }).lesson).toBeUndefined();
      if (game === 'dominion') {
        expect([...(state.view as DominionView).kingdom].sort()).toEqual(['cellar', 'market', 'militia', 'mine', 'moat', 'remodel', 'smithy', 'village', 'woodcutter', 'workshop']);
      }
    });
  }
});
