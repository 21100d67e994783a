// The environment every local `wrangler dev` of ours runs with (`npm start`, the browser tests,
// the soak). A value already set by the user wins.
//
// - X_LOCAL_OBSERVABILITY=false: wrangler dev otherwise keeps a local trace store that records
//   every WebSocket message into SQLite under the state folder (it grows without bound on a
//   long-running server) and roughly doubles the server's CPU per move.
// - CLOUDFLARE_CF_FETCH_ENABLED=false: do not download the `request.cf` sample from
//   workers.cloudflare.com at start (offline it printed two getaddrinfo stack traces); locally
//   `request.cf` is a placeholder either way.
// - WRANGLER_SEND_METRICS / WRANGLER_SEND_ERROR_REPORTS=false: no telemetry from a local run.
export const QUIET_WRANGLER_ENV = {
  X_LOCAL_OBSERVABILITY: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
};

/** `env` with our defaults added where it does not set them itself. */
export function wranglerEnv(env = process.env) {
  return { ...QUIET_WRANGLER_ENV, ...env };
}
