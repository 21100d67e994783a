// What every game's views and log must hide, checked the same way for every game: a view shows
// only its own seat's secrets (Game.secrets), with them taken out every observer is shown the same,
// no engine internals, seed or field the game declares hidden (secrets.hiddenFields) appear in a
// view, the log or the result, and the log's secret details reach only seats.
import type { AnyGame } from '../../../party/games/core/types.ts';
import { forbiddenKey } from '../../soak/leaks.ts';

/**
 * A message naming the first thing a view or the log (from entry `since` on) gives away, or null.
 * `since` lets a caller check each entry once.
 */
export function viewLeak(def: AnyGame, state: unknown, seats: number, seed: string, since = 0): string | null {
  const observers = [null, ...Array.from({ length: seats }, (_, s) => s)];
  let shared: string | null = null;
  let publicLog: string | null = null;
  for (const o of observers) {
    const who = o === null ? 'a spectator' : `seat ${o}`;
    const view = def.view(state, o);
    if (o !== null && def.viewFrom && JSON.stringify(def.viewFrom(def.view(state, null), state, o)) !== JSON.stringify(view)) {
      return `${who}'s view made from the spectator's (viewFrom) differs from its own`;
    }
    const foreign = def.secrets.owners(view).filter((owner: number) => owner !== o);
    if (foreign.length > 0) return `${who} sees hidden information of ${foreign.join(', ')}`;
    const key = forbiddenKey(view, def.secrets.hiddenFields);
    if (key) return `${who}'s view has a "${key}" field`;
    if (JSON.stringify(view).includes(seed)) return `${who}'s view shows the seed`;
    const mine = JSON.stringify(def.secrets.shared(view));
    if (shared === null) shared = mine;
    else if (mine !== shared) return `${who} is shown more than the others, beyond its own secrets`;
    const log = def.log(state, o, since);
    if (o === null && log.some((e) => e.mine !== undefined)) return 'a spectator reads secret log details';
    const key2 = forbiddenKey(log, def.secrets.hiddenFields);
    if (key2) return `${who}'s log has a "${key2}" field`;
    const text = JSON.stringify(log.map(({ mine: _mine, ...e }) => e));
    if (publicLog === null) publicLog = text;
    else if (text !== publicLog) return `${who} reads the public log differently`;
  }
  const key3 = forbiddenKey(def.result(state), def.secrets.hiddenFields);
  return key3 ? `the result has a "${key3}" field` : null;
}
