// Reading the engine's prompts: the turn's own choices, or a card's question and its pool.
import type { DominionPrompt, TurnPrompt } from '../../../party/games/dominion/prompts.ts';
import type { Ask } from '../../../party/games/dominion/types.ts';
import { CARDS } from './cards.ts';

export type { Ask, DominionPrompt, TurnPrompt };

export function isTurn(p: DominionPrompt | undefined): p is TurnPrompt {
  return p?.kind === 'turn';
}

export function isAsk(p: DominionPrompt | undefined): p is Ask {
  return p !== undefined && p.kind !== 'turn';
}

/** Whether the answers are cards (drawn as cards) rather than words like 'yes' or 'discard-2'. */
export function answersAreCards(a: Ask): boolean {
  return a.from === 'hand' || a.from.every((x) => CARDS[x] !== undefined);
}

/** For each hand position, whether that card may be part of the answer. */
export function handAllowed(a: Ask, hand: readonly string[]): boolean[] {
  return hand.map((c) => a.allow === undefined || a.allow.includes(c));
}

/** The card ids a set of picked positions stands for, in pick order. */
export function pickedCards(a: Ask, hand: readonly string[], picked: readonly number[]): string[] {
  const pool = a.from === 'hand' ? hand : a.from;
  return picked.map((i) => pool[i] as string);
}

/** A prompt's identity, so a half-made selection never carries over to the next question. */
export function promptKey(p: DominionPrompt | undefined, version: string): string {
  return p ? `${version}:${JSON.stringify(p)}` : '';
}
