import { describe, expect, it } from 'vitest';
import { distanceField, PAD, pieceSizeFor } from '../../../src/captcha/server/images/piece.js';
import { svgMask, type RawImage } from '../../../src/captcha/server/images/raster.js';
import { pieceSvg, sides, type Outline, type Side } from '../../../src/captcha/server/images/shapes.js';
import { loadSharp } from '../../../src/captcha/server/images/sharp.js';

/** The field by its definition: from each pixel to the nearest pixel of the other side, searched one by one. */
function bySearch(mask: RawImage): Float32Array {
  const s = mask.width;
  const w = s + 2 * PAD;
  const side = new Uint8Array(w * w);
  for (let y = 0; y < s; y += 1)
    for (let x = 0; x < s; x += 1) side[(y + PAD) * w + x + PAD] = (mask.data[y * s + x] as number) >= 128 ? 1 : 0;
  const cap = PAD + 2;
  const out = new Float32Array(w * w);
  for (let y = 0; y < w; y += 1)
    for (let x = 0; x < w; x += 1) {
      let nearest = cap * cap;
      const v = side[y * w + x];
      for (let by = 0; by < w; by += 1)
        for (let bx = 0; bx < w; bx += 1)
          if (side[by * w + bx] !== v) nearest = Math.min(nearest, (bx - x) ** 2 + (by - y) ** 2);
      const d = Math.min(cap, Math.sqrt(nearest) - 0.5);
      out[y * w + x] = v ? d : -d;
    }
  return out;
}

describe('a piece outline distance field', () => {
  it('holds the distance to the other side of the outline, capped, for outlines of knobs and notches', async () => {
    const sharp = await loadSharp();
    const size = pieceSizeFor(300, 220);
    // Each side a knob, a notch or plain: 9 of the 81 outlines, and the two masks with one side only.
    const outlines: Outline[] = Array.from({ length: 9 }, (_, i) => {
      const code = i * 10;
      const knobs: Side[] = [];
      const notches: Side[] = [];
      sides.forEach((side, i) => {
        const feature = Math.floor(code / 3 ** i) % 3;
        if (feature === 1) knobs.push(side);
        if (feature === 2) notches.push(side);
      });
      return { knobs, notches };
    });
    const masks = await Promise.all(outlines.map((outline) => svgMask(sharp, pieceSvg(size, outline))));
    for (const fill of [0, 255])
      masks.push({ data: Buffer.alloc(size * size, fill), width: size, height: size, channels: 1 });
    for (const mask of masks) expect(distanceField(mask)).toEqual(bySearch(mask));
  });
});
