// "Why not?" in words: every reason code the engines give has a sentence in each of the four
// languages, with its parameters filled in (no slot left, no key shown instead of words).
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { Refusal } from '../../../party/games/core/types.ts';
import { whyText as dominionWhy } from '../../../web/games/dominion/why.ts';
import { whyText as kbWhy } from '../../../web/games/kingdom-builder/why.ts';
import { lang, LANGS, loadLanguage } from '../../../web/i18n/index.ts';

// The other languages' words are fetched when first needed, as a page does; here all at once.
beforeAll(async () => { for (const l of LANGS) await loadLanguage(l); });

vi.hoisted(() => { (globalThis as { document?: unknown }).document ??= { documentElement: {} }; });

const KB: Refusal[] = [
  { code: 'not-your-terrain', params: { terrain: 'grass' } },
  ...['water', 'mountain', 'castle', 'location'].map((ground) => ({ code: 'not-buildable', params: { ground } })),
  { code: 'occupied', params: { terrain: 'grass' } },
  { code: 'must-be-adjacent', params: { terrain: 'desert' } },
  { code: 'must-be-adjacent', params: { tile: 'farm', ground: 'grass' } },
  { code: 'builds-done' }, { code: 'terrain-full', params: { terrain: 'flower' } }, { code: 'no-settlements-left' },
  { code: 'finish-builds', params: { left: 2, terrain: 'grass' } }, { code: 'no-tile', params: { tile: 'oracle' } },
  { code: 'action-used', params: { tile: 'farm' } },
  { code: 'not-line-end', params: { tile: 'tavern', ground: 'grass' } }, { code: 'not-a-jump', params: { tile: 'paddock', ground: 'grass' } },
  { code: 'not-your-settlement', params: { tile: 'barn', ground: 'grass' } }, { code: 'wrong-ground', params: { tile: 'tower', ground: 'edge' } },
  { code: 'nothing-to-undo' }, { code: 'not-your-turn' }, { code: 'game-over' },
];

const DOMINION: Refusal[] = [
  { code: 'cannot-afford', params: { card: 'laboratory', cost: 5, coins: 4 } }, { code: 'no-buys', params: { card: 'copper' } },
  { code: 'pile-empty', params: { card: 'village' } }, { code: 'not-in-supply' }, { code: 'no-actions', params: { card: 'village' } },
  { code: 'wrong-phase', params: { card: 'village' } }, { code: 'treasures-after-buy' }, { code: 'not-in-hand' },
  { code: 'not-playable', params: { card: 'estate' } }, { code: 'not-your-turn' }, { code: 'reactions-wait' },
  { code: 'answer-first', params: { card: 'chapel' } }, { code: 'bad-pick', params: { card: 'chapel', min: 0, max: 4 } },
  { code: 'nothing-to-choose' }, { code: 'game-over' },
];

afterEach(() => { lang.value = 'en'; });

describe('why-not texts', () => {
  it('every reason of both games is worded in every language, its slots filled', () => {
    for (const l of LANGS) {
      lang.value = l;
      for (const [game, reasons, words] of [['kb', KB, kbWhy], ['dominion', DOMINION, dominionWhy]] as const) {
        for (const reason of reasons) {
          const text = words(reason);
          expect(text, `${game} ${reason.code} in ${l}`).toBeTypeOf('string');
          expect(text, `${game} ${reason.code} in ${l}`).not.toMatch(/[{}]|terrain\.|loc\.|undefined/);
        }
      }
    }
  });

  it('names the rule with its numbers: a Laboratory costs 5 and 4 coins are not enough; the mandatory build names its terrain', () => {
    expect(dominionWhy({ code: 'cannot-afford', params: { card: 'laboratory', cost: 5, coins: 4 } })).toBe('Laboratory costs $5; you have $4.');
    expect(kbWhy({ code: 'must-be-adjacent', params: { terrain: 'desert' } })).toBe('Build next to your own settlements: a free hex of Desert still touches them.');
    expect(kbWhy({ code: 'a-code-this-page-does-not-know' })).toBeNull();
  });
});
