// What tools that play Dominion without people need: table options with variety, a random
// player that knows only its prompt and view, and the simulator's flags.
import type { Autoplay } from '../core/types.ts';
import { pickOne, pickSome } from '../core/pick.ts';
import { isTurnPrompt, type DominionPrompt } from './prompts.ts';
import type { DominionMove } from './types.ts';
import type { DominionView } from './view.ts';

/** Both Reactions among Attacks: where hidden questions (who holds a Reaction) come up. */
const REACTION_KINGDOM = ['moat', 'secret-chamber', 'militia', 'witch', 'bureaucrat', 'spy', 'torturer', 'minion', 'swindler', 'village'];

function answer(p: DominionPrompt, view: DominionView, random: () => number): DominionMove | null {
  if (isTurnPrompt(p)) {
    // Lean towards playing Actions (Attacks are what a soak wants to see) and towards buying,
    // so games move on; ending early stays possible.
    const r = random();
    if (p.play.length > 0 && r < 0.7) return { type: 'play', card: pickOne(p.play, random)! };
    if (p.moves.includes('treasures') && r < 0.85) return { type: 'treasures' };
    if (p.buy.length > 0 && r < 0.95) return { type: 'buy', card: pickOne(p.buy, random)! };
    return { type: pickOne(p.moves, random) } as DominionMove;
  }
  const ask = p;
  const hand = view.players[view.you ?? -1]?.hand ?? [];
  const pool = ask.from === 'hand' ? hand.filter((c) => !ask.allow || ask.allow.includes(c)) : ask.from;
  const max = Math.min(ask.max, pool.length);
  const min = Math.min(ask.min, max);
  const k = min + Math.floor(random() * (max - min + 1));
  return { type: 'choose', pick: pickSome(pool, k, random) };
}

const list = (s: string) => s.split(',').map((x) => x.trim()).filter((x) => x.length > 0);

export const dominionAutoplay: Autoplay<DominionMove, DominionView, DominionPrompt> = {
  // Every other pair of games has both Reactions among Attacks; the rest a random kingdom of both sets.
  options: (n) => ({ kingdom: n % 4 < 2 ? { cards: REACTION_KINGDOM } : { random: 'both' } }),
  answer,
  // Declining to reveal a Reaction (Game.privateMove) is the one private move.
  isPrivate: (prompt, move) => prompt.kind === 'react' && (move as { pick?: unknown[] }).pick?.length === 0,
  isSecretQuestion: (prompt) => prompt.kind === 'react',
  sim: {
    flags: { kingdom: 'random|random:base|random:intrigue|random:5+5|<preset>|id,id,...(10)' },
    options(flags) {
      const k = flags.kingdom ?? 'random';
      if (k === 'random') return { kingdom: { random: 'both' } };
      if (k.startsWith('random:')) return { kingdom: { random: k.slice(7) } };
      const ids = list(k);
      return ids.length === 1 ? { kingdom: { preset: k } } : { kingdom: { cards: ids } };
    },
    turnsLabel: 'turns per player',
  },
};
