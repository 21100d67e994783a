import { Card } from './Card.tsx';
import { baseCost, cardName, typesOf } from './cards.ts';

/** Actions first, then Treasures, then the rest; dearer cards first within each. */
function rank(id: string): number {
  const types = typesOf(id);
  const group = types.includes('Action') ? 0 : types.includes('Treasure') ? 1 : 2;
  return group * 100 - baseCost(id);
}
import { dt } from './t.ts';
import { type WhyEntry, whyReason } from '../../../party/games/dominion/why-entry.ts';
import { whyText, wt } from './why.ts';

interface Props {
  hand: readonly string[];
  costs: Readonly<Record<string, number>>;
  /** Cards that can be played now (the turn prompt's list), clicked to play. */
  playable?: ReadonlySet<string>;
  onPlay?: (id: string) => void;
  /** On your turn, a card you cannot play: clicked, the room says why (web/ui/WhyNot.tsx). */
  onTry?: (id: string) => void;
  /** The card the last refusal was about, and the id of its reason. */
  why?: { card: string; id: string } | null;
  /** Why each card not on offer cannot be played now (the turn prompt's reasons): its description. */
  reasons?: Readonly<Record<string, WhyEntry>>;
  /** A choice from the hand: which positions qualify, which are picked, in what order. */
  choosing?: { allowed: boolean[]; picked: number[]; ordered: boolean; toggle(i: number): void };
}

/** Hand positions in display order; positions, not cards, so picks still name the real slots. */
function sortedPositions(hand: readonly string[]): number[] {
  const at = (i: number) => hand[i] as string;
  return hand.map((_, i) => i).sort((a, b) => rank(at(a)) - rank(at(b)) || at(a).localeCompare(at(b)) || a - b);
}

/** Your hand, sorted for reading: play cards from it on your turn, or pick cards when a card asks. */
export function Hand({ hand, costs, playable, onPlay, choosing, onTry, why = null, reasons = {} }: Props) {
  return (
    <section class="hand" aria-labelledby="hand-title" data-testid="hand">
      <h3 id="hand-title">{dt('hand.title', { n: hand.length })}</h3>
      {hand.length === 0 && <p class="muted">{dt('hand.empty')}</p>}
      <ul class="card-row">
        {sortedPositions(hand).map((i) => {
          const id = hand[i] as string;
          if (choosing) {
            const at = choosing.picked.indexOf(i);
            return (
              <li key={i}>
                <Card
                  id={id}
                  cost={costs[id]}
                  disabled={!choosing.allowed[i]}
                  live={choosing.allowed[i]}
                  selected={at < 0 ? false : choosing.ordered ? at + 1 : true}
                  onClick={() => choosing.toggle(i)}
                  testId="hand-card"
                />
              </li>
            );
          }
          const canPlay = playable?.has(id) && onPlay !== undefined;
          const tryIt = !canPlay && onTry !== undefined ? () => onTry(id) : undefined;
          const entry = tryIt ? reasons[id] : undefined;
          const reason = entry !== undefined ? whyText(whyReason(entry, { card: id })) : null;
          return (
            <li key={i}>
              {/* No cost in play: a treasure's coin value would sit beside it; a question about the
                  hand (Remodel, Upgrade) shows costs, since the answer may turn on them. */}
              <Card
                id={id}
                live={canPlay}
                onClick={canPlay ? () => onPlay?.(id) : tryIt}
                label={canPlay ? dt('hand.play', { card: cardName(id) }) : tryIt ? wt('ask.play', { card: cardName(id) }) : undefined}
                describedBy={why?.card === id ? why.id : reason ? `why-play-${i}` : undefined}
                testId="hand-card"
              />
              {reason && <span id={`why-play-${i}`} class="visually-hidden">{reason}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
