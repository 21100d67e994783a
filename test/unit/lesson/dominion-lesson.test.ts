// The Dominion lesson (issue 23): its table option, its deal, and the coach's step machine read
// against the views the real engine shows the learner's seat while the advice is followed and
// the easy bot plays the other seat as it would at a table.
import { describe, expect, it } from 'vitest';
import { botInput } from '../../../party/games/core/bots.ts';
import { closeWindows } from '../../../party/games/core/pause.ts';
import type { Prompt } from '../../../party/games/core/types.ts';
import { dominion } from '../../../party/games/dominion/index.ts';
import type { DominionState } from '../../../party/games/dominion/types.ts';
import type { DominionView } from '../../../party/games/dominion/view.ts';
import { DOMINION_PATH, DOMINION_STEPS, dominionAdvice, dominionTurn, type DominionStep } from '../../../web/games/dominion/lesson/steps.ts';
import { pathLength, stepNumber } from '../../../web/lesson/progress.ts';

const LEARNER = 0;

function start(seed = 'lesson-test'): DominionState {
  const made = dominion.setup({ seed, seats: 2, options: { lesson: true } });
  if (!made.ok) throw new Error(made.error.message);
  return made.value as DominionState;
}

const advise = (g: DominionState) =>
  dominionAdvice(dominion.view(g, LEARNER) as DominionView, dominion.prompts(g) as Prompt[], dominion.result(g), LEARNER);

/** The move that clicking the coach's target makes (the board sends exactly these). */
function followAdvice(g: DominionState, step: DominionStep): unknown {
  const hand = g.players[LEARNER]!.hand;
  switch (step) {
    case 'treasures': return { type: 'treasures' };
    case 'buy': return { type: 'buy', card: 'silver' };
    case 'province': case 'last-province': return { type: 'buy', card: 'province' };
    case 'village': case 'smithy': case 'chapel': return { type: 'play', card: step };
    case 'attacked': return { type: 'choose', pick: ['moat'] };
    case 'trash': return { type: 'choose', pick: hand.filter((c) => c === 'estate') };
    case 'end-turn': return { type: 'end-turn' };
    default: throw new Error(`the lesson's path met the off-path step ${step}`);
  }
}

/** Plays the lesson to its end: the learner by the coach, the bot by its easy level. */
function playLesson(seed: string, onAdvice: (g: DominionState) => void = () => {}): DominionStep[] {
  const g = start(seed);
  const seen: DominionStep[] = [];
  for (let i = 0; i < 200 && dominion.result(g) === null; i++) {
    closeWindows(dominion, g);
    onAdvice(g);
    const advice = advise(g);
    if (seen.at(-1) !== advice.step) seen.push(advice.step);
    const mover = dominion.prompts(g)[0]?.seat;
    if (mover === undefined) break;
    if (mover === LEARNER) {
      const out = dominion.apply(g, LEARNER, followAdvice(g, advice.step));
      if (!out.ok) throw new Error(`${advice.step}: ${out.error.message}`);
    } else {
      const input = botInput(dominion, g, mover, null, `bot-${i}`);
      const decision = dominion.bots!.easy(input as never);
      const out = dominion.apply(g, mover, decision.move);
      if (!out.ok) throw new Error(`bot: ${out.error.message}`);
    }
  }
  onAdvice(g);
  seen.push(advise(g).step);
  return seen;
}

describe('Dominion lesson table option', () => {
  it('is a 2-player table only, with nothing else beside it (bad options say what is wrong)', () => {
    expect(dominion.parseOptions({ lesson: true }, 2)).toMatchObject({ ok: true, value: { lesson: true } });
    expect(dominion.parseOptions({ lesson: true }, 3)).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    expect(dominion.parseOptions({ lesson: true, vpCounter: true }, 2)).toMatchObject({ ok: false, error: { message: expect.stringContaining('vpCounter') } });
    expect(dominion.parseOptions({ lesson: 'yes' }, 2)).toMatchObject({ ok: false, error: { message: 'lesson must be true' } });
    expect(dominion.parseOptions({ lesson: true, kingdom: { preset: 'first-game' } }, 2)).toMatchObject({ ok: false });
  });

  it('parses its own parsed options again to themselves (the lobby parses, then the room sets up from them)', () => {
    const once = dominion.parseOptions({ lesson: true }, 2);
    if (!once.ok) throw new Error(once.error.message);
    expect(dominion.parseOptions(once.value, 2)).toEqual(once);
  });

  it('deals the same stacked opening whatever the seed: the learner starts with $5 and the Province pile holds 2', () => {
    for (const seed of ['a', 'b']) {
      const g = start(seed);
      expect(g.current).toBe(LEARNER);
      expect(g.players[LEARNER]!.hand.sort()).toEqual(['copper', 'copper', 'copper', 'estate', 'silver']);
      expect(g.supply.province).toBe(2);
      expect(g.kingdom).toEqual(expect.arrayContaining(['village', 'smithy', 'militia', 'moat', 'chapel']));
    }
  });

  it('hides the deal like any table: the learner sees neither deck order nor the bot\'s hand', () => {
    const v = dominion.view(start(), LEARNER) as DominionView;
    expect(v.players[1]!.hand).toBeUndefined();
    expect(JSON.stringify(v)).not.toContain('"deck"');
  });
});

describe('Dominion coach', () => {
  it('reaches every lesson step, in order, when its advice is followed against the easy bot', () => {
    for (const seed of ['one', 'two', 'three']) {
      const path = playLesson(seed).filter((s) => s !== 'wait');
      expect(path).toEqual(['treasures', 'buy', 'end-turn', 'attacked', 'village', 'smithy', 'treasures', 'province', 'end-turn',
        'chapel', 'trash', 'treasures', 'buy', 'end-turn', 'treasures', 'last-province', 'end-turn', 'over']);
      expect(new Set(path)).toEqual(new Set(DOMINION_STEPS));
    }
  });

  it('counts "Step n of N" on by one with every lesson step taken, to N at the end, and finds the same number again after a reload', () => {
    const numbers: number[] = [];
    let shown = 0;
    playLesson('count', (g) => {
      const view = dominion.view(g, LEARNER) as DominionView;
      const { step } = advise(g);
      const turn = dominionTurn(view, LEARNER);
      shown = stepNumber(DOMINION_PATH, turn, step, shown);
      if (numbers.at(-1) !== shown) numbers.push(shown);
      // A reloaded page starts from nothing; on the path it shows the same number.
      if (step !== 'wait') expect(stepNumber(DOMINION_PATH, turn, step, 0)).toBe(shown);
    });
    const total = pathLength(DOMINION_PATH);
    expect(numbers).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(new Set(DOMINION_PATH.flat())).toEqual(new Set(DOMINION_STEPS));
  });

  it('points at the control each step needs', () => {
    const g = start();
    expect(advise(g)).toEqual({ step: 'treasures', target: '[data-testid=move-treasures]' });
    dominion.apply(g, LEARNER, { type: 'treasures' });
    expect(advise(g)).toEqual({ step: 'buy', target: '[data-testid=supply] [data-pile="silver"]', vars: { coins: 5 } });
  });

  it('waits while the bot plays, and answers any other question generically', () => {
    const g = start();
    dominion.apply(g, LEARNER, { type: 'end-turn' });
    closeWindows(dominion, g);
    expect(advise(g).step).toBe('wait');
  });
});
