// A request that opens a table (POST /api/tables, a daily attempt): JSON only, rate-limited per
// client address, the body bounded, then checked against its schema; or the refusal to answer.
import * as v from 'valibot';
import type { Env } from '../party/env.ts';
import { TABLES_PER_MINUTE } from '../party/limits/limits.ts';
import { describeIssues } from '../party/protocol/schema.ts';
import { readJsonBody } from './bounded-body.ts';
import { problem } from './problem.ts';
import { isJsonContentType, mayCreateTable } from './table-creation.ts';

type Schema = v.GenericSchema;

export async function tableRequest<S extends Schema>(env: Env, request: Request, schema: S, maxBytes: number, what: string):
  Promise<{ ok: true; value: v.InferOutput<S> } | { ok: false; response: Response }> {
  const refuse = (response: Response) => ({ ok: false as const, response });
  if (!isJsonContentType(request.headers.get('content-type') ?? undefined)) {
    return refuse(problem(415, 'unsupported-media-type', `Send ${what} as JSON, with content-type: application/json.`));
  }
  if (!(await mayCreateTable(env, request))) {
    return refuse(problem(429, 'too-many-tables', `At most ${TABLES_PER_MINUTE} new tables a minute from one address; wait a little.`));
  }
  const body = await readJsonBody(request, maxBytes);
  if (!body.ok) return refuse(problem(body.status, body.code, body.message));
  const parsed = v.safeParse(schema, body.value);
  if (!parsed.success) return refuse(problem(400, 'invalid', describeIssues(parsed.issues)));
  return { ok: true, value: parsed.output };
}
