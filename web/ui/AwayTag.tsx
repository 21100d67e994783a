import { t } from '../i18n/index.ts';

/** Marks a player whose page is not connected to the table now (closed, asleep, offline). */
export function AwayTag() {
  return <span class="tag tag-away" data-testid="away">{t('table.away')}</span>;
}

/** Seats whose player is not connected, from the room's seat list. */
export function awaySeats(seats: readonly { seat: number; connected: boolean }[]): ReadonlySet<number> {
  return new Set(seats.filter((s) => !s.connected).map((s) => s.seat));
}
