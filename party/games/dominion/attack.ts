// Attacks: before an Attack hits, every other player in turn order (from the attacker's left)
// may reveal Reactions, one fully resolved before the next, and may reveal one that an earlier
// Reaction drew. Reactions are offered even to players the attack would not hit.
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

const VICTIMS_STEP = 2;

export const ENGINE_SCRIPTS: Record<string, Step[]> = {
  attack: [
    (g, f) => {
      for (; f.l.i < g.n; f.l.i++) {
        const seat = (f.o + f.l.i) % g.n;
        const shown: CardId[] = (f.l.shown[seat] ??= []);
        const options = revealable(g, seat, shown);
        if (options.length === 0) continue;
        f.l.who = seat;
        return ask(g, f, { seat, kind: 'react', card: f.l.card, from: options, min: 0, max: 1, about: [f.l.card] });
      }
      f.s = VICTIMS_STEP;
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
    (g, f) => {
      const def = CARDS[f.l.card as CardId];
      const immune: number[] = f.l.imm;
      const victims: number[] = def?.attackSelf ? [f.o] : [];
      for (let i = 1; i < g.n; i++) {
        const seat = (f.o + i) % g.n;
        if (!immune.includes(seat)) victims.push(seat);
      }
      if (def?.scripts?.attackAll) {
        g.stack.push({ c: def.id, k: 'attackAll', s: 0, o: f.o, t: f.o, up: f.up, l: { v: victims } });
        return;
      }
      for (let i = victims.length - 1; i >= 0; i--) {
        g.stack.push({ c: f.l.card, k: 'attack', s: 0, o: f.o, t: victims[i] as number, up: f.up, l: {} });
      }
    },
  ],
};

/** The step an Attack card's effect uses where its attack happens. */
export const attack: Step = (g, f) => {
  g.stack.push({ c: '@', k: 'attack', s: 0, o: f.o, t: f.o, up: g.stack.length - 1, l: { card: f.c, i: 1, imm: [], shown: {} } });
};

/** A Reaction's script marks its player unaffected by the attack being answered (Moat). */
export function makeImmune(g: DominionState, f: Frame): void {
  const window = g.stack[f.up];
  if (window) (window.l.imm as number[]).push(f.t);
}
