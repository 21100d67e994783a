// The seat token is the only key to a seat: kept per table in localStorage so a refresh, a new tab
// or a dropped connection re-attaches the same seat.
const key = (tableId: string) => `kingdoms.seat.${tableId}`;

export function loadToken(tableId: string): string | null {
  try { return localStorage.getItem(key(tableId)); } catch { return null; }
}

export function saveToken(tableId: string, token: string): void {
  try { localStorage.setItem(key(tableId), token); } catch { /* storage blocked: the seat lasts as long as this page */ }
}

export function forgetToken(tableId: string): void {
  try { localStorage.removeItem(key(tableId)); } catch { /* nothing stored */ }
}
