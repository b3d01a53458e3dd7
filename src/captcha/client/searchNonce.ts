// The browser's proof-of-work solver (the puzzle's format is in ../challengeData.ts; the server checks the
// work with node:crypto, in ../server/work.ts).

/**
 * The first nonce `n` in [from, to) for which SHA-256 of `prefix + n` starts with `bits` zero bits (1 to 32),
 * or -1 when there is none in the range. `prefix` is ASCII of at most 39 characters, so prefix and nonce fit
 * one SHA-256 block. A synchronous SHA-256 of one block, written out: in Chromium it runs several times faster
 * than `crypto.subtle.digest`, whose every call is a promise (bench/captcha-work.mjs measures both).
 *
 * Self-contained on purpose: the client's worker is made from this function's source text.
 */
export function searchNonce(prefix: string, bits: number, from: number, to: number): number {
  if (prefix.length > 39 || bits < 1 || bits > 32) throw new RangeError('searchNonce: prefix or bits out of range');
  const k = [
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
    0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
    0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
    0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
    0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
    0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
    0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
    0xc67178f2,
  ].map((word) => word | 0);
  const block = new Uint8Array(64);
  const w = new Int32Array(64);
  for (let i = 0; i < prefix.length; i += 1) block[i] = prefix.charCodeAt(i);
  for (let nonce = from; nonce < to; nonce += 1) {
    const digits = String(nonce);
    let length = prefix.length;
    for (let i = 0; i < digits.length; i += 1) block[length++] = digits.charCodeAt(i);
    block[length] = 0x80;
    block.fill(0, length + 1, 62);
    block[62] = (length * 8) >>> 8;
    block[63] = (length * 8) & 0xff;
    for (let i = 0; i < 16; i += 1) {
      w[i] = (block[4 * i]! << 24) | (block[4 * i + 1]! << 16) | (block[4 * i + 2]! << 8) | block[4 * i + 3]!;
    }
    for (let i = 16; i < 64; i += 1) {
      const a = w[i - 15]!;
      const b = w[i - 2]!;
      const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
      const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
    }
    let a = 0x6a09e667 | 0;
    let b = 0xbb67ae85 | 0;
    let c = 0x3c6ef372 | 0;
    let d = 0xa54ff53a | 0;
    let e = 0x510e527f | 0;
    let f = 0x9b05688c | 0;
    let g = 0x1f83d9ab | 0;
    let h = 0x5be0cd19 | 0;
    for (let i = 0; i < 64; i += 1) {
      const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const t1 = (h + s1 + ((e & f) ^ (~e & g)) + k[i]! + w[i]!) | 0;
      const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    // Only the first word of the digest decides: bits is at most 32.
    if (Math.clz32((a + 0x6a09e667) | 0) >= bits) return nonce;
  }
  return -1;
}
