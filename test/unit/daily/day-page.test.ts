// The day's leaderboard page (/daily/<game>/<date>): the shared result leads there, and its texts
// are in the four languages.
import { describe, expect, it } from 'vitest';
import { dailyLink } from '../../../web/daily/share.ts';
import type { Messages } from '../../../web/i18n/format.ts';
import { en as dayMessagesEN } from '../../../web/pages/daily/messages/en.ts';
import { ru as dayMessagesRU } from '../../../web/pages/daily/messages/ru.ts';
import { hu as dayMessagesHU } from '../../../web/pages/daily/messages/hu.ts';
import { pl as dayMessagesPL } from '../../../web/pages/daily/messages/pl.ts';
import { parseRoute } from '../../../web/routes.ts';
import { expectLikeEnglish } from '../shell/dictionaries.ts';

const dayMessages = { en: dayMessagesEN, ru: dayMessagesRU, hu: dayMessagesHU, pl: dayMessagesPL };

describe('the day\'s page', () => {
  it('is where the shared result links: that day of that game, not the lobby', () => {
    const link = dailyLink('https://k.example', 'kingdom-builder', '2026-11-26');
    expect(link).toBe('https://k.example/daily/kingdom-builder/2026-11-26');
    expect(parseRoute(new URL(link).pathname)).toEqual({ page: 'daily', game: 'kingdom-builder', date: '2026-11-26' });
  });

  const { en, ...others } = dayMessages;
  for (const [lang, dict] of Object.entries(others)) {
    it(`${lang}: the English keys and slots, and the plural forms the language needs`, () => expectLikeEnglish(lang, dict as Messages<string>, en as Messages<string>));
  }
});
