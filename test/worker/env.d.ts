import type { Env as ProjectEnv } from '../../party/env.ts';

declare global {
  namespace Cloudflare {
    interface Env extends ProjectEnv {}
  }
}
