// What a card's question says: its title, the number of cards to choose, and answer labels.
import { cardName } from './cards.ts';
import type { Ask } from './prompt.ts';
import { dt, dtHas } from './t.ts';

/** Beyond this a maximum means "any number" (Cellar asks for up to 1000). */
const ANY = 100;

export function rangeText(a: Ask): string {
  if (a.max >= ANY) return a.min === 0 ? dt('ask.range.any') : dt('ask.range.atLeast', { n: a.min });
  if (a.min === a.max) return dt('ask.range.exactly', { n: a.min });
  return dt('ask.range.between', { min: a.min, max: a.max });
}

/** "Militia: discard cards"; "Swindler → Ben: ..." when the answer acts on another seat. */
export function askTitle(a: Ask & { target?: number }, nameOf: (seat: number) => string): string {
  if (a.kind === 'react' && a.by !== undefined) return reactTitle(a, nameOf(a.by));
  const key = `ask.${a.kind}`;
  const about = a.about?.[0];
  const what = dtHas(key) ? dt(key, { about: about ? cardName(about) : '' }) : dt('ask.choose');
  const card = cardName(a.card);
  return a.target !== undefined && a.target !== a.seat
    ? dt('ask.titleFor', { card, target: nameOf(a.target), what })
    : dt('ask.title', { card, what });
}

/** A word answer ('yes', 'discard-2', 'cards'...) in the current language. */
export function optionLabel(a: Ask, option: string): string {
  const own = `opt.${a.kind}.${option}`;
  if (dtHas(own)) return dt(own);
  const generic = `opt.${option}`;
  if (dtHas(generic)) return dt(generic);
  return option.replace(/-/g, ' ');
}

/** "Bot 3 plays Militia. Reveal Moat to be unaffected?": who attacks with what, and what revealing does. */
function reactTitle(a: Ask, attacker: string): string {
  const said = dt('ask.reactBy', { name: attacker, attack: cardName(a.card) });
  const only = a.from.length === 1 && a.from !== 'hand' ? a.from[0]! : null;
  return `${said} ${only === null ? dt('react.which') : reactQuestion(only)}`;
}

/** What revealing this Reaction does, as a question; a Reaction without its own words just asks. */
export function reactQuestion(card: string): string {
  const key = `react.${card}`;
  return dt(dtHas(key) ? key : 'react.any', { card: cardName(card) });
}
