import { useEffect, useRef } from 'preact/hooks';
import type { DominionMove } from '../../../party/games/dominion/types.ts';
import { askTitle, optionLabel, rangeText } from './askText.ts';
import { Card } from './Card.tsx';
import { CardStrip } from './Piles.tsx';
import { NamePicker } from './NamePicker.tsx';
import { cardName } from './cards.ts';
import { zoomHandlers } from './zoom.ts';
import { answersAreCards, type Ask } from './prompt.ts';
import { dt } from './t.ts';

interface Props {
  ask: Ask;
  /** Positions of the pool picked so far (hand positions when the pool is the hand). */
  picked: number[];
  toggle(i: number): void;
  /** The picked positions as the answer's card ids or words. */
  answer: string[];
  send(move: DominionMove): void;
  pending: boolean;
  nameOf(seat: number): string;
  /** Current costs by card, for naming supply choices. */
  costs: Readonly<Record<string, number>>;
}

/** A card's question as one focused control: pick cards, pick words, order cards or name a card. */
export function AskPanel({ ask, picked, toggle, answer, send, pending, nameOf, costs }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  // A new question takes the focus, so keyboard and screen reader users land on it, unless the
  // player is typing somewhere.
  useEffect(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLInputElement || active instanceof HTMLSelectElement)) panel.current?.focus({ preventScroll: true });
    // The dock keeps it in view while the board is on screen; from below the board (the seat list
    // on a phone) the page is brought back to it.
    const box = panel.current?.getBoundingClientRect();
    if (box && (box.bottom < 0 || box.top > innerHeight)) panel.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const choose = (pick: string[]) => send({ type: 'choose', pick });
  const single = ask.max === 1 && !ask.ordered;
  const fromHand = ask.from === 'hand';
  const cards = answersAreCards(ask);
  const fromSupply = ask.kind === 'gain';
  const okCount = answer.length >= ask.min && answer.length <= ask.max;

  let body;
  if (ask.kind === 'name' && !fromHand) {
    body = <NamePicker options={ask.from as string[]} onPick={(id) => choose([id])} disabled={pending} />;
  } else if (ask.kind === 'react') {
    // Named buttons, not bare cards: what the click does is the question's answer.
    body = (
      <ul class="option-row">
        {(ask.from as string[]).map((id) => (
          <li key={id}>
            <button type="button" class="button-primary" disabled={pending} onClick={() => choose([id])} data-testid="reveal-option" data-card={id} {...zoomHandlers(id)}>
              {dt('ask.reveal', { card: cardName(id) })}
            </button>
          </li>
        ))}
      </ul>
    );
  } else if (fromHand) {
    body = <p class="muted">{dt('ask.pickFromHand')}</p>;
  } else if (fromSupply) {
    // The piles light up in the supply too; on a phone that is a scroll away, so they are here as well.
    const piles = [...(ask.from as string[])].sort((a, b) => (costs[b] ?? 0) - (costs[a] ?? 0));
    body = (
      <>
        <p class="muted">{dt('ask.pickFromSupply')}</p>
        <ul class="option-row">
          {piles.map((id) => (
            <li key={id}>
              <button type="button" class="button" disabled={pending} onClick={() => choose([id])} data-testid="gain-option" data-card={id} {...zoomHandlers(id)}>
                {cardName(id)} <span class="coin option-cost">{costs[id] ?? 0}</span>
              </button>
            </li>
          ))}
        </ul>
      </>
    );
  } else {
    const from = ask.from as string[];
    body = (
      <ul class={cards ? 'card-row' : 'option-row'}>
        {from.map((x, i) => {
          const at = picked.indexOf(i);
          const onClick = () => (single ? choose([x]) : toggle(i));
          return (
            <li key={i}>
              {cards
                ? <Card id={x} live disabled={pending} selected={single ? undefined : at < 0 ? false : ask.ordered ? at + 1 : true} onClick={onClick} testId="ask-card" />
                : (
                  <button type="button" class={at >= 0 ? 'button-primary' : 'button'} disabled={pending} aria-pressed={single ? undefined : at >= 0} onClick={onClick} data-testid={`option-${x}`}>
                    {optionLabel(ask, x)}
                  </button>
                )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div class="ask" role="group" aria-labelledby="ask-title" ref={panel} tabIndex={-1} data-testid="ask" data-kind={ask.kind} data-min={ask.min} data-max={ask.max}>
      <p class="prompt-title" id="ask-title" data-testid="prompt-title">{askTitle(ask, nameOf)}</p>
      {/* In the sticky dock a long list scrolls here, between the title and the buttons. */}
      <div class="ask-body">
        {ask.about && ask.about.length > 0 && ask.kind !== 'react' && <CardStrip title={dt('ask.about')} cards={ask.about} />}
        {!single && ask.kind !== 'name' && (
          <p class="ask-count" aria-live="polite">
            {dt('ask.count', { range: rangeText(ask), n: answer.length })}
            {ask.ordered && <span class="muted"> {dt('ask.orderHint')}</span>}
          </p>
        )}
        {body}
      </div>
      <div class="button-row">
        {!single && ask.kind !== 'name' && (
          <button type="button" class="button-primary" disabled={!okCount || pending} onClick={() => choose(answer)} data-testid="ask-done">
            {cards ? dt('ask.done', { n: answer.length }) : dt('ask.doneWords')}
          </button>
        )}
        {single && ask.min === 0 && (
          <button type="button" class="button" disabled={pending} onClick={() => choose([])} data-testid="ask-none">
            {dt(ask.kind === 'react' ? 'ask.noReveal' : 'ask.none')}
          </button>
        )}
      </div>
    </div>
  );
}
