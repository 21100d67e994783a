import { useEffect, useMemo, useState } from 'preact/hooks';
import type { StateMessage } from '../../../party/protocol/room.ts';
import { st } from '../../i18n/seating.ts';
import { clockText } from './seat-labels.ts';

/**
 * Above the board, where the turn is read: a returning player whose seat a bot is playing takes it
 * back here, and the others see how long an away player has before a bot plays for them, or that
 * a game of one person and bots waits for that person.
 */
export function StandinBar({ state, onTakeBack }: { state: StateMessage; onTakeBack(): void }) {
  const { room } = state;
  const mine = room.seats.find((s) => s.seat === state.you);
  const away = room.seats.filter((s) => s.awayTakeover !== undefined && s.seat !== state.you);
  // Countdowns count from when this room state arrived.
  const since = useMemo(() => Date.now(), [room]);
  const [now, setNow] = useState(since);
  useEffect(() => {
    setNow(Date.now());
    if (away.length === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since, away.length]);
  if (room.status !== 'playing') return null;
  // Said to the others (spectators): the person it waits for, reading it, is back, and the room
  // lifts the pause as their page attaches (a reconnect would flash it over their turn controls).
  const person = room.paused ? room.seats.find((s) => s.bot === null && s.seat !== state.you) : undefined;
  return (
    <>
      {person && <p class="notice standin-bar" role="status" data-testid="table-paused">{st('game.paused', { name: person.name })}</p>}
      {mine?.standin && (
        <div class="notice standin-bar" role="status" data-testid="standin-bar">
          <span>{st('game.botPlaying')}</span>
          <button type="button" class="button-primary" onClick={onTakeBack} data-testid="take-back-turn">{st('game.takeBack')}</button>
        </div>
      )}
      {away.map((s) => (
        <p key={s.seat} class="notice standin-bar" data-testid="away-takeover" data-seat={s.seat}>
          {st('game.awayTakeover', { name: s.name, time: clockText(s.awayTakeover! - Math.max(0, now - since)) })}
        </p>
      ))}
    </>
  );
}
