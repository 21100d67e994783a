// One statement of legal moves. A prompt that lists its answers (play one of these cards, build
// on one of these hexes) is the whole truth of what its seat may do: random play, by the engine's
// state or by a seat's view alone, picks among exactly that list, so a game writes the list once
// (`choices`) and takes `randomMove` and `Autoplay.answer` from here. A prompt that states a
// constraint instead (pick 2 to 4 cards of your hand) has no list: `choices` gives null and the
// game answers it itself.
import { pickOne } from './pick.ts';
import type { Prompt, Seat } from './types.ts';

/** The moves `prompt` offers, in its order; null when it states a constraint rather than a list. */
export type ListChoices<P extends Prompt, Move> = (prompt: P) => readonly Move[] | null;

/** A game's own random answer to a prompt `choices` cannot list, from what `from` knows (a state or a view). */
export type UnlistedAnswer<From, P extends Prompt, Move> = (from: From, prompt: P, random: () => number) => Move | null;

/**
 * One random answer to `prompt`: a uniform pick among its listed choices (one call of `random`,
 * as pickOne draws), else the game's own answer. Null when a listed prompt offers nothing.
 */
function answerOne<From, P extends Prompt, Move>(
  choices: ListChoices<P, Move>, unlisted: UnlistedAnswer<From, P, Move> | undefined, from: From, prompt: P, random: () => number,
): Move | null {
  const listed = choices(prompt);
  if (listed !== null) return pickOne(listed, random) ?? null;
  if (!unlisted) throw new Error(`prompt ${prompt.kind} lists no choices and the game gives no answer of its own`);
  return unlisted(from, prompt, random);
}

/**
 * GameEngine.randomMove from the prompts: `seat`'s first prompt answered uniformly among what it
 * lists (null when the seat is not asked). `unlisted` answers prompts without a list, from the state.
 */
export function randomMoveFromPrompts<State, P extends Prompt, Move>(
  prompts: (state: State) => P[], choices: ListChoices<P, Move>, unlisted?: UnlistedAnswer<State, P, Move>,
): (state: State, seat: Seat, random: () => number) => Move | null {
  return (state, seat, random) => {
    const prompt = prompts(state).find((p) => p.seat === seat);
    return prompt ? answerOne(choices, unlisted, state, prompt, random) : null;
  };
}

/**
 * Autoplay.answer from the prompt alone: uniform among what it lists; `unlisted` answers prompts
 * without a list, from the seat's view (the soak's players know nothing else).
 */
export function answerFromPrompt<View, P extends Prompt, Move>(
  choices: ListChoices<P, Move>, unlisted?: UnlistedAnswer<View, P, Move>,
): (prompt: P, view: View, random: () => number) => Move | null {
  return (prompt, view, random) => answerOne(choices, unlisted, view, prompt, random);
}
