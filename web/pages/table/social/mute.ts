// Muted chat senders, per table, on this device only: the room never knows whom you muted.
import { signal } from '@preact/signals';
import type { ChatEntry } from '../../../../party/protocol/social.ts';
import { readStored, writeStored } from '../../../net/storage.ts';

/** A sender: a seat for players (names can repeat across tables), the name for spectators. */
export function senderKey(e: Pick<ChatEntry, 'seat' | 'name'>): string {
  return e.seat !== null ? `seat:${e.seat}` : `name:${e.name.toLowerCase()}`;
}

const storageKey = (tableId: string) => `kingdoms.muted.${tableId}`;

export const muted = signal<{ table: string; keys: ReadonlySet<string> }>({ table: '', keys: new Set() });

export function mutedFor(tableId: string): ReadonlySet<string> {
  if (muted.value.table !== tableId) {
    let keys: string[] = [];
    try { keys = JSON.parse(readStored(storageKey(tableId)) ?? '[]') as string[]; } catch { /* none */ }
    muted.value = { table: tableId, keys: new Set(Array.isArray(keys) ? keys : []) };
  }
  return muted.value.keys;
}

export function toggleMute(tableId: string, key: string): void {
  const keys = new Set(mutedFor(tableId));
  if (keys.has(key)) keys.delete(key);
  else keys.add(key);
  muted.value = { table: tableId, keys };
  writeStored(storageKey(tableId), JSON.stringify([...keys]));
}
