import { errorText, t } from '../i18n/index.ts';
import { ApiFailure } from '../net/lobby-api.ts';

/**
 * What to tell the player when a call to the server fails: the server's refusal in their language
 * when there was one (a lost connection is one too, lobby-api.ts). Anything else went wrong in this
 * browser: the player gets a sentence they can act on, developers the error itself in the console.
 */
export function failureText(error: unknown): string {
  if (error instanceof ApiFailure) return errorText(error.code, error.message);
  console.error(error);
  return t(browserRefused(error) ? 'failure.device' : 'failure.unexpected');
}

/**
 * The device's key lives in IndexedDB and signs with WebCrypto: both refuse with a DOMException
 * (storage blocked or full, a key they cannot use), and a page without a secure context has no
 * WebCrypto at all.
 */
function browserRefused(error: unknown): boolean {
  return error instanceof DOMException || globalThis.crypto?.subtle === undefined;
}
