// Every known card by id. Filled once by ./index.ts; the engine only reads it.
import { ACTION, ATTACK, type CardDef, CURSE, REACTION, type Step, TREASURE, VICTORY } from '../types.ts';

export const CARDS: Record<string, CardDef> = Object.create(null);

const TYPE_BITS: Record<string, number> = {
  Action: ACTION, Treasure: TREASURE, Victory: VICTORY, Curse: CURSE, Attack: ATTACK, Reaction: REACTION,
};

type CardSpec = Omit<CardDef, 't' | 'set' | 'scripts'> & { effect?: Step[]; scripts?: Record<string, Step[]> };

/** Builds one card entry of a set; `effect` is shorthand for the script run when played. */
export function cardsOf(set: CardDef['set'], specs: CardSpec[]): CardDef[] {
  return specs.map(({ effect, scripts, ...rest }) => {
    const t = rest.types.reduce((bits, name) => bits | (TYPE_BITS[name] ?? 0), 0);
    const all = effect ? { effect, ...scripts } : scripts;
    return all ? { ...rest, set, t, scripts: all } : { ...rest, set, t };
  });
}

export function register(defs: readonly CardDef[]): void {
  for (const d of defs) CARDS[d.id] = d;
}
