import { useEffect, useRef, useState } from 'preact/hooks';
import type { StateMessage } from '../../../party/protocol/room.ts';
import { t } from '../../i18n/index.ts';
import { st } from '../../i18n/seating.ts';
import { loadToken } from '../../net/seat-token.ts';
import { dailyTableNote } from '../../net/daily-api.ts';
import { DailyAgain } from '../../daily/DailyAgain.tsx';
import { goSeated } from '../../net/seat-at.ts';
import type { TableConnection } from '../../net/table-connection.ts';
import { navigate, tablePath } from '../../router.ts';

/**
 * After the game: a player accepts the rematch. The next table seats the same players (with the
 * same seat tokens) and bots in the same order, and starts once everyone still here has accepted;
 * whoever accepted goes there at once, already seated.
 */
export function PlayAgain({ state, connection }: { state: StateMessage; connection: TableConnection }) {
  const { room, you } = state;
  const [asked, setAsked] = useState(false);
  const accepted = you !== null && room.accepted.includes(you);

  // A game that ends under a player's hand (Resign confirmed, or the last move) takes away the
  // button they were on: the focus would fall to the page's top, so the card takes it. The
  // scrolling is useEndInView's (./end-in-view.ts), which shows the ratings above the card too.
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (room.status === 'finished' && (document.activeElement === null || document.activeElement === document.body)) card.current?.focus({ preventScroll: true });
  }, [room.status]);

  useEffect(() => {
    // The same token opens the same seat at the next table.
    if ((asked || accepted) && room.next) goSeated(room.next, loadToken(room.id) ?? undefined);
  }, [asked, accepted, room.next]);

  if (room.status !== 'finished') return null;
  // A daily attempt this page made is played again as the same deal, not as a fresh rematch.
  const daily = dailyTableNote(room.id);
  const mine = room.seats.find((s) => s.seat === you);
  const names = room.seats.filter((s) => room.accepted.includes(s.seat)).map((s) => s.name);
  const resigned = room.resigned === null ? null : room.seats.find((s) => s.seat === room.resigned);
  const winner = room.seats.find((s) => s.seat !== room.resigned);
  return (
    <section class="card play-again" aria-labelledby="again-title" tabIndex={-1} ref={card} data-testid="play-again">
      {resigned && winner && <p data-testid="resigned">{st('game.resigned', { name: resigned.name, winner: winner.name })}</p>}
      {daily && mine ? <DailyAgain note={daily} name={mine.name} titleId="again-title" /> : (
        <>
          <h2 id="again-title">{t('again.title')}</h2>
          {names.length > 0 && <p class="muted" data-testid="accepted">{st('again.accepted', { names: names.join(', ') })}</p>}
          {you === null ? (
            room.next && (
              <p>
                {t('again.ready')}{' '}
                <a class="button" href={tablePath(room.next)} data-testid="rematch-link"
                  onClick={(e) => { e.preventDefault(); navigate(tablePath(room.next!)); }}>
                  {t('again.watch')}
                </a>
              </p>
            )
          ) : (
            <>
              <button type="button" class="button-primary" disabled={asked || accepted}
                onClick={() => { setAsked(true); connection.rematch(); }} data-testid="play-again-button">
                {t('again.button')}
              </button>
              <p class="hint">{st('again.hint')}</p>
            </>
          )}
        </>
      )}
    </section>
  );
}
