// What the widget and the page around it say to each other over postMessage. Types and names
// only: embed.js (the loader) must stay dependency-free, so it imports nothing but these types.

/** Every message in either direction has a `type` starting with this. */
export const PREFIX = 'kingdoms:';

export type Mode = 'bots' | 'friends' | 'table' | 'match' | 'daily' | 'learn';
export type Theme = 'light' | 'dark' | 'auto';

/** A seat's final score as the host page receives it; `player`: the seat's player id, null for bots and anonymous seats. */
export interface EventScore { seat: number; name: string; score: number; player: string | null }

/**
 * Widget -> host. `table` is the table the widget shows, or null before it has one. `player` is the
 * widget's own player id: browsers keep a framed page's storage apart per embedding site, so the
 * same person is a different player in a widget on each site (docs/embed.md).
 */
export type WidgetEvent =
  | { type: 'kingdoms:ready'; table: string | null; game: string; mode: Mode; status: string; player: string | null }
  | { type: 'kingdoms:seated'; table: string; seat: number; name: string; player: string | null }
  | { type: 'kingdoms:turn'; table: string; seat: number }
  | { type: 'kingdoms:game-over'; table: string; scores: EventScore[]; winners: number[] }
  | { type: 'kingdoms:resize'; table: string | null; height: number }
  | { type: 'kingdoms:error'; table: string | null; code: string; message: string };

/** Host -> widget. */
export type WidgetCommand =
  | { type: 'kingdoms:new-game' }
  | { type: 'kingdoms:set-lang'; lang: string }
  | { type: 'kingdoms:set-theme'; theme: string; style?: Record<string, string> };
