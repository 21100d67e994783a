// The turn's instruction in words: before the first settlement of the turn the count is the whole
// task ("Build 3 settlements"); only once one stands does it say how many more.
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { KbPrompt } from '../../../party/games/kingdom-builder/index.ts';
import { instruction } from '../../../web/games/kingdom-builder/TurnStatus.tsx';
import { turnPlan } from '../../../web/games/kingdom-builder/turn-plan.ts';
import { lang, loadLanguage, LANGS } from '../../../web/i18n/index.ts';

// The other languages' words are fetched when first needed, as a page does; here all at once.
beforeAll(async () => { for (const l of LANGS) await loadLanguage(l); });

// The translators mark the page's language on <html>; in Node there is only this much of a page.
vi.hoisted(() => { (globalThis as { document?: unknown }).document ??= { documentElement: {} }; });

const turn = (remaining: number, started: boolean): KbPrompt => ({
  seat: 0, kind: 'turn', build: { terrain: 'grass', remaining, started, hexes: [1, 2] }, tiles: [], canEndTurn: false, canUndo: false,
});
const say = (p: KbPrompt) => instruction(p, turnPlan(p, null));

describe('Kingdom Builder turn instruction', () => {
  afterEach(() => { lang.value = 'en'; });

  it('says "Build 3 settlements" before the first and "2 more" after it', () => {
    lang.value = 'en';
    expect(say(turn(3, false))).toBe('Build 3 settlements on Grass.');
    expect(say(turn(2, true))).toBe('Build 2 more settlements on Grass.');
  });

  it('past the builds it offers a tile only when one is usable now; with none, ending the turn is all that is left', () => {
    lang.value = 'en';
    const done: KbPrompt = { seat: 0, kind: 'turn', build: null, tiles: [], canEndTurn: true, canUndo: true };
    expect(say(done)).toBe('Done building: end your turn.');
    const withTile = { ...done, tiles: [{ tile: 'oracle', locs: [5], hexes: [1, 2] }] } as unknown as KbPrompt;
    expect(say(withTile)).toBe('Done building: use a ready tile or end your turn.');
  });

  it('the same in every language: the first count has no "more" word', () => {
    const more: Record<string, RegExp> = { ru: /ещё/, hu: /még/, pl: /jeszcze/ };
    for (const l of ['ru', 'hu', 'pl'] as const) {
      lang.value = l;
      expect(say(turn(3, false))).not.toMatch(more[l]!);
      expect(say(turn(2, true))).toMatch(more[l]!);
    }
  });
});
