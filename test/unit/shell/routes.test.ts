import { describe, expect, it } from 'vitest';
import { dailyPath, parseRoute, tableIdFrom, tablePath } from '../../../web/routes.ts';
import { shownRoute } from '../../../web/shown-route.ts';

const id = 'abcdefghij0123456789klmnop';

describe('routes', () => {
  it('knows the lobby, a table and its embed, and nothing else', () => {
    expect(parseRoute('/')).toEqual({ page: 'lobby' });
    expect(parseRoute(`/t/${id}`)).toEqual({ page: 'table', id });
    expect(parseRoute(`/t/${id}/`)).toEqual({ page: 'table', id });
    expect(parseRoute(`/embed/${id}`)).toEqual({ page: 'embed', id });
    expect(parseRoute(tablePath(id))).toEqual({ page: 'table', id });
    for (const path of ['/t/', '/t/short', `/t/${id.toUpperCase()}`, `/t/${id}/x`, `/x/${id}`, '/lobby']) {
      expect(parseRoute(path)).toEqual({ page: 'missing' });
    }
  });

  it('shows the rules page of each game that has one (/learn/<game>), and nothing for a game without one', () => {
    expect(shownRoute(parseRoute('/learn/dominion'))).toEqual({ page: 'learn', game: 'dominion' });
    expect(shownRoute(parseRoute('/learn/kingdom-builder/'))).toEqual({ page: 'learn', game: 'kingdom-builder' });
    // The address reads as a rules page; the web registry has none for it, so the app shows nothing there.
    expect(parseRoute('/learn/chess')).toEqual({ page: 'learn', game: 'chess' });
    for (const path of ['/learn', '/learn/', '/learn/chess', '/learn/dominion/x', '/learn/Dominion']) expect(shownRoute(parseRoute(path)), path).toEqual({ page: 'missing' });
  });

  it('knows a day of a daily challenge (/daily/<game>/<date>) by its shape: a real day (which games have one, the server says)', () => {
    expect(parseRoute('/daily/dominion/2026-11-26')).toEqual({ page: 'daily', game: 'dominion', date: '2026-11-26' });
    expect(parseRoute(dailyPath('kingdom-builder', '2024-02-29'))).toEqual({ page: 'daily', game: 'kingdom-builder', date: '2024-02-29' });
    for (const wrong of ['/daily/dominion/2026-02-30', '/daily/dominion/2026-13-01', '/daily/Tiny/2026-11-26', '/daily/dominion', '/daily/dominion/26-11-2026']) {
      expect(parseRoute(wrong), wrong).toEqual({ page: 'missing' });
    }
  });

  it('finds the table id in whatever a person pastes', () => {
    expect(tableIdFrom(id)).toBe(id);
    expect(tableIdFrom(`  ${id.toUpperCase()}  `)).toBe(id);
    expect(tableIdFrom(`https://kingdoms.example/t/${id}`)).toBe(id);
    expect(tableIdFrom(`http://localhost:8787/embed/${id}?x=1#y`)).toBe(id);
    expect(tableIdFrom(`/t/${id}`)).toBe(id);
    expect(tableIdFrom('https://kingdoms.example/')).toBeNull();
    expect(tableIdFrom('hello')).toBeNull();
    expect(tableIdFrom('')).toBeNull();
  });
});
