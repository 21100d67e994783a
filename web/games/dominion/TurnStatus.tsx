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
        // One line that never wraps: "2 Buys" or "$11" is wider than "1 Buy" or "$0", and a
        // figure dropping to a second line mid-turn pushed the turn's buttons down under a thumb.
        // The phase's words give way (cut short) before a figure does.
        <span class="turn-figures">
          <span class="turn-phase">{phase}</span>
          <span class="stat" data-testid="actions">{dt('status.actions', { n: view.actions })}</span>
          <span class="stat" data-testid="buys">{dt('status.buys', { n: view.buys })}</span>
          <span class="stat stat-coins" data-testid="coins">{dt('status.coins', { n: view.coins })}</span>
          {view.copperBonus > 0 && <span class="turn-phase">{dt('status.copper', { n: 1 + view.copperBonus })}</span>}
        </span>
      )}
    </div>
  );
}
