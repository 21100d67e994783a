// The Kingdom Builder lesson (issue 23): its table option, its deal, and the coach's step machine
// read against the views the real engine shows the learner's seat while the advice is followed
// and the easy bot plays the other seat as it would at a table.
import { describe, expect, it } from 'vitest';
import { botInput } from '../../../party/games/core/bots.ts';
import type { Prompt } from '../../../party/games/core/types.ts';
import { kingdomBuilder, type KbPrompt, type KbState, type KbView } from '../../../party/games/kingdom-builder/index.ts';
import { LESSON_FIRST_HEX, LESSON_ORACLE, LESSON_SUPPLY } from '../../../party/games/kingdom-builder/lesson.ts';
import { KB_PATH, KB_STEPS, kbAdvice, kbTurn, type KbStep } from '../../../web/games/kingdom-builder/lesson/steps.ts';
import { pathLength, stepNumber } from '../../../web/lesson/progress.ts';

const LEARNER = 0;
const game = kingdomBuilder;

function start(seed = 'lesson-test'): KbState {
  const made = game.setup({ seed, seats: 2, options: { lesson: true } });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

const advise = (g: KbState) => kbAdvice(game.view(g, LEARNER), game.prompts(g) as Prompt[], game.result(g), LEARNER);

/** The move that clicking the coach's target makes (the board sends exactly these). */
function followAdvice(g: KbState, step: KbStep): unknown {
  const prompt = game.prompts(g)[0] as KbPrompt;
  switch (step) {
    case 'first-build': return { type: 'build', hex: LESSON_FIRST_HEX };
    case 'adjacent': case 'build': return { type: 'build', hex: prompt.build!.hexes[0] };
    case 'use-tile': {
      const tile = prompt.tiles[0]!;
      return { type: 'tile', tile: tile.tile, loc: tile.locs[0], to: tile.hexes![0] };
    }
    case 'tile-gained': case 'end-turn': case 'scoring': return { type: 'end-turn' };
    default: throw new Error(`the lesson's path met the off-path step ${step}`);
  }
}

function playLesson(seed: string, onAdvice: (g: KbState) => void = () => {}): KbStep[] {
  const g = start(seed);
  const seen: KbStep[] = [];
  for (let i = 0; i < 100 && game.result(g) === null; i++) {
    onAdvice(g);
    const advice = advise(g);
    if (seen.at(-1) !== advice.step) seen.push(advice.step);
    const mover = game.prompts(g)[0]!.seat;
    const move = mover === LEARNER ? followAdvice(g, advice.step)
      : game.bots!.easy(botInput(game, g, mover, null, `bot-${i}`) as never).move;
    const out = game.apply(g, mover, move);
    if (!out.ok) throw new Error(`${mover === LEARNER ? advice.step : 'bot'}: ${out.error.message}`);
  }
  onAdvice(g);
  seen.push(advise(g).step);
  return seen;
}

describe('Kingdom Builder lesson table option', () => {
  it('is a 2-player table only, with nothing else beside it (bad options say what is wrong)', () => {
    expect(game.parseOptions({ lesson: true }, 2)).toMatchObject({ ok: true, value: { lesson: true, cards: ['workers', 'fishermen', 'discoverers'] } });
    expect(game.parseOptions({ lesson: true }, 4)).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    expect(game.parseOptions({ lesson: true, cards: 'random' }, 2)).toMatchObject({ ok: false, error: { message: expect.stringContaining('cards') } });
  });

  it('parses its own parsed options again to themselves (the lobby parses, then the room sets up from them)', () => {
    const once = game.parseOptions({ lesson: true }, 2);
    if (!once.ok) throw new Error(once.error.message);
    expect(game.parseOptions(once.value, 2)).toEqual(once);
  });

  it('deals the learner grass, 7 settlements and an Oracle beside the suggested first hex; the deck stays hidden', () => {
    const g = start();
    const v: KbView = game.view(g, LEARNER);
    expect(v.played).toBe('grass');
    expect(v.players[LEARNER]!.supply).toBe(LESSON_SUPPLY);
    expect(v.locations.find((l) => l.hex === LESSON_ORACLE)?.tile).toBe('oracle');
    expect((game.prompts(g)[0] as KbPrompt).build!.hexes).toContain(LESSON_FIRST_HEX);
    expect(JSON.stringify(v)).not.toContain('"deck"');
    expect(v.sections.map((s) => s.id)).toEqual(['farm', 'oasis', 'tower', 'oracle']);
  });
});

describe('Kingdom Builder coach', () => {
  it('reaches every lesson step, in order, when its advice is followed against the easy bot', () => {
    for (const seed of ['one', 'two', 'three']) {
      const path = playLesson(seed).filter((s) => s !== 'wait');
      expect(path).toEqual(['first-build', 'adjacent', 'tile-gained', 'use-tile', 'build', 'adjacent', 'scoring', 'over']);
      expect(new Set(path)).toEqual(new Set(KB_STEPS));
    }
  });

  it('after a legal detour (first settlement away from the Oracle) it says the tile was missed, and never promises builds the game does not ask for', () => {
    const g = start('detour');
    const away = (game.prompts(g)[0] as KbPrompt).build!.hexes.find((h) => Math.abs(h - LESSON_ORACLE) > 60)!;
    expect(away).toBeDefined();
    game.apply(g, LEARNER, { type: 'build', hex: away });
    for (let i = 0; i < 2; i++) game.apply(g, LEARNER, { type: 'build', hex: (game.prompts(g)[0] as KbPrompt).build!.hexes[0] });
    expect(game.view(g, LEARNER).players[LEARNER]!.tiles).toEqual([]);
    expect(advise(g)).toEqual({ step: 'missed-tile', target: '[data-testid=kb-end-turn]' });
    // Whatever the detour brought, each build step's count is the game's own, and a tile step too.
    for (let i = 0; i < 60 && game.result(g) === null; i++) {
      const prompt = game.prompts(g)[0] as KbPrompt;
      const advice = advise(g);
      if (prompt.seat === LEARNER && ['use-tile', 'build', 'adjacent'].includes(advice.step)) expect(advice.vars?.n).toBe(prompt.build!.remaining);
      const move = prompt.seat === LEARNER ? (prompt.build && prompt.build.remaining > 0 ? { type: 'build', hex: prompt.build.hexes[0] } : { type: 'end-turn' })
        : game.bots!.easy(botInput(game, g, prompt.seat, null, `bot-${i}`) as never).move;
      const out = game.apply(g, prompt.seat, move);
      if (!out.ok) throw new Error(out.error.message);
    }
  });

  it('counts "Step n of N" on by one with every lesson step taken, to N at the end, and finds the same number again after a reload', () => {
    const numbers: number[] = [];
    let shown = 0;
    playLesson('count', (g) => {
      const { step } = advise(g);
      const turn = kbTurn(game.view(g, LEARNER), LEARNER);
      shown = stepNumber(KB_PATH, turn, step, shown);
      if (numbers.at(-1) !== shown) numbers.push(shown);
      if (step !== 'wait') expect(stepNumber(KB_PATH, turn, step, 0)).toBe(shown);
    });
    expect(numbers).toEqual(Array.from({ length: pathLength(KB_PATH) }, (_, i) => i + 1));
    expect(new Set(KB_PATH.flat())).toEqual(new Set(KB_STEPS));
  });

  it('points at the suggested hex first, then at every legal hex', () => {
    const g = start();
    expect(advise(g)).toEqual({ step: 'first-build', target: `[data-testid=kb-target][data-hex="${LESSON_FIRST_HEX}"]`, vars: { terrain: 'grass' } });
    game.apply(g, LEARNER, { type: 'build', hex: LESSON_FIRST_HEX });
    expect(advise(g)).toEqual({ step: 'adjacent', target: '[data-testid=kb-target]', vars: { terrain: 'grass', n: 2 } });
  });
});
