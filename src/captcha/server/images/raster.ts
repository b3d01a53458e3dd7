/** Raw pixel buffers and the few pixel operations the challenges need, plus encoding to a data URL. */
import { bytes } from './random.js';
import type { Sharp, SharpPipeline } from './sharp.js';

/** Pixels row by row, `channels` bytes each (3: RGB, 4: RGBA; 1: a mask). */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 3 | 4;
}

/** The encoding of the images sent to the browser. */
export type ImageFormat = 'webp' | 'png';

/** Decodes any image sharp reads (SVG source included) to raw RGB or RGBA pixels at its own size. */
export async function toRaw(sharp: Sharp, input: Buffer | Uint8Array, channels: 3 | 4): Promise<RawImage> {
  const pipeline = channels === 4 ? sharp(input).ensureAlpha() : sharp(input).removeAlpha();
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels };
}

/** Rasterises an SVG string to a mask: the alpha channel, 0 to 255. */
export async function svgMask(sharp: Sharp, svg: string): Promise<RawImage> {
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .extractChannel(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 1 };
}

/**
 * A copy of an RGB image, mirrored left to right when `mirror` is set, each channel shifted by up to
 * +-`tint` (one shift per channel for the whole image: cheap to encode, unlike per-pixel noise).
 */
export function varied(source: RawImage, mirror: boolean, tint: number): RawImage {
  const { width, height } = source;
  const shift = bytes(3);
  // One lookup for the three channels: channel c's value v -> v + its shift, clamped, at c * 256 + v.
  const lookup = new Uint8ClampedArray(768);
  for (let c = 0; c < 3; c += 1) {
    const by = (((shift[c] as number) * (2 * tint + 1)) >> 8) - tint;
    for (let v = 0; v < 256; v += 1) lookup[c * 256 + v] = v + by;
  }
  const from = source.data;
  const out = Buffer.allocUnsafe(from.length);
  const rowBytes = width * 3;
  // Read each row forwards and write it forwards or backwards (a loop that reads backwards ran 5 times slower).
  const step = mirror ? -3 : 3;
  for (let row = 0; row < height * rowBytes; row += rowBytes) {
    let o = mirror ? row + rowBytes - 3 : row;
    for (let i = row; i < row + rowBytes; i += 3, o += step) {
      out[o] = lookup[from[i] as number] as number;
      out[o + 1] = lookup[256 + (from[i + 1] as number)] as number;
      out[o + 2] = lookup[512 + (from[i + 2] as number)] as number;
    }
  }
  return { data: out, width, height, channels: 3 };
}

/** A window of a picture, in its px (fractions allowed). */
export interface CropWindow {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Light over a picture: from the side at `angle` (radians), `strength` levels brighter there and darker
 * opposite, and a gain per channel (a colour cast). */
export interface Lighting {
  angle: number;
  strength: number;
  gains: [number, number, number];
}

/**
 * The `window` of an RGB picture resampled (bilinear) to width x height, each channel scaled by its gain
 * and shifted by the light's ramp: a crop, a small zoom and new light in one pass.
 */
export function relit(source: RawImage, window: CropWindow, width: number, height: number, light: Lighting): RawImage {
  const out = Buffer.allocUnsafe(width * height * 3);
  const from = source.data;
  const sx = window.width / width;
  const sy = window.height / height;
  const cos = Math.cos(light.angle);
  const sin = Math.sin(light.angle);
  const half = Math.hypot(width, height) / 2;
  const lastX = source.width - 1;
  const lastY = source.height - 1;
  for (let y = 0; y < height; y += 1) {
    const fy = Math.min(Math.max(window.top + (y + 0.5) * sy - 0.5, 0), lastY);
    const y0 = Math.floor(fy);
    const y1 = Math.min(y0 + 1, lastY);
    const wy = fy - y0;
    for (let x = 0; x < width; x += 1) {
      const fx = Math.min(Math.max(window.left + (x + 0.5) * sx - 0.5, 0), lastX);
      const x0 = Math.floor(fx);
      const x1 = Math.min(x0 + 1, lastX);
      const wx = fx - x0;
      const ramp = (((x - width / 2) * cos + (y - height / 2) * sin) / half) * light.strength;
      const a = (y0 * source.width + x0) * 3;
      const b = (y0 * source.width + x1) * 3;
      const c = (y1 * source.width + x0) * 3;
      const d = (y1 * source.width + x1) * 3;
      const o = (y * width + x) * 3;
      for (let k = 0; k < 3; k += 1) {
        const top = (from[a + k] as number) * (1 - wx) + (from[b + k] as number) * wx;
        const bottom = (from[c + k] as number) * (1 - wx) + (from[d + k] as number) * wx;
        const v = (top * (1 - wy) + bottom * wy) * (light.gains[k] as number) + ramp;
        out[o + k] = v < 0 ? 0 : v > 255 ? 255 : v;
      }
    }
  }
  return { data: out, width, height, channels: 3 };
}

/** Channel `c` of an RGB picture at (x, y), bilinear, clamped to its edges. */
export function bilinear(picture: RawImage, x: number, y: number, c: number): number {
  const { width, height, data } = picture;
  const cx = Math.min(Math.max(x, 0), width - 1);
  const cy = Math.min(Math.max(y, 0), height - 1);
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const x1 = Math.min(x0 + 1, width - 1);
  const y1 = Math.min(y0 + 1, height - 1);
  const fx = cx - x0;
  const fy = cy - y0;
  const top = y0 * width;
  const bottom = y1 * width;
  const a = data[(top + x0) * 3 + c] as number;
  const b = data[(top + x1) * 3 + c] as number;
  const d = data[(bottom + x0) * 3 + c] as number;
  const e = data[(bottom + x1) * 3 + c] as number;
  return (a * (1 - fx) + b * fx) * (1 - fy) + (d * (1 - fx) + e * fx) * fy;
}

/** Encodes what a sharp pipeline makes as a data URL of `format`. */
export async function encode(pipeline: SharpPipeline, format: ImageFormat): Promise<string> {
  const encoded =
    format === 'png'
      ? await pipeline.png({ compressionLevel: 3, adaptiveFiltering: false }).toBuffer()
      : await pipeline.webp({ quality: 82, alphaQuality: 90, effort: 0 }).toBuffer();
  return `data:image/${format};base64,${encoded.toString('base64')}`;
}

/** Encodes raw pixels as a data URL of `format`. */
export function toDataUrl(sharp: Sharp, image: RawImage, format: ImageFormat): Promise<string> {
  const raw = { width: image.width, height: image.height, channels: image.channels };
  return encode(sharp(image.data, { raw }), format);
}
