import type { Terrain } from '../../../party/games/kingdom-builder/index.ts';
import { kt } from './i18n.ts';
import { GroundSwatch } from './terrain-art.tsx';

/** A terrain as the cards show it: its swatch and its name. */
export function TerrainName({ terrain }: { terrain: Terrain }) {
  return (
    <span class="kb-terrain-name" data-terrain={terrain}>
      <GroundSwatch ground={terrain} />
      {kt(`terrain.${terrain}`)}
    </span>
  );
}
