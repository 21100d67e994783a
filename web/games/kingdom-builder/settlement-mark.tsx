// Each seat's settlement: its own colour and its own shape, so seats differ without colour too.

export const SEAT_COLOURS = ['#d2461e', '#1f5fd1', '#f6f6f2', '#7b2fa8'] as const;
const SHAPES = [
  'M-5 5V-1.2L0-5.8L5-1.2V5Z',
  'M-5.2 0a5.2 5.2 0 1 0 10.4 0a5.2 5.2 0 1 0-10.4 0Z',
  'M-4.6-4.6H4.6V4.6H-4.6Z',
  'M0-6.2L5.8 4.6H-5.8Z',
] as const;

/** The message key naming each seat's shape, in seat order. */
export const SHAPE_KEYS = ['shape.0', 'shape.1', 'shape.2', 'shape.3'] as const;

export function shapeKey(seat: number): (typeof SHAPE_KEYS)[number] {
  return SHAPE_KEYS[seat % SHAPE_KEYS.length] as (typeof SHAPE_KEYS)[number];
}

export function seatColour(seat: number): string {
  return SEAT_COLOURS[seat % SEAT_COLOURS.length] as string;
}

/** A seat's marker centred on (x, y) in map units; `scale` 1 fits a hex. */
export function SettlementMark({ seat, x = 0, y = 0, scale = 1 }: { seat: number; x?: number; y?: number; scale?: number }) {
  return (
    <path
      d={SHAPES[seat % SHAPES.length]}
      transform={`translate(${x.toFixed(2)} ${y.toFixed(2)}) scale(${scale})`}
      fill={seatColour(seat)}
      stroke="#1a1a1a"
      stroke-width={1.1}
      stroke-linejoin="round"
    />
  );
}

/** The marker as a small inline icon for lists and headings. */
export function SeatIcon({ seat }: { seat: number }) {
  return (
    <svg class="kb-seat-icon" viewBox="-7 -7 14 14" width="18" height="18" aria-hidden="true">
      <SettlementMark seat={seat} />
    </svg>
  );
}
