// Plan families beyond the race's field (./planner.ts), tried against the kingdom's best
// single-card Big Money (scripts/dominion-gap.ts): the strongest screen card with a second card of
// the kingdom, with more copies fed by a village, or with light trashing.
import { type Plan, bigMoneyWith } from './plan.ts';
import { isAction, isVillage, ROLES } from './roles.ts';
import { SCREEN_CARDS } from './screen.ts';

const hardish = (p: Plan): Plan => ({ ...p, duchy: 5, gold: 17 });

export function extraFamilies(kingdom: readonly string[]): Plan[] {
  const has = (c: string) => kingdom.includes(c);
  const screens = SCREEN_CARDS.filter(has).sort((a, b) => (ROLES[b]?.bigMoneyScore ?? 0) - (ROLES[a]?.bigMoneyScore ?? 0)).slice(0, 2);
  const actions = kingdom.filter((c) => isAction(c) && ROLES[c]);
  const out: Plan[] = [];
  for (const lead of screens) {
    for (const d of actions) if (d !== lead && !isVillage(d)) out.push(hardish(bigMoneyWith([lead, d])));
    const village = actions.find(isVillage);
    if (village) {
      const p = bigMoneyWith([lead, village]);
      out.push(hardish({ ...p, name: `${p.name}x3`, buys: p.buys.map((r) => (r[0] === lead ? [lead, 3, 0] : r)) }));
    }
    const p = bigMoneyWith([lead]);
    out.push(hardish({ ...p, name: `${p.name}x2`, buys: p.buys.map((r) => (r[0] === lead ? [lead, 2, 8] : r)) }));
  }
  return out;
}
