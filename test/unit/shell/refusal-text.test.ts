// A refusal that reaches the table without the game's reason (so the board cannot say why) is
// worded by the game it came from: a game's own codes live with the game, the shared ones with the
// shell, and a code no one words is shown in the server's own sentence, never as another game's.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addRefusals, refusalText } from '../../../web/games/shell-words.ts';
import { refusals as dominionRefusals } from '../../../web/games/dominion/messages/refusals.ts';
import { refusals as kbRefusals } from '../../../web/games/kingdom-builder/messages/refusals.ts';
import { en } from '../../../web/i18n/en.ts';
import { lang, loadLanguage, LANGS } from '../../../web/i18n/index.ts';
import { ru } from '../../../web/i18n/ru.ts';

// As each game's board does when it loads (web/games/<id>/Board.tsx).
beforeAll(async () => {
  for (const l of LANGS) await loadLanguage(l);
  addRefusals('dominion', dominionRefusals);
  addRefusals('kingdom-builder', kbRefusals);
});
vi.hoisted(() => { (globalThis as { document?: unknown }).document ??= { documentElement: {} }; });

describe('the words of a refused move', () => {
  afterEach(() => { lang.value = 'en'; });

  it("a game's own code in that game's words, in each language", () => {
    for (const l of LANGS) {
      lang.value = l;
      expect(refusalText('kingdom-builder', 'illegal-hex', 'hex 3 is water')).toBe(kbRefusals['illegal-hex']![l]);
    }
  });

  it("another game's code is not worded by this game: the server's sentence instead", () => {
    lang.value = 'ru';
    expect(refusalText('dominion', 'illegal-hex', 'hex 3 is water')).toBe('hex 3 is water');
    expect(refusalText(undefined, 'illegal-hex', 'hex 3 is water')).toBe('hex 3 is water');
  });

  it('a code every table shares keeps the shell words, whatever the game', () => {
    lang.value = 'ru';
    expect(refusalText('kingdom-builder', 'not-your-turn', 'seat 2 is to move')).toBe(ru['error.not-your-turn']);
    lang.value = 'en';
    expect(refusalText('dominion', 'not-your-turn', 'seat 2 is to move')).toBe(en['error.not-your-turn']);
  });
});
