// A room keeps the state its game started with, and snapshots, across engine releases; a state
// saved by an earlier release is brought to this release's shape here.
import { countHoldings } from './score.ts';
import type { DominionState, Frame } from './types.ts';
import { countEmptyPiles } from './zones.ts';

/** True when `g` lacks a running count; both were added together, so one field tells. */
export function lacksCounts(g: DominionState): boolean {
  return g.empty === undefined;
}

/** The running counts, counted from the position once (on the first move after loading). */
export function addMissingCounts(g: DominionState): void {
  g.empty ??= countEmptyPiles(g.supply);
  for (const p of g.players) if (p.vpCards === undefined) Object.assign(p, countHoldings(p));
}

/** The one-letter frame fields states were saved with before the fields were named. */
const FRAME_FIELDS: Record<string, keyof Frame> = { c: 'card', k: 'script', s: 'step', o: 'owner', t: 'target', up: 'parent', l: 'locals' };
/**
 * The engine's and cards' locals saved under short names. A frame never held both the old and
 * the new name (Throne Room's and Library's `c` was never beside the Reaction window's `card`).
 */
const LOCALS: Record<string, string> = { a: 'answer', m: 'answers', v: 'victims', d: 'discarding', imm: 'immune', c: 'card' };

function renamed(from: Record<string, unknown>, names: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(from)) out[Object.hasOwn(names, key) ? (names[key] as string) : key] = value;
  return out;
}

/**
 * A state saved before the current player and the frames' fields were spelled out (`cur`,
 * `{ c, k, s, o, t, up, l }`, `l.a`...), named as this release names them; a state already
 * named so is returned as it is. A new object rather than fields deleted in place: the engine's
 * hot paths stay fast on it.
 */
export function upgradeSaved(g: DominionState): DominionState {
  const saved = g as unknown as Record<string, unknown>;
  if (saved.cur === undefined) return g;
  const out = renamed(saved, { cur: 'current' }) as unknown as DominionState;
  out.stack = g.stack.map((f) => {
    const frame = renamed(f as unknown as Record<string, unknown>, FRAME_FIELDS) as unknown as Frame;
    frame.locals = renamed(frame.locals, LOCALS);
    return frame;
  });
  return out;
}
