import type { PlayerView } from '../../../party/games/dominion/view.ts';
import { Card } from './Card.tsx';
import { dt } from './t.ts';

/** Deck and discard counts with the visible top of the discard pile; VP when the table shows it. */
export function Piles({ player }: { player: PlayerView }) {
  return (
    <div class="piles">
      {player.vp !== undefined && <span class="pile-stat pile-vp" data-testid="vp">{dt('zone.vp', { n: player.vp })}</span>}
      <span class="pile-stat" data-testid="deck-count">{dt('zone.deck', { n: player.deckCount })}</span>
      <span class="pile-stat" data-testid="discard-count">
        {dt('zone.discard', { n: player.discardCount })}
        {player.discardTop && <Card id={player.discardTop} size="mini" />}
      </span>
    </div>
  );
}

/** A row of small cards (play area, set aside, revealed), or nothing when the zone is empty. */
export function CardStrip({ title, cards, testId }: { title: string; cards: readonly string[]; testId?: string }) {
  if (cards.length === 0) return null;
  return (
    <div class="strip" data-testid={testId}>
      <span class="strip-title">{title}</span>
      <ul class="card-row card-row-mini">
        {cards.map((id, i) => <li key={i}><Card id={id} size="mini" /></li>)}
      </ul>
    </div>
  );
}
