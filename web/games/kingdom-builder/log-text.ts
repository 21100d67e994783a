// One line of the game log in the reader's language; entries with nothing to tell give null.
import type { VisibleLogEntry } from '../../../party/games/core/types.ts';
import type { LocationKind, Terrain } from '../../../party/games/kingdom-builder/index.ts';
import { hexName } from './hex-names.ts';
import { kt } from './i18n.ts';

export function logText(entry: VisibleLogEntry, letters: string, names: string[]): string | null {
  const data = entry.data ?? {};
  const name = entry.seat === undefined ? '' : (names[entry.seat] ?? `#${entry.seat + 1}`);
  const terrain = (t: unknown) => kt(`terrain.${t as Terrain}`);
  const tile = (t: unknown) => kt(`loc.${t as LocationKind}`);
  const hex = (h: unknown) => hexName(letters, h as number);
  switch (entry.type) {
    case 'setup': return kt('log.setup');
    case 'turn': return kt('log.turn', { name, terrain: terrain(data.card) });
    case 'build': return data.by === 'mandatory'
      ? kt('log.build', { name, hex: hex(data.hex) })
      : kt('log.buildTile', { name, hex: hex(data.hex), tile: tile(data.by) });
    case 'move': return kt('log.move', { name, from: hex(data.from), to: hex(data.to), tile: tile(data.by) });
    case 'tile-gained': return kt('log.tileGained', { name, tile: tile(data.tile) });
    case 'tile-lost': return kt('log.tileLost', { name, tile: tile(data.tile) });
    case 'undo': return kt('log.undo', { name });
    case 'end-turn': {
      const ended = kt('log.endTurn', { name });
      return entry.mine?.drew ? `${ended} ${kt('log.drew', { terrain: terrain(entry.mine.drew) })}` : ended;
    }
    case 'card-unplayable': return kt('log.unplayable', { name, terrain: terrain(data.card) });
    case 'reshuffle': return kt('log.reshuffle');
    case 'last-round': return kt('log.lastRound', { name });
    case 'game-over': return kt('log.gameOver');
    default: return null;
  }
}
