import type * as Crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { generatedBackgrounds, hostBackgrounds } from '../../../src/captcha/server/images/backgrounds.js';
import { coin } from '../../../src/captcha/server/images/random.js';
import { varied } from '../../../src/captcha/server/images/raster.js';
import { loadSharp } from '../../../src/captcha/server/images/sharp.js';

/** node:crypto's randomness replayed from a seed, so that two ways of making a picture can draw the same. */
const seeded = vi.hoisted(() => {
  let state = 1;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  return {
    reset: (seed: number) => {
      state = seed;
    },
    randomInt: (min: number, max?: number) => (max === undefined ? next() % min : min + (next() % (max - min))),
    randomBytes: (count: number) => Buffer.from(Array.from({ length: count }, () => next() & 255)),
  };
});

vi.mock('node:crypto', async (original) => ({
  ...(await original<typeof Crypto>()),
  randomInt: seeded.randomInt,
  randomBytes: seeded.randomBytes,
}));

describe('a background source varied for a challenge', () => {
  it('is the next picture mirrored and tinted as varied() does it, for built-in scenes drawn so by sharp', async () => {
    const sharp = await loadSharp();
    const png = await sharp(Buffer.from(randomTexture(360, 264)), { raw: { width: 360, height: 264, channels: 3 } })
      .png()
      .toBuffer();
    for (const source of [generatedBackgrounds(sharp, 300, 220), hostBackgrounds(sharp, [png], 300, 220)]) {
      let mirrored = 0;
      for (let seed = 1; seed <= 8; seed += 1) {
        seeded.reset(seed);
        const fast = await source.varied(10);
        seeded.reset(seed);
        const plain = await source.next();
        const mirror = coin();
        const expected = varied(plain, mirror, 10);
        if (mirror) mirrored += 1;
        expect([fast.width, fast.height, fast.channels]).toEqual([300, 220, 3]);
        expect(fast.data.equals(expected.data)).toBe(true);
        // The variation changes the picture: mirrored or tinted, never the plain one.
        expect(fast.data.equals(plain.data)).toBe(false);
      }
      // Both ways of the mirror were drawn, so both were compared.
      expect(mirrored).toBeGreaterThan(0);
      expect(mirrored).toBeLessThan(8);
    }
  });
});

/** A texture of `width` x `height` RGB pixels from a fixed sequence (the test's randomness is replayed). */
function randomTexture(width: number, height: number): Uint8Array {
  const data = new Uint8Array(width * height * 3);
  for (let i = 0; i < data.length; i += 1) data[i] = 40 + (((i * 2654435761) >>> 24) % 176);
  return data;
}
