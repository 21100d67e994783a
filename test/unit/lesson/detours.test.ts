// A learner who leaves the lesson's path (issue 23) is still told what to do now, by name: the
// Militia's discard when the Moat stays hidden, Gold at 6-7 coins, another Action of the kingdom
// before the Treasures, and a Kingdom Builder tile left unused after the card's builds.
import { describe, expect, it } from 'vitest';
import { botInput } from '../../../party/games/core/bots.ts';
import { closeWindows } from '../../../party/games/core/pause.ts';
import type { Prompt } from '../../../party/games/core/types.ts';
import { dominion } from '../../../party/games/dominion/index.ts';
import { LESSON_KINGDOM } from '../../../party/games/dominion/lesson.ts';
import { scenario } from '../../../party/games/dominion/scenario.ts';
import type { CardId, DominionState } from '../../../party/games/dominion/types.ts';
import type { DominionView } from '../../../party/games/dominion/view.ts';
import { kingdomBuilder as kb, type KbPrompt, type KbState } from '../../../party/games/kingdom-builder/index.ts';
import { LESSON_FIRST_HEX } from '../../../party/games/kingdom-builder/lesson.ts';
import { dominionAdvice } from '../../../web/games/dominion/lesson/steps.ts';
import { kbAdvice } from '../../../web/games/kingdom-builder/lesson/steps.ts';

const LEARNER = 0;

const advise = (g: DominionState) =>
  dominionAdvice(dominion.view(g, LEARNER) as DominionView, dominion.prompts(g) as Prompt[], dominion.result(g), LEARNER);

function applied(g: DominionState, seat: number, move: unknown): void {
  const out = dominion.apply(g, seat, move);
  if (!out.ok) throw new Error(out.error.message);
}

/** The learner on the lesson's kingdom with this hand, in the Action phase. */
const holding = (hand: CardId[]) =>
  scenario({ kingdom: LESSON_KINGDOM.slice(), current: LEARNER, players: [{ hand, deck: ['copper', 'copper', 'copper', 'copper', 'copper'] }, { hand: ['copper'] }] });

describe('Dominion coach after a detour', () => {
  it('the Moat kept hidden: the Militia\'s discard is named and points at the hand', () => {
    const made = dominion.setup({ seed: 'detour', seats: 2, options: { lesson: true } });
    if (!made.ok) throw new Error(made.error.message);
    const g = made.value as DominionState;
    applied(g, LEARNER, { type: 'treasures' });
    applied(g, LEARNER, { type: 'buy', card: 'silver' });
    applied(g, LEARNER, { type: 'end-turn' });
    closeWindows(dominion, g);
    applied(g, 1, { type: 'play', card: 'militia' });
    expect(advise(g).step).toBe('attacked');
    applied(g, LEARNER, { type: 'choose', pick: [] });
    closeWindows(dominion, g);
    expect(advise(g)).toEqual({ step: 'discard', target: '[data-testid=hand]' });
  });

  it('with 6 or 7 coins it says buy Gold; with 8, the Province', () => {
    const g = holding(['gold', 'gold', 'copper', 'estate', 'estate']);
    applied(g, LEARNER, { type: 'treasures' });
    expect(advise(g)).toEqual({ step: 'buy-gold', target: '[data-testid=supply] [data-pile="gold"]', vars: { coins: 7 } });
    const rich = holding(['gold', 'gold', 'silver', 'estate', 'estate']);
    applied(rich, LEARNER, { type: 'treasures' });
    expect(advise(rich).step).toBe('province');
  });

  it('names another Action of the kingdom before the Treasures, never the Moat while Treasures wait', () => {
    expect(advise(holding(['copper', 'moat', 'market', 'copper', 'estate']))).toEqual({ step: 'play-action', target: '[data-testid=hand] [data-card="market"]', vars: { card: 'market' } });
    expect(advise(holding(['copper', 'moat', 'copper', 'copper', 'estate'])).step).toBe('treasures');
    expect(advise(holding(['moat', 'estate', 'estate', 'estate', 'estate']))).toEqual({ step: 'play-action', target: '[data-testid=hand] [data-card="moat"]', vars: { card: 'moat' } });
  });
});

describe('Kingdom Builder coach after a detour', () => {
  it('the card\'s builds done with the tile unused: it points at the tile, or End turn', () => {
    const made = kb.setup({ seed: 'detour', seats: 2, options: { lesson: true } });
    if (!made.ok) throw new Error(made.error.message);
    const g: KbState = made.value;
    const prompt = () => kb.prompts(g)[0] as KbPrompt;
    const move = (seat: number, m: unknown) => {
      const out = kb.apply(g, seat, m);
      if (!out.ok) throw new Error(out.error.message);
    };
    move(LEARNER, { type: 'build', hex: LESSON_FIRST_HEX });
    for (let i = 0; i < 2; i++) move(LEARNER, { type: 'build', hex: prompt().build!.hexes[0] });
    move(LEARNER, { type: 'end-turn' });
    for (let i = 0; i < 20 && prompt().seat !== LEARNER; i++) move(prompt().seat, kb.bots!.easy(botInput(kb, g, prompt().seat, null, `bot-${i}`) as never).move);
    const advice = () => kbAdvice(kb.view(g, LEARNER), kb.prompts(g) as Prompt[], kb.result(g), LEARNER);
    expect(advice().step).toBe('use-tile');
    // The card's three builds first, the Oracle tile left for later.
    for (let i = 0; i < 3; i++) move(LEARNER, { type: 'build', hex: prompt().build!.hexes[0] });
    expect(advice()).toEqual({ step: 'tile-left', target: '.kb-tile[data-tile="oracle"]', vars: { tile: 'oracle' } });
  });
});
