import { useEffect, useState } from 'preact/hooks';
import type { SeatClock as Clock } from '../../../party/protocol/room.ts';
import { st } from '../../i18n/seating.ts';
import { clockText } from './seat-labels.ts';

/** A seat's time left, counting down live while it runs; `since` is when the room said so. */
export function SeatClock({ clock, since }: { clock: Clock; since: number }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (!clock.running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [clock.running, since]);
  const left = clock.running ? clock.left - Math.max(0, now - since) : clock.left;
  const text = clockText(left);
  return (
    <span
      class={clock.running ? (left < 15_000 ? 'seat-clock seat-clock-running seat-clock-low' : 'seat-clock seat-clock-running') : 'seat-clock'}
      data-testid="seat-clock"
      data-running={String(clock.running)}
      title={st('seat.clock', { time: text })}
    >
      {text}
    </span>
  );
}
