import { dt } from './t.ts';

const W = 320, H = 160, PAD = 28;
/** Distinguishable in light and dark themes and for common colour blindness (Okabe-Ito). */
const COLOURS = ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#e69f00', '#56b4e9'];

interface Props { series: { name: string; points: number[] }[] }

/** VP after each of a player's turns, one line per player. */
export function VpChart({ series }: Props) {
  const turns = Math.max(1, ...series.map((s) => s.points.length));
  const values = series.flatMap((s) => s.points);
  const top = Math.max(1, ...values);
  const bottom = Math.min(0, ...values);
  const x = (i: number) => PAD + (i / Math.max(1, turns - 1)) * (W - PAD - 8);
  const y = (v: number) => H - PAD - ((v - bottom) / (top - bottom)) * (H - PAD - 8);
  const summary = series.map((s) => `${s.name}: ${s.points.at(-1) ?? 0}`).join(', ');
  return (
    <figure class="vp-chart" data-testid="vp-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={dt('end.chartLabel', { summary })}>
        <line x1={PAD} y1={y(bottom)} x2={W - 8} y2={y(bottom)} class="axis" />
        <line x1={PAD} y1={8} x2={PAD} y2={H - PAD} class="axis" />
        <text x={PAD - 4} y={y(top) + 4} text-anchor="end" class="tick">{top}</text>
        <text x={PAD - 4} y={y(bottom) + 4} text-anchor="end" class="tick">{bottom}</text>
        <text x={W - 8} y={H - 8} text-anchor="end" class="tick">{dt('end.turns', { n: turns })}</text>
        {series.map((s, k) => (
          <polyline
            key={s.name}
            fill="none"
            stroke={COLOURS[k % COLOURS.length]}
            stroke-width="2.5"
            points={s.points.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ')}
          />
        ))}
      </svg>
      <figcaption class="chart-legend">
        {series.map((s, k) => (
          <span key={s.name}><span class="swatch" style={{ background: COLOURS[k % COLOURS.length] }} aria-hidden="true" /> {s.name}</span>
        ))}
      </figcaption>
    </figure>
  );
}
