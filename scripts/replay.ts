// `npm run replay -- record.json`: rebuilds a game from its record (GET /api/tables/<id>/record)
// with the pure engine and prints the result, so a bug report can carry a whole game. Exits 1
// when a move is refused or the rebuilt result differs from the recorded one.
import { readFileSync } from 'node:fs';
import { parseRecord, rebuild } from '../party/games/core/record.ts';
import { gameIds, getGame } from '../party/games/index.ts';

function fail(message: string, code = 1): never {
  console.error(`replay: ${message}`);
  process.exit(code);
}

const file = process.argv[2];
if (!file) fail('usage: npm run replay -- record.json', 2);
let raw: unknown;
try {
  raw = JSON.parse(readFileSync(file, 'utf8'));
} catch (err) {
  fail(`cannot read ${file}: ${(err as Error).message}`, 2);
}
const parsed = parseRecord(raw);
if (!parsed.ok) fail(`${file}: ${parsed.error.message}`, 2);
const record = parsed.value;
const def = getGame(record.game);
if (!def) fail(`unknown game '${record.game}'; known: ${gameIds().join(', ')}`, 2);

const undone = record.moves.filter((m) => m.undone).length;
console.log(`${def.name}, table ${record.table ?? '?'}: ${record.players.join(', ')}`);
console.log(`moves: ${record.moves.length - undone} in play${undone ? `, ${undone} taken back (skipped)` : ''}`);
const built = rebuild(def, record);
if (!built.ok) fail(built.error.message);
const result = def.result(built.value.state);
if (!result) fail(`the game is not over after ${built.value.applied} moves`);
const nameOf = (seat: number) => record.players[seat] ?? `seat ${seat}`;
for (const s of [...result.scores].sort((a, b) => b.total - a.total)) {
  console.log(`  ${nameOf(s.seat)}: ${s.total}${result.winners.includes(s.seat) ? '  (winner)' : ''}`);
}
console.log(`winners: ${result.winners.map(nameOf).join(', ')}`);
if (record.result) {
  const same = JSON.stringify(record.result) === JSON.stringify(result);
  console.log(same ? 'matches the recorded result' : 'DIFFERS from the recorded result');
  if (!same) {
    console.log(`recorded: ${JSON.stringify(record.result.scores.map((s) => [nameOf(s.seat), s.total]))}`);
    process.exit(1);
  }
}
