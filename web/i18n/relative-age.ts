// "3 minutes ago" in the user's language, from an age in milliseconds. Pure, so tested in Node;
// the wording of units comes from the browser's Intl data, the same in all four languages.
import type { Lang } from './index.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const formats = new Map<string, Intl.RelativeTimeFormat>();

/** Null under a minute: the caller says "just now" in its own words. */
export function relativeAge(ms: number, lang: Lang): string | null {
  let format = formats.get(lang);
  if (!format) formats.set(lang, (format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' })));
  const age = Math.max(0, ms);
  if (age < MINUTE) return null;
  if (age < HOUR) return format.format(-Math.floor(age / MINUTE), 'minute');
  if (age < 2 * DAY) return format.format(-Math.floor(age / HOUR), 'hour');
  return format.format(-Math.floor(age / DAY), 'day');
}
