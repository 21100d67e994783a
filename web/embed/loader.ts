// embed.js: the one script a host site adds. It turns every [data-kingdoms] element (now and
// later) into an iframe of the widget, sizes the frame to what the widget reports, and passes
// the widget's events on as DOM events. No imports but types: it is built on its own, as a
// classic script that leaves nothing in the host page's scope but `window.Kingdoms`.
import type { WidgetEvent } from './protocol.ts';

/** The games' option attributes (web/games/<id>/embed.ts), written in when embed.js is built. */
declare const GAME_OPTION_ATTRIBUTES: readonly string[];

(() => {
  const page = window as Window & { Kingdoms?: unknown };
  if (page.Kingdoms) return; // the script was included twice
  const script = document.currentScript as HTMLScriptElement | null;
  const src = script?.src || document.querySelector<HTMLScriptElement>('script[src*="/embed.js"]')?.src;
  if (!src) {
    console.error('[kingdoms] embed.js could not tell which server it came from; load it with <script src="https://<server>/embed.js">.');
    return;
  }
  const server = new URL(src).origin;
  // Attributes the widget reads; anything else is most likely a typo, so the host hears of it.
  const known = /^(mode|table|players|level|bot-speed|lang|theme|clock|bots-after|name|id|style-[a-z0-9-]+)$/;
  const hosts = new WeakMap<Window, HTMLElement>();
  const FRAME = 'data-kingdoms-frame';
  // A widget that never reports (its server unreachable, a page it does not trust) is shown anyway.
  const REVEAL_ANYWAY_MS = 5000;

  const frameOf = (el: Element) => el.querySelector<HTMLIFrameElement>(`:scope > iframe[${FRAME}]`);

  function mount(el: HTMLElement): void {
    if (frameOf(el)) return;
    const query = new URLSearchParams({ game: el.dataset.kingdoms ?? '' });
    for (const { name, value } of Array.from(el.attributes)) {
      if (!name.startsWith('data-') || name === 'data-kingdoms') continue;
      const key = name.slice(5);
      if (known.test(key) || GAME_OPTION_ATTRIBUTES.includes(key)) query.set(key, value);
      else console.warn(`[kingdoms] unknown attribute ${name} ignored`);
    }
    // Where to send events: the widget checks this against its real parent before trusting it.
    query.set('origin', location.origin);
    const frame = document.createElement('iframe');
    frame.setAttribute(FRAME, '');
    frame.title = 'Kingdoms';
    frame.allow = 'clipboard-write';
    // The frame holds its place at a starting height, unseen, until the widget has drawn and sent
    // its real height: the host page sees one change of size, never a half-drawn frame.
    frame.style.cssText = 'display:block;width:100%;height:360px;border:0;overflow:hidden;visibility:hidden';
    setTimeout(() => { frame.style.visibility = ''; }, REVEAL_ANYWAY_MS);
    frame.src = `${server}/embed/widget?${query}`;
    el.replaceChildren(frame);
    if (frame.contentWindow) hosts.set(frame.contentWindow, el);
  }

  function scan(root: ParentNode = document): void {
    if (root instanceof HTMLElement && root.hasAttribute('data-kingdoms')) mount(root);
    root.querySelectorAll<HTMLElement>('[data-kingdoms]').forEach(mount);
  }

  addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== server) return;
    const el = hosts.get(event.source as Window);
    const data = event.data as WidgetEvent | null;
    if (!el || typeof data?.type !== 'string' || !data.type.startsWith('kingdoms:')) return;
    const frame = frameOf(el);
    if (data.type === 'kingdoms:resize' && frame) {
      frame.style.height = `${Math.max(0, Math.ceil(data.height))}px`;
      frame.style.visibility = '';
    }
    if (data.type === 'kingdoms:error') console.error(`[kingdoms] ${data.code}: ${data.message}`);
    el.dispatchEvent(new CustomEvent(data.type, { detail: data, bubbles: true }));
  });

  new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach((node) => { if (node instanceof Element) scan(node); });
  }).observe(document.documentElement, { childList: true, subtree: true });
  scan();

  page.Kingdoms = {
    /** Mounts widgets in `root` now (they are also found on their own when added). */
    scan,
    /** Sends a command (`new-game`, `set-lang`, `set-theme`) to the widget in `el`. */
    send(el: Element, command: string, data: object = {}): void {
      frameOf(el)?.contentWindow?.postMessage({ ...data, type: `kingdoms:${command}` }, server);
    },
  };
})();
