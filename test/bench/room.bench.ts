// What an accepted move costs the server: a short soak (a few tables of four random players and a
// spectator against a real wrangler dev, no fuzz, no kills) read as workerd's CPU time per
// accepted move (from /proc, so CPU rather than wall clock: a busy machine changes it less).
// `npm run soak` prints the same figure at any scale.
import { runSoak } from '../soak/soak.ts';

export default async function run(): Promise<void> {
  const f = await runSoak({ tables: 4, seconds: 20, fuzzMessages: 0, restMessages: 0, floods: 0, killRounds: 0, killTables: 0, seed: 1 });
  if (f.cpuPerMove !== null) console.log(`bench room.cpu-per-move ${f.cpuPerMove.toFixed(2)} ms`);
  else console.log('# room.cpu-per-move: no /proc here, so no CPU figure');
  if (f.workerCpuPerMove !== null) console.log(`bench room.worker-cpu-per-move ${f.workerCpuPerMove.toFixed(2)} ms`);
  console.log(`bench room.moves ${f.movesPerSecond.toFixed(1)} moves/s`);
  console.log(`bench room.round-trip-p50 ${f.rttP50.toFixed(1)} ms`);
  console.log(`bench room.round-trip-p99 ${f.rttP99.toFixed(1)} ms`);
  console.log(`bench room.bytes-per-move-per-seat ${f.bytesPerMovePerSeat.toFixed(0)} B`);
  console.log(`bench room.state-bytes-per-seat-p50 ${f.stateBytesP50} B`);
  console.log(`bench room.state-bytes-per-seat-p95 ${f.stateBytesP95} B`);
  console.log(`# room: ${f.tables} tables (4 at once), 20 s, 4 players + a spectator each (target <= 1 ms per move)`);
}
