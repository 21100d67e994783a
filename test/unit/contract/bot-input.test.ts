// A bot's input is its own copy (issue 11's contract), for every registered game: whatever a bot
// does to it, even against the rules, cannot reach the game it came from.
import { describe, expect, it } from 'vitest';
import { botInput } from '../../../party/games/core/bots.ts';
import { randomFn, seedRng, type AnyGame } from '../../../party/games/core/index.ts';
import { GAMES } from '../../../party/games/index.ts';
import { closeWindows } from '../../../party/games/core/pause.ts';

/** Changes everything reachable: every array grows and turns around, every object gains a key and loses its values. */
function scramble(x: unknown): void {
  if (Array.isArray(x)) {
    for (const item of x) scramble(item);
    x.push('junk');
    x.reverse();
  } else if (typeof x === 'object' && x !== null) {
    const o = x as Record<string, unknown>;
    for (const key of Object.keys(o)) {
      if (typeof o[key] === 'object' && o[key] !== null) scramble(o[key]);
      else o[key] = 'junk';
    }
    o.junk = 'junk';
  }
}

/** Plays up to `moves` random moves; returns how many were made and at how many of them a bot's input was scrambled. */
function check(game: AnyGame, seed: string, setupOptions: unknown, seats: number, moves: number): { made: number; checked: number } {
  const made = game.setup({ seed, seats, options: setupOptions });
  if (!made.ok) throw new Error(made.error.message);
  const state = made.value;
  const random = randomFn(seedRng(`${seed}/moves`));
  let checked = 0;
  let i = 0;
  for (; i < moves && game.result(state) === null; i++) {
    const seat = (game.prompts(state)[0] as { seat: number }).seat;
    const memory = { plan: ['kept', [['gold', 1, 0]]] };
    const before = JSON.stringify(state);
    const input = botInput(game, state, seat, memory, 'scramble');
    if (input) {
      scramble(input);
      checked++;
    }
    expect(JSON.stringify(state), `move ${i}`).toBe(before);
    expect(memory).toEqual({ plan: ['kept', [['gold', 1, 0]]] });
    expect(game.apply(state, seat, game.randomMove(state, seat, random)).ok).toBe(true);
    closeWindows(game, state);
  }
  return { made: i, checked };
}

describe('botInput hands a bot its own copy', () => {
  for (const def of Object.values(GAMES) as AnyGame[]) {
    it(`${def.name}: a bot changing its view, prompts (questions included), log or memory changes nothing in the game`, () => {
      let made = 0;
      let checked = 0;
      for (let g = 0; g < 6; g++) {
        const seats = def.minSeats + (g % Math.min(3, def.maxSeats - def.minSeats + 1));
        const played = check(def, `input-${g}`, def.autoplay.options(g, seats), seats, 400);
        made += played.made;
        checked += played.checked;
      }
      // However short the game: every position a seat was asked at had its bot input scrambled.
      expect(made).toBeGreaterThan(0);
      expect(checked).toBe(made);
    });
  }
});
