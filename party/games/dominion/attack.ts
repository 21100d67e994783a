// Attacks. Playing an Attack opens a Reaction window at once, before any of its effects: every
// other player in turn order (from the attacker's left) may reveal Reactions, one fully resolved
// before the next, including one that an earlier Reaction drew. Reactions are offered even to
// players the attack would not hit. The card's `attack` step later hits everyone not made immune.
import { CARDS } from './cards/table.ts';
import { answer, ask } from './verbs.ts';
import { REACTION, type CardId, type DominionState, type Frame, type Step } from './types.ts';
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

export const ENGINE_SCRIPTS: Record<string, Step[]> = {
  // Frame locals: card (the Attack), i (offset of the seat being asked), who, shown[seat].
  // `up` is the Attack's effect frame, where immune seats are recorded.
  reactions: [
    (g, f) => {
      for (; f.l.i < g.n; f.l.i++) {
        const seat = (f.o + f.l.i) % g.n;
        const shown: CardId[] = (f.l.shown[seat] ??= []);
        const options = revealable(g, seat, shown);
        if (options.length === 0) continue;
        f.l.who = seat;
        return ask(g, f, { seat, kind: 'react', card: f.l.card, from: options, min: 0, max: 1, about: [f.l.card] });
      }
      if (!f.l.win) { f.s = 99; return; }
      // Every window ends with the same quiet question to the attacker, answered by the room after
      // its pause (Game.pause): whether anyone held a Reaction, the attack waits the same way.
      f.s = 2;
      return { seat: f.o, kind: WINDOW, card: f.l.card, from: [], min: 0, max: 0, about: [f.l.card] };
    },
    (g, f) => {
      const pick = answer(f)[0];
      f.s = 0;
      if (pick === undefined) { f.l.i++; return; }
      const seat = f.l.who as number;
      (f.l.shown[seat] as CardId[]).push(pick);
      logEvent(g, 'react', seat, { card: pick, to: f.l.card });
      g.stack.push({ c: pick, k: 'react', s: 0, o: seat, t: seat, up: g.stack.length - 1, l: {} });
    },
    (_g, f) => { f.s = 99; },
  ],
};

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
    if (f.c !== '@' || f.k !== 'reactions' || !f.l.win) continue;
    const ready = g.asks.length === 1 && g.asks[0]!.kind === WINDOW;
    return { key: `${g.turn}:${f.l.id}`, seat: f.o, close: ready ? { type: 'close-window' } : null };
  }
  return null;
}

/** Pushed by startPlay right above an Attack's effect frame, so it runs first. */
export function openReactions(g: DominionState, seat: number, id: CardId): void {
  const win = reactionsInKingdom(g);
  g.stack.push({ c: '@', k: 'reactions', s: 0, o: seat, t: seat, up: g.stack.length - 1, l: { card: id, i: 1, shown: {}, ...(win ? { win, id: g.played } : {}) } });
}

/** The step of an Attack's effect where it hits: per-victim frames, or one `attackAll` frame. */
export const attack: Step = (g, f) => {
  const def = CARDS[f.c];
  const immune: number[] = f.l.imm ?? [];
  const victims: number[] = def?.attackSelf ? [f.o] : [];
  for (let i = 1; i < g.n; i++) {
    const seat = (f.o + i) % g.n;
    if (!immune.includes(seat)) victims.push(seat);
  }
  const here = g.stack.length - 1;
  if (def?.scripts?.attackAll) {
    g.stack.push({ c: f.c, k: 'attackAll', s: 0, o: f.o, t: f.o, up: here, l: { v: victims } });
    return;
  }
  for (let i = victims.length - 1; i >= 0; i--) {
    g.stack.push({ c: f.c, k: 'attack', s: 0, o: f.o, t: victims[i] as number, up: here, l: {} });
  }
};

/** A Reaction's step making its player unaffected by the Attack being answered (Moat). */
export function makeImmune(g: DominionState, f: Frame): void {
  const window = g.stack[f.up];
  const effect = window ? g.stack[window.up] : undefined;
  if (effect) (effect.l.imm ??= []).push(f.t);
}
