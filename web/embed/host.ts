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

/** How long the first height waits for the widget to finish drawing before it is sent anyway. */
export const FIRST_DRAW_WAIT_MS = 3000;

/**
 * Reports the page's height whenever it changes, so the host sizes the frame to the content:
 * the widget never shows inner scrollbars. The page is never taller than its content (no vh
 * heights in the embed), so sizing the frame cannot feed back into a new height.
 * The first height waits until nothing on the page is still loading (`aria-busy`: the game list,
 * the table's first state, the board's code), so the frame goes from the loader's reserved size
 * to the drawn size in one step, never through a one-line "Loading…" in between.
 */
export function watchHeight(report: (height: number) => void): () => void {
  let last = -1;
  const started = performance.now();
  const drawing = () => last < 0 && performance.now() - started < FIRST_DRAW_WAIT_MS
    && document.querySelector('[aria-busy=true]') !== null;
  const measure = () => {
    if (drawing()) return;
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    // Nothing drawn yet: keep the loader's starting height rather than collapse the frame.
    if (height > 0 && height !== last) {
      last = height;
      drawn.disconnect();
      report(height);
    }
  };
  const observer = new ResizeObserver(measure);
  observer.observe(document.documentElement);
  // Until the first report: the end of loading may not change the size the observer sees.
  const drawn = new MutationObserver(measure);
  drawn.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
  const late = setTimeout(measure, FIRST_DRAW_WAIT_MS);
  measure();
  return () => {
    observer.disconnect();
    drawn.disconnect();
    clearTimeout(late);
  };
}
