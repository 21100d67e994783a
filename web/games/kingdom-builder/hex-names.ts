// Words for hexes: what a screen reader hears on the map and what the log prints.
import { colOf, rowOf } from './hex-geometry.ts';
import { kt } from './i18n.ts';
import { groundOf } from './terrain-art.tsx';
import { locationAt } from './TerrainLayer.tsx';

export function groundName(letters: string, hex: number): string {
  const ground = groundOf(letters[hex] ?? '');
  if (ground === 'location') {
    const kind = locationAt(letters, hex);
    return kind ? kt(`loc.${kind}`) : '';
  }
  return kt(`terrain.${ground}`);
}

export function hexName(letters: string, hex: number): string {
  return kt('map.hex', { terrain: groundName(letters, hex), row: rowOf(hex) + 1, col: colOf(hex) + 1 });
}
