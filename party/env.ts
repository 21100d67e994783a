import type { Daily } from './daily/daily.ts';
import type { Directory } from './directory/directory.ts';
import type { Matchmaker } from './matchmaker/matchmaker.ts';
import type { KnownIds } from './players/known-ids.ts';
import type { Leaderboard } from './players/leaderboard.ts';
import type { Player } from './players/player.ts';
import type { Room } from './room/room.ts';

export interface Env {
  Room: DurableObjectNamespace<Room>;
  Directory: DurableObjectNamespace<Directory>;
  Matchmaker: DurableObjectNamespace<Matchmaker>;
  /** One per player id (party/players/player.ts). */
  Player: DurableObjectNamespace<Player>;
  /** The ids that became identities, sharded by prefix (party/players/known-ids.ts). */
  KnownIds: DurableObjectNamespace<KnownIds>;
  /** One per rating pool. */
  Leaderboard: DurableObjectNamespace<Leaderboard>;
  /** The daily challenge: one per game and UTC day (party/daily/). */
  Daily: DurableObjectNamespace<Daily>;
  ASSETS: Fetcher;
  /** Sites that may frame the embed widget: "*" or origins separated by spaces (wrangler.toml [vars]). */
  EMBED_ALLOWED_ORIGINS?: string;
  /** POST /api/tables per client address (see wrangler.toml). */
  TABLE_CREATION: RateLimit;
  /** New player identities per client address (see wrangler.toml). */
  IDENTITY_CREATION: RateLimit;
  /** REST challenges per client address and player id (see wrangler.toml). */
  CHALLENGE_REQUESTS: RateLimit;
  /** Daily challenges handed out per client address (see wrangler.toml). */
  DAILY_CHALLENGES: RateLimit;
}
