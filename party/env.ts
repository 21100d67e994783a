// The Worker's bindings. Each Durable Object names its own namespace by merging into
// `DurableObjects` from its class's file, so this file imports none of them: the objects import
// their Env and nothing here imports back (no import circle through the bindings).

/** Binding name -> Durable Object class, merged in by each object's file (`declare module`). */
export interface DurableObjects {}

type Namespaces = {
  [Name in keyof DurableObjects]: DurableObjects[Name] extends Rpc.DurableObjectBranded ? DurableObjectNamespace<DurableObjects[Name]> : never;
};

export interface Env extends Namespaces {
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
