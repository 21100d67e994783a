// Whose turn it is and what to do now, in one line that screen readers hear when it changes.
import type { KbPrompt, KbView } from '../../../party/games/kingdom-builder/index.ts';
import { kt } from './i18n.ts';
import { SeatIcon } from './settlement-mark.tsx';
import { TerrainName } from './TerrainName.tsx';
import type { TurnPlan } from './turn-plan.ts';

interface Props { view: KbView; prompt: KbPrompt | undefined; plan: TurnPlan; names: string[] }

/** What to do now, in words: "Build 3 settlements" before the first of them, "2 more" after. */
export function instruction(prompt: KbPrompt, plan: TurnPlan): string {
  if (plan.tile) {
    const tile = kt(`loc.${plan.tile.tile}`);
    return kt(plan.role === 'pick' ? 'turn.tilePick' : plan.role === 'place' ? 'turn.tilePlace' : 'turn.tileBuild', { tile });
  }
  if (prompt.build) {
    const build = kt(prompt.build.started ? 'turn.build' : 'turn.buildFirst', { n: prompt.build.remaining, terrain: kt(`terrain.${prompt.build.terrain}`) });
    return prompt.tiles.length > 0 && !prompt.build.started ? `${build} ${kt('turn.tilesBefore')}` : build;
  }
  // Past the builds the prompt lists only the tiles usable now: with none, ending the turn is all that is left.
  return kt(prompt.tiles.length > 0 ? 'turn.done' : 'turn.doneNoTiles');
}

export function TurnStatus({ view, prompt, plan, names }: Props) {
  const mine = view.you !== null && view.current === view.you && !view.over;
  const name = names[view.current] ?? `#${view.current + 1}`;
  return (
    <section class={mine ? 'kb-status kb-status-mine' : 'kb-status'} data-testid="kb-status" data-mine={String(mine)}>
      <div class="kb-status-line">
        {!view.over && <SeatIcon seat={view.current} />}
        <strong class="kb-status-who">{view.over ? kt('turn.over') : mine ? kt('turn.yours') : kt('turn.theirs', { name })}</strong>
        {view.lastRound && !view.over && <span class="tag kb-last-round">{kt('turn.lastRound')}</span>}
      </div>
      {/* Once the game is over, cards in hand and in the deck say nothing any more. */}
      {/* The turn's number opens this row, not the one above: there "Bot 1 (easy) is playing" would
          push it to a second line on a phone, and the rows below with it, at each change of turn. */}
      {!view.over && <div class="kb-status-cards">
        <span class="muted">{kt('turn.number', { n: view.turn })}</span>
        {view.played && (
          <span class="kb-card" data-testid="kb-played">{kt('card.played')}: <TerrainName terrain={view.played} /></span>
        )}
        {view.you !== null && !(mine && view.yourCard === null) && (
          <span class="kb-card" data-testid="kb-your-card">
            {kt('card.yours')}: {view.yourCard ? <TerrainName terrain={view.yourCard} /> : <span class="muted">{kt('card.none')}</span>}
          </span>
        )}
        <span class="muted kb-small">{kt('card.deck', { n: view.deckCount })}</span>
      </div>}
      <p class="kb-instruction">{mine && prompt ? instruction(prompt, plan) : ''}</p>
      {mine && plan.tile && <p class="kb-small muted kb-tile-rule">{kt(`tile.${plan.tile.tile}`)}</p>}
    </section>
  );
}
