import { errorText } from '../../i18n/index.ts';
import { ApiFailure } from '../../net/lobby-api.ts';

/** What to tell the player when a players' API call fails: the server's refusal in their language when we have it. */
export function failureText(error: unknown): string {
  return error instanceof ApiFailure ? errorText(error.code, error.message) : String(error);
}
