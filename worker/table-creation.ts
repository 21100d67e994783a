// Who may open tables, and how many: creation is rate-limited per client address (Cloudflare's
// rate limiting binding, which wrangler dev and the test pool run locally), and the open list
// shows at most a few tables per address, so one client cannot fill the lobby.
import type { Env } from '../party/env.ts';
import { clientAddress } from '../party/limits/limits.ts';

/**
 * Only a JSON body: browsers send form and text/plain bodies across sites without asking, so
 * accepting them would let any web page open tables in its visitors' names.
 */
export function isJsonContentType(header: string | undefined): boolean {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/** Whether this client may open one more table now. */
export async function mayCreateTable(env: Env, request: Request): Promise<boolean> {
  const { success } = await env.TABLE_CREATION.limit({ key: clientAddress(request) });
  return success;
}

/**
 * A pseudonym for the client's address and how many public tables it has listed: the lobby groups
 * tables by it, never storing the address. The Directory keys it with a secret only its memory
 * holds (party/directory/directory.ts).
 */
export async function ownerStanding(env: Env, request: Request): Promise<{ owner: string; listed: number }> {
  return env.Directory.getByName('global').ownerStanding(clientAddress(request));
}
