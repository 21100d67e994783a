// The widget talks only to the page the browser says is its parent, and only at the origin
// embed.js named; and the Worker lets only the allowed sites frame the widget.
import { describe, expect, it } from 'vitest';
import { verifiedOrigin } from '../../../web/embed/host.ts';
import { embedAncestors } from '../../../worker/frame-policy.ts';

describe('the host page origin', () => {
  it('is trusted when the browser agrees (ancestorOrigins, or the referrer where that is missing)', () => {
    expect(verifiedOrigin('https://shop.example', 'https://shop.example', '')).toEqual({ origin: 'https://shop.example', problem: null });
    expect(verifiedOrigin('https://shop.example', undefined, 'https://shop.example/games/page?x=1')).toEqual({ origin: 'https://shop.example', problem: null });
  });

  it('is refused, with the reason, when the real parent is another site', () => {
    const { origin, problem } = verifiedOrigin('https://shop.example', 'https://evil.example', '');
    expect(origin).toBeNull();
    expect(problem).toBe('the widget was told its page is https://shop.example, but it is framed by https://evil.example; it sends no events.');
    expect(verifiedOrigin('https://shop.example', undefined, 'https://evil.example/').origin).toBeNull();
  });

  it('stays silent when no origin was given (a plain iframe without embed.js)', () => {
    expect(verifiedOrigin(null, 'https://shop.example', '')).toEqual({ origin: null, problem: null });
  });

  it('falls back to the claim when the browser says nothing (no ancestorOrigins, no referrer): postMessage still delivers only there', () => {
    expect(verifiedOrigin('https://shop.example', undefined, '').origin).toBe('https://shop.example');
  });
});

describe('EMBED_ALLOWED_ORIGINS', () => {
  it('is any site by default and for "*"', () => {
    expect(embedAncestors(undefined)).toEqual({ sources: '*', ignored: [] });
    expect(embedAncestors('*')).toEqual({ sources: '*', ignored: [] });
    expect(embedAncestors('  ')).toEqual({ sources: '*', ignored: [] });
  });

  it('lists our own site and each valid origin, and names what it ignored', () => {
    expect(embedAncestors('https://example.com, https://*.example.org:8443 http://localhost:5173')).toEqual({
      sources: "'self' https://example.com https://*.example.org:8443 http://localhost:5173", ignored: [],
    });
    expect(embedAncestors("example.com 'unsafe-inline' https://ok.example")).toEqual({
      sources: "'self' https://ok.example", ignored: ['example.com', "'unsafe-inline'"],
    });
  });
});
