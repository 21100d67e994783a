// Tallies per bot name over many games: win share with a 95% confidence interval, average score,
// game length. A tie counts as a shared win: each of k tied winners gets 1/k of that game.
import type { GameResult } from '../party/games/core/types.ts';

interface Tally {
  name: string;
  /** Per game, the share of the win this bot name took (sums its seats when it sits twice). */
  credits: number[];
  scoreSum: number;
  seatsPlayed: number;
  thinkMs: number;
}

export class SimStats {
  private readonly tallies = new Map<string, Tally>();
  games = 0;
  ties = 0;
  moves = 0;
  /** Sum of each game's mean turns per player (when the game reports turns). */
  private turnsSum = 0;
  private turnsGames = 0;

  add(names: string[], result: GameResult, moves: number, thinkMs: number[]): void {
    this.games++;
    this.moves += moves;
    if (result.winners.length > 1) this.ties++;
    const credit = new Map<string, number>();
    for (const w of result.winners) {
      const name = names[w] as string;
      credit.set(name, (credit.get(name) ?? 0) + 1 / result.winners.length);
    }
    for (const name of new Set(names)) this.tally(name).credits.push(credit.get(name) ?? 0);
    for (const s of result.scores) {
      const t = this.tally(names[s.seat] as string);
      t.scoreSum += s.total;
      t.seatsPlayed++;
      t.thinkMs += thinkMs[s.seat] ?? 0;
    }
    const turns = result.details?.turns;
    if (Array.isArray(turns) && turns.length > 0) {
      this.turnsSum += (turns as number[]).reduce((a, b) => a + b, 0) / turns.length;
      this.turnsGames++;
    } else if (typeof turns === 'number') {
      this.turnsSum += turns;
      this.turnsGames++;
    }
  }

  private tally(name: string): Tally {
    let t = this.tallies.get(name);
    if (!t) {
      t = { name, credits: [], scoreSum: 0, seatsPlayed: 0, thinkMs: 0 };
      this.tallies.set(name, t);
    }
    return t;
  }

  /** Lines for the terminal, one per bot name, then the game length. */
  report(turnsLabel: string): string[] {
    const lines: string[] = [];
    for (const t of this.tallies.values()) {
      const { mean, half } = meanWithInterval(t.credits);
      const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
      const avgScore = t.seatsPlayed > 0 ? t.scoreSum / t.seatsPlayed : 0;
      const msPerGame = t.credits.length > 0 ? t.thinkMs / t.credits.length : 0;
      lines.push(
        `${t.name.padEnd(10)} wins ${pct(mean)} ± ${pct(half)} (95% CI ${pct(Math.max(0, mean - half))}-${pct(Math.min(1, mean + half))})` +
          `  avg score ${avgScore.toFixed(1)}  think ${msPerGame.toFixed(1)} ms/game`,
      );
    }
    if (this.turnsGames > 0) lines.push(`game length ${(this.turnsSum / this.turnsGames).toFixed(1)} ${turnsLabel}, ${(this.moves / this.games).toFixed(0)} moves`);
    lines.push(`ties ${this.ties} of ${this.games} games (a tie counts as a shared win: 1/k to each of k winners)`);
    return lines;
  }
}

/** Mean of per-game credits and the half-width of its 95% interval (normal approximation). */
export function meanWithInterval(xs: number[]): { mean: number; half: number } {
  const n = xs.length;
  if (n === 0) return { mean: 0, half: 0 };
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  if (n === 1) return { mean, half: 1 };
  const variance = xs.reduce((a, x) => a + (x - mean) * (x - mean), 0) / (n - 1);
  return { mean, half: 1.96 * Math.sqrt(variance / n) };
}
