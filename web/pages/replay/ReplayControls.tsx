import { useLayoutEffect } from 'preact/hooks';
import { rt } from './t.ts';
import type { Timeline } from './timeline.ts';
import { turnIndexAt } from './timeline.ts';

export const SPEEDS = [0.5, 1, 2, 4, 8] as const;

interface Props {
  timeline: Timeline;
  names: string[];
  step: number;
  playing: boolean;
  speed: number;
  go(step: number): void;
  setPlaying(on: boolean): void;
  setSpeed(speed: number): void;
}

function typing(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/** Play, pause, step, jump to a turn or anywhere, and the speed; arrow keys step, space plays. */
export function ReplayControls({ timeline, names, step, playing, speed, go, setPlaying, setSpeed }: Props) {
  const total = timeline.moves.length;
  const turn = turnIndexAt(timeline, step);

  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      if (e.key === 'ArrowRight') go(step + 1);
      else if (e.key === 'ArrowLeft') go(step - 1);
      else if (e.key === ' ' && !(e.target instanceof HTMLButtonElement)) setPlaying(!playing);
      else return;
      e.preventDefault();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [step, playing]);

  return (
    <div class="replay-controls" role="group" aria-label={rt('replay.controls')} data-testid="replay-controls">
      <div class="button-row">
        <button type="button" class="button" onClick={() => go(0)} disabled={step === 0} aria-label={rt('replay.first')} title={rt('replay.first')} data-testid="replay-first"><Edge flip /></button>
        <button type="button" class="button" onClick={() => go(step - 1)} disabled={step === 0} aria-label={rt('replay.back')} title={rt('replay.back')} aria-keyshortcuts="ArrowLeft" data-testid="replay-back">◀</button>
        <button type="button" class="button-primary" onClick={() => setPlaying(!playing)} disabled={!playing && step >= total} data-testid="replay-play">
          {playing ? `⏸ ${rt('replay.pause')}` : `▶ ${rt('replay.play')}`}
        </button>
        <button type="button" class="button" onClick={() => go(step + 1)} disabled={step >= total} aria-label={rt('replay.forward')} title={rt('replay.forward')} aria-keyshortcuts="ArrowRight" data-testid="replay-forward">▶</button>
        <button type="button" class="button" onClick={() => go(total)} disabled={step >= total} aria-label={rt('replay.last')} title={rt('replay.last')} data-testid="replay-last"><Edge /></button>
      </div>
      <label class="replay-slider">
        <span data-testid="replay-position">{rt('replay.position', { n: step, total })}</span>
        {timeline.moves[step - 1]?.bot && (
          <span class="tag tag-bot" data-testid="replay-by-bot">{rt('replay.byBot', { name: names[timeline.moves[step - 1]!.seat] ?? '' })}</span>
        )}
        <input type="range" min={0} max={total} value={step} aria-label={rt('replay.slider')} onInput={(e) => go(Number((e.target as HTMLInputElement).value))} data-testid="replay-slider" />
      </label>
      <div class="replay-selects">
        <label>
          {rt('replay.turn')}{' '}
          <select value={turn} onChange={(e) => go(timeline.turns[Number((e.target as HTMLSelectElement).value)]?.step ?? 0)} data-testid="replay-turn">
            {timeline.turns.map((t, i) => <option key={i} value={i}>{rt('replay.turnOption', { n: t.n, name: names[t.seat] ?? '' })}</option>)}
          </select>
        </label>
        <label>
          {rt('replay.speed')}{' '}
          <select value={speed} onChange={(e) => setSpeed(Number((e.target as HTMLSelectElement).value))} data-testid="replay-speed">
            {SPEEDS.map((s) => <option key={s} value={s}>{`${s}×`}</option>)}
          </select>
        </label>
      </div>
    </div>
  );
}

/** A triangle against a bar (to the end; flipped: to the start), drawn so every system shows it. */
function Edge({ flip = false }: { flip?: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" fill="currentColor" transform={flip ? 'scale(-1 1)' : undefined}>
      <path d="M3 3l8 5-8 5z" />
      <rect x="12" y="3" width="2" height="10" />
    </svg>
  );
}
