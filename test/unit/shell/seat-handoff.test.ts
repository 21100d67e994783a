// The seat token handed from the embed widget to a full tab in the URL fragment: only a
// well-formed token after "#seat=" is taken; anything else hands over nothing. The page never
// keeps the handed token as its own (it attaches with it as a hand-off and the room answers with
// a new one), and a page that holds a seat at that table ignores the link.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handedToken, handoffUrl, takeHandoff } from '../../../web/net/seat-handoff.ts';
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
    function page(hash: string): { address: () => string } {
      const stored = new Map<string, string>();
      vi.stubGlobal('localStorage', {
        getItem: (k: string) => stored.get(k) ?? null,
        setItem: (k: string, v: string) => void stored.set(k, v),
        removeItem: (k: string) => void stored.delete(k),
      });
      const location = { hash, pathname: `/t/${TABLE}`, search: '' };
      let address = `${location.pathname}${hash}`;
      vi.stubGlobal('location', location);
      vi.stubGlobal('history', {
        state: null,
        replaceState: (_state: unknown, _title: string, url: string) => { address = url; location.hash = ''; },
      });
      return { address: () => address };
    }

    it('gives the handed token to attach with as a hand-off, stores nothing, and clears the address', () => {
      const tab = page(`#seat=${TOKEN}`);
      expect(takeHandoff(TABLE)).toBe(TOKEN);
      expect(loadToken(TABLE)).toBeNull();
      expect(tab.address()).toBe(`/t/${TABLE}`);
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
