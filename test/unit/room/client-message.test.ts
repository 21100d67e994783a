// The room's check of incoming messages (party/protocol/schema.ts: parseClientMessage): moves take a hand-written
// path, and whatever it lets through or refuses must be exactly what valibot's schema would.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ClientMessageSchema, describeIssues, parseClientMessage } from '../../../party/protocol/schema.ts';

/** What valibot alone answers, in parseClientMessage's shape. */
function byValibot(data: unknown): ReturnType<typeof parseClientMessage> {
  const parsed = v.safeParse(ClientMessageSchema, data);
  return parsed.success ? { ok: true, message: parsed.output } : { ok: false, message: describeIssues(parsed.issues) };
}

const good = { v: 1, type: 'move', version: 3, id: 'm-1', move: { type: 'buy', card: 'silver' } };

const cases: unknown[] = [
  good,
  { ...good, extra: 'dropped' },
  { ...good, move: null },
  { ...good, move: undefined },
  { v: 1, type: 'move', version: 3, id: 'm-1' },
  { ...good, version: 0 },
  { ...good, version: -1 },
  { ...good, version: 2.5 },
  { ...good, version: '3' },
  { ...good, version: Number.MAX_SAFE_INTEGER + 2 },
  { ...good, id: '' },
  { ...good, id: 'x'.repeat(64) },
  { ...good, id: 'x'.repeat(65) },
  { ...good, id: 7 },
  { ...good, v: 2 },
  { ...good, v: '1' },
  { ...good, type: 'Move' },
  Object.assign(Object.create({ move: 'inherited' }), { v: 1, type: 'move', version: 1, id: 'a' }),
  [good],
  null,
  'move',
  { v: 1, type: 'sync' },
  { v: 1, type: 'join', name: '  Ann ' },
];

describe('client messages', () => {
  it('a move, well formed or not, gets the very answer valibot gives (same output, same error words)', () => {
    for (const data of cases) expect(parseClientMessage(data), JSON.stringify(data)).toEqual(byValibot(data));
  });

  it('a well-formed move comes back with only the fields of the protocol', () => {
    const parsed = parseClientMessage({ ...good, extra: 'dropped' });
    expect(parsed).toEqual({ ok: true, message: good });
  });

  it('a move with a bad field is refused naming the field', () => {
    expect(parseClientMessage({ ...good, version: 2.5 })).toEqual({ ok: false, message: 'version: version must be an integer' });
    expect(parseClientMessage({ ...good, id: '' })).toEqual({ ok: false, message: 'id: id must not be empty' });
  });
});
