// The coach beside a lesson's board: what to do next (pointing at the control with a glow), what
// just happened, and why a click did nothing. It reads only what the table already shows (view,
// prompts, result, log, the room's refusals); the step machines (dominion-coach.ts, kb-coach.ts)
// decide the step. "Play on freely" hides it and the same game goes on.
import type { StateMessage } from '../../party/protocol/room.ts';
import type { VisibleLogEntry } from '../../party/games/core/types.ts';
import type { DominionView } from '../../party/games/dominion/view.ts';
import type { KbView } from '../../party/games/kingdom-builder/view.ts';
import { useEffect, useRef, useState } from 'preact/hooks';
import { errorText } from '../i18n/index.ts';
import { cardName } from '../games/dominion/cards.ts';
import { dt } from '../games/dominion/t.ts';
import { kt } from '../games/kingdom-builder/i18n.ts';
import type { Advice } from './advice.ts';
import { DOMINION_PATH, dominionAdvice, dominionTurn } from './dominion-coach.ts';
import { KB_PATH, kbAdvice, kbTurn } from './kb-coach.ts';
import { isLessonGame } from './lesson-games.ts';
import { lessonNews, type News } from './news.ts';
import { NextSteps } from './NextSteps.tsx';
import { pathLength, stepNumber, type LessonPath } from './progress.ts';
import { lt, type LessonKey } from './t.ts';
import './coach.css';

interface Props {
  state: StateMessage;
  log: VisibleLogEntry[];
  /** `refused`: the game gave a reason, which the board itself shows (WhyNot). */
  error: { code: string; message: string; refused?: unknown } | null;
  onLeave(): void;
  /** In the widget: the lesson's end offers only the rules, in a new tab. */
  embedded: boolean;
}

const DOMINION_CARDS = ['copper', 'silver', 'gold', 'militia', 'moat', 'village', 'smithy', 'province', 'chapel', 'estate'];

interface Found { advice: Advice; path: LessonPath; turn: number; prefix: 'd' | 'k' }

function adviceFor(state: StateMessage, you: number): Found | null {
  if (state.room.game === 'dominion') {
    const view = state.view as DominionView;
    return { advice: dominionAdvice(view, state.prompts, state.result, you), path: DOMINION_PATH, turn: dominionTurn(view, you), prefix: 'd' };
  }
  if (state.room.game === 'kingdom-builder') {
    const view = state.view as KbView;
    return { advice: kbAdvice(view, state.prompts, state.result, you), path: KB_PATH, turn: kbTurn(view, you), prefix: 'k' };
  }
  return null;
}

/** The games' own names for what the texts mention, so the coach says what the board shows. */
function words(game: string, vars: Record<string, string | number> = {}): Record<string, string | number> {
  if (game === 'dominion') {
    const names = Object.fromEntries(DOMINION_CARDS.map((id) => [id, cardName(id)]));
    return { ...names, ...vars, ...(typeof vars.card === 'string' ? { card: cardName(vars.card) } : {}), button: '' };
  }
  return {
    ...vars,
    oracle: kt('loc.oracle'),
    button: kt('action.endTurn'),
    ...(typeof vars.terrain === 'string' ? { terrain: kt(`terrain.${vars.terrain}` as never) } : {}),
    ...(typeof vars.tile === 'string' ? { tile: kt(`loc.${vars.tile}` as never) } : {}),
  };
}

const DOMINION_BUTTONS: Record<string, string> = { treasures: 'turn.treasures', 'end-turn': 'turn.endTurn' };

/** Clicks on these did something (or are the page's own controls), so they are never "wrong". */
const LIVE = 'button:not([disabled]), [role=button], a, input, select, label, summary, [data-testid=kb-target]';
/** Things a learner may click expecting a move: cards, piles, hexes. */
const PLAYABLE_LOOKING = '[data-card], [data-pile], [data-testid=kb-map]';
const WRONG_NOTE_DELAY_MS = 400;

/** Outlines for page elements, a stroke for the map's hexes (SVG draws no outline). */
const glowRule = (target: string) =>
  `:is(${target}) { outline: 3px solid var(--coach-glow); outline-offset: 2px; }
   :is(${target}) polygon { stroke: var(--coach-glow); stroke-width: 3; }
   @media (prefers-reduced-motion: no-preference) { :is(${target}) { animation: coach-glow 1.4s ease-in-out infinite; } }`;

export default function Coach({ state, log, error, onLeave, embedded }: Props) {
  const you = state.you ?? 0;
  const found = adviceFor(state, you);
  const [wrong, setWrong] = useState<string | null>(null);
  // Folded to its title row (a phone's map needs the room); a new step unfolds it again.
  const [folded, setFolded] = useState<string | null>(null);
  const shown = useRef(0);
  const step = found?.advice.step ?? '';
  const stamp = `${step}/${log.at(-1)?.i ?? -1}`;
  // A wrong click's note lasts until something happens at the table.
  useEffect(() => setWrong(null), [stamp]);
  useEffect(() => {
    const board = document.querySelector('[data-testid=board]');
    if (!board) return;
    let later: ReturnType<typeof setTimeout> | undefined;
    const onClick = (event: Event) => {
      const target = event.target as Element;
      if (target.closest(LIVE) || !target.closest(PLAYABLE_LOOKING)) return;
      // A click the room answers with a reason gets the board's own why-not; waiting a moment
      // keeps the generic note from flashing up before that answer arrives.
      clearTimeout(later);
      later = setTimeout(() => setWrong(stamp), WRONG_NOTE_DELAY_MS);
    };
    board.addEventListener('click', onClick);
    return () => {
      clearTimeout(later);
      board.removeEventListener('click', onClick);
    };
  }, [stamp]);
  if (!found) return null;
  const { advice, path, turn, prefix } = found;
  const vars = words(state.room.game, advice.vars);
  if (prefix === 'd') vars.button = dt((DOMINION_BUTTONS[advice.step] ?? 'turn.endTurn') as never);
  if (typeof vars.coins === 'number') vars.coins = lt('coins', { n: vars.coins });
  const text = lt(`${prefix}.${advice.step}` as LessonKey, vars);
  const latest = advice.step === 'over' ? null : lessonNews(state.room.game, log, you);
  // The attack's step tells of the Militia itself.
  const news: News | null = advice.step === 'attacked' && latest?.key === 'dn.militia' ? null : latest;
  shown.current = stepNumber(path, turn, advice.step, shown.current);
  // One message per wrong click: when the board says why (the game's reason), the coach adds nothing.
  const boardSaysWhy = error?.refused != null;
  const refused = error && !boardSaysWhy && error.code !== 'network' ? errorText(error.code, error.message) : null;
  const over = advice.step === 'over';
  // A detour can lose the lesson's game: said plainly, with the way to win it next time.
  const lost = over && state.result !== null && !state.result.winners.includes(you);

  const showMe = () => {
    if (!advice.target) return;
    const el = document.querySelector<HTMLElement>(advice.target);
    el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    el?.querySelector<HTMLElement>('button, [tabindex]')?.focus({ preventScroll: true });
    if (el?.matches('button, [tabindex]')) el.focus({ preventScroll: true });
  };

  return (
    <aside class={over ? 'coach coach-over' : 'coach'} aria-labelledby="coach-title" data-testid="coach" data-step={advice.step} data-target={advice.target ?? ''}>
      {/* The glow on the control to press: a rule for its selector, so the board's own re-renders keep it. */}
      {advice.target && <style>{glowRule(advice.target)}</style>}
      <div class="coach-head">
        <h2 id="coach-title" class="coach-title">
          <span class="coach-name">{lt('coach.title')} · </span>
          <span class="coach-count" data-testid="coach-count" data-n={shown.current}>{lt('coach.step', { n: shown.current, total: pathLength(path) })}</span>
        </h2>
        <span class="coach-buttons">
          {advice.target && advice.step !== 'over' && (
            <button type="button" class="button coach-show" onClick={showMe} data-testid="coach-show">{lt('coach.showMe')}</button>
          )}
          <button type="button" class="button-quiet coach-fold" aria-expanded={folded !== step} aria-controls="coach-body"
            aria-label={lt(folded === step ? 'coach.unfold' : 'coach.fold')} title={lt(folded === step ? 'coach.unfold' : 'coach.fold')}
            onClick={() => setFolded(folded === step ? null : step)} data-testid="coach-fold">{folded === step ? '▴' : '▾'}</button>
        </span>
      </div>
      {/* Focusable: on a phone its text may scroll, and a keyboard must be able to scroll it too.
          "Play on freely" ends it: on a phone the head's one row holds only what each step needs. */}
      <div class="coach-body" id="coach-body" hidden={folded === step} tabIndex={0} role="group" aria-labelledby="coach-title">
        <div aria-live="polite">
          {news && <p class="coach-news" data-testid="coach-news" data-news={news.key}>{lt(news.key, words(state.room.game, news.vars))}</p>}
          <p class="coach-text" data-testid="coach-text">{text}</p>
          {lost && <p class="coach-note" data-testid="coach-lost">{lt('coach.lost')}</p>}
          {wrong === stamp && !boardSaysWhy && <p class="coach-note" data-testid="coach-wrong">{lt('coach.wrong', { hint: lt('coach.hintAgain') })}</p>}
          {refused && <p class="coach-note" data-testid="coach-refused">{lt('coach.refused', { reason: refused })}</p>}
        </div>
        {!over && <button type="button" class="button-quiet coach-leave" onClick={onLeave} data-testid="coach-leave">{lt('coach.leave')}</button>}
      </div>
      {over && isLessonGame(state.room.game) && folded !== step && <NextSteps game={state.room.game} embedded={embedded} />}
    </aside>
  );
}
