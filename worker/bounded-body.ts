// A request body read no further than a limit: reading it whole first (`req.text()`) would hold a
// body of any size in memory, or wait forever on one that never ends, before it could be refused.
import { parseBoundedJson } from '../party/limits/json-limits.ts';

export type BoundedBody = { ok: true; text: string } | { ok: false; code: 'too-large' | 'bad-encoding'; message: string };

export async function readBoundedBody(req: Request, maxBytes: number): Promise<BoundedBody> {
  const tooLarge: BoundedBody = { ok: false, code: 'too-large', message: `The body is larger than ${maxBytes} bytes.` };
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) return tooLarge;
  if (!req.body) return { ok: true, text: '' };
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Nothing more of it is wanted; the rest is not read.
      await reader.cancel().catch(() => undefined);
      return tooLarge;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes) };
  } catch {
    return { ok: false, code: 'bad-encoding', message: 'The body is not valid UTF-8 text.' };
  }
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; status: 400 | 413; code: string; message: string };

/** A JSON request body, read no further than `maxBytes` and measured before it is parsed. */
export async function readJsonBody(req: Request, maxBytes: number): Promise<JsonBody> {
  const read = await readBoundedBody(req, maxBytes);
  if (!read.ok) return { ok: false, status: read.code === 'too-large' ? 413 : 400, code: read.code, message: `Request body: ${read.message}` };
  const json = parseBoundedJson(read.text, maxBytes);
  if (!json.ok) return { ok: false, status: json.code === 'too-large' ? 413 : 400, code: json.code, message: `Request body: ${json.message}` };
  return json;
}
