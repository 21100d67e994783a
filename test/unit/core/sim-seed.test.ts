// The simulator builds each bot's input as the room will: the bot gets a seed for its own
// randomness, never the game's (with that, a bot could deal the game again and read every deck).
import { describe, expect, it } from 'vitest';
import type { BotPolicy } from '../../../party/games/core/bots.ts';
import { dominion } from '../../../party/games/dominion/index.ts';
import { playGame } from '../../../scripts/sim-play.ts';

describe('npm run sim', () => {
  it('hands the bots seeds of their own, not the seed of the game', () => {
    const seeds: string[] = [];
    const bmu = dominion.referenceBots!.bmu as BotPolicy;
    const spy: BotPolicy = (input) => { seeds.push(input.seed); return bmu(input); };
    const played = playGame(dominion, {}, 'the-game-seed', [spy, spy]);
    expect(played.result.scores).toHaveLength(2);
    expect(seeds.length).toBe(played.moves);
    expect(seeds.filter((s) => s.includes('the-game-seed'))).toEqual([]);
    // Still a seed per decision, the same for the same game.
    expect(new Set(seeds).size).toBe(seeds.length);
  });
});
