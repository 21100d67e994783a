// The coach beside a lesson's board: what to do next (pointing at the control with a glow), what
// just happened, and why a click did nothing. It reads only what the table already shows (view,
// prompts, result, log, the room's refusals); the game's own coach (web/games/<id>/lesson/coach.ts,
// handed in by ./LessonSlot.tsx) decides the step and its words. "Play on freely" hides it and the
// same game goes on.
import type { StateMessage } from '../../party/protocol/room.ts';
import type { VisibleLogEntry } from '../../party/games/core/types.ts';
import { useEffect, useRef, useState } from 'preact/hooks';
import { refusalText } from '../games/shell-words.ts';
import type { LessonCoach } from '../games/types.ts';
import { lessonNews } from './news.ts';
import { NextSteps } from './NextSteps.tsx';
import { pathLength, stepNumber } from './progress.ts';
import { lt } from './t.ts';
import './coach.css';

export interface CoachProps {
  state: StateMessage;
  log: VisibleLogEntry[];
  /** `refused`: the game gave a reason, which the board itself shows (WhyNot). */
  error: { code: string; message: string; refused?: unknown } | null;
  onLeave(): void;
  /** In the widget: the lesson's end offers only the rules, in a new tab. */
  embedded: boolean;
}

/** Clicks on these did something (or are the page's own controls), so they are never "wrong". */
const LIVE = 'button:not([disabled]), [role=button], a, input, select, label, summary';
const WRONG_NOTE_DELAY_MS = 400;

/** Outlines for page elements, a stroke for the map's hexes (SVG draws no outline). */
const glowRule = (target: string) =>
  `:is(${target}) { outline: 3px solid var(--coach-glow); outline-offset: 2px; }
   :is(${target}) polygon { stroke: var(--coach-glow); stroke-width: 3; }
   @media (prefers-reduced-motion: no-preference) { :is(${target}) { animation: coach-glow 1.4s ease-in-out infinite; } }`;

export default function Coach({ state, log, error, onLeave, embedded, coach }: CoachProps & { coach: LessonCoach }) {
  const you = state.you ?? 0;
  const advice = coach.advice(state.view, state.prompts, state.result, you);
  const [wrong, setWrong] = useState<string | null>(null);
  // Folded to its title row (a phone's map needs the room); a new step unfolds it again.
  const [folded, setFolded] = useState<string | null>(null);
  const shown = useRef(0);
  const step = advice.step;
  const stamp = `${step}/${log.at(-1)?.i ?? -1}`;
  // A wrong click's note lasts until something happens at the table.
  useEffect(() => setWrong(null), [stamp]);
  useEffect(() => {
    const board = document.querySelector('[data-testid=board]');
    if (!board) return;
    let later: ReturnType<typeof setTimeout> | undefined;
    const live = coach.live ? `${LIVE}, ${coach.live}` : LIVE;
    const onClick = (event: Event) => {
      const target = event.target as Element;
      if (target.closest(live) || !target.closest(coach.playable)) return;
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
  }, [stamp, coach]);
  const path = coach.path;
  const text = coach.say(advice);
  const over = step === path.at(-1)?.at(-1);
  const latest = over ? null : lessonNews(coach.news, log, you);
  const told = latest ? coach.tell(latest, step) : null;
  shown.current = stepNumber(path, coach.turn(state.view, you), step, shown.current);
  // One message per wrong click: when the board says why (the game's reason), the coach adds nothing.
  const boardSaysWhy = error?.refused != null;
  const refused = error && !boardSaysWhy && error.code !== 'network' ? refusalText(state.room.game, error.code, error.message) : null;
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
          {advice.target && !over && (
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
          {latest && told && <p class="coach-news" data-testid="coach-news" data-news={latest.key}>{told}</p>}
          <p class="coach-text" data-testid="coach-text">{text}</p>
          {lost && <p class="coach-note" data-testid="coach-lost">{lt('coach.lost')}</p>}
          {wrong === stamp && !boardSaysWhy && <p class="coach-note" data-testid="coach-wrong">{lt('coach.wrong', { hint: lt('coach.hintAgain') })}</p>}
          {refused && <p class="coach-note" data-testid="coach-refused">{lt('coach.refused', { reason: refused })}</p>}
        </div>
        {!over && <button type="button" class="button-quiet coach-leave" onClick={onLeave} data-testid="coach-leave">{lt('coach.leave')}</button>}
      </div>
      {over && folded !== step && <NextSteps game={state.room.game} embedded={embedded} />}
    </aside>
  );
}
