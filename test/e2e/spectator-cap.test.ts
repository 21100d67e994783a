// The spectator cap on the server people run (`npm start`'s wrangler dev, here the browser tests'
// own), not only in the vitest pool: the two disagreed once (issue 18). Sockets that open and say
// nothing, half of them naming one connection id, crowd a table in play whose player dropped.
import { describe, expect, it } from 'vitest';
import { MAX_SEAT_ONLY, MAX_SPECTATORS } from '../../party/limits/limits.ts';
import { spectatorCapProbe } from '../soak/probes.ts';
import { baseUrl } from './browser.ts';

describe('spectator cap under wrangler dev', () => {
  it(`200 silent sockets: at most ${MAX_SPECTATORS} spectators + ${MAX_SEAT_ONLY} places kept stay open, and the dropped player gets back to the seat`, async () => {
    const probe = await spectatorCapProbe(baseUrl(), { sockets: 200, mode: 'silent' });
    console.log(probe.figure);
    expect(probe.ok, probe.figure).toBe(true);
  }, 120_000);
});
