// The lobby's picture of the map the chosen sections make, drawn like the table's map.
import { useMemo } from 'preact/hooks';
import { assembleSections } from '../../../party/games/kingdom-builder/board.ts';
import type { SectionChoice } from '../../../party/games/kingdom-builder/index.ts';
import { sectionLetters } from '../../../party/games/kingdom-builder/sections.ts';
import { lang } from '../../i18n/index.ts';
import { MAP_HEIGHT, MAP_WIDTH } from './hex-geometry.ts';
import { kt } from './i18n.ts';
import { TerrainLayer } from './TerrainLayer.tsx';

export function MapPreview({ sections }: { sections: SectionChoice[] }) {
  const key = sections.map((s) => `${s.id}:${String(s.turned)}`).join(',');
  const letters = useMemo(() => assembleSections(sections.map((s) => sectionLetters(s.id, s.turned === true))), [key]);
  const names = sections.map((s) => kt(`loc.${s.id}`)).join(', ');
  return (
    <figure class="kb-preview">
      <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} role="img" aria-label={`${kt('opt.preview')}: ${names}`} data-testid="kb-preview">
        <TerrainLayer letters={letters} prefix="kb-preview" lang={lang.value} />
        <path
          d={`M${MAP_WIDTH / 2} 0V${MAP_HEIGHT}M0 ${MAP_HEIGHT / 2}H${MAP_WIDTH}`}
          stroke="#222"
          stroke-width="1.2"
          stroke-dasharray="4 3"
          aria-hidden="true"
        />
      </svg>
      <figcaption class="hint">{kt('opt.preview')}</figcaption>
    </figure>
  );
}
