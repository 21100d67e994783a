import { Card } from './Card.tsx';
import { cardName } from './cards.ts';
import { t } from './t.ts';

interface Props {
  hand: readonly string[];
  costs: Readonly<Record<string, number>>;
  /** Cards that can be played now (the turn prompt's list), clicked to play. */
  playable?: ReadonlySet<string>;
  onPlay?: (id: string) => void;
  /** A choice from the hand: which positions qualify, which are picked, in what order. */
  choosing?: { allowed: boolean[]; picked: number[]; ordered: boolean; toggle(i: number): void };
}

/** Your hand: play cards from it on your turn, or pick cards when a card asks for them. */
export function Hand({ hand, costs, playable, onPlay, choosing }: Props) {
  return (
    <section class="hand" aria-labelledby="hand-title" data-testid="hand">
      <h3 id="hand-title">{t('hand.title', { n: hand.length })}</h3>
      {hand.length === 0 && <p class="muted">{t('hand.empty')}</p>}
      <ul class="card-row">
        {hand.map((id, i) => {
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
          return (
            <li key={i}>
              <Card
                id={id}
                cost={costs[id]}
                live={canPlay}
                onClick={canPlay ? () => onPlay?.(id) : undefined}
                label={canPlay ? t('hand.play', { card: cardName(id) }) : undefined}
                testId="hand-card"
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
