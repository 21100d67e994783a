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
const SCREEN_GAMES = 60;

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
  const bmu = bigMoney('bmu');
  let best: string | null = null;
  let bestShare = 0.5;
  for (const card of SCREEN_CARDS.filter((c) => kingdom.includes(c))) {
    const plan = screenPlan(card);
    let share = 0;
    for (let i = 0; i < SCREEN_GAMES; i++) share += trialAs(i, kingdom.slice(), `screen:${key}:${i}`, plan, SCREEN_STYLE, bmu, BMU_STYLE).share;
    if (share / SCREEN_GAMES > bestShare) { best = card; bestShare = share / SCREEN_GAMES; }
  }
  chosen.set(key, best);
  return best;
}
