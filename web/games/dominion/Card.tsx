import type { ComponentChildren } from 'preact';
import { cardName, cardText, colourOf, typesOf } from './cards.ts';
import { dt } from './t.ts';
import { zoomHandlers } from './zoom.ts';

export interface CardProps {
  id: string;
  /** Current cost (Bridge lowers it); the base cost when omitted. */
  cost?: number;
  /** 'full' is a card in hand; 'pile' a supply tile (text clamped, whole when zoomed); 'mini' a name chip. */
  size?: 'full' | 'pile' | 'mini';
  onClick?: () => void;
  disabled?: boolean;
  /** Selected in the current choice; a number shows the pick order. */
  selected?: boolean | number;
  /** Playable, buyable or pickable now. */
  live?: boolean;
  label?: string;
  /** The id of what explains this control (a refusal's reason). */
  describedBy?: string;
  children?: ComponentChildren;
  testId?: string;
}

/** From this many letters a word may not fit a narrow card's width: the name then gets a title. */
const LONG_WORD = 10;

/** The length of the name's longest word: the card sizes the name's type so that word fits its
 * width (dominion.css), rather than breaking it mid-word on a narrow card. */
function longestWord(name: string): number {
  return Math.max(...name.split(/\s+/).map((w) => w.length));
}

/** What a card says: name, cost, types and our short text. Also the body of the zoomed view. */
export function CardFace({ id, cost, size = 'full', children, nameSaid = false }: Pick<CardProps, 'id' | 'cost' | 'size' | 'children'> & { nameSaid?: boolean }) {
  const types = typesOf(id);
  const name = cardName(id);
  const longest = longestWord(name);
  const typeLine = types.map((ty) => dt(`type.${ty}`)).join(' · ');
  if (size === 'mini') {
    return (
      <>
        <span class="dc-top"><span class="dc-name" aria-hidden={nameSaid ? 'true' : undefined}>{name}</span></span>
        {children}
      </>
    );
  }
  // The face's parts are separate boxes on screen, but a button's name would run their text
  // together ("Province86 VP"): screen readers get them as one hidden sentence instead, with the
  // stops the eye takes from the layout ("Province, costs 8. 6 VP. Victory.").
  const costSaid = cost === undefined ? null : dt('card.cost', { n: cost });
  const head = nameSaid ? costSaid : costSaid === null ? name : `${name}, ${costSaid}`;
  const said = [head, cardText(id), typeLine].filter((part): part is string => Boolean(part)).map(sentence).join(' ');
  return (
    <>
      <span class="visually-hidden">{`${said} `}</span>
      <span class="dc-top" aria-hidden="true">
        <span class="dc-name" style={{ '--name-len': longest }} title={longest >= LONG_WORD ? name : undefined}>{name}</span>
        {cost !== undefined && <span class="coin dc-cost">{cost}</span>}
      </span>
      <span class="dc-text" aria-hidden="true">{cardText(id)}</span>
      <span class="dc-types" aria-hidden="true">{typeLine}</span>
      {children}
    </>
  );
}

/** The label as a sentence: a full stop after it unless it ends in its own ("Buy Copper? Not now: why?"). */
function sentence(label: string): string {
  return /[.?!…]$/.test(label) ? label : `${label}.`;
}

/** A card or supply pile; a button when it can be acted on, plain otherwise. */
export function Card(props: CardProps) {
  const { id, size = 'full', onClick, disabled, selected, live, label, testId, describedBy } = props;
  const cls = [
    'dc', `dc-${size}`, `dc-${colourOf(id)}`,
    live ? 'dc-live' : '', selected !== undefined && selected !== false ? 'dc-selected' : '',
  ].filter(Boolean).join(' ');
  const face = (
    <>
      {/* What a click does, said first and naming the card (then not said twice); the visible
          text stays part of the button's name, as speech control needs (WCAG 2.5.3). */}
      {label && <span class="visually-hidden">{sentence(label)} </span>}
      <CardFace id={id} cost={props.cost} size={size} nameSaid={label !== undefined}>{props.children}</CardFace>
      {typeof selected === 'number' && <span class="dc-order" aria-hidden="true">{selected}</span>}
    </>
  );
  if (!onClick) {
    return <span class={cls} data-card={id} data-testid={testId} tabIndex={size === 'mini' ? undefined : 0} {...zoomHandlers(id)}>{face}</span>;
  }
  return (
    <button
      type="button"
      class={cls}
      data-card={id}
      data-testid={testId}
      disabled={disabled}
      aria-pressed={selected === undefined ? undefined : selected !== false}
      aria-describedby={describedBy}
      onClick={onClick}
      {...zoomHandlers(id)}
    >
      {face}
    </button>
  );
}
