// The current player's controls: held tiles as buttons (ready, used, or from next turn), cancel
// a tile, undo, end turn. Only what the prompt allows is enabled.
import type { KbPrompt, KbView, LocationKind } from '../../../party/games/kingdom-builder/index.ts';
import { kt } from './i18n.ts';
import { tileState, type TileState } from './tile-state.ts';
import type { TurnPlan } from './turn-plan.ts';

interface Props {
  view: KbView;
  prompt: KbPrompt | undefined;
  plan: TurnPlan;
  busy: boolean;
  onTile(tile: LocationKind, loc: number): void;
  onCancel(): void;
  onUndo(): void;
  onEndTurn(): void;
}

export function ActionBar({ view, prompt, plan, busy, onTile, onCancel, onUndo, onEndTurn }: Props) {
  const me = view.you === null ? undefined : view.players[view.you];
  if (!me) return null;
  const stateOf = (tile: LocationKind, loc: number, used: boolean, fresh: boolean): TileState => tileState(view, prompt, tile, loc, used, fresh);
  const label: Record<TileState, string> = {
    used: kt('tiles.used'), twin: kt('tiles.twin'), fresh: kt('tiles.fresh'), ready: kt('tiles.ready'), later: kt('tiles.later'), idle: kt('tiles.idle'),
  };

  return (
    <section class="kb-panel kb-actions" aria-labelledby="kb-actions-title">
      <h3 id="kb-actions-title" class="visually-hidden">{kt('action.actions')}</h3>
      <div class="kb-tile-buttons" role="group" aria-label={kt('tiles.title')}>
        {me.tiles.length === 0 && <p class="muted kb-small">{kt('tiles.none')}</p>}
        {me.tiles.map((t) => {
          const state = stateOf(t.tile, t.loc, t.used, t.fresh);
          const active = plan.tile?.tile === t.tile && plan.tile.loc === t.loc;
          return (
            <button
              key={t.loc}
              type="button"
              class={`kb-tile kb-tile-${state}`}
              data-tile={t.tile}
              data-state={state}
              aria-pressed={active}
              disabled={busy || state !== 'ready'}
              title={kt(`tile.${t.tile}`)}
              onClick={() => (active ? onCancel() : onTile(t.tile, t.loc))}
            >
              <span class="kb-tile-name">{kt(`loc.${t.tile}`)}</span>
              <span class="kb-tile-state">{label[state]}</span>
            </button>
          );
        })}
      </div>
      <div class="kb-turn-buttons">
        {plan.tile && <button type="button" class="button" onClick={onCancel} data-testid="kb-cancel">{kt('action.cancel')}</button>}
        <button type="button" class="button" disabled={busy || !prompt?.canUndo} onClick={onUndo} data-testid="kb-undo">{kt('action.undo')}</button>
        <button type="button" class="button-primary" disabled={busy || !prompt?.canEndTurn} onClick={onEndTurn} data-testid="kb-end-turn">
          {kt('action.endTurn')}
        </button>
      </div>
    </section>
  );
}
