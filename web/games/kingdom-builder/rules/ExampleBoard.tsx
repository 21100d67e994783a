// A few hexes of a Kingdom Builder map, drawn with the table's own ground and settlement marks:
// the window at the centre of a map where the four sections meet (./examples.ts).
import { useMemo, useRef } from 'preact/hooks';
import { centreOf, hexPoints, MAP_HEIGHT, MAP_WIDTH, RADIUS } from '../hex-geometry.ts';
import { SettlementMark } from '../settlement-mark.tsx';
import { TerrainLayer } from '../TerrainLayer.tsx';
import { lang } from '../../../i18n/index.ts';
import { hexAt, mapLetters, settlementsOf, WINDOW_SIZE, type Example } from './examples.ts';
import { useTurnToDraw } from '../../../pages/learn/one-at-a-time.ts';

/** The window's hexes and the ring around it, whose edges show at the picture's sides. */
const SHOWN = Array.from({ length: (WINDOW_SIZE + 2) ** 2 }, (_, i) => hexAt(Math.floor(i / (WINDOW_SIZE + 2)) - 1, (i % (WINDOW_SIZE + 2)) - 1));

const RING = hexPoints(8.4);
const MARGIN = 1;

/** The window's box in map units, from its corner hexes' centres. */
function windowBox(): string {
  const corners = [hexAt(0, 0), hexAt(0, WINDOW_SIZE - 1), hexAt(WINDOW_SIZE - 1, 0), hexAt(WINDOW_SIZE - 1, WINDOW_SIZE - 1), hexAt(1, WINDOW_SIZE - 1)].map(centreOf);
  const xs = corners.map((p) => p.x), ys = corners.map((p) => p.y);
  const half = (Math.sqrt(3) * RADIUS) / 2;
  const x = Math.min(...xs) - half - MARGIN, y = Math.min(...ys) - RADIUS - MARGIN;
  return `${x.toFixed(2)} ${y.toFixed(2)} ${(Math.max(...xs) + half + MARGIN - x).toFixed(2)} ${(Math.max(...ys) + RADIUS + MARGIN - y).toFixed(2)}`;
}

const BOX = windowBox();

interface Props {
  example: Example;
  /** Says what the picture shows, for those who cannot see it. */
  label: string;
  /** Unique per page: the ground's pattern ids. */
  prefix: string;
  /** Hexes to outline (where a settlement may go). */
  legal?: readonly number[];
  /** Draw where the map's sections meet. */
  sections?: boolean;
}

export function ExampleBoard({ example, label, prefix, legal = [], sections = false }: Props) {
  const letters = useMemo(() => mapLetters(example), [example]);
  const seats = settlementsOf(example);
  // The box is there from the start (its size comes from the viewBox), so drawing moves nothing.
  const box = useRef<SVGSVGElement>(null);
  if (!useTurnToDraw(box)) return <svg ref={box} class="learn-board" viewBox={BOX} role="img" aria-label={label} data-testid="learn-board" />;
  return (
    <svg ref={box} class="learn-board" viewBox={BOX} role="img" aria-label={label} data-testid="learn-board">
      <TerrainLayer letters={letters} prefix={prefix} lang={lang.value} hexes={SHOWN} />
      {sections && (
        <path d={`M${MAP_WIDTH / 2} 0V${MAP_HEIGHT}M0 ${MAP_HEIGHT / 2}H${MAP_WIDTH}`} stroke="#222" stroke-width="1" stroke-dasharray="3 2" aria-hidden="true" />
      )}
      {legal.map((hex) => {
        const { x, y } = centreOf(hex);
        return <polygon key={hex} class="learn-legal" points={RING} transform={`translate(${x.toFixed(2)} ${y.toFixed(2)})`} data-testid="learn-legal" />;
      })}
      {seats.map((hexes, seat) => hexes.map((hex) => {
        const { x, y } = centreOf(hex);
        return <SettlementMark key={hex} seat={seat} x={x} y={y} />;
      }))}
    </svg>
  );
}
