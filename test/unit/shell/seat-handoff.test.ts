// The seat token handed from the embed widget to a full tab in the URL fragment: only a
// well-formed token after "#seat=" is taken; anything else hands over nothing. The page never
// keeps the handed token as its own (it attaches with it as a hand-off and the room answers with
// a new one), and a page that holds a seat at that table ignores the link. The pair it attaches
// with (handed token, new token) stays in the tab's sessionStorage until the room answers, so a
// reload asks again the same way; no other table's page reads it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handedToken, handoffSettled, handoffUrl, takeHandoff } from '../../../web/net/seat-handoff.ts';
import { loadToken, saveToken } from '../../../web/net/seat-token.ts';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9';

describe('seat hand-over in the fragment', () => {
  it('puts the token after the table path, in the fragment only', () => {
    const url = new URL(handoffUrl('/t/abc', TOKEN), 'https://kingdoms.example');
    expect(url.pathname).toBe('/t/abc');
    expect(url.search).toBe('');
    expect(handedToken(url.hash)).toBe(TOKEN);
  });

  it('refuses fragments that are not exactly one token', () => {
    expect(handedToken('')).toBeNull();
    expect(handedToken('#seat=')).toBeNull();
    expect(handedToken(`#seat=${TOKEN}x`)).toBeNull();
    expect(handedToken(`#seat=${TOKEN.slice(1)}`)).toBeNull();
    expect(handedToken(`#seat=${TOKEN.slice(0, 31)}!`)).toBeNull();
    expect(handedToken(`#other=${TOKEN}`)).toBeNull();
  });

  describe('on the table page', () => {
    const TABLE = 'abcdefghijklmnopqrstuvwxyz';
    afterEach(() => vi.unstubAllGlobals());

    // The browser globals the page reads, over plain maps (the unit project runs in node).
    const area = (stored: Map<string, string>) => ({
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
      removeItem: (k: string) => void stored.delete(k),
    });
    // `session`: the tab's sessionStorage, kept over a reload (the same map again).
    function page(hash: string, session = new Map<string, string>(), table = TABLE): { address: () => string; session: Map<string, string> } {
      vi.stubGlobal('localStorage', area(new Map()));
      vi.stubGlobal('sessionStorage', area(session));
      const location = { hash, pathname: `/t/${table}`, search: '' };
      let address = `${location.pathname}${hash}`;
      vi.stubGlobal('location', location);
      vi.stubGlobal('history', {
        state: null,
        replaceState: (_state: unknown, _title: string, url: string) => { address = url; location.hash = ''; },
      });
      return { address: () => address, session };
    }

    it('gives the handed token with a new one to attach with as a hand-off, stores no seat token, and clears the address', () => {
      const tab = page(`#seat=${TOKEN}`);
      const pair = takeHandoff(TABLE);
      expect(pair?.token).toBe(TOKEN);
      expect(pair?.next).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(pair?.next).not.toBe(TOKEN);
      expect(loadToken(TABLE)).toBeNull();
      expect(tab.address()).toBe(`/t/${TABLE}`);
    });

    it('a reload before the room answered asks again with the same pair; once answered, or at another table, there is none', () => {
      const first = page(`#seat=${TOKEN}`);
      const pair = takeHandoff(TABLE);
      const reloaded = page('', first.session);
      expect(takeHandoff(TABLE)).toEqual(pair);
      page('', reloaded.session, 'anothertableanothertable00');
      expect(takeHandoff('anothertableanothertable00')).toBeNull();
      page('', reloaded.session);
      handoffSettled(TABLE);
      expect(takeHandoff(TABLE)).toBeNull();
      // Another tab has its own sessionStorage: it never sees the pair.
      page('');
      expect(takeHandoff(TABLE)).toBeNull();
    });

    it('a page holding a seat at that table keeps it and takes nothing; a malformed fragment is only cleared', () => {
      const held = page(`#seat=${TOKEN}`);
      saveToken(TABLE, 'MyOwnSeatTokenMyOwnSeatToken0123');
      expect(takeHandoff(TABLE)).toBeNull();
      expect(loadToken(TABLE)).toBe('MyOwnSeatTokenMyOwnSeatToken0123');
      expect(held.address()).toBe(`/t/${TABLE}`);
      const malformed = page('#seat=short');
      expect(takeHandoff(TABLE)).toBeNull();
      expect(malformed.address()).toBe(`/t/${TABLE}`);
    });
  });
});
