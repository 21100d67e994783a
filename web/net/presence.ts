// Presence for a game, kept fresh while shown: how many people look for a table and play.
import { useEffect, useState } from 'preact/hooks';
import type { Presence } from '../../party/protocol/quick-match.ts';
import { getPresence } from './lobby-api.ts';

const REFRESH_MS = 10_000;

/** The latest presence of `game`; null until the first answer (or while the server is unreachable). */
export function usePresence(game: string): Presence | null {
  const [presence, setPresence] = useState<Presence | null>(null);
  useEffect(() => {
    let live = true;
    const refresh = () => {
      getPresence().then((all) => { if (live) setPresence(all.find((p) => p.game === game) ?? null); }, () => {});
    };
    refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    return () => { live = false; clearInterval(timer); };
  }, [game]);
  return presence;
}
