import type { DominionView } from '../../../party/games/dominion/view.ts';
import { Card } from './Card.tsx';
import { baseCost, cardName } from './cards.ts';
import { dt } from './t.ts';
import type { Refusal } from '../../../party/games/core/types.ts';
import { whyText, wt } from './why.ts';

interface Props {
  view: DominionView;
  /** Piles that can be taken now (bought in the buy phase, or gained by a card). */
  live: ReadonlySet<string>;
  onPick?: (id: string) => void;
  /** 'buy' or 'gain': what clicking a live pile does, for its label. */
  verb: 'buy' | 'gain';
  /** On your turn, a pile you cannot buy: clicked, the room says why (web/ui/WhyNot.tsx). */
  onTry?: (id: string) => void;
  /** The pile the last refusal was about, and the id of its reason. */
  why?: { card: string; id: string } | null;
  /** Why each pile not on offer cannot be bought now (the turn prompt's reasons): its description. */
  reasons?: Readonly<Record<string, Refusal>>;
}

/** The supply: kingdom piles, then Treasures, Victory cards and Curses, with counts and current costs. */
export function Supply({ view, live, onPick, verb, onTry, why = null, reasons = {} }: Props) {
  const kingdom = new Set(view.kingdom);
  const piles = view.supply;
  const row = (list: typeof piles) => (
    <ul class="supply-row">
      {list.map((p) => {
        const canTake = live.has(p.card) && onPick !== undefined;
        const tryIt = !canTake && onTry !== undefined ? () => onTry(p.card) : undefined;
        const reason = tryIt && reasons[p.card] ? whyText(reasons[p.card] as Refusal) : null;
        const cls = ['pile', p.count === 0 ? 'pile-empty' : '', p.cost < baseCost(p.card) ? 'pile-cheaper' : ''].filter(Boolean).join(' ');
        return (
          <li key={p.card} class={cls} data-pile={p.card} data-count={p.count}>
            <Card
              id={p.card}
              size="pile"
              cost={p.cost}
              live={canTake}
              onClick={canTake ? () => onPick?.(p.card) : tryIt}
              label={canTake ? dt(verb === 'buy' ? 'supply.buy' : 'supply.gain', { card: cardName(p.card), n: p.cost }) : tryIt ? wt('ask.buy', { card: cardName(p.card) }) : undefined}
              describedBy={why?.card === p.card ? why.id : reason ? `why-buy-${p.card}` : undefined}
              testId={`pile-${p.card}`}
            >
              <span class="pile-count">
                {p.count === 0 ? dt('supply.empty') : dt('supply.left', { n: p.count })}
              </span>
            </Card>
            {reason && <span id={`why-buy-${p.card}`} class="visually-hidden">{reason}</span>}
          </li>
        );
      })}
    </ul>
  );
  return (
    <section class="supply" aria-labelledby="supply-title" data-testid="supply">
      <h3 id="supply-title">{dt('supply.title')}</h3>
      {view.costDown > 0 && <p class="supply-note">{dt('supply.costDown', { n: view.costDown })}</p>}
      {row(piles.filter((p) => kingdom.has(p.card)))}
      {row(piles.filter((p) => !kingdom.has(p.card)))}
    </section>
  );
}
