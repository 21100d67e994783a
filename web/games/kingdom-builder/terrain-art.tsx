// How each kind of hex looks: a colour and a pattern, so terrains differ for colour-blind
// players and in print too. Patterns are SVG defs; `prefix` keeps ids unique per drawing.

export type Ground = 'grass' | 'canyon' | 'desert' | 'flower' | 'forest' | 'water' | 'mountain' | 'castle' | 'location';

const BY_LETTER: Record<string, Ground> = {
  G: 'grass', C: 'canyon', D: 'desert', F: 'flower', T: 'forest', W: 'water', M: 'mountain', K: 'castle',
};

/** What a map letter is drawn as; lower-case letters are locations. */
export function groundOf(letter: string): Ground {
  return BY_LETTER[letter] ?? 'location';
}

export const GROUND_COLOUR: Record<Ground, string> = {
  grass: '#a8d672',
  canyon: '#cf8450',
  desert: '#f0dc94',
  flower: '#e7b6df',
  forest: '#4f9a4f',
  water: '#74b9e8',
  mountain: '#a19c95',
  castle: '#d8d0c2',
  location: '#fff4c8',
};

const INK: Record<Ground, string> = {
  grass: '#5e9a2c',
  canyon: '#8f4a20',
  desert: '#b0903a',
  flower: '#a23d92',
  forest: '#225e25',
  water: '#2b73b0',
  mountain: '#59544d',
  castle: '#6d6255',
  location: '#9a7b1c',
};

/** The pattern tile of each ground: blades, stripes, dots, blossoms, trees, waves, peaks. */
function patternBody(ground: Ground) {
  const ink = INK[ground];
  switch (ground) {
    case 'grass': return <path d="M1.5 5.5v-2.5M3 5.5l0.6-2.2M5 2.5v-2M6.3 2.5l0.5-2" stroke={ink} stroke-width="0.7" fill="none" />;
    case 'canyon': return <path d="M-1 1l2-2M0 6L6 0M5 7l2-2" stroke={ink} stroke-width="1" />;
    case 'desert': return <g fill={ink}><circle cx="1.5" cy="1.5" r="0.55" /><circle cx="4.5" cy="4.5" r="0.55" /></g>;
    case 'flower': return <g fill={ink}><circle cx="2" cy="2" r="0.9" /><circle cx="5.5" cy="5.5" r="0.9" /><circle cx="2" cy="2" r="0.35" fill="#fff6a8" /><circle cx="5.5" cy="5.5" r="0.35" fill="#fff6a8" /></g>;
    case 'forest': return <g fill={ink}><path d="M2 0.5l1.6 3h-3.2z" /><path d="M5.5 3.8l1.6 3h-3.2z" /></g>;
    case 'water': return <path d="M0 2.5q1.5-1.5 3 0t3 0M0 5.5q1.5-1.5 3 0t3 0" stroke={ink} stroke-width="0.6" fill="none" />;
    case 'mountain': return <path d="M0.5 6l2.5-4.5 2.5 4.5" stroke={ink} stroke-width="0.8" fill="none" />;
    default: return null;
  }
}

const TILE_SIZE: Partial<Record<Ground, number>> = { grass: 7, canyon: 6, desert: 6, flower: 7, forest: 7, water: 6, mountain: 6 };

export const PATTERNED: Ground[] = ['grass', 'canyon', 'desert', 'flower', 'forest', 'water', 'mountain'];

/** The grounds' patterns, or only those of `only` (a swatch needs its own alone). */
export function TerrainDefs({ prefix, only }: { prefix: string; only?: Ground }) {
  return (
    <defs>
      {PATTERNED.filter((ground) => only === undefined || ground === only).map((ground) => {
        const size = TILE_SIZE[ground] as number;
        return (
          <pattern key={ground} id={`${prefix}-${ground}`} width={size} height={size} patternUnits="userSpaceOnUse">
            <rect width={size} height={size} fill={GROUND_COLOUR[ground]} />
            {patternBody(ground)}
          </pattern>
        );
      })}
    </defs>
  );
}

export function groundFill(prefix: string, ground: Ground): string {
  return PATTERNED.includes(ground) ? `url(#${prefix}-${ground})` : GROUND_COLOUR[ground];
}

/** A castle's outline, centred on the origin, sized for a hex of radius 10. */
export const CASTLE_PATH = 'M-5 4.5v-6h2v1.5h1.5v-1.5h3v1.5h1.5v-1.5h2v6zM-1.2 4.5v-2.6a1.2 1.2 0 0 1 2.4 0v2.6z';

/** A small hex of one ground, for cards, the legend and the lobby. */
export function GroundSwatch({ ground }: { ground: Ground }) {
  const prefix = `kb-sw-${ground}`;
  return (
    <svg class="kb-swatch" viewBox="-10 -10 20 20" width="20" height="20" aria-hidden="true">
      <TerrainDefs prefix={prefix} only={ground} />
      <polygon points="0,-9.5 8.2,-4.75 8.2,4.75 0,9.5 -8.2,4.75 -8.2,-4.75" fill={groundFill(prefix, ground)} stroke="#0006" stroke-width="0.8" />
      {ground === 'castle' && <path d={CASTLE_PATH} fill="#5b5046" />}
    </svg>
  );
}
