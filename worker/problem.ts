// Every refusal of the API: a 4xx with { error: { code, message } } naming the problem.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiError } from '../party/protocol/lobby.ts';

export function problem(status: ContentfulStatusCode, code: string, message: string) {
  const body: ApiError = { error: { code, message } };
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}
