// The map's ground: every hex's terrain, castle or location, drawn once per map and language.
import { memo } from 'preact/compat';
import { LOCATION_KINDS, LOCATION_LETTERS, type LocationKind } from '../../../party/games/kingdom-builder/board.ts';
import { centreOf, hexPoints } from './hex-geometry.ts';
import { kt } from './i18n.ts';
import { CASTLE_PATH, groundFill, groundOf, TerrainDefs } from './terrain-art.tsx';

const HEX = hexPoints();
const KIND_BY_LETTER = Object.fromEntries(LOCATION_KINDS.map((k) => [LOCATION_LETTERS[k], k])) as Record<string, LocationKind>;

export function locationAt(letters: string, hex: number): LocationKind | undefined {
  return KIND_BY_LETTER[letters[hex] as string];
}

/** `hexes`: only these (a picture of a few hexes need not draw the whole map); all of them if absent. */
function TerrainLayerImpl({ letters, prefix, hexes }: { letters: string; prefix: string; lang: string; hexes?: readonly number[] }) {
  const drawn = hexes ?? Array.from(letters, (_, hex) => hex);
  return (
    <g class="kb-terrain" aria-hidden="true">
      <TerrainDefs prefix={prefix} />
      {drawn.map((hex) => {
        const letter = letters[hex] as string;
        const { x, y } = centreOf(hex);
        const ground = groundOf(letter);
        const kind = ground === 'location' ? locationAt(letters, hex) : undefined;
        return (
          <g key={hex} data-ground={hex} transform={`translate(${x.toFixed(2)} ${y.toFixed(2)})`}>
            <polygon points={HEX} fill={groundFill(prefix, ground)} stroke="#00000040" stroke-width="0.4" />
            {ground === 'castle' && <path d={CASTLE_PATH} fill="#5b5046" />}
            {kind && <text class="kb-loc-abbr" y="-0.5" text-anchor="middle">{kt(`abbr.${kind}`)}</text>}
          </g>
        );
      })}
    </g>
  );
}

/** Re-drawn only when the map or the language changes, never on a move. */
export const TerrainLayer = memo(TerrainLayerImpl);
