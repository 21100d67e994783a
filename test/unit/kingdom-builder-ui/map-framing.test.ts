// A magnified Kingdom Builder map and the next targets (issue 35's walk: after the first tap the
// map zoomed, so later targets could be out of view). framed() is the camera the map takes when
// its targets change.
import { describe, expect, it } from 'vitest';
import { SIZE } from '../../../party/games/kingdom-builder/board.ts';
import { centreOf, MAP_HEIGHT, MAP_WIDTH, type Point } from '../../../web/games/kingdom-builder/hex-geometry.ts';
import { FIT, framed, type Camera } from '../../../web/games/kingdom-builder/useZoomPan.ts';

const hex = (row: number, col: number) => row * SIZE + col;

function shows(camera: Camera, p: Point): boolean {
  const w = MAP_WIDTH / camera.scale, h = MAP_HEIGHT / camera.scale;
  return p.x >= camera.x && p.x <= camera.x + w && p.y >= camera.y && p.y <= camera.y + h;
}

/** Magnified four times on the map's top left corner, as after a tap there. */
const TOP_LEFT: Camera = { scale: 4, x: 0, y: 0 };

describe('the map\'s camera when the targets change', () => {
  it('stays put when every target is in view already: nothing moves', () => {
    const near = [hex(1, 1), hex(2, 2), hex(3, 1)].map(centreOf);
    expect(framed(TOP_LEFT, near)).toBe(TOP_LEFT);
  });

  it('pans without zooming out when the targets fit the magnified view elsewhere', () => {
    const far = [hex(15, 15), hex(16, 16)].map(centreOf);
    const camera = framed(TOP_LEFT, far);
    expect(camera.scale).toBe(4);
    for (const p of far) expect(shows(camera, p)).toBe(true);
  });

  it('zooms out only as far as it must to show targets spread over the map', () => {
    const spread = [hex(1, 1), hex(18, 18)].map(centreOf);
    const camera = framed(TOP_LEFT, spread);
    for (const p of spread) expect(shows(camera, p)).toBe(true);
    const part = [hex(1, 1), hex(9, 9)].map(centreOf);
    const closer = framed(TOP_LEFT, part);
    for (const p of part) expect(shows(closer, p)).toBe(true);
    expect(closer.scale).toBeGreaterThan(camera.scale);
    expect(closer.scale).toBeLessThan(4);
  });

  it('leaves the whole map and an empty list of targets alone', () => {
    expect(framed(FIT, [centreOf(hex(19, 19))])).toBe(FIT);
    expect(framed(TOP_LEFT, [])).toBe(TOP_LEFT);
  });
});
