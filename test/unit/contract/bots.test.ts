// Every registered game's bots, under the same contract: they play whole seeded games; every move
// they return is legal (and, where the game says how, one its prompt offers); the same input gives
// the same move; the input they get is botInput's (their seat's own view, prompts and log: no other
// seat's secrets) and they leave it untouched; their memory is small plain JSON. A game chooses
// which policies and how many games through ./hooks.ts.
import { describe, expect, it } from 'vitest';
import { BOT_MEMORY_MAX_BYTES, botInputText, memoryBytes } from '../../../party/games/core/bots.ts';
import { closeWindows } from '../../../party/games/core/pause.ts';
import type { AnyGame, BotInput, BotPolicy, Json } from '../../../party/games/core/types.ts';
import { GAMES, type GameId } from '../../../party/games/index.ts';
import { type BotHooks, type BotRun, HOOKS } from './hooks.ts';

const CHUNK = 40;

function policiesOf(def: AnyGame, hooks: BotHooks): Record<string, BotPolicy> {
  return hooks.policies ?? { ...(def.bots ?? {}), ...(def.referenceBots ?? {}) };
}

/** Each bot at every seat in turn, at every table size. */
function defaultRun(def: AnyGame, names: string[]): BotRun {
  return {
    label: 'every bot at every seat',
    games: 30,
    plan(i) {
      const seats = def.minSeats + (i % (def.maxSeats - def.minSeats + 1));
      return { seed: `bots-${i}`, seats, options: def.autoplay.options(i, seats), names: Array.from({ length: seats }, (_, s) => names[(s + i) % names.length]!) };
    },
  };
}

function playOne(def: AnyGame, hooks: BotHooks, policies: Record<string, BotPolicy>, run: BotRun, i: number, decisions: Record<string, number>): void {
  const plan = run.plan(i);
  const made = def.setup({ seed: plan.seed, seats: plan.seats, options: plan.options });
  if (!made.ok) throw new Error(made.error.message);
  const state = made.value;
  const start = JSON.parse(JSON.stringify(state));
  const memory: (Json | null)[] = plan.names.map((name) => plan.memory?.(state, name) ?? null);
  const every = hooks.sameInputEvery ?? 5;
  let moves = 0;
  while (def.result(state) === null) {
    if (moves++ > (hooks.maxMoves ?? 6000)) throw new Error(`${def.id} ${plan.seed} did not end`);
    const seat = def.prompts(state)[0]!.seat;
    const name = plan.names[seat]!;
    // botInput's own text and parse: what the bot is given, and what it must leave as it was.
    const frozen = botInputText(def, state, seat, memory[seat] ?? null, `${plan.seed}/${moves}`)!;
    const input = JSON.parse(frozen) as BotInput<unknown>;
    const foreign = def.secrets.owners(input.view).filter((o: number) => o !== seat);
    if (foreign.length > 0) throw new Error(`${name} at seat ${seat} was shown hidden information of ${foreign.join(', ')}`);
    const out = policies[name]!(input);
    if (JSON.stringify(input) !== frozen) throw new Error(`${name} changed its input in ${plan.seed}`);
    if (moves % every === 0) {
      const again = policies[name]!(JSON.parse(frozen));
      if (JSON.stringify(again) !== JSON.stringify(out)) throw new Error(`${name} is not deterministic in ${plan.seed} at move ${moves}`);
    }
    const bytes = memoryBytes(out.memory);
    if (bytes > BOT_MEMORY_MAX_BYTES) throw new Error(`${name} keeps ${bytes} bytes of memory`);
    if (JSON.stringify(JSON.parse(JSON.stringify(out.memory))) !== JSON.stringify(out.memory)) throw new Error(`${name} memory is not plain JSON`);
    if (hooks.offered && !hooks.offered(input.prompts[0]!, out.move)) throw new Error(`${name} chose ${JSON.stringify(out.move)}, which its prompt does not offer`);
    hooks.saw?.(input);
    const applied = def.apply(state, seat, out.move);
    if (!applied.ok) throw new Error(`${name} made an illegal move in ${plan.seed}: ${JSON.stringify(out.move)} (${applied.error.message}) for ${JSON.stringify(input.prompts)}`);
    closeWindows(def, state);
    memory[seat] = out.memory;
    decisions[name] = (decisions[name] ?? 0) + 1;
  }
  hooks.afterGame?.(state, start);
}

for (const [id, def] of Object.entries(GAMES) as Array<[GameId, AnyGame]>) {
  const hooks = HOOKS[id]?.bots ?? {};
  const policies = policiesOf(def, hooks);
  const names = Object.keys(policies);
  if (names.length === 0) continue;
  describe(`${def.name} bots play whole games by the contract`, () => {
    for (const run of hooks.runs ?? [defaultRun(def, names)]) {
      const decisions: Record<string, number> = {};
      // In chunks, so a loaded machine stays within each test's time limit.
      for (let from = 0; from < run.games; from += CHUNK) {
        const to = Math.min(run.games, from + CHUNK);
        it(`${run.label}: games ${from}-${to - 1} of ${run.games}: legal, offered, deterministic, own view only, small JSON memory`, () => {
          for (let i = from; i < to; i++) playOne(def, hooks, policies, run, i, decisions);
        });
      }
      it(`${run.label}: the bots were exercised`, () => {
        if (run.check) run.check(decisions);
        else for (const name of names) expect(decisions[name] ?? 0, name).toBeGreaterThan(0);
      });
    }
    if (hooks.finally) it('coverage over all games', () => hooks.finally!());
  });
}
