// Attacks. Playing an Attack opens a Reaction window at once, before any of its effects: every
// other player holding a Reaction is asked at the same moment, and each answers on their own; a
// player's own Reactions go one after another (each fully resolved, including one that an earlier
// Reaction drew), while different players' answers never wait on each other. Asking everyone at
// once keeps the window's timing and messages the same whoever holds a Reaction and whatever a
// person decides (a bot's reveal comes with the Attack, a later holder's question too). Reactions
// are offered even to players the attack would not hit. The card's `attack` step later hits
// everyone not made immune.
import { CARDS } from './cards/table.ts';
import { REACTION, type Ask, type CardId, type DominionState, type Frame, type Step } from './types.ts';
import { endScript, goToStep } from './steps.ts';
import { countIn, logEvent } from './zones.ts';

function revealable(g: DominionState, seat: number, shown: CardId[]): CardId[] {
  const hand = (g.players[seat] as { hand: CardId[] }).hand;
  const out: CardId[] = [];
  for (const c of hand) {
    if (out.includes(c) || !((CARDS[c]?.t ?? 0) & REACTION)) continue;
    if (countIn(hand, c) > countIn(shown, c)) out.push(c);
  }
  return out;
}

const ANSWERS = 0, AFTER_CLOSE = 1;

export const ENGINE_SCRIPTS: Record<string, Step[]> = {
  // Frame locals: card (the Attack), shown[seat] (Reactions revealed), done[seat] (declined),
  // answers[seat] (an answer not yet acted on), open (the react questions now asked, parked under a
  // Reaction's own question: see parkedReactions). `parent` is the Attack's effect frame.
  // Step ANSWERS runs again until nobody is left to answer; AFTER_CLOSE follows the attacker's
  // quiet question that closes the window.
  reactions: [
    (g, f) => {
      const pending = (f.locals.answers ??= {}) as Record<number, CardId[] | null>;
      const done = (f.locals.done ??= {}) as Record<number, boolean>;
      // One answer acted on per visit, in seat order from the attacker's left: a reveal runs its
      // Reaction first and comes back here.
      for (let i = 1; i < g.n; i++) {
        const seat = (f.owner + i) % g.n;
        const pick = pending[seat];
        if (pick === undefined || pick === null) continue;
        pending[seat] = null;
        const card = pick[0];
        if (card === undefined) { done[seat] = true; continue; }
        (f.locals.shown[seat] ??= []).push(card);
        logEvent(g, 'react', seat, { card, to: f.locals.card });
        goToStep(f, ANSWERS);
        g.stack.push({ card, script: 'react', step: 0, owner: seat, target: seat, parent: g.stack.length - 1, locals: {} });
        return;
      }
      const open: Ask[] = [];
      for (let i = 1; i < g.n; i++) {
        const seat = (f.owner + i) % g.n;
        if (done[seat]) continue;
        const options = revealable(g, seat, (f.locals.shown[seat] ??= []));
        if (options.length > 0) open.push({ seat, kind: 'react', card: f.locals.card, from: options, min: 0, max: 1, about: [f.locals.card], by: f.owner });
      }
      f.locals.open = open;
      if (open.length > 0) { goToStep(f, ANSWERS); return open; }
      if (!f.locals.win) { endScript(f); return; }
      // Every window ends with the same quiet question to the attacker, answered by the room after
      // its pause (Game.pause): whether anyone held a Reaction, the attack waits the same way.
      goToStep(f, AFTER_CLOSE);
      return { seat: f.owner, kind: WINDOW, card: f.locals.card, from: [], min: 0, max: 0, about: [f.locals.card] };
    },
    (_g, f) => { endScript(f); },
  ],
};

/** The open Reaction window's frame, if the stack has one. */
export function reactionsFrame(g: DominionState): Frame | null {
  for (let i = g.stack.length - 1; i >= 0; i--) {
    const f = g.stack[i]!;
    if (f.card === '@' && f.script === 'reactions') return f;
  }
  return null;
}

/**
 * The other players' react questions still open while one player's Reaction asks its own
 * question (Secret Chamber's put-back): they stay asked, so nobody sees them vanish and return.
 */
export function parkedReactions(g: DominionState, asking: Frame): Ask[] {
  const f = reactionsFrame(g);
  if (!f || f === asking) return [];
  return (f.locals.open as Ask[] | undefined) ?? [];
}

/**
 * A player's answer to their react question, acted on at once when no other player's Reaction is
 * in the middle of its own question (else when that one is done): nobody waits on anybody else.
 */
export function answerReaction(g: DominionState, seat: number, pick: CardId[], run: (g: DominionState) => void): void {
  const f = reactionsFrame(g);
  if (!f) return;
  (f.locals.answers ??= {})[seat] = pick;
  f.locals.open = ((f.locals.open as Ask[] | undefined) ?? []).filter((a) => a.seat !== seat);
  g.asks = g.asks.filter((a) => !(a.seat === seat && a.kind === 'react'));
  if (g.stack[g.stack.length - 1] === f) {
    g.asks = [];
    g.batch = false;
    run(g);
  }
}

/** The kind of the attacker's quiet question that closes a Reaction window; never a prompt. */
export const WINDOW = 'window';

/** Whether this game's kingdom has a Reaction: public, so a window then opens for every Attack. */
function reactionsInKingdom(g: DominionState): boolean {
  return Object.keys(g.supply).some((c) => ((CARDS[c]?.t ?? 0) & REACTION) !== 0);
}

/**
 * The open Reaction window, if any: named by the turn and the play that opened it, with the move
 * that closes it once only the attacker's quiet question is left.
 */
export function openWindow(g: DominionState): { key: string; seat: number; close: { type: 'close-window' } | null } | null {
  for (let i = g.stack.length - 1; i >= 0; i--) {
    const f = g.stack[i]!;
    if (f.card !== '@' || f.script !== 'reactions' || !f.locals.win) continue;
    const ready = g.asks.length === 1 && g.asks[0]!.kind === WINDOW;
    return { key: `${g.turn}:${f.locals.id}`, seat: f.owner, close: ready ? { type: 'close-window' } : null };
  }
  return null;
}

/** Pushed by startPlay right above an Attack's effect frame, so it runs first. */
export function openReactions(g: DominionState, seat: number, id: CardId): void {
  const win = reactionsInKingdom(g);
  g.stack.push({ card: '@', script: 'reactions', step: 0, owner: seat, target: seat, parent: g.stack.length - 1, locals: { card: id, shown: {}, done: {}, answers: {}, ...(win ? { win, id: g.played } : {}) } });
}

/** The step of an Attack's effect where it hits: per-victim frames, or one `attackAll` frame. */
export const attack: Step = (g, f) => {
  const def = CARDS[f.card];
  const immune: number[] = f.locals.immune ?? [];
  const victims: number[] = def?.attackSelf ? [f.owner] : [];
  for (let i = 1; i < g.n; i++) {
    const seat = (f.owner + i) % g.n;
    if (!immune.includes(seat)) victims.push(seat);
  }
  const here = g.stack.length - 1;
  if (def?.scripts?.attackAll) {
    g.stack.push({ card: f.card, script: 'attackAll', step: 0, owner: f.owner, target: f.owner, parent: here, locals: { victims } });
    return;
  }
  for (let i = victims.length - 1; i >= 0; i--) {
    g.stack.push({ card: f.card, script: 'attack', step: 0, owner: f.owner, target: victims[i] as number, parent: here, locals: {} });
  }
};

/** A Reaction's step making its player unaffected by the Attack being answered (Moat). */
export function makeImmune(g: DominionState, f: Frame): void {
  const window = g.stack[f.parent];
  const effect = window ? g.stack[window.parent] : undefined;
  if (effect) (effect.locals.immune ??= []).push(f.target);
}
