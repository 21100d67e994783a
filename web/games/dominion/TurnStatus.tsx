import type { DominionView } from '../../../party/games/dominion/view.ts';
import { dt } from './t.ts';

/** Whose turn, the phase, and the turn's Actions, Buys and coins: always in view. `over` is also
 * true for a game that ended by resignation, whose view still stands mid-turn. */
export function TurnStatus({ view, nameOf, over }: { view: DominionView; nameOf(seat: number): string; over: boolean }) {
  const mine = view.current === view.you && !over;
  const phase = over ? dt('phase.over') : dt(view.phase === 'action' ? 'phase.action' : 'phase.buy');
  return (
    <div class={mine ? 'turn-status turn-status-mine' : 'turn-status'} data-testid="turn-status" data-phase={over ? 'over' : view.phase} data-mine={String(mine)}>
      <strong class="turn-who" role="status" data-testid="turn-who">
        {over ? dt('phase.over') : mine ? dt('status.yourTurn') : dt('status.theirTurn', { name: nameOf(view.current) })}
      </strong>
      {!over && (
        <>
          <Held class="turn-phase" shown={phase} room={[dt('phase.action'), dt('phase.buy')]} />
          <Held class="stat" id="actions" shown={dt('status.actions', { n: view.actions })} room={[dt('status.actions', { n: 8 })]} />
          <Held class="stat" id="buys" shown={dt('status.buys', { n: view.buys })} room={[dt('status.buys', { n: 8 })]} />
          <Held class="stat stat-coins" id="coins" shown={dt('status.coins', { n: view.coins })} room={[dt('status.coins', { n: 88 })]} />
          {view.copperBonus > 0 && <span class="turn-phase">{dt('status.copper', { n: 1 + view.copperBonus })}</span>}
        </>
      )}
    </div>
  );
}

/**
 * A part of the turn line as wide as the widest it usually gets, whatever it says now ("Buy
 * phase" beside "Action phase", "8 Actions", "$88"): a part growing mid-turn wrapped the next to a
 * new row on a phone, pushing the turn's buttons down under a thumb. Hidden copies stacked under
 * the shown text hold the room; screen readers read only what is shown.
 */
function Held({ class: className, id, shown, room }: { class: string; id?: string; shown: string; room: string[] }) {
  return (
    <span class={`held ${className}`} data-testid={id}>
      <span>{shown}</span>
      {room.map((text) => <span class="held-room" aria-hidden="true">{text}</span>)}
    </span>
  );
}
