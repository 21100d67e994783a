// Each game's lesson coach in words (web/games/<id>/lesson/coach.ts): its steps and news say the
// table's own names for cards, terrains, tiles and buttons, and the attack's step is not told twice.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import dominionCoach from '../../../web/games/dominion/lesson/coach.ts';
import kbCoach from '../../../web/games/kingdom-builder/lesson/coach.ts';
import { gameWebFor, LESSON_GAMES } from '../../../web/games/registry.ts';
import { lang, loadLanguage, LANGS } from '../../../web/i18n/index.ts';

// The other languages' words are fetched when first needed, as a page does; here all at once.
beforeAll(async () => { for (const l of LANGS) await loadLanguage(l); });

// The translators mark the page's language on <html>; in Node there is only this much of a page.
vi.hoisted(() => { (globalThis as { document?: unknown }).document ??= { documentElement: {} }; });

afterEach(() => { lang.value = 'en'; });

describe('the lesson coaches in words', () => {
  it('every game with a lesson has its coach in the registry, the one its folder exports', async () => {
    expect(LESSON_GAMES).toEqual(['dominion', 'kingdom-builder']);
    expect((await gameWebFor('dominion')!.lesson!.coach()).default).toBe(dominionCoach);
    expect((await gameWebFor('kingdom-builder')!.lesson!.coach()).default).toBe(kbCoach);
  });

  it('Dominion: the button a step means, the coins in words, the cards by their names', () => {
    expect(dominionCoach.say({ step: 'treasures', target: null })).toContain('“Play all Treasures”');
    expect(dominionCoach.say({ step: 'end-turn', target: null })).toContain('“End turn”');
    expect(dominionCoach.say({ step: 'buy', target: null, vars: { coins: 5 } })).toMatch(/^You have 5 coins\. .*Silver/);
    expect(dominionCoach.say({ step: 'play-action', target: null, vars: { card: 'market' } })).toMatch(/^Play Market /);
    expect(dominionCoach.tell({ key: 'dn.botBought', vars: { card: 'duchy' } }, 'wait')).toBe('The bot bought Duchy.');
  });

  it('Dominion: the attack\'s step tells of the Militia itself, so its news is not repeated above it', () => {
    expect(dominionCoach.tell({ key: 'dn.militia' }, 'attacked')).toBeNull();
    expect(dominionCoach.tell({ key: 'dn.militia' }, 'wait')).toBe('The bot played Militia.');
  });

  it('Kingdom Builder: terrains, tiles, the Oracle and End turn by the table\'s names, in the reader\'s language', () => {
    expect(kbCoach.say({ step: 'first-build', target: null, vars: { terrain: 'grass' } })).toMatch(/^Your terrain card this turn is Grass: .*beside the Oracle\./);
    expect(kbCoach.say({ step: 'tile-gained', target: null, vars: { tile: 'oracle' } })).toMatch(/^You took the Oracle tile\. .*“End turn”/);
    expect(kbCoach.tell({ key: 'kn.tile', vars: { tile: 'oracle' } }, 'tile-gained')).toBe('You took the Oracle tile.');
    lang.value = 'pl';
    expect(kbCoach.say({ step: 'build', target: null, vars: { terrain: 'grass', n: 1 } })).toContain('zbuduj 1 osadę ');
  });

  it('a click beside a move is told apart from a move: cards and piles, the map but not its marked hexes', () => {
    expect(dominionCoach.playable).toBe('[data-card], [data-pile]');
    expect(dominionCoach.live).toBeUndefined();
    expect(kbCoach.playable).toBe('[data-testid=kb-map]');
    expect(kbCoach.live).toBe('[data-testid=kb-target]');
  });
});
