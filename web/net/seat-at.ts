// Going to a table where the server has already given this page a seat (a table it created, a
// quick match, a rematch): the token is stored first, so the table page re-attaches the seat.
import { navigate, tablePath } from '../router.ts';
import { saveToken } from './seat-token.ts';

export function goSeated(table: string, token: string | undefined): void {
  if (token) saveToken(table, token);
  navigate(tablePath(table));
}
