// `npm run soak`: the reliability soak against a real local wrangler dev, printing one
// `bench <name> <value> <unit>` line per figure. Not part of `npm test` (a short one is: see
// test/e2e/soak.test.ts). Options: --tables N --seconds S --fuzz N --rest N --floods N
// --kills N --kill-tables N --seed N --observability (wrangler's local trace store on, to compare)
// --think MS (each player pauses before a move: a paced play phase) --saturate N --saturate-seconds S
// (a second phase of N tables answering at once, not inspected: moves/s at saturation)
// --profile FILE (a CPU profile of workerd over the play phase, summarized in the output).
// --full-states (sockets take whole states instead of patches, to compare).
// --probe-sockets N --probe-ids N --probe-flood N --probe-identities N: the abuse probes' sizes (./probes.ts; sockets 0
// leaves out the spectator-cap probes).
import { parseArgs } from 'node:util';
import { figureLines, runSoak } from './soak.ts';
import { runMatchLoad } from './match-load.ts';

// `--match [--players N]`: the matchmaker's load run instead (./match-load.ts).
if (process.argv.includes('--match')) {
  const i = process.argv.indexOf('--players');
  for (const line of await runMatchLoad(i >= 0 ? Number(process.argv[i + 1]) : 2_000, (l) => console.log(`# ${l}`))) console.log(line);
  process.exit(0);
}

const { values } = parseArgs({
  options: {
    tables: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '60' },
    fuzz: { type: 'string', default: '20000' },
    rest: { type: 'string', default: '3000' },
    floods: { type: 'string', default: '5' },
    kills: { type: 'string', default: '10' },
    'kill-tables': { type: 'string', default: '6' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    observability: { type: 'boolean', default: false },
    think: { type: 'string', default: '0' },
    saturate: { type: 'string', default: '0' },
    'saturate-seconds': { type: 'string' },
    profile: { type: 'string' },
    'full-states': { type: 'boolean', default: false },
    'probe-sockets': { type: 'string', default: '300' },
    'probe-ids': { type: 'string', default: '40' },
    'probe-flood': { type: 'string', default: '100' },
    'probe-identities': { type: 'string', default: '300' },
  },
});
const n = (k: keyof typeof values) => Number(values[k]);
console.log(`# soak seed ${values.seed}${values.observability ? ' (observability store on)' : ''}${values['full-states'] ? ' (whole states, no patches)' : ''}`);
const figures = await runSoak({
  tables: n('tables'), seconds: n('seconds'), fuzzMessages: n('fuzz'), restMessages: n('rest'), floods: n('floods'),
  killRounds: n('kills'), killTables: n('kill-tables'), seed: n('seed'), observability: values.observability === true,
  thinkMs: n('think'), saturationTables: n('saturate'),
  ...(values['saturate-seconds'] === undefined ? {} : { saturationSeconds: n('saturate-seconds') }),
  ...(values.profile === undefined ? {} : { profile: values.profile }),
  fullStates: values['full-states'] === true,
  probes: { sockets: n('probe-sockets'), unknownIds: n('probe-ids'), floodRequests: n('probe-flood'), identities: n('probe-identities') },
  log: (line) => console.log(`# ${line}`),
});
for (const line of figureLines(figures)) console.log(line);
for (const e of figures.examples) console.log(`# ${e}`);
const failedProbes = figures.probes.filter((p) => !p.ok).length;
process.exit(figures.leaks + figures.crashes + figures.unclearReplies + figures.lostMoves + figures.gaps + failedProbes > 0 ? 1 : 0);
