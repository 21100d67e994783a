// Where a table lives (party/matchmaker/latency.ts, bestHint in pairing.ts): the hint whose worst
// seat's modelled round trip is least, among all nine, from players' coordinates.
import { describe, expect, it } from 'vitest';
import { HINTS, hintToHint, placeOf, roundTrips } from '../../../party/matchmaker/latency.ts';
import { bestHint, pair } from '../../../party/matchmaker/pairing.ts';
import { CITY, QUIET_TRAFFIC, T0, w } from './waiters.ts';

describe('placement', () => {
  it('the modelled round trips follow the measured paths: Tokyo to western Europe is a long haul, not a neighbour', () => {
    expect(roundTrips(CITY.tokyo).weur).toBeGreaterThan(200);
    expect(roundTrips(CITY.london).weur).toBeLessThan(30);
    // The west coast is served from the west: Los Angeles is nearer wnam than enam.
    expect(roundTrips(CITY.losAngeles).wnam).toBeLessThan(roundTrips(CITY.losAngeles).enam);
    expect(hintToHint('weur', 'enam')).toBe(hintToHint('enam', 'weur'));
  });

  it('a table of São Paulo and London goes to a third place, eastern North America, where the worst seat is least', () => {
    const { hint, worst } = bestHint([w('sp', { at: CITY.saoPaulo }), w('ldn', { at: CITY.london })]);
    expect(hint).toBe('enam');
    expect(worst).toBeLessThan(Math.min(roundTrips(CITY.saoPaulo).weur, roundTrips(CITY.london).sam));
  });

  it('the chosen hint is the least worst seat among all nine, for any mix of places', () => {
    const places = Object.values(CITY);
    for (let i = 0; i < places.length; i++) {
      for (let j = i; j < places.length; j++) {
        const members = [w('a', { at: places[i] }), w('b', { at: places[j] }), w('c', { at: places[(i + j) % places.length] })];
        const { hint, worst } = bestHint(members);
        const least = Math.min(...HINTS.map((h) => Math.max(...members.map((m) => m.rtt![h]))));
        expect(worst).toBe(least);
        expect(Math.max(...members.map((m) => m.rtt![hint!]))).toBe(least);
      }
    }
  });

  it('a table carries its hint and each seat\'s round trip there', () => {
    const [table] = pair([w('ldn', { at: CITY.london }), w('ber', { at: CITY.berlin, since: T0 + 1 })], T0 + 1_000, QUIET_TRAFFIC).tables;
    expect(table!.hint).toBe(bestHint([w('x', { at: CITY.london }), w('y', { at: CITY.berlin })]).hint);
    expect(table!.rtt).toEqual([roundTrips(CITY.london)[table!.hint!], roundTrips(CITY.berlin)[table!.hint!]]);
  });

  it('players of unknown place (a local run) sit anywhere, and their table has no hint', () => {
    const [table] = pair([w('a', { rtt: null }), w('b', { rtt: null, since: T0 + 1 })], T0, QUIET_TRAFFIC).tables;
    expect(table).toMatchObject({ hint: null, rtt: [0, 0] });
  });

  it('a place comes from Cloudflare\'s coordinates, else the continent\'s centre; nonsense gives none', () => {
    expect(placeOf('35.68', '139.76', 'AS')).toEqual({ lat: 35.68, lon: 139.76 });
    expect(placeOf(undefined, undefined, 'EU')).toEqual({ lat: 50, lon: 10 });
    expect(placeOf('91', '0', undefined)).toBeNull();
    expect(placeOf('', '', 'XX')).toBeNull();
  });
});
