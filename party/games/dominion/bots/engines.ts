// Village/draw engines: plans that buy terminal draw and the villages to play it in proportion,
// then payload (money, +Buy, an attack played every turn) for the turns the deck draws itself.
import { type BuyRule, INF, type Plan } from './plan.ts';
import { isCurser } from './roles.ts';

/**
 * Terminal draw an engine can be built on, in the order its engines did in trials (against
 * medium's plan and the kingdom's best single-card Big Money, 40 kingdoms x 80 games): Torturer,
 * Nobles, Courtyard, Council Room, Library 53-60%, Smithy 49%. Witch engines (45%) lost to Witch
 * Big Money, so a Witch is bought as the engine's attack instead; Moat engines won 33%.
 */
const ENGINE_DRAW = ['torturer', 'nobles', 'courtyard', 'council-room', 'library', 'smithy'];

/** Villages by how much they give beyond the Actions: a card drawn, then coins and a Buy. */
const ENGINE_VILLAGES = ['village', 'mining-village', 'festival', 'shanty-town'];

/** Non-terminal payload bought beside the draw: +Buy and coins that cost no Action. */
const NON_TERMINAL_PAYLOAD = ['market', 'festival', 'laboratory'];

/**
 * The one terminal an engine plays beside its draw: an attack (a curser two copies, before Gold).
 * Woodcutter, Bridge, Baron or Tribute here cost the engine its opening Silver and collided with
 * the draw: its trials won 52% against 56% without them.
 */
const TERMINAL_PAYLOAD = ['witch', 'torturer', 'militia', 'swindler'];

export interface EngineParts {
  draw: string;
  village: string;
  /** Non-terminal payload (bought before more draw once the first draw is in). */
  payload: string[];
  /** One terminal played each turn beside the draw. */
  attack: string | null;
}

/** The engines this kingdom can build: one per draw card that has a village to feed it (Library only with Festival, which costs it no hand size). */
export function engineParts(kingdom: readonly string[]): EngineParts[] {
  const has = (c: string) => kingdom.includes(c);
  const villages = ENGINE_VILLAGES.filter(has);
  if (villages.length === 0) return [];
  const payload = NON_TERMINAL_PAYLOAD.filter(has);
  const out: EngineParts[] = [];
  for (const draw of ENGINE_DRAW.filter(has)) {
    const village = draw === 'library' ? (has('festival') ? 'festival' : undefined) : villages[0];
    if (!village) continue;
    const attack = TERMINAL_PAYLOAD.find((c) => has(c) && c !== draw) ?? null;
    out.push({ draw, village, payload: payload.filter((p) => p !== village), attack });
  }
  return out;
}

/** Terminal draw copies an engine wants in all (four or five won fewer trials). */
const DRAW_COPIES = 3;
/** Copies of each non-terminal payload card. */
const PAYLOAD_COPIES = 2;

/**
 * The buy list of an engine: a curser first (two copies), Gold, one draw card, then non-terminal
 * payload, more draw while villages keep up (plan.ts caps terminals at villages plus one or two),
 * villages, one terminal attack, Silver last.
 */
export function enginePlan(parts: EngineParts): Plan {
  const { draw, village, payload, attack } = parts;
  const buys: BuyRule[] = [];
  const curser = isCurser(draw);
  if (curser) buys.push([draw, 2, 0]);
  // A curser on the board is bought first whatever the draw: the Curses decide more than the engine.
  if (attack && isCurser(attack)) buys.push([attack, curser ? 1 : 2, 0]);
  buys.push(['gold', INF, 0]);
  if (!curser) buys.push([draw, 1, 0]);
  for (const p of payload) buys.push([p, PAYLOAD_COPIES, 0]);
  buys.push([draw, DRAW_COPIES, 0]);
  if (attack && !isCurser(attack)) buys.push([attack, 1, 0]);
  buys.push([village, 0, 0]);
  buys.push(['silver', INF, 0]);
  const name = `engine:${draw}+${village}${payload.length ? `+${payload.join('+')}` : ''}${attack ? `+${attack}` : ''}`;
  return { name, buys, duchy: 4, estate: 2, thin: false, gold: 0 };
}


/**
 * The engine that enters hard's race: the one on the strongest draw. A second (on the next draw)
 * changed nothing measurable (the race's plans vs medium / bm-best / bmu, scripts/dominion-search-eval.ts --race,
 * 30 kingdoms: 59.3 / 54.4 / 79.3% with two, 59.3 / 54.6 / 78.6% with one; on 30 others 57.9 /
 * 55.7 / 82.8% and 58.0 / 55.7 / 83.1%) and took a place other families' plans need.
 */
export function engineCandidates(kingdom: readonly string[]): Plan[] {
  return engineParts(kingdom).slice(0, 1).map(enginePlan);
}
