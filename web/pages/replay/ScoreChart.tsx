import { rt } from './t.ts';

const W = 320, H = 140, LEFT = 30, RIGHT = 8, TOP = 8, BOTTOM = 20;
/** Okabe-Ito: tells players apart in light and dark themes and for common colour blindness. */
const COLOURS = ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#e69f00', '#56b4e9'];

interface Props { names: string[]; scores: number[][]; step: number }

/** Everyone's score after each move, with a line where the replay stands. */
export function ScoreChart({ names, scores, step }: Props) {
  const last = Math.max(1, scores.length - 1);
  const all = scores.flat();
  const top = Math.max(1, ...all);
  const bottom = Math.min(0, ...all);
  const x = (i: number) => LEFT + (i / last) * (W - LEFT - RIGHT);
  const y = (v: number) => TOP + (1 - (v - bottom) / (top - bottom)) * (H - TOP - BOTTOM);
  const now = scores[step] ?? [];
  const summary = names.map((n, seat) => `${n}: ${now[seat] ?? 0}`).join(', ');
  return (
    <figure class="replay-score" data-testid="replay-score">
      <figcaption>{rt('replay.score')}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={rt('replay.scoreLabel', { summary })}>
        <line x1={LEFT} y1={y(bottom)} x2={W - RIGHT} y2={y(bottom)} class="axis" />
        <text x={LEFT - 4} y={y(top) + 4} text-anchor="end" class="tick">{top}</text>
        <text x={LEFT - 4} y={y(bottom) + 4} text-anchor="end" class="tick">{bottom}</text>
        {names.map((name, seat) => (
          <polyline key={name} fill="none" stroke={COLOURS[seat % COLOURS.length]} stroke-width="2"
            points={scores.map((s, i) => `${x(i).toFixed(1)},${y(s[seat] ?? 0).toFixed(1)}`).join(' ')} />
        ))}
        <line x1={x(step)} y1={TOP} x2={x(step)} y2={H - BOTTOM} class="replay-now" data-testid="replay-now" />
      </svg>
      <ul class="chart-legend" data-testid="replay-scores-now">
        {names.map((name, seat) => (
          <li key={name}>
            <span class="swatch" style={{ background: COLOURS[seat % COLOURS.length] }} aria-hidden="true" /> {name}: <b data-testid="replay-score-now">{now[seat] ?? 0}</b>
          </li>
        ))}
      </ul>
    </figure>
  );
}
