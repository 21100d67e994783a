// The lobby's "opened 3 minutes ago": whole units, rounded down, in each of the four languages.
import { describe, expect, it } from 'vitest';
import { relativeAge } from '../../../web/i18n/relative-age.ts';

const MIN = 60_000;

describe('relativeAge', () => {
  it('under a minute (or a clock a little behind) is left to the caller as "just now"', () => {
    expect(relativeAge(59_999, 'en')).toBeNull();
    expect(relativeAge(-5_000, 'en')).toBeNull();
  });
  it('counts whole minutes, then hours, then days', () => {
    expect(relativeAge(3 * MIN + 59_000, 'en')).toBe('3 minutes ago');
    expect(relativeAge(60 * MIN, 'en')).toBe('1 hour ago');
    expect(relativeAge(47 * 60 * MIN, 'en')).toBe('47 hours ago');
    expect(relativeAge(3 * 24 * 60 * MIN, 'en')).toBe('3 days ago');
  });
  it('speaks Russian, Hungarian and Polish with their plural forms', () => {
    expect(relativeAge(3 * MIN, 'ru')).toBe('3 минуты назад');
    expect(relativeAge(5 * MIN, 'ru')).toBe('5 минут назад');
    expect(relativeAge(3 * MIN, 'hu')).toBe('3 perccel ezelőtt');
    expect(relativeAge(5 * MIN, 'pl')).toBe('5 minut temu');
  });
});
