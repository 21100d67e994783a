// The seat token is the only key to a seat: kept per table in localStorage so a refresh, a new tab
// or a dropped connection re-attaches the same seat.
import { readStored, writeStored } from './storage.ts';

const key = (tableId: string) => `kingdoms.seat.${tableId}`;

export function loadToken(tableId: string): string | null {
  return readStored(key(tableId));
}

export function saveToken(tableId: string, token: string): void {
  writeStored(key(tableId), token);
}

export function forgetToken(tableId: string): void {
  writeStored(key(tableId), null);
}
