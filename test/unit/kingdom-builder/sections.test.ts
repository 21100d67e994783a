import { describe, expect, it } from 'vitest';
import { neighbourTable, parseGrid, TERRAIN_LETTERS } from '../../../party/games/kingdom-builder/board.ts';
import { LOCATION_LETTERS } from '../../../party/games/kingdom-builder/board.ts';
import { SECTION_IDS, SECTION_TEXT } from '../../../party/games/kingdom-builder/sections.ts';

const neighbours = neighbourTable(10, 10);
const count = (letters: string, set: string) => [...letters].filter((ch) => set.includes(ch)).length;
const BUILDABLE = Object.values(TERRAIN_LETTERS).join('');

describe('the eight sections (DESIGN.md shape rules)', () => {
  it('there is one section per location type', () => {
    expect(SECTION_IDS.slice().sort()).toEqual(Object.keys(LOCATION_LETTERS).sort());
  });

  for (const id of SECTION_IDS) {
    const letters = parseGrid(SECTION_TEXT[id], 10, 10);
    const own = LOCATION_LETTERS[id];
    describe(id, () => {
      it('is 10 x 10 hexes of known letters', () => expect(typeof letters).toBe('string'));
      const map = typeof letters === 'string' ? letters : '';
      it('carries only its own location type', () => {
        expect(count(map, 'ofatvbhp')).toBe(count(map, own));
      });
      it(id === 'oracle' || id === 'harbor' ? 'has 2 castles and 1 location hex' : 'has 1 castle and 2 location hexes', () => {
        const two = id === 'oracle' || id === 'harbor';
        expect(count(map, 'K')).toBe(two ? 2 : 1);
        expect(count(map, own)).toBe(two ? 1 : 2);
      });
      it('has 63-79 buildable hexes', () => {
        expect(count(map, BUILDABLE)).toBeGreaterThanOrEqual(63);
        expect(count(map, BUILDABLE)).toBeLessThanOrEqual(79);
      });
      it('has 11-18 hexes of each buildable terrain', () => {
        for (const t of BUILDABLE) {
          expect(count(map, t), t).toBeGreaterThanOrEqual(11);
          expect(count(map, t), t).toBeLessThanOrEqual(18);
        }
      });
      it('has 5-34 water and 0-13 mountain hexes', () => {
        expect(count(map, 'W')).toBeGreaterThanOrEqual(5);
        expect(count(map, 'W')).toBeLessThanOrEqual(34);
        expect(count(map, 'M')).toBeLessThanOrEqual(13);
      });
      it('every location hex and castle touches buildable land inside the section', () => {
        for (let h = 0; h < 100; h++) {
          if (!'Kofatvbhp'.includes(map[h] as string)) continue;
          const touching = Array.from(neighbours.slice(h * 6, h * 6 + 6)).filter((n) => n >= 0 && BUILDABLE.includes(map[n] as string));
          expect(touching.length, `hex ${h}`).toBeGreaterThan(0);
        }
      });
    });
  }
});
