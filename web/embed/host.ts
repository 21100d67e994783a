// The line to the page around the widget. Events go only to the origin the loader named, and
// only once that origin agrees with what the browser says the parent really is; commands are
// taken only from the parent window at that origin. Any other frame or window is ignored.
import type { WidgetCommand, WidgetEvent } from './protocol.ts';

/**
 * The origin to talk to, or null to stay silent. `claimed` comes from the widget's address (the
 * loader sets it); `ancestor` is location.ancestorOrigins[0] where the browser has it, `referrer`
 * document.referrer otherwise. A claim the browser contradicts is refused.
 */
export function verifiedOrigin(claimed: string | null, ancestor: string | undefined, referrer: string): { origin: string | null; problem: string | null } {
  if (claimed === null) return { origin: null, problem: null };
  let actual: string | null = ancestor ?? null;
  if (actual === null && referrer !== '') {
    try { actual = new URL(referrer).origin; } catch { actual = null; }
  }
  if (actual !== null && actual !== claimed) {
    return { origin: null, problem: `the widget was told its page is ${claimed}, but it is framed by ${actual}; it sends no events.` };
  }
  return { origin: claimed, problem: null };
}

export interface Host {
  /** True when a verified host page listens (embed.js framed the widget). */
  readonly verified: boolean;
  /** Sends an event to the host page (nothing when the widget is not framed by a verified page). */
  post(event: WidgetEvent): void;
  /** Calls `handler` with each command from the host page; returns a function that stops it. */
  listen(handler: (command: WidgetCommand) => void): () => void;
}

export function connectHost(claimed: string | null): Host {
  const framed = window.parent !== window;
  const { origin, problem } = framed
    ? verifiedOrigin(claimed, location.ancestorOrigins?.[0], document.referrer)
    : { origin: null, problem: null };
  if (problem) console.error(`[kingdoms] ${problem}`);
  return {
    verified: origin !== null,
    post(event) {
      if (origin !== null) window.parent.postMessage(event, origin);
    },
    listen(handler) {
      const onMessage = (event: MessageEvent) => {
        if (origin === null || event.source !== window.parent || event.origin !== origin) return;
        const data = event.data as WidgetCommand | null;
        if (typeof data?.type === 'string' && data.type.startsWith('kingdoms:')) handler(data);
      };
      addEventListener('message', onMessage);
      return () => removeEventListener('message', onMessage);
    },
  };
}

/** Within this long of the page loading something, a height is sent once it has held still SETTLE_MS. */
export const AFTER_LOAD_MS = 2000;
export const SETTLE_MS = 400;
/** The longest a height waits for the page to settle (or finish loading) before it is sent anyway. */
export const MAX_HOLD_MS = 3000;

/**
 * Reports the page's height whenever it changes, so the host sizes the frame to the content:
 * the widget never shows inner scrollbars. The page is never taller than its content (no vh
 * heights in the embed), so sizing the frame cannot feed back into a new height.
 * While something on the page is loading (`aria-busy`: the game list, the table's first state,
 * the board's code) and for AFTER_LOAD_MS after, a change is sent once the height has held still
 * for SETTLE_MS, at the latest MAX_HOLD_MS after it began: a widget that seats its player and
 * draws the board in several steps resizes the host page once or twice, not at every step, and
 * never to a one-line "Loading…" in between. In play, a change is sent at once, so the frame
 * never lags behind what the player is about to click.
 */
export function watchHeight(report: (height: number) => void): () => void {
  let last = -1;
  /** When the first change not yet sent was seen. */
  let since: number | null = null;
  /** When the page was last seen loading something (at first: it is loading). */
  let busyAt = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const busy = () => {
    if (document.querySelector('[aria-busy=true]') === null) return false;
    busyAt = performance.now();
    return true;
  };
  const measure = () => {
    since = null;
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    // Nothing drawn yet: keep the loader's starting height rather than collapse the frame.
    if (height > 0 && height !== last) {
      last = height;
      report(height);
    }
  };
  const send = () => {
    timer = undefined;
    const held = performance.now() - (since ?? performance.now());
    if (held < MAX_HOLD_MS && busy()) timer = setTimeout(send, Math.min(SETTLE_MS, MAX_HOLD_MS - held));
    else measure();
  };
  const changed = () => {
    const now = performance.now();
    if (!busy() && since === null && now - busyAt > AFTER_LOAD_MS) return measure();
    since ??= now;
    clearTimeout(timer);
    timer = setTimeout(send, Math.max(0, Math.min(SETTLE_MS, since + MAX_HOLD_MS - now)));
  };
  const observer = new ResizeObserver(changed);
  observer.observe(document.documentElement);
  changed();
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}
