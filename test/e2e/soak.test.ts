// The short reliability soak (`npm run soak` is the long one): a few tables of random players
// under the leak inspector, a few thousand fuzz messages and floods, and two kill -9 rounds, all
// against its own real wrangler dev. Fails on any leak, crash, 5xx, unclear reply or lost move.
import { describe, expect, it } from 'vitest';
import { figureLines, runSoak } from '../soak/soak.ts';

describe('reliability soak (short)', () => {
  it('random play, fuzz and kill -9 rounds: no leak, no crash, no unclear reply, no lost move', async () => {
    const seed = Date.now() % 1_000_000;
    const f = await runSoak({
      tables: 3, seconds: 12, fuzzMessages: 3_000, restMessages: 400, floods: 2, killRounds: 2, killTables: 2, seed,
      // The spectator cap has its own test against the browser tests' server (spectator-cap.test.ts).
      probes: { sockets: 0, unknownIds: 5, floodRequests: 30, identities: 40 },
    });
    console.log([`# soak seed ${seed}`, ...figureLines(f)].join('\n'));
    const why = `seed ${seed}:\n${f.examples.join('\n')}`;
    expect(f.leaks, why).toBe(0);
    expect(f.crashes, why).toBe(0);
    expect(f.unclearReplies, why).toBe(0);
    expect(f.lostMoves, why).toBe(0);
    // Unknown ids stored nothing, one address could not flood the lobby, hostile options got a clear
    // 4xx, and new ids refused a challenge left no Player object on disk.
    expect(f.probes.map((p) => p.name)).toEqual(['unknown-table-ids', 'table-creation-flood', 'hostile-options', 'identity-flood']);
    for (const p of f.probes) expect(p.ok, p.figure).toBe(true);
    // Every patch followed the state its socket held: none had to be answered with a sync.
    expect(f.gaps, why).toBe(0);
    // wrangler dev runs without its local trace store (scripts/wrangler-env.mjs).
    expect(f.observabilityStoreBytes).toBe(0);
    // The run must have done what it claims, or the zeros above prove nothing.
    expect(f.messagesInspected).toBeGreaterThan(500);
    expect(f.fuzzMessages).toBeGreaterThanOrEqual(3_000);
    expect(f.killRounds).toBe(2);
    expect(f.acknowledgedAtKill).toBeGreaterThan(0);
    // The second round's re-attaches each followed a broadcast to the seat's not yet attached
    // socket (a second tab leaving): checked as a spectator's, they are no leak.
    expect(f.attachGapsForced).toBeGreaterThan(0);
  }, 240_000);
});
