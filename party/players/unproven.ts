// An id that asked for a challenge and never proved it holds the key (no key adopted, so no
// identity) keeps nothing past its challenges' life: identities are free, and a flood of new ids
// must not leave a database behind each. Refused outright (past the address's new-identity limit),
// it keeps nothing at all.
import { forgetSchema, hasSchema } from './player-schema.ts';

/** How long after its last challenge expires an unproven id's storage is emptied. */
export const UNPROVEN_GRACE_MS = 1_000;

/** When an unproven id's storage may go: a little after its newest challenge expires (null: none open). */
export function unprovenUntil(sql: SqlStorage): number | null {
  if (!hasSchema(sql, false)) return null;
  const at = sql.exec<{ at: number | null }>(`SELECT MAX(expires_at) AS at FROM challenges`).one().at;
  return at === null ? null : at + UNPROVEN_GRACE_MS;
}

/**
 * Empties an unproven id's storage (its alarm too) once nothing of it is still usable; else sets
 * the alarm for when it will be. workerd's deleteAll also removes wrangler dev's database file.
 */
export async function dropUnproven(storage: DurableObjectStorage, now = Date.now()): Promise<void> {
  const until = unprovenUntil(storage.sql);
  if (until !== null && until > now) return storage.setAlarm(until);
  await storage.deleteAll();
  forgetSchema(storage.sql);
}
