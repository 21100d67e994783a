// Reference bots for the simulator only: a screen of single-card Big Money bots, each Big Money
// Ultimate with one kingdom card in the copies public simulators found best for it (Smithy BM,
// Witch BM, Double Militia...: roles.ts keeps those counts), and `bm-best`, which on each kingdom
// plays the screen bot that did best there. They are yardsticks no one here tuned against the
// hard bot: "hard beats the best single-card Big Money of this kingdom" is what they measure.
import { type Plan, bigMoney, bigMoneyWith } from './plan.ts';
import { trialAs } from './playout.ts';
import { BMU_STYLE, type TurnStyle } from './turn.ts';

/** The cards of the screen: the kingdom cards public strategies pair with Big Money. */
export const SCREEN_CARDS = [
  'smithy', 'witch', 'militia', 'courtyard', 'torturer', 'swindler', 'moat', 'library', 'council-room', 'masquerade',
  'steward', 'nobles', 'bureaucrat', 'moneylender', 'baron', 'minion', 'tribute', 'laboratory',
];

/** Treasures and Victory cards as Big Money Ultimate buys them, and the kingdom card played when drawn. */
export const SCREEN_STYLE: TurnStyle = { ...BMU_STYLE, actions: true };

export function screenPlan(card: string): Plan {
  return bigMoneyWith([card], `bm-${card}`);
}

/** Games each screen bot of the kingdom plays against Big Money Ultimate to find the best. */
export const SCREEN_GAMES = 60;

/** The kingdom's screen cards, in the order the screen tries them. */
export const screenCardsOf = (kingdom: readonly string[]) => SCREEN_CARDS.filter((c) => kingdom.includes(c));

/** Screen game `i` of `card` against Big Money Ultimate on this kingdom (seeds from the kingdom alone). */
export function screenGame(kingdom: readonly string[], card: string, i: number) {
  return trialAs(i, kingdom.slice(), `screen:${kingdom.slice().sort().join(',')}:${i}`, screenPlan(card), SCREEN_STYLE, bigMoney('bmu'), BMU_STYLE);
}

/** The card whose summed shares beat Big Money Ultimate most (the first of equals), or null if none did. */
export function pickScreen(cards: readonly string[], shares: readonly number[]): string | null {
  let best: string | null = null;
  let bestShare = 0.5;
  cards.forEach((card, i) => { if ((shares[i] as number) / SCREEN_GAMES > bestShare) { best = card; bestShare = (shares[i] as number) / SCREEN_GAMES; } });
  return best;
}

const chosen = new Map<string, string | null>();

/**
 * The screen card that beat Big Money Ultimate most often on this kingdom (null: none is in it,
 * or none beat it: plain Big Money then). The same kingdom always gives the same card: the trial
 * seeds come from the kingdom alone (and the answer is remembered for the next game on it).
 */
export function bestScreenCard(kingdom: readonly string[]): string | null {
  const key = kingdom.slice().sort().join(',');
  const known = chosen.get(key);
  if (known !== undefined) return known;
  const cards = screenCardsOf(kingdom);
  const shares = cards.map((card) => {
    let share = 0;
    for (let i = 0; i < SCREEN_GAMES; i++) share += screenGame(kingdom, card, i).share;
    return share;
  });
  const best = pickScreen(cards, shares);
  chosen.set(key, best);
  return best;
}
