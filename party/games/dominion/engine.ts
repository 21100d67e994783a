// Turn machinery and the effect interpreter. `run` executes the top frame's next step until a
// step asks a question (stored in `asks`) or the stack is empty; answering resumes it.
import { ENGINE_SCRIPTS, openReactions, parkedReactions } from './attack.ts';
import { CARDS } from './cards/table.ts';
import { vpTotal } from './score.ts';
import { player } from './verbs.ts';
import { ACTION, ATTACK, TREASURE, type Ask, type CardId, type DominionState, type Frame, type Step } from './types.ts';
import { draw, logEvent, truncate } from './zones.ts';

const NO_STEPS: Step[] = [];

function scriptOf(f: Frame): Step[] {
  if (f.card === '@') return ENGINE_SCRIPTS[f.script] ?? NO_STEPS;
  return CARDS[f.card]?.scripts?.[f.script] ?? NO_STEPS;
}

export function run(g: DominionState): void {
  const stack = g.stack;
  while (stack.length > 0) {
    const f = stack[stack.length - 1] as Frame;
    const steps = scriptOf(f);
    if (f.step >= steps.length) { stack.pop(); continue; }
    const step = steps[f.step++] as Step;
    const out = step(g, f);
    if (out) {
      g.batch = Array.isArray(out);
      g.asks = Array.isArray(out) ? out : [out as Ask];
      // Inside a Reaction window, other players' react questions stay open beside this one.
      if (!g.batch) g.asks.push(...parkedReactions(g, f));
      return;
    }
  }
}

export function pushFrame(
  g: DominionState, card: CardId, script: string, owner: number, target: number, parent: number, locals: Frame['locals'] = {},
): void {
  g.stack.push({ card, script, step: 0, owner, target, parent, locals });
}

/** Starts one play of an Action card already in play (Throne Room calls this twice). */
export function startPlay(g: DominionState, seat: number, id: CardId, up: number): void {
  g.played++;
  pushFrame(g, id, 'effect', seat, seat, up);
  if ((CARDS[id]?.t ?? 0) & ATTACK) openReactions(g, seat, id);
}

export function playActionFromHand(g: DominionState, seat: number, id: CardId): void {
  const p = player(g, seat);
  p.hand.splice(p.hand.lastIndexOf(id), 1);
  p.play.push(id);
  g.actions--;
  logEvent(g, 'play', seat, id);
  startPlay(g, seat, id, -1);
  run(g);
}

export function treasureValue(g: DominionState, id: CardId): number {
  const v = CARDS[id]?.coin ?? 0;
  return id === 'copper' ? v + g.copperBonus : v;
}

/** Every Treasure in hand, in hand order, in one pass: the rest of the hand keeps its order. */
export function playAllTreasures(g: DominionState, seat: number): void {
  const p = player(g, seat);
  const hand = p.hand;
  const played: CardId[] = [];
  let kept = 0;
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i] as CardId;
    const def = CARDS[id];
    if (def === undefined || (def.t & TREASURE) === 0) { hand[kept++] = id; continue; }
    played.push(id);
    p.play.push(id);
    g.coins += id === 'copper' ? (def.coin ?? 0) + g.copperBonus : (def.coin ?? 0);
  }
  truncate(hand, kept);
  g.phase = 'buy';
  if (played.length > 0) logEvent(g, 'play', seat, played.length === 1 ? played[0] : played);
}

export function playTreasures(g: DominionState, seat: number, ids: readonly CardId[]): void {
  const p = player(g, seat);
  for (const id of ids) {
    p.hand.splice(p.hand.lastIndexOf(id), 1);
    p.play.push(id);
    g.coins += treasureValue(g, id);
  }
  g.phase = 'buy';
  if (ids.length > 0) logEvent(g, 'play', seat, ids.length === 1 ? ids[0] : ids.slice());
}

export function startTurn(g: DominionState): void {
  g.phase = 'action';
  g.actions = 1;
  g.buys = 1;
  g.coins = 0;
  g.bought = 0;
  g.costDown = 0;
  g.copperBonus = 0;
  g.played = 0;
  // Numbered by the player's own turns, as the end screen counts them: a player's 2nd turn is
  // turn 2 (the round) for everyone, not the table's 2nd turn overall.
  logEvent(g, 'turn', g.current, player(g, g.current).turns + 1);
}

export function gameEnds(g: DominionState): boolean {
  return g.supply.province === 0 || g.empty >= (g.n >= 5 ? 4 : 3);
}

/** Clean-up: played cards and hand to the discard pile, draw 5, then the next turn or the end. */
export function endTurn(g: DominionState): void {
  const seat = g.current;
  const p = player(g, seat);
  for (const c of p.play) p.discard.push(c);
  for (const c of p.hand) p.discard.push(c);
  truncate(p.play);
  truncate(p.hand);
  draw(g, seat, 5);
  p.turns++;
  g.turn++;
  p.vpByTurn.push(vpTotal(p));
  if (gameEnds(g)) {
    g.phase = 'over';
    logEvent(g, 'end', seat);
    return;
  }
  g.current = (seat + 1) % g.n;
  startTurn(g);
}

export function isActionCard(id: CardId): boolean {
  return ((CARDS[id]?.t ?? 0) & ACTION) !== 0;
}
