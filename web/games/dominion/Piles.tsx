import type { PlayerView } from '../../../party/games/dominion/view.ts';
import { Card } from './Card.tsx';
import { dt } from './t.ts';

/** Deck and discard counts with the visible top of the discard pile; VP when the table shows it;
 * an opponent's hand size first (your own hand shows its cards). */
export function Piles({ player, handCount }: { player: PlayerView; handCount?: number }) {
  return (
    <div class="piles">
      {handCount !== undefined && <span class="pile-stat" data-testid="hand-size">{dt('zone.hand', { n: handCount })}</span>}
      {player.vp !== undefined && <span class="pile-stat pile-vp" data-testid="vp">{dt('zone.vp', { n: player.vp })}</span>}
      <span class="pile-stat" data-testid="deck-count">{dt('zone.deck', { n: player.deckCount })}</span>
      <span class="pile-stat" data-testid="discard-count">
        {dt('zone.discard', { n: player.discardCount })}
        {player.discardTop && <Card id={player.discardTop} size="mini" />}
      </span>
    </div>
  );
}

/** Runs of the same card, in order: Copper, Copper, Silver, Copper is Copper ×2, Silver, Copper. */
export function runsOf(cards: readonly string[]): { id: string; n: number }[] {
  const runs: { id: string; n: number }[] = [];
  for (const id of cards) {
    const last = runs.at(-1);
    if (last?.id === id) last.n++;
    else runs.push({ id, n: 1 });
  }
  return runs;
}

/**
 * A row of small cards (play area, set aside, revealed), or nothing when the zone is empty. A
 * `kept` row (the play area, filled and emptied every turn) stays, empty, and keeps one line (runs
 * of a card counted, the rest scrolled sideways), so its filling and emptying moves nothing below.
 */
export function CardStrip({ title, cards, testId, kept = false }: { title: string; cards: readonly string[]; testId?: string; kept?: boolean }) {
  if (cards.length === 0 && !kept) return null;
  return (
    <div class={kept ? 'strip strip-kept' : 'strip'} data-testid={testId}>
      <span class="strip-title">{title}</span>
      {cards.length === 0 ? <span class="strip-title"><span aria-hidden="true">—</span><span class="visually-hidden">{dt('zone.none')}</span></span> : (
        // A kept row may scroll sideways, so the keyboard can reach it too.
        <ul class="card-row card-row-mini" tabIndex={kept ? 0 : undefined} aria-label={kept ? title : undefined}>
          {kept
            ? runsOf(cards).map((run, i) => <li key={i}><Card id={run.id} size="mini">{run.n > 1 && <span class="mini-count">×{run.n}</span>}</Card></li>)
            : cards.map((id, i) => <li key={i}><Card id={id} size="mini" /></li>)}
        </ul>
      )}
    </div>
  );
}
