// The seat token handed from the embed widget to a full tab in the URL fragment: only a
// well-formed token after "#seat=" is taken; anything else hands over nothing.
import { describe, expect, it } from 'vitest';
import { handedToken, handoffUrl } from '../../../web/net/seat-handoff.ts';

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
});
