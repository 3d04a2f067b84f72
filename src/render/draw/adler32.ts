/**
 * Adler-32 (RFC 1950 §8.2), the checksum a zlib stream ends with, and the combination of two checksums into the
 * checksum of the two pieces one after the other (zlib's adler32_combine). The banded PNG writer (png-bands.ts)
 * checksums each band of rows once, when it changes, and combines the kept checksums of the rest.
 */

/** The largest prime below 2^16. */
const BASE = 65521;
/** The most bytes summed before the sums must be reduced modulo BASE to stay below 2^32 (zlib's NMAX). */
const NMAX = 5552;

/** The Adler-32 of `data`, continuing from `start` (1, the checksum of nothing). */
export function adler32(data: Uint8Array, start = 1): number {
  let a = start & 0xffff;
  let b = start >>> 16;
  const n = data.length;
  let i = 0;
  while (i < n) {
    const end = Math.min(n, i + NMAX);
    // Sixteen bytes a turn (it measured a third faster than one), then the rest of the stretch one by one.
    for (const end16 = end - ((end - i) & 15); i < end16; i += 16) {
      a += data[i]!; b += a; a += data[i + 1]!; b += a; a += data[i + 2]!; b += a; a += data[i + 3]!; b += a;
      a += data[i + 4]!; b += a; a += data[i + 5]!; b += a; a += data[i + 6]!; b += a; a += data[i + 7]!; b += a;
      a += data[i + 8]!; b += a; a += data[i + 9]!; b += a; a += data[i + 10]!; b += a; a += data[i + 11]!; b += a;
      a += data[i + 12]!; b += a; a += data[i + 13]!; b += a; a += data[i + 14]!; b += a; a += data[i + 15]!; b += a;
    }
    for (; i < end; i++) {
      a += data[i]!;
      b += a;
    }
    a %= BASE;
    b %= BASE;
  }
  return ((b << 16) | a) >>> 0;
}

/** The Adler-32 of A followed by B, from the Adler-32 of A, that of B, and B's length in bytes. */
export function adler32Combine(first: number, second: number, secondLength: number): number {
  const rem = secondLength % BASE;
  let sum1 = first & 0xffff;
  let sum2 = (rem * sum1) % BASE;
  sum1 += (second & 0xffff) + BASE - 1;
  sum2 += (first >>> 16) + (second >>> 16) + BASE - rem;
  if (sum1 >= BASE) sum1 -= BASE;
  if (sum1 >= BASE) sum1 -= BASE;
  if (sum2 >= BASE * 2) sum2 -= BASE * 2;
  if (sum2 >= BASE) sum2 -= BASE;
  return ((sum2 << 16) | sum1) >>> 0;
}
