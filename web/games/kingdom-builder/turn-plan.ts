// What a click on the map means right now, from the engine's prompt and the tile the player has
// chosen (if any). The prompt lists every legal hex; this only picks which list is shown.
import type { KbMove, KbPrompt, LocationKind, TileOption } from '../../../party/games/kingdom-builder/index.ts';
import type { TargetRole } from './KbMap.tsx';

/** A tile chosen from the action bar; `from` is the settlement picked to move, once picked. */
export interface TileChoice { tile: LocationKind; loc: number; from: number | null }

export type Choice = { move: KbMove } | { pick: TileChoice };

export interface TurnPlan {
  role: TargetRole;
  targets: number[];
  /** The tile being used, when the plan is a tile action. */
  tile: TileChoice | null;
  choose(hex: number): Choice | null;
  /** The move a click on `hex` outside the targets tries (the room says why it is refused), or null. */
  attempt(hex: number): KbMove | null;
}

const IDLE: TurnPlan = { role: 'build', targets: [], tile: null, choose: () => null, attempt: () => null };

export function tileOption(prompt: KbPrompt | undefined, tile: LocationKind): TileOption | undefined {
  return prompt?.tiles.find((t) => t.tile === tile);
}

function buildPlan(prompt: KbPrompt): TurnPlan {
  const targets = prompt.build?.hexes ?? [];
  return { role: 'build', targets, tile: null, choose: (hex) => (targets.includes(hex) ? { move: { type: 'build', hex } } : null), attempt: (hex) => ({ type: 'build', hex }) };
}

function tilePlan(option: TileOption, choice: TileChoice): TurnPlan {
  const loc = option.locs.includes(choice.loc) ? choice.loc : (option.locs[0] as number);
  const base = { tile: option.tile, loc };
  if (option.hexes) {
    const targets = option.hexes;
    return {
      role: 'build', targets, tile: { ...base, from: null },
      choose: (hex) => (targets.includes(hex) ? { move: { type: 'tile', ...base, to: hex } } : null),
      attempt: (hex) => ({ type: 'tile', ...base, to: hex }),
    };
  }
  const moves = option.moves ?? [];
  const picked = choice.from === null ? undefined : moves.find((m) => m.from === choice.from);
  if (!picked) {
    const targets = moves.map((m) => m.from);
    return { role: 'pick', targets, tile: { ...base, from: null }, choose: (hex) => (targets.includes(hex) ? { pick: { ...base, from: hex } } : null), attempt: () => null };
  }
  return {
    role: 'place',
    targets: picked.to,
    tile: { ...base, from: picked.from },
    choose: (hex) => (picked.to.includes(hex) ? { move: { type: 'tile', ...base, from: picked.from, to: hex } } : null),
    attempt: (hex) => ({ type: 'tile', ...base, from: picked.from, to: hex }),
  };
}

/** The plan for this prompt; a stale choice (the tile no longer usable) falls back to building. */
export function turnPlan(prompt: KbPrompt | undefined, choice: TileChoice | null): TurnPlan {
  if (!prompt) return IDLE;
  const option = choice ? tileOption(prompt, choice.tile) : undefined;
  return option && choice ? tilePlan(option, choice) : buildPlan(prompt);
}
