// Dominion's rules page: the goal, a turn with a sample hand and Supply, the card types, the end
// and what changes with 5 or 6 players. The cards are the table's own.
import { Card } from '../Card.tsx';
import { baseCost, cardName, type CardType } from '../cards.ts';
import { dt } from '../t.ts';
import { drt } from './t.ts';
import '../dominion.css';
import './rules.css';

const HAND = ['village', 'smithy', 'copper', 'copper', 'silver'];
const SUPPLY = ['copper', 'silver', 'smithy', 'village', 'province'];
/** Each type with a card that shows it. */
const TYPES: [CardType, string][] = [['Action', 'smithy'], ['Treasure', 'gold'], ['Victory', 'duchy'], ['Curse', 'curse'], ['Attack', 'militia'], ['Reaction', 'moat']];

/** The card names the texts mention, in the reader's language. */
function names() {
  const ids = ['copper', 'estate', 'village', 'smithy', 'silver', 'province', 'moat'];
  return Object.fromEntries(ids.map((id) => [id, cardName(id)]));
}

function Row({ ids, label, testId }: { ids: string[]; label: string; testId: string }) {
  return (
    <figure class="learn-figure">
      <ul class="card-row learn-cards" data-testid={testId}>
        {ids.map((id, i) => <li key={`${id}-${i}`}><Card id={id} size="pile" cost={baseCost(id)} /></li>)}
      </ul>
      <figcaption class="hint">{label}</figcaption>
    </figure>
  );
}

export function DominionRules() {
  const n = names();
  return (
    // The table's own card colours are set on .dominion.
    <div class="learn-body dominion">
      <p class="learn-lead">{drt('d.intro')}</p>
      <h2>{drt('d.goal.h')}</h2>
      <p>{drt('d.goal')}</p>
      <h2>{drt('d.start.h')}</h2>
      <p>{drt('d.start', n)}</p>
      <h2>{drt('d.turn.h')}</h2>
      <ol class="learn-steps">
        <li>{drt('d.turn.action')}</li>
        <li>{drt('d.turn.buy')}</li>
        <li>{drt('d.turn.cleanup')}</li>
      </ol>
      <h2>{drt('d.example.h')}</h2>
      <Row ids={HAND} label={drt('d.example.hand')} testId="learn-hand" />
      <p>{drt('d.example', n)}</p>
      <Row ids={SUPPLY} label={drt('d.example.supply')} testId="learn-supply" />
      <h2>{drt('d.types.h')}</h2>
      <ul class="learn-types">
        {TYPES.map(([type, id]) => (
          <li key={type}>
            <Card id={id} size="mini" />
            <span><strong>{dt(`type.${type}`)}</strong>: {drt(`d.type.${type}`, n)}</span>
          </li>
        ))}
      </ul>
      <h2>{drt('d.end.h')}</h2>
      <p>{drt('d.end', n)}</p>
      <h2>{drt('d.big.h')}</h2>
      <p>{drt('d.big', n)}</p>
    </div>
  );
}
