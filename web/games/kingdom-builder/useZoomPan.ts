// Zoom and pan of the map by changing the SVG viewBox: drag with a mouse or one finger, pinch
// with two, Ctrl + wheel, or the +/- buttons. A drag longer than a few pixels swallows the click
// that ends it, so panning never builds by accident.
import { useCallback, useRef, useState } from 'preact/hooks';
import { MAP_HEIGHT, MAP_WIDTH, RADIUS, type Point } from './hex-geometry.ts';

export interface Camera { scale: number; x: number; y: number }

const MIN_SCALE = 1;
const MAX_SCALE = 6;
const DRAG_SLOP_PX = 6;
/** A hex this wide on screen once a tap has magnified the map, so that the tappable target drawn
 * inside it (KbMap's, 0.86 of a hex) is 48 px: a finger's width, above the usual 44 px. */
const TOUCH_HEX_PX = 56;
const HEX_WIDTH = Math.sqrt(3) * RADIUS;
export const FIT: Camera = { scale: 1, x: 0, y: 0 };

function clamp(camera: Camera): Camera {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, camera.scale));
  const w = MAP_WIDTH / scale, h = MAP_HEIGHT / scale;
  return {
    scale,
    x: Math.min(MAP_WIDTH - w, Math.max(0, camera.x)),
    y: Math.min(MAP_HEIGHT - h, Math.max(0, camera.y)),
  };
}

/** Zooms by `factor` keeping the map point `at` where it is on screen. */
function zoomAt(camera: Camera, factor: number, at: Point): Camera {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, camera.scale * factor));
  const k = camera.scale / scale;
  return clamp({ scale, x: at.x - (at.x - camera.x) * k, y: at.y - (at.y - camera.y) * k });
}

/**
 * The camera that shows every one of `points` with a hex's margin: once the targets change (a
 * settlement built, a tile's move begun, a new turn), a magnified map may leave some of them out
 * of view. It pans, and zooms out only as far as it must; a camera that shows them all already,
 * or the whole map, is returned as it is, so nothing moves then.
 */
export function framed(camera: Camera, points: readonly Point[]): Camera {
  if (points.length === 0 || camera.scale <= MIN_SCALE) return camera;
  const left = Math.max(0, Math.min(...points.map((p) => p.x)) - RADIUS), right = Math.min(MAP_WIDTH, Math.max(...points.map((p) => p.x)) + RADIUS);
  const top = Math.max(0, Math.min(...points.map((p) => p.y)) - RADIUS), bottom = Math.min(MAP_HEIGHT, Math.max(...points.map((p) => p.y)) + RADIUS);
  const w = MAP_WIDTH / camera.scale, h = MAP_HEIGHT / camera.scale;
  if (left >= camera.x && right <= camera.x + w && top >= camera.y && bottom <= camera.y + h) return camera;
  const scale = Math.max(MIN_SCALE, Math.min(camera.scale, MAP_WIDTH / (right - left), MAP_HEIGHT / (bottom - top)));
  return clamp({ scale, x: (left + right - MAP_WIDTH / scale) / 2, y: (top + bottom - MAP_HEIGHT / scale) / 2 });
}

interface Gesture { pointers: Map<number, Point>; start: Camera; dragged: boolean; origin: Point; spread: number; mid: Point }

export function useZoomPan() {
  const [camera, setCamera] = useState<Camera>(FIT);
  const svg = useRef<SVGSVGElement>(null);
  const gesture = useRef<Gesture | null>(null);
  const suppressClick = useRef(false);
  const lastPointer = useRef('mouse');
  const cameraRef = useRef(camera);
  cameraRef.current = camera;

  const unitsPerPx = () => MAP_WIDTH / cameraRef.current.scale / Math.max(1, svg.current?.clientWidth ?? 1);

  const toMap = (clientX: number, clientY: number): Point => {
    const rect = svg.current?.getBoundingClientRect();
    const c = cameraRef.current, k = unitsPerPx();
    return rect ? { x: c.x + (clientX - rect.left) * k, y: c.y + (clientY - rect.top) * k } : { x: c.x, y: c.y };
  };

  const summary = (pointers: Map<number, Point>) => {
    const list = [...pointers.values()];
    const mid = { x: list.reduce((s, p) => s + p.x, 0) / list.length, y: list.reduce((s, p) => s + p.y, 0) / list.length };
    const [a, b] = list;
    const spread = a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
    return { mid, spread };
  };

  const restart = (pointers: Map<number, Point>, dragged: boolean) => {
    const { mid, spread } = summary(pointers);
    gesture.current = { pointers, start: cameraRef.current, dragged, origin: mid, spread, mid };
  };

  const onPointerDown = (event: PointerEvent) => {
    lastPointer.current = event.pointerType;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const pointers = gesture.current?.pointers ?? new Map<number, Point>();
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    restart(pointers, gesture.current?.dragged ?? false);
  };

  const onPointerMove = (event: PointerEvent) => {
    const g = gesture.current;
    if (!g || !g.pointers.has(event.pointerId)) return;
    g.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const { mid, spread } = summary(g.pointers);
    if (!g.dragged && Math.hypot(mid.x - g.origin.x, mid.y - g.origin.y) < DRAG_SLOP_PX && g.pointers.size < 2) return;
    if (!g.dragged) {
      g.dragged = true;
      // Captured only once it is a drag: capturing earlier would retarget the click off the hex.
      try { svg.current?.setPointerCapture(event.pointerId); } catch { /* the pointer is already gone */ }
    }
    const k = unitsPerPx() * cameraRef.current.scale / g.start.scale;
    let next: Camera = { ...g.start, x: g.start.x - (mid.x - g.origin.x) * k, y: g.start.y - (mid.y - g.origin.y) * k };
    if (g.pointers.size >= 2 && g.spread > 0) {
      const rect = svg.current?.getBoundingClientRect();
      const at = rect ? { x: next.x + (mid.x - rect.left) * k, y: next.y + (mid.y - rect.top) * k } : { x: next.x, y: next.y };
      next = zoomAt(next, spread / g.spread, at);
    }
    setCamera(clamp(next));
  };

  const onPointerEnd = (event: PointerEvent) => {
    const g = gesture.current;
    if (!g) return;
    g.pointers.delete(event.pointerId);
    if (g.pointers.size === 0) {
      // Keep the flag until the click that follows this pointerup has been seen.
      const dragged = g.dragged;
      gesture.current = null;
      if (dragged) setTimeout(() => { suppressClick.current = false; }, 0);
      suppressClick.current = dragged;
    } else restart(g.pointers, true);
  };

  const onClickCapture = (event: MouseEvent) => {
    if (suppressClick.current) { event.stopPropagation(); event.preventDefault(); }
  };

  // Only Ctrl + wheel zooms (a trackpad pinch arrives as that too): a plain wheel scrolls the page,
  // which a map this large would otherwise trap.
  const onWheel = (event: WheelEvent) => {
    if (!event.ctrlKey && !event.metaKey) return;
    event.preventDefault();
    setCamera(zoomAt(cameraRef.current, Math.exp(-event.deltaY * 0.0015), toMap(event.clientX, event.clientY)));
  };

  const centre = (c: Camera): Point => ({ x: c.x + MAP_WIDTH / c.scale / 2, y: c.y + MAP_HEIGHT / c.scale / 2 });
  const zoomIn = () => setCamera(zoomAt(cameraRef.current, 1.5, centre(cameraRef.current)));
  const zoomOut = () => setCamera(zoomAt(cameraRef.current, 1 / 1.5, centre(cameraRef.current)));
  const reset = () => setCamera(FIT);

  /** Pans just enough to bring a map point into view (keyboard focus on a far hex). */
  const reveal = useCallback((p: Point) => {
    const c = cameraRef.current;
    const w = MAP_WIDTH / c.scale, h = MAP_HEIGHT / c.scale, margin = 12;
    if (p.x > c.x + margin && p.x < c.x + w - margin && p.y > c.y + margin && p.y < c.y + h - margin) return;
    setCamera(clamp({ scale: c.scale, x: p.x - w / 2, y: p.y - h / 2 }));
  }, []);

  /** Shows every one of `points` (the targets, when they change), as framed() says. */
  const frame = useCallback((points: readonly Point[]) => setCamera(framed(cameraRef.current, points)), []);

  /** Whether the click being handled came from a finger (a touch screen's tap). */
  const byTouch = () => lastPointer.current === 'touch';

  /**
   * A tap on a touch screen: brings the map to where a hex is a finger wide around the map point
   * `at`, which stays under the finger (the map's edge allowing), so a second tap in the same place
   * is on the same hex. A map already that close stays put.
   */
  const magnify = (at: Point) => {
    const c = cameraRef.current;
    const width = Math.max(1, svg.current?.clientWidth ?? 1);
    const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, TOUCH_HEX_PX * MAP_WIDTH / (HEX_WIDTH * width)));
    if (c.scale >= scale - 1e-6) return;
    setCamera(zoomAt(c, scale / c.scale, at));
  };
  const magnifyAt = (clientX: number, clientY: number) => magnify(toMap(clientX, clientY));

  const viewBox = `${camera.x.toFixed(2)} ${camera.y.toFixed(2)} ${(MAP_WIDTH / camera.scale).toFixed(2)} ${(MAP_HEIGHT / camera.scale).toFixed(2)}`;
  return {
    svg, camera, viewBox, zoomIn, zoomOut, reset, reveal, frame, byTouch, magnify, magnifyAt,
    handlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd, onClickCapture },
    onWheel,
  };
}
