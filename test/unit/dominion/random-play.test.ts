import { describe, expect, it } from 'vitest';
import { nextInt, randomFn, seedRng } from '../../../party/games/core/rng.ts';
import { forcedAnswer } from '../../../party/games/dominion/verbs.ts';
import type { DominionState } from '../../../party/games/dominion/types.ts';
import { dominion, totalCards } from './helpers.ts';

// DOMINION_FUZZ_GAMES=N changes the game count (2,000 by default: about 25 s with all 50 cards).
const GAMES = Number(process.env.DOMINION_FUZZ_GAMES ?? 2000);
const MAX_MOVES = 3000;
const MODES = ['base', 'intrigue', 'both', '5+5'] as const;

/** Plain checks, not expect(): this runs after every move of every game. */
function checkInvariants(g: DominionState, cards: number, logSeen: number[]): string | null {
  if (totalCards(g) !== cards) return `card count ${totalCards(g)} != ${cards}`;
  for (const id in g.supply) if (g.supply[id]! < 0) return `negative ${id} pile`;
  if (Math.min(g.actions, g.buys, g.coins) < 0) return 'negative actions, buys or coins';
  // The table's quiet question closing a Reaction window has one answer by design.
  for (const a of g.asks) if (a.kind !== 'window' && forcedAnswer(g, { ...a }) !== null) return `ask ${a.kind} for ${a.card} has only one answer`;
  for (let seat = 0; seat < g.n; seat++) {
    const v = dominion.view(g, seat);
    for (const pv of v.players) {
      if ('deck' in pv) return 'a view shows a deck';
      if (pv.seat === seat ? pv.hand?.join() !== g.players[seat]!.hand.join() : pv.hand !== undefined) return `seat ${seat} sees hand ${pv.seat}`;
    }
    if ('rng' in v || 'stack' in v) return 'a view shows engine internals';
    for (const e of dominion.log(g, seat, logSeen[seat]!)) {
      if (e.mine !== undefined && e.seat !== seat && !(e.type === 'pass' && e.data?.to === seat)) return `seat ${seat} reads a secret of ${e.seat}`;
    }
    logSeen[seat] = g.log.length;
  }
  return null;
}

function replay(seed: string, seats: number, options: unknown, moves: [number, unknown][]): DominionState {
  const s = dominion.setup({ seed, seats, options });
  if (!s.ok) throw new Error(s.error.message);
  for (const [seat, m] of moves) if (!dominion.apply(s.value, seat, m).ok) throw new Error(`replay refused ${JSON.stringify(m)}`);
  return s.value;
}

const JUNK: unknown[] = [{ type: 'choose', pick: ['dragon'] }, { type: 'buy', card: 'dragon' }, { type: 'play', card: 'province' }, null, { type: 'choose', pick: [1] }];

describe('randomized play', () => {
  it(`${GAMES} seeded games of random legal moves keep every card, hide what they must and replay identically`, () => {
    const pickRng = seedRng('fuzz-setup');
    let finished = 0;
    for (let i = 0; i < GAMES; i++) {
      const seats = 2 + nextInt(pickRng, 5);
      const modes = seats >= 5 ? MODES.slice(2) : MODES;
      const options = { kingdom: { random: modes[nextInt(pickRng, modes.length)] } };
      const seed = `fuzz-${i}`;
      const s = dominion.setup({ seed, seats, options });
      expect(s.ok).toBe(true);
      if (!s.ok) return;
      const g = s.value;
      const cards = totalCards(g);
      const random = randomFn(seedRng(`fuzz-moves-${i}`));
      const moves: [number, unknown][] = [];
      const logSeen = new Array(seats).fill(0);
      let midCopy: DominionState | null = null;
      while (g.phase !== 'over' && moves.length < MAX_MOVES) {
        const prompts = dominion.prompts(g);
        // A Reaction window nobody is asked in any more is closed by the table (the room's move).
        const window = dominion.pause!(g);
        const seat = window?.close ? window.seat : prompts[Math.floor(random() * prompts.length)]!.seat;
        const move = window?.close ? window.close : dominion.randomMove(g, seat, random);
        if (move === null) throw new Error(`game ${i}: seat ${seat} is prompted but has no move`);
        if (moves.length % 97 === 13) {
          const before = JSON.stringify(g);
          for (const junk of JUNK) if (dominion.apply(g, seat, junk).ok) throw new Error(`junk accepted: ${JSON.stringify(junk)}`);
          if (JSON.stringify(g) !== before) throw new Error('a refused move changed the state');
        }
        const out = dominion.apply(g, seat, move);
        if (!out.ok) throw new Error(`game ${i} move ${moves.length} ${JSON.stringify(move)}: ${out.error.message}`);
        moves.push([seat, JSON.parse(JSON.stringify(move))]);
        if (midCopy && !dominion.apply(midCopy, seat, JSON.parse(JSON.stringify(move))).ok) throw new Error(`game ${i}: copy refused a move`);
        else if (i % 10 === 0 && moves.length === 60) midCopy = JSON.parse(JSON.stringify(g));
        const broken = checkInvariants(g, cards, logSeen);
        if (broken) throw new Error(`game ${i} after move ${moves.length} ${JSON.stringify(move)}: ${broken}`);
      }
      if (g.phase === 'over') {
        finished++;
        expect(dominion.result(g)!.scores.length).toBe(seats);
      }
      const text = JSON.stringify(g);
      expect(JSON.stringify(replay(seed, seats, options, moves))).toBe(text);
      if (midCopy) expect(JSON.stringify(midCopy)).toBe(text);
    }
    expect(finished).toBeGreaterThan(GAMES * 0.9);
  });
});
