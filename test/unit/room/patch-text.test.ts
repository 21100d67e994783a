// A patch message is written out by hand on the room's hot path (party/room/state-stream.ts: patchText):
// it must be exactly the JSON of the PatchMessage the protocol describes.
import { describe, expect, it } from 'vitest';
import type { PatchMessage } from '../../../party/protocol/room.ts';
import { patchText } from '../../../party/room/state-stream.ts';

describe('patch text', () => {
  it('is the JSON of { v, type: "patch", from, rev: from + 1, patch }, field for field and in that order', () => {
    for (const [from, patch] of [[1, {}], [41, { view: { turn: [3] } }], [1_000_007, { log: [[{ i: 5, text: 'a "quoted" word' }]] }]] as const) {
      const message: PatchMessage = { v: 1, type: 'patch', from, rev: from + 1, patch };
      expect(patchText(from, JSON.stringify(patch))).toBe(JSON.stringify(message));
      expect(JSON.parse(patchText(from, JSON.stringify(patch)))).toEqual(message);
    }
  });
});
