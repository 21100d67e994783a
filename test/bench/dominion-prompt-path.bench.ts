// The engine as a room's player drives it: prompts, a pick from the turn prompt, apply. Printed
// beside a hand-written 2-player Big Money game (plain arrays, no engine, same rules of Big
// Money, same generator) measured in the same run: the limit the prompt path is read against.
// Both are games per CPU-second of this process, so a busy machine moves them less.
import { nextU32, seedRng, shuffleInPlace, type RngState } from '../../party/games/core/rng.ts';
import { dominion } from '../../party/games/dominion/index.ts';
import type { DominionMove, DominionState, TurnPrompt } from '../../party/games/dominion/index.ts';

const OPTIONS = { kingdom: { preset: 'first-game' } };
const TREASURES: DominionMove = { type: 'treasures' };
const END_TURN: DominionMove = { type: 'end-turn' };
const BUY: Record<string, DominionMove> = {
  province: { type: 'buy', card: 'province' }, gold: { type: 'buy', card: 'gold' }, silver: { type: 'buy', card: 'silver' },
};

/** One 2-player Big Money mirror where every move is picked from the prompt the game gives. */
function promptPathGame(seed: string): DominionState {
  const s = dominion.setup({ seed, seats: 2, options: OPTIONS });
  if (!s.ok) throw new Error(s.error.message);
  const g = s.value;
  let bought = false;
  while (g.phase !== 'over' && g.turn < 400) {
    const turn = dominion.prompts(g)[0] as TurnPrompt;
    let move = END_TURN;
    if (turn.moves.includes('treasures')) move = TREASURES;
    else if (!bought) {
      bought = true;
      const pick = turn.coins >= 8 ? 'province' : turn.coins >= 6 ? 'gold' : turn.coins >= 3 ? 'silver' : null;
      if (pick && turn.buy.includes(pick)) move = BUY[pick]!;
    }
    if (move === END_TURN) bought = false;
    const out = dominion.apply(g, turn.seat, move);
    if (!out.ok) throw new Error(out.error.message);
  }
  return g;
}

const COPPER = 0, SILVER = 1, GOLD = 2, ESTATE = 3, PROVINCE = 4;
const COIN = [1, 2, 3, 0, 0];
const VP = [0, 0, 0, 1, 6];

interface Hand { deck: number[]; discard: number[]; hand: number[] }

function draw(p: Hand, rng: RngState, n: number): void {
  for (let i = 0; i < n; i++) {
    if (p.deck.length === 0) {
      if (p.discard.length === 0) return;
      p.deck = p.discard;
      p.discard = [];
      shuffleInPlace(rng, p.deck);
    }
    p.hand.push(p.deck.pop()!);
  }
}

/** The same game written by hand: 2 players, Big Money, 8 Provinces, ended by the Provinces or 3 piles. */
function handWrittenGame(seed: string): number {
  const rng = seedRng(seed);
  const supply = [46, 40, 30, 8, 8];
  const players: Hand[] = [0, 1].map(() => {
    const p: Hand = { deck: [0, 0, 0, 0, 0, 0, 0, 3, 3, 3], discard: [], hand: [] };
    shuffleInPlace(rng, p.deck);
    draw(p, rng, 5);
    return p;
  });
  let turn = 0;
  let current = nextU32(rng) & 1;
  while (turn < 400) {
    const p = players[current]!;
    let coins = 0;
    for (const c of p.hand) coins += COIN[c]!;
    const pick = coins >= 8 ? PROVINCE : coins >= 6 ? GOLD : coins >= 3 ? SILVER : -1;
    if (pick >= 0 && supply[pick]! > 0) {
      supply[pick]!--;
      p.discard.push(pick);
    }
    for (const c of p.hand) p.discard.push(c);
    p.hand = [];
    draw(p, rng, 5);
    turn++;
    if (supply[PROVINCE] === 0 || supply.filter((n) => n === 0).length >= 3) break;
    current = 1 - current;
  }
  let score = 0;
  for (const c of [...players[0]!.deck, ...players[0]!.discard, ...players[0]!.hand]) score += VP[c]!;
  return score;
}

const cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };

function perCpuSecond(play: (seed: string) => unknown): number {
  let games = 0;
  const start = cpuMs();
  let used = 0;
  while (used < 1500) {
    for (let i = 0; i < 50; i++) play(`pp${games++}`);
    used = cpuMs() - start;
  }
  return games / (used / 1000);
}

export default function bench(): void {
  // Warm both up first: the one measured second must not pay the other's compilation.
  perCpuSecond(promptPathGame);
  perCpuSecond(handWrittenGame);
  const path = perCpuSecond(promptPathGame);
  const limit = perCpuSecond(handWrittenGame);
  console.log(`bench dominion.prompt-path-2p ${Math.round(path)} games/cpu-s (${(path / limit).toFixed(3)} of the limit; target >= 0.15)`);
  console.log(`bench dominion.hand-written-limit-2p ${Math.round(limit)} games/cpu-s`);
}
