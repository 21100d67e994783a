// The two games' tables say the same things in the same words in each language: a player who
// plays both (or switches language) should not meet two names for one button or two styles of
// end-of-game line.
import { describe, expect, it } from 'vitest';
import { en as dominionEn } from '../../../web/games/dominion/messages/en.ts';
import { hu as dominionHu } from '../../../web/games/dominion/messages/hu.ts';
import { pl as dominionPl } from '../../../web/games/dominion/messages/pl.ts';
import { ru as dominionRu } from '../../../web/games/dominion/messages/ru.ts';
import { en as kbEn } from '../../../web/games/kingdom-builder/messages/en.ts';
import { hu as kbHu } from '../../../web/games/kingdom-builder/messages/hu.ts';
import { pl as kbPl } from '../../../web/games/kingdom-builder/messages/pl.ts';
import { ru as kbRu } from '../../../web/games/kingdom-builder/messages/ru.ts';
import { formatMessage, type Messages } from '../../../web/i18n/format.ts';
import { pl as shellPl } from '../../../web/i18n/pl.ts';
import { en as seatingMessagesEN } from '../../../web/i18n/seating/en.ts';
import { ru as seatingMessagesRU } from '../../../web/i18n/seating/ru.ts';
import { hu as seatingMessagesHU } from '../../../web/i18n/seating/hu.ts';
import { pl as seatingMessagesPL } from '../../../web/i18n/seating/pl.ts';

const seatingMessages = { en: seatingMessagesEN, ru: seatingMessagesRU, hu: seatingMessagesHU, pl: seatingMessagesPL };

type Lang = 'en' | 'ru' | 'hu' | 'pl';
const dominion: Record<Lang, Messages<string>> = { en: dominionEn, ru: dominionRu, hu: dominionHu, pl: dominionPl };
const kb: Record<Lang, Messages<string>> = { en: kbEn, ru: kbRu, hu: kbHu, pl: kbPl };

describe('wording shared by the two games', () => {
  for (const lang of ['en', 'ru', 'hu', 'pl'] as const) {
    const d = (key: string, params: Record<string, string | number> = {}) => formatMessage(dominion[lang][key]!, lang, params);
    const k = (key: string, params: Record<string, string | number> = {}) => formatMessage(kb[lang][key]!, lang, params);

    it(`${lang}: one name for the end-turn button`, () => {
      expect(d('turn.endTurn')).toBe(k('action.endTurn'));
    });

    it(`${lang}: the game-over status reads the same in both games, without a closing period`, () => {
      expect(k('turn.over')).toBe(d('phase.over'));
      expect(d('phase.over')).not.toMatch(/\.$/);
      // In the log every line is a sentence: there both end with one.
      expect(k('log.gameOver')).toBe(d('log.end'));
    });

    it(`${lang}: the winner line has one form in both games, for one winner and for a tie`, () => {
      expect(k('end.winner', { name: 'Ada' })).toBe(d('end.winners', { names: 'Ada', n: 1 }));
      expect(k('end.tie', { names: 'Ada, Bo' })).toBe(d('end.winners', { names: 'Ada, Bo', n: 2 }));
    });

    it(`${lang}: the resignation line is an end-of-game line like the others, without a closing period`, () => {
      const resigned = formatMessage(seatingMessages[lang]['game.resigned'], lang, { name: 'Ada', winner: 'Bo' });
      expect(resigned).toContain('Ada');
      expect(resigned).toContain('Bo');
      for (const line of [resigned, d('phase.over'), d('end.winners', { names: 'Bo', n: 1 })]) expect(line).not.toMatch(/\.$/);
    });
  }

  it('ru: ending a turn is "завершить" everywhere, on the buttons and in the hints that name them', () => {
    expect(formatMessage(dominionRu['turn.endTurn'], 'ru', {})).toBe('Завершить ход');
    const all = [...Object.values(dominionRu), ...Object.values(kbRu)].flatMap((m) => (typeof m === 'string' ? [m] : Object.values(m)));
    expect(all.filter((text) => /законч\S* (ход|действ)/i.test(text))).toEqual([]);
  });

  it('pl: a finished game has one name, in the lobby and at the table: "Koniec gry"', () => {
    expect(formatMessage(shellPl['table.status.finished'], 'pl', {})).toBe('Koniec gry');
    expect(formatMessage(dominionPl['phase.over'], 'pl', {})).toBe('Koniec gry');
    expect(formatMessage(kbPl['turn.over'], 'pl', {})).toBe('Koniec gry');
    const all = [shellPl, dominionPl, kbPl].flatMap((d) => Object.values(d)).flatMap((m) => (typeof m === 'string' ? [m] : Object.values(m)));
    expect(all.filter((text) => /gra zakończona/i.test(text))).toEqual([]);
  });

  it('ru: the winner line says "Победитель"', () => {
    expect(formatMessage(kbRu['end.winner'], 'ru', { name: 'Аня' })).toBe('Победитель: Аня');
  });
});
