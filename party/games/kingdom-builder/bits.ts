// Sets of hexes as bits: hex h is bit h % 32 of word h / 32. Asking "which hexes of this terrain
// touch my settlements" becomes 13 word ANDs instead of a walk over every hex of the terrain.
// (No import of board.ts: it builds its tables from this module.)

/** Words of a 400-hex set. */
export const WORDS = 13;

export function hexBits(): Uint32Array {
  return new Uint32Array(WORDS);
}

export function setBit(bits: Uint32Array, hex: number): void {
  bits[hex >>> 5] = (bits[hex >>> 5] as number) | (1 << (hex & 31));
}

export function clearBit(bits: Uint32Array, hex: number): void {
  bits[hex >>> 5] = (bits[hex >>> 5] as number) & ~(1 << (hex & 31));
}

export function hasBit(bits: Uint32Array, hex: number): boolean {
  return ((bits[hex >>> 5] as number) & (1 << (hex & 31))) !== 0;
}

/** The lowest hex of one word's bits (x !== 0), `word` being the word's index. */
export function lowestHex(word: number, x: number): number {
  return (word << 5) + 31 - Math.clz32(x & -x);
}

/** The hexes set in `bits`, ascending. */
export function hexesOfBits(bits: Uint32Array): number[] {
  const out: number[] = [];
  for (let w = 0; w < WORDS; w++) {
    for (let x = bits[w] as number; x !== 0; x &= x - 1) out.push(lowestHex(w, x));
  }
  return out;
}
