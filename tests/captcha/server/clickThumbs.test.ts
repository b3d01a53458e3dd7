import type { SharpOptions } from 'sharp';
import { describe, expect, it } from 'vitest';
import { generatedBackgrounds } from '../../../src/captcha/server/images/backgrounds.js';
import { CLICK_THUMB, makeClick } from '../../../src/captcha/server/images/click.js';
import type { MakerContext } from '../../../src/captcha/server/images/context.js';
import { loadSharp, type Sharp } from '../../../src/captcha/server/images/sharp.js';

describe('click thumbs', () => {
  it('encodes the thumb of each order of glyphs once, and shows every order its own', async () => {
    const real = await loadSharp();
    // sharp, counting the thumbs it is given to encode (raw pixels of the thumb's size).
    let thumbsEncoded = 0;
    const counting = ((input: Buffer, options?: SharpOptions) => {
      if (options?.raw?.width === CLICK_THUMB.width && options.raw.height === CLICK_THUMB.height) thumbsEncoded += 1;
      return real(input, options);
    }) as Sharp;
    const context: MakerContext = {
      sharp: counting,
      width: 300,
      height: 220,
      format: 'webp',
      backgrounds: generatedBackgrounds(300, 220),
    };
    // The glyph points by centre in the picture give the order asked; the thumb is found by it.
    const thumbs = new Map<string, string>();
    let repeated = 0;
    for (let i = 0; i < 400 && repeated < 3; i += 1) {
      const { data } = await makeClick(context, [
        { x: 40, y: 40 },
        { x: 150, y: 110 },
        { x: 260, y: 180 },
      ]);
      const order = await glyphOrder(real, data.thumb);
      const seen = thumbs.get(order);
      if (seen !== undefined) {
        repeated += 1;
        expect(data.thumb).toBe(seen);
      }
      thumbs.set(order, data.thumb);
    }
    expect(repeated).toBe(3);
    expect(thumbsEncoded).toBe(thumbs.size);
    // Different orders, different thumbs.
    expect(new Set(thumbs.values()).size).toBe(thumbs.size);
  });
});

/** A name for what a thumb shows: its decoded pixels, summed by columns of the strip (one run per glyph). */
async function glyphOrder(sharp: Sharp, thumb: string): Promise<string> {
  const bytes = Buffer.from(thumb.split(',')[1] ?? '', 'base64');
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const columns: number[] = [];
  for (let x = 0; x < info.width; x += 1) {
    let sum = 0;
    for (let y = 0; y < info.height; y += 1) sum += data[(y * info.width + x) * 4 + 3] as number;
    columns.push(Math.round(sum / 64));
  }
  return columns.join(',');
}
