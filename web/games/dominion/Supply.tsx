import type { DominionView } from '../../../party/games/dominion/view.ts';
import { Card } from './Card.tsx';
import { baseCost, cardName } from './cards.ts';
import { dt } from './t.ts';
import { type WhyEntry, whyReason } from '../../../party/games/dominion/why-entry.ts';
import { againText } from './second-look.ts';
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
  reasons?: Readonly<Record<string, WhyEntry>>;
  /** A pile that costs VP, tapped once and waiting for its second tap (./second-look.ts). */
  armed?: string | null;
}

/** The supply: kingdom piles, then Treasures, Victory cards and Curses, with counts and current costs. */
export function Supply({ view, live, onPick, verb, onTry, why = null, reasons = {}, armed = null }: Props) {
  const kingdom = new Set(view.kingdom);
  const piles = view.supply;
  const row = (list: typeof piles) => (
    <ul class="supply-row">
      {list.map((p) => {
        const canTake = live.has(p.card) && onPick !== undefined;
        const tryIt = !canTake && onTry !== undefined ? () => onTry(p.card) : undefined;
        const entry = tryIt ? reasons[p.card] : undefined;
        const reason = entry !== undefined ? whyText(whyReason(entry, { card: p.card, cost: p.cost, coins: view.coins })) : null;
        const isArmed = canTake && armed === p.card;
        const cls = ['pile', p.count === 0 ? 'pile-empty' : '', p.cost < baseCost(p.card) ? 'pile-cheaper' : '', isArmed ? 'pile-armed' : ''].filter(Boolean).join(' ');
        const takeLabel = isArmed
          ? againText(p.card)
          : dt(verb === 'buy' ? 'supply.buy' : 'supply.gain', { card: cardName(p.card), n: p.cost });
        return (
          <li key={p.card} class={cls} data-pile={p.card} data-count={p.count} data-armed={isArmed ? p.card : undefined}>
            <Card
              id={p.card}
              size="pile"
              cost={p.cost}
              live={canTake}
              onClick={canTake ? () => onPick?.(p.card) : tryIt}
              label={canTake ? takeLabel : tryIt ? wt('ask.buy', { card: cardName(p.card) }) : undefined}
              describedBy={why?.card === p.card ? why.id : reason ? `why-buy-${p.card}` : undefined}
              testId={`pile-${p.card}`}
            >
              {isArmed && <span class="pile-again" aria-hidden="true">{dt('supply.armed')}</span>}
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
