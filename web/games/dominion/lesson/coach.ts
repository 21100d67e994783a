// The Dominion lesson's coach for the shared one beside the board (web/lesson/Coach.tsx): its step
// machine (./steps.ts), its news (./news.ts), and its words with the table's own card and button
// names, so the coach says what the board shows. Fetched only with a lesson (the registry's `coach`).
import type { DominionView } from '../../../../party/games/dominion/view.ts';
import type { LessonCoach } from '../../types.ts';
import { cardName } from '../cards.ts';
import { dt } from '../t.ts';
import { dominionNews } from './news.ts';
import { DOMINION_PATH, dominionAdvice, dominionTurn } from './steps.ts';
import { dlt, type DominionLessonKey } from './t.ts';

/** The cards the lesson's texts name by id ({silver}, {moat}...). */
const NAMED_CARDS = ['copper', 'silver', 'gold', 'militia', 'moat', 'village', 'smithy', 'province', 'chapel', 'estate'];

/** The button a step's {button} means, as the turn controls label it; any other step's is "End turn". */
const BUTTONS: Record<string, string> = { treasures: 'turn.treasures', 'end-turn': 'turn.endTurn' };

function names(vars: Record<string, string | number> = {}): Record<string, string | number> {
  const named = Object.fromEntries(NAMED_CARDS.map((id) => [id, cardName(id)]));
  return { ...named, ...vars, ...(typeof vars.card === 'string' ? { card: cardName(vars.card) } : {}), button: '' };
}

const coach: LessonCoach<DominionView> = {
  path: DOMINION_PATH,
  turn: dominionTurn,
  advice: dominionAdvice,
  news: dominionNews,
  say(advice) {
    const vars = names(advice.vars);
    vars.button = dt((BUTTONS[advice.step] ?? 'turn.endTurn') as never);
    if (typeof vars.coins === 'number') vars.coins = dlt('coins', { n: vars.coins });
    return dlt(`d.${advice.step}` as DominionLessonKey, vars);
  },
  // The attack's step tells of the Militia itself.
  tell: (news, step) => (step === 'attacked' && news.key === 'dn.militia' ? null : dlt(news.key as DominionLessonKey, names(news.vars))),
  playable: '[data-card], [data-pile]',
};

export default coach;
