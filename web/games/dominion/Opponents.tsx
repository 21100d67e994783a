import type { DominionView } from '../../../party/games/dominion/view.ts';
import { AwayTag } from '../../ui/AwayTag.tsx';
import { CardStrip, Piles } from './Piles.tsx';
import { dt } from './t.ts';

interface Props { view: DominionView; nameOf(seat: number): string; waitingFor: readonly number[]; away: ReadonlySet<number>; over: boolean }

/** Everyone else at the table, in turn order after you: what the rules let you see of them. */
export function Opponents({ view, nameOf, waitingFor, away, over }: Props) {
  const n = view.players.length;
  const from = view.you ?? -1;
  // Once the game is over (or resigned) nobody is on turn, whatever seat the last turn belonged to.
  const current = over ? null : view.current;
  const others = view.players.filter((p) => p.seat !== view.you);
  others.sort((a, b) => ((a.seat - from + n) % n) - ((b.seat - from + n) % n));
  return (
    <section class="opponents" aria-labelledby="opponents-title">
      <h3 id="opponents-title" class={view.you === null ? undefined : 'visually-hidden'}>{dt('opponents.title')}</h3>
      <ul class="opponent-list">
        {others.map((p) => (
          <li
            key={p.seat}
            class={p.seat === current ? 'opponent opponent-current' : 'opponent'}
            data-testid="opponent"
            data-seat={p.seat}
          >
            {/* One line whatever it holds (a long name gives way), so the turn's tag coming and
                going at each change of turn moves nothing below it. */}
            <div class="opponent-head">
              <span class="opponent-name">{nameOf(p.seat)}</span>
              {away.has(p.seat) && <AwayTag />}
              {p.seat === current && <span class="tag tag-turn">{dt('opponents.turn')}</span>}
              {waitingFor.includes(p.seat) && p.seat !== current && <span class="tag tag-turn">{dt('opponents.choosing')}</span>}
            </div>
            <Piles player={p} handCount={p.handCount} />
            <CardStrip title={dt('zone.play')} cards={p.play} kept />
            <CardStrip title={dt('zone.revealed')} cards={p.revealed} />
            <CardStrip title={dt('zone.aside')} cards={p.aside} />
          </li>
        ))}
      </ul>
    </section>
  );
}
