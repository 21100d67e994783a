// The live map: ground, tiles left on locations, settlements, and the hexes the player may choose
// now, which are focusable buttons (Tab or arrow keys, Enter or Space) as well as clickable.
// On a touch screen a fitted hex is narrower than a finger, so a tap never builds: it magnifies
// the map around the tap until a hex is a finger wide and selects the tapped hex, which a second
// tap or the confirm button then chooses.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { KbView } from '../../../party/games/kingdom-builder/index.ts';
import { centreOf, hexPoints, MAP_HEIGHT, MAP_WIDTH, nearest, nextInDirection } from './hex-geometry.ts';
import { hexName } from './hex-names.ts';
import { kt } from './i18n.ts';
import { lang } from '../../i18n/index.ts';
import { SettlementMark } from './settlement-mark.tsx';
import { TerrainLayer } from './TerrainLayer.tsx';
import { useZoomPan } from './useZoomPan.ts';

export type TargetRole = 'build' | 'pick' | 'place';

interface Props {
  view: KbView;
  names: string[];
  targets: readonly number[];
  role: TargetRole;
  /** The settlement picked to move, outlined while its destination is chosen. */
  picked: number | null;
  /** Settlements placed since the previous turn began, marked so changes are easy to spot. */
  recent: readonly number[];
  onChoose(hex: number): void;
  /** A click on a hex that is not a target: the board asks the room, which says why not. */
  onAttempt?(hex: number): void;
}

const TARGET = hexPoints(8.6);
const RING = hexPoints(9.2);
const ARROWS: Record<string, [number, number]> = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export function KbMap({ view, names, targets, role, picked, recent, onChoose, onAttempt }: Props) {
  const zoom = useZoomPan();
  // The hex a tap selected, waiting for confirmation; only ever one of the current targets.
  const [tapped, setTapped] = useState<number | null>(null);
  const selected = tapped !== null && targets.includes(tapped) ? tapped : null;
  const confirm = () => {
    if (selected === null) return;
    setTapped(null);
    onChoose(selected);
  };
  const onTarget = (hex: number) => {
    if (!zoom.byTouch()) { onChoose(hex); return; }
    if (hex === selected) { confirm(); return; }
    zoom.magnify(centreOf(hex));
    setTapped(hex);
  };
  // A tap beside the targets magnifies there too, so the next tap can land on the hex meant.
  // Any other hex is tried as it is, so the room can say why it is not a target.
  const onMapClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (target.closest('[data-testid=kb-target]')) return;
    if (zoom.byTouch()) zoom.magnifyAt(event.clientX, event.clientY);
    const hexOf = target.closest('[data-ground],[data-settlement],[data-location]');
    const hex = Number(hexOf?.getAttribute('data-ground') ?? hexOf?.getAttribute('data-settlement') ?? hexOf?.getAttribute('data-location') ?? NaN);
    if (Number.isInteger(hex)) onAttempt?.(hex);
  };
  const targetsKey = `${role}:${targets.join(',')}`;
  useEffect(() => zoom.frame(targets.map(centreOf)), [targetsKey]);
  // A hex chosen from the keyboard vanishes with the move; focus goes on to the nearest new target.
  const refocusNear = useRef<number | null>(null);
  useEffect(() => {
    const near = refocusNear.current;
    if (near === null || targets.length === 0) return;
    refocusNear.current = null;
    const next = nearest(near, targets);
    zoom.svg.current?.querySelector<SVGGElement>(`[data-hex="${next}"]`)?.focus();
  }, [targets]);

  const onKeyDown = (event: KeyboardEvent, hex: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      refocusNear.current = hex;
      onChoose(hex);
      return;
    }
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const next = nextInDirection(hex, targets, arrow[0], arrow[1]);
    if (next !== null) zoom.svg.current?.querySelector<SVGGElement>(`[data-hex="${next}"]`)?.focus();
  };

  return (
    <div class="kb-map">
      <div class="kb-zoom" role="group" aria-label={kt('map.label')}>
        <span class="hint kb-zoom-hint kb-hint-mouse">{kt('map.zoomHint')}</span>
        <span class="hint kb-zoom-hint kb-hint-touch" data-testid="kb-touch-hint">{kt('map.touchHint')}</span>
        <button type="button" class="button" onClick={zoom.zoomIn} aria-label={kt('map.zoomIn')} title={kt('map.zoomIn')}>+</button>
        <button type="button" class="button" onClick={zoom.zoomOut} aria-label={kt('map.zoomOut')} title={kt('map.zoomOut')}>−</button>
        <button type="button" class="button" onClick={zoom.reset} aria-label={kt('map.reset')} title={kt('map.reset')}>⤢</button>
      </div>
      <svg
        ref={zoom.svg}
        class="kb-map-svg"
        viewBox={zoom.viewBox}
        style={{ aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}` }}
        role="group"
        aria-label={kt('map.label')}
        aria-describedby={targets.length > 0 ? 'kb-map-keys kb-why-not' : 'kb-why-not'}
        data-testid="kb-map"
        onWheel={zoom.onWheel}
        onClick={onMapClick}
        {...zoom.handlers}
      >
        <TerrainLayer letters={view.map} prefix="kb-map" lang={lang.value} />
        <g class="kb-tiles-left">
          {view.locations.map((loc) => {
            const { x, y } = centreOf(loc.hex);
            return (
              <g key={loc.hex} data-location={loc.hex} data-left={loc.left}>
                <title>{`${kt(`loc.${loc.tile}`)}: ${kt('map.tilesLeft', { n: loc.left })}`}</title>
                <text x={x} y={y + 6.4} text-anchor="middle" class="kb-loc-left">{'●'.repeat(loc.left) || '○'}</text>
              </g>
            );
          })}
        </g>
        <g class="kb-settlements">
          {view.settlements.map((seat, hex) => {
            if (seat < 0) return null;
            const { x, y } = centreOf(hex);
            return (
              <g key={hex} data-seat={seat} data-settlement={hex}>
                <title>{`${kt('map.of', { name: names[seat] ?? `#${seat + 1}` })}: ${hexName(view.map, hex)}`}</title>
                <SettlementMark seat={seat} x={x} y={y} />
              </g>
            );
          })}
        </g>
        <g class="kb-recent" aria-hidden="true">
          {recent.map((hex) => {
            const { x, y } = centreOf(hex);
            return <circle key={hex} cx={x} cy={y} r={7.6} />;
          })}
        </g>
        {picked !== null && (() => {
          const { x, y } = centreOf(picked);
          return <polygon class="kb-picked" points={RING} transform={`translate(${x} ${y})`} />;
        })()}
        {selected !== null && (() => {
          const { x, y } = centreOf(selected);
          return <polygon class="kb-selected" data-testid="kb-selected" data-hex={selected} points={RING} transform={`translate(${x} ${y})`} />;
        })()}
        <g class="kb-targets">
          {targets.map((hex) => {
            const { x, y } = centreOf(hex);
            const label = kt(`map.${role}`, { hex: hexName(view.map, hex) });
            return (
              <g
                key={`${role}-${hex}`}
                class={`kb-target kb-target-${role}`}
                data-hex={hex}
                data-testid="kb-target"
                transform={`translate(${x.toFixed(2)} ${y.toFixed(2)})`}
                tabIndex={0}
                role="button"
                aria-label={label}
                onClick={() => onTarget(hex)}
                onKeyDown={(event) => onKeyDown(event, hex)}
                // Only focus a person can see moves the map: not the focus kept after a click.
                onFocus={(event) => { if ((event.currentTarget as Element).matches(':focus-visible')) zoom.reveal({ x, y }); }}
              >
                <title>{label}</title>
                <polygon points={TARGET} />
              </g>
            );
          })}
        </g>
      </svg>
      {selected !== null && (
        <div class="kb-confirm" role="group" aria-label={kt('map.label')}>
          <button type="button" class="button-primary" onClick={confirm} data-testid="kb-confirm">
            {kt(`map.${role}`, { hex: hexName(view.map, selected) })}
          </button>
          <button type="button" class="button" onClick={() => setTapped(null)} data-testid="kb-confirm-cancel">{kt('action.cancel')}</button>
        </div>
      )}
      {targets.length > 0 && <p id="kb-map-keys" class="visually-hidden">{kt('map.keys')}</p>}
    </div>
  );
}
