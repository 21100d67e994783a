// Every JSON body from outside (lobby requests, room and matchmaker messages) is measured before
// it is parsed: a few KiB of brackets nest thousands of levels deep, and code that walks such a
// value recursively (structured clone across an RPC, stringify, a validator) overflows the stack.
// No message of ours nests deeper than a handful of levels.

export const MAX_JSON_DEPTH = 32;

export type BoundedJson =
  | { ok: true; value: unknown }
  | { ok: false; code: 'too-large' | 'too-deep' | 'bad-json'; message: string };

/** UTF-8 length without allocating, stopping as soon as it is known to exceed `limit`. */
function utf8Exceeds(text: string, limit: number): boolean {
  if (text.length > limit) return true;
  if (text.length * 3 <= limit) return false;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c < 0xdc00 ? 4 : 3;
    if (c >= 0xd800 && c < 0xdc00) i++;
    if (bytes > limit) return true;
  }
  return false;
}

/** The deepest nesting of arrays and objects in `text`, brackets inside strings not counted. */
function depthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) {
      inString = true;
    } else if (c === 91 || c === 123) {
      if (++depth > limit) return true;
    } else if (c === 93 || c === 125) {
      depth--;
    }
  }
  return false;
}

/** Parses `text` as JSON only when it is at most `maxBytes` long and `maxDepth` deep. */
export function parseBoundedJson(text: string, maxBytes: number, maxDepth = MAX_JSON_DEPTH): BoundedJson {
  if (utf8Exceeds(text, maxBytes)) return { ok: false, code: 'too-large', message: `The JSON is larger than ${maxBytes} bytes.` };
  if (depthExceeds(text, maxDepth)) {
    return { ok: false, code: 'too-deep', message: `The JSON is nested more than ${maxDepth} levels deep.` };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, code: 'bad-json', message: 'This is not valid JSON.' };
  }
}
