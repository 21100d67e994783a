// The languages the site speaks. Pure (no signals, no DOM), so Node tests and the embed's
// attribute checks can use it.
export const LANGS = ['en', 'ru', 'hu', 'pl'] as const;
export type Lang = (typeof LANGS)[number];

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}
