// What the map's colours, patterns and markers mean.
import { LOCATION_KINDS } from '../../../party/games/kingdom-builder/board.ts';
import { kt } from './i18n.ts';
import { SeatIcon, shapeKey } from './settlement-mark.tsx';
import { GroundSwatch, type Ground } from './terrain-art.tsx';

const GROUNDS: Exclude<Ground, 'location'>[] = ['grass', 'canyon', 'desert', 'flower', 'forest', 'water', 'mountain', 'castle'];

export function Legend({ names }: { names: string[] }) {
  return (
    <details class="kb-panel kb-legend">
      <summary>{kt('legend.title')}</summary>
      <ul class="kb-legend-list">
        {GROUNDS.map((g) => <li key={g}><GroundSwatch ground={g} />{kt(`terrain.${g}`)}</li>)}
        {LOCATION_KINDS.map((k) => (
          <li key={k}><span class="kb-abbr">{kt(`abbr.${k}`)}</span>{kt(`loc.${k}`)}</li>
        ))}
        {names.map((name, seat) => (
          <li key={`seat-${seat}`}><SeatIcon seat={seat} />{name} ({kt(shapeKey(seat))})</li>
        ))}
      </ul>
    </details>
  );
}
