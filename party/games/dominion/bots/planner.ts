// The hard bot's planning: candidate plans for this kingdom (Big Money with one or two kingdom
// cards, thin decks where a trasher exists, simple engines where villages and draw exist) play
// trial games against the medium bot's plan; the best survives. Seeds come from the bot's own
// input seed, so the same kingdom and seed always give the same plan.
import { type BuyRule, type Plan, bigMoney, bigMoneyWith, engine, heuristicPlan } from './plan.ts';
import { trial } from './playout.ts';
import { BMU_STYLE, HARD_STYLE, MEDIUM_STYLE, type TurnStyle } from './turn.ts';
import { isAction, isTerminal, isVillage, ROLES } from './roles.ts';

/** Trial games per candidate in the first round, and for the finalists. */
const FIRST = 24;
const FINAL = 60;
/** Candidates tried at most: planning stays within about a second of CPU. */
const MAX_CANDIDATES = 9;
const FINALISTS = 3;
/** How much better than medium's own choice a plan must do in the final to replace it. */
const BASELINE_EDGE = 0.03;

const DRAW = ['smithy', 'council-room', 'library', 'moat', 'courtyard', 'torturer', 'witch', 'nobles', 'masquerade', 'laboratory'];

export function candidates(kingdom: readonly string[]): Plan[] {
  const actions = kingdom.filter((c) => isAction(c) && ROLES[c]);
  const useful = actions.filter((c) => (ROLES[c]?.bm ?? 0) >= 2).sort((a, b) => (ROLES[b]?.bm ?? 0) - (ROLES[a]?.bm ?? 0));
  const out: Plan[] = [bigMoney('bm'), heuristicPlan(kingdom)];
  for (const c of useful) out.push(bigMoneyWith([c]));
  const terminals = useful.filter(isTerminal).slice(0, 3);
  const nonTerminals = useful.filter((c) => !isTerminal(c));
  for (let i = 0; i < terminals.length; i++) {
    for (let j = i + 1; j < terminals.length; j++) out.push(bigMoneyWith([terminals[i] as string, terminals[j] as string]));
    for (const n of nonTerminals.slice(0, 2)) out.push(bigMoneyWith([terminals[i] as string, n]));
  }
  const trashers = actions.filter((c) => ROLES[c]?.trasher || c === 'steward' || c === 'masquerade');
  for (const t of trashers) {
    const partner = terminals.find((c) => c !== t);
    out.push(bigMoneyWith(partner ? [t, partner] : [t], undefined, { thin: true }));
  }
  const villages = actions.filter(isVillage);
  const draws = DRAW.filter((c) => kingdom.includes(c) && isTerminal(c));
  if (villages.length > 0) for (const dr of draws.slice(0, 2)) out.push(engine(dr, villages[0] as string, nonTerminals.slice(0, 1)));
  const seen = new Set<string>();
  return out.filter((p) => (seen.has(p.name) ? false : (seen.add(p.name), true))).slice(0, MAX_CANDIDATES);
}

interface Rival { plan: Plan; style: TurnStyle }

function score(kingdom: string[], plan: Plan, rivals: Rival[], seed: string, games: number): number {
  let total = 0;
  for (let i = 0; i < games; i++) {
    // Alternate sides so neither plan always starts from the same seat, and alternate rivals.
    const mine = i % 2;
    const rival = rivals[Math.floor(i / 2) % rivals.length] as Rival;
    const plans: [Plan, Plan] = mine === 0 ? [plan, rival.plan] : [rival.plan, plan];
    const styles: [TurnStyle, TurnStyle] = mine === 0 ? [HARD_STYLE, rival.style] : [rival.style, HARD_STYLE];
    const r = trial(kingdom, `${seed}:${i}`, plans, styles);
    const share = mine === 0 ? r.share : 1 - r.share;
    const margin = mine === 0 ? r.margin : -r.margin;
    total += share + Math.max(-0.2, Math.min(0.2, margin / 100));
  }
  return total / games;
}

export function planKingdom(kingdom: readonly string[], seed: string): Plan {
  const k = kingdom.slice();
  // The plans it will likely meet: a heuristic Big Money partner, and plain Big Money.
  const medium: Rival = { plan: heuristicPlan(k), style: MEDIUM_STYLE };
  const rival: Rival[] = [medium, { plan: bigMoney('bmu'), style: BMU_STYLE }, medium];
  // Duchies from five Provinces left did better than from four in trials for every Big Money partner.
  const all = candidates(k).map((p) => ({ ...p, duchy: 5 }));
  const first = all.map((p) => ({ p, v: score(k, p, rival, `${seed}/a`, FIRST) }));
  first.sort((a, b) => b.v - a.v);
  // Medium's own choice stays in the final as the baseline: a challenger must beat it clearly
  // (a lucky first round would otherwise pick plans that lose to it).
  const baseline = all.find((p) => p.name === medium.plan.name);
  const top = first.slice(0, FINALISTS).map(({ p }) => p);
  if (baseline && !top.includes(baseline)) top.push(baseline);
  const finals = top.map((p) => ({ p, v: score(k, p, rival, `${seed}/b`, FINAL) + (p === baseline ? BASELINE_EDGE : 0) }));
  finals.sort((a, b) => b.v - a.v);
  let best = (finals[0] as { p: Plan }).p;
  let bestV = (finals[0] as { v: number }).v;
  // Then tune the winner on the same seeds: copies of its kingdom cards, and the ending.
  for (const variant of tweaks(best)) {
    const v = score(k, variant, rival, `${seed}/b`, FINAL);
    if (v > bestV + 0.02) { best = variant; bestV = v; }
  }
  return best;
}

/** The plan with one more and one fewer copy of its first kingdom card, and other endings. */
function tweaks(p: Plan): Plan[] {
  const out: Plan[] = [];
  const i = p.buys.findIndex(([c]) => c !== 'gold' && c !== 'silver');
  const rule = p.buys[i];
  if (rule && rule[1] > 0) {
    for (const d of [1, -1]) {
      const cap = rule[1] + d;
      if (cap < 1) continue;
      const buys = p.buys.map((r, j): BuyRule => (j === i ? [r[0], cap, r[2]] : r));
      out.push({ ...p, buys, name: `${p.name}/${rule[0]}${cap}` });
    }
  }
  for (const [duchy, estate] of [[4, 2], [5, 3]] as const) out.push({ ...p, duchy, estate, name: `${p.name}/d${duchy}e${estate}` });
  return out;
}
