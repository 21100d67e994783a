// The lesson's and the games' words as a newcomer reads them: Polish and Russian numbers take the
// right plural form, the coach uses the game's own terms, and the English log's articles read right.
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../../web/i18n/format.ts';
import { en as coachEN } from '../../../web/lesson/messages/en.ts';
import { ru as coachRU } from '../../../web/lesson/messages/ru.ts';
import { hu as coachHU } from '../../../web/lesson/messages/hu.ts';
import { pl as coachPL } from '../../../web/lesson/messages/pl.ts';
import { en as dominionLessonEN } from '../../../web/games/dominion/lesson/messages/en.ts';
import { ru as dominionLessonRU } from '../../../web/games/dominion/lesson/messages/ru.ts';
import { hu as dominionLessonHU } from '../../../web/games/dominion/lesson/messages/hu.ts';
import { pl as dominionLessonPL } from '../../../web/games/dominion/lesson/messages/pl.ts';
import { en as kbLessonEN } from '../../../web/games/kingdom-builder/lesson/messages/en.ts';
import { ru as kbLessonRU } from '../../../web/games/kingdom-builder/lesson/messages/ru.ts';
import { hu as kbLessonHU } from '../../../web/games/kingdom-builder/lesson/messages/hu.ts';
import { pl as kbLessonPL } from '../../../web/games/kingdom-builder/lesson/messages/pl.ts';
import { en as kbEn } from '../../../web/games/kingdom-builder/messages/en.ts';
import { pl as dominionWhyPl } from '../../../web/games/dominion/why/pl.ts';
import { pl as dominionPl } from '../../../web/games/dominion/messages/pl.ts';
import { ru as kbRu } from '../../../web/games/kingdom-builder/messages/ru.ts';

// Everything a lesson's coach says in each language: its own words and each game's.
const lessonMessages = {
  en: { ...coachEN, ...dominionLessonEN, ...kbLessonEN },
  ru: { ...coachRU, ...dominionLessonRU, ...kbLessonRU },
  hu: { ...coachHU, ...dominionLessonHU, ...kbLessonHU },
  pl: { ...coachPL, ...dominionLessonPL, ...kbLessonPL },
};

const coins = (lang: 'en' | 'ru' | 'hu' | 'pl', n: number) => formatMessage(lessonMessages[lang].coins, lang, { n });
const buy = (lang: 'en' | 'ru' | 'hu' | 'pl', n: number) => formatMessage(lessonMessages[lang]['d.buy'], lang, { coins: coins(lang, n), silver: 'S' });

describe('lesson wording', () => {
  it('Polish coins: 1 monetę, 2-4 monety, 5+ monet (and 22-24 monety again)', () => {
    expect(buy('pl', 4)).toMatch(/^Masz 4 monety\. /);
    expect(buy('pl', 5)).toMatch(/^Masz 5 monet\. /);
    expect(coins('pl', 1)).toBe('1 monetę');
    expect(coins('pl', 22)).toBe('22 monety');
    expect(coins('pl', 12)).toBe('12 monet');
  });

  it('Russian coins: 1 монета, 2-4 монеты, 5+ монет; English 1 coin, 5 coins', () => {
    expect(buy('ru', 3)).toMatch(/^У вас 3 монеты\. /);
    expect(coins('ru', 5)).toBe('5 монет');
    expect(coins('ru', 21)).toBe('21 монета');
    expect(buy('en', 5)).toMatch(/^You have 5 coins\. /);
    expect(coins('en', 1)).toBe('1 coin');
  });

  it('a build count of 1 (the supply\'s last settlement) reads in the singular: 1 settlement, 1 поселение, 1 osadę', () => {
    const build = (lang: 'en' | 'ru' | 'pl', n: number) => formatMessage(lessonMessages[lang]['k.build'], lang, { terrain: 'T', n });
    expect(build('en', 1)).toContain('build 1 settlement on');
    expect(build('en', 3)).toContain('build 3 settlements on');
    expect(build('ru', 1)).toContain('постройте 1 поселение ');
    expect(build('ru', 2)).toContain('постройте 2 поселения ');
    expect(build('pl', 1)).toContain('zbuduj 1 osadę ');
    expect(build('pl', 3)).toContain('zbuduj 3 osady ');
  });

  it('the coach names the trash and the locations as the game does (śmietnisko, локация)', () => {
    expect(dominionPl['ask.trash']).toContain('śmietnisko');
    for (const key of ['d.chapel', 'd.trash'] as const) expect(lessonMessages.pl[key]).toContain('śmietnisk');
    expect(JSON.stringify(lessonMessages.pl)).not.toContain('Usunięte');
    expect(kbRu['tiles.none']).toContain('локаци');
    expect(lessonMessages.ru['k.first-build']).toContain('локаци');
    expect(lessonMessages.ru['k.first-build']).not.toContain('особым местом');
  });

  it('the Polish "cannot afford" agrees with any card name, plural ones (Srebrniki) too', () => {
    expect(formatMessage(dominionWhyPl['cannot-afford'], 'pl', { card: 'Srebrniki', cost: 3, coins: 2 })).toBe('Karta „Srebrniki” kosztuje $3, a masz $2.');
  });

  it('the English Kingdom Builder log reads "takes the Oracle tile", never "a Oracle"', () => {
    const line = formatMessage(kbEn['log.tileGained'], 'en', { name: 'Learner', tile: 'Oracle' });
    expect(line).toBe('Learner takes the Oracle tile.');
    expect(formatMessage(kbEn['log.tileLost'], 'en', { name: 'Learner', tile: 'Oasis' })).toBe('Learner loses the Oasis tile.');
  });
});
