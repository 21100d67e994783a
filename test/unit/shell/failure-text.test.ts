// A failed call to the server is told in the player's language: the server's refusal,
// or, for what went wrong in the browser itself, a sentence to act on and never "TypeError: …".
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../web/i18n/en.ts';
import { hu } from '../../../web/i18n/hu.ts';
import { lang, loadLanguage, LANGS } from '../../../web/i18n/index.ts';
import { pl } from '../../../web/i18n/pl.ts';
import { ru } from '../../../web/i18n/ru.ts';
import { newIdentity, proofBy } from '../../../web/net/identity.ts';
import { ApiFailure } from '../../../web/net/lobby-api.ts';
import { failureText } from '../../../web/ui/failure-text.ts';

// The other languages' words are fetched when first needed, as a page does; here all at once.
beforeAll(async () => { for (const l of LANGS) await loadLanguage(l); });

// The translators mark the page's language on <html>; in Node there is only this much of a page.
vi.hoisted(() => { (globalThis as { document?: unknown }).document ??= { documentElement: {} }; });

/** A real WebCrypto refusal: signing with the public half of a player's key pair. */
async function cryptoRefusal(): Promise<unknown> {
  const me = await newIdentity();
  return proofBy({ ...me, keys: { ...me.keys, privateKey: me.keys.publicKey } }, 'test', 'challenge').then(() => null, (e: unknown) => e);
}

describe('what a page says when a call to the server fails', () => {
  afterEach(() => { lang.value = 'en'; vi.restoreAllMocks(); });

  it('a key the browser will not sign with: the device sentence in each language, the raw error only in the console', async () => {
    const error = await cryptoRefusal();
    expect(error).toBeInstanceOf(DOMException);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const [code, dict] of [['en', en], ['ru', ru], ['hu', hu], ['pl', pl]] as const) {
      lang.value = code;
      const text = failureText(error);
      expect(text).toBe(dict['failure.device']);
      expect(text).not.toContain(String(error));
    }
    expect(logged).toHaveBeenCalledWith(error);
  });

  it('storage the browser refuses (a full or blocked IndexedDB) is told as the device sentence', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(failureText(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))).toBe(en['failure.device']);
  });

  it('anything else unforeseen (a TypeError, a bad JSON answer): a plain sentence, not "TypeError: …"', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const error of [new TypeError('Cannot read properties of null (reading \'keys\')'), new SyntaxError('Unexpected token < in JSON'), 'thrown text']) {
      lang.value = 'ru';
      expect(failureText(error)).toBe(ru['failure.unexpected']);
      expect(logged).toHaveBeenLastCalledWith(error);
    }
  });

  it('a refusal from the server keeps its own words, and a lost connection is said as such', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(failureText(new ApiFailure('network', 'Failed to fetch'))).toBe(en['error.network']);
    expect(failureText(new ApiFailure('no-such-code', 'The server explains.'))).toBe('The server explains.');
    expect(logged).not.toHaveBeenCalled();
  });
});
