// The table a widget is showing, kept in the widget's own storage (which browsers partition by
// the site around the frame): reloading the host page finds the same game and, with the seat
// token kept next to it, the same seat.
import { readStored, writeStored } from '../net/storage.ts';

export function recallTable(key: string): string | null {
  return readStored(key);
}

export function rememberTable(key: string, table: string | null): void {
  writeStored(key, table);
}
