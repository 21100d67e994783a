import type { Directory } from './directory.ts';
import type { Room } from './room.ts';

export interface Env {
  Room: DurableObjectNamespace<Room>;
  Directory: DurableObjectNamespace<Directory>;
  ASSETS: Fetcher;
}
