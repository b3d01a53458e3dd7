/** Rotate challenges: a round picture whose middle (the thumb) is turned by a random angle. */
import type { RotateData } from '../../challengeData.js';
import type { ChallengeAnswerOf } from './answer.js';
import type { MakerContext } from './context.js';
import { between, coin } from './random.js';
import { toDataUrl, varied, type RawImage } from './raster.js';

/** The thumb is turned at least this far from upright either way, so leaving it as it is never passes. */
export const MIN_TURN = 30;

/** Diameter of the thumb for a round picture `size` across (120 px for 220). */
export function thumbSizeFor(size: number): number {
  return 2 * Math.round(size * 0.2727);
}

/** The `size` x `size` square at `left` of an RGB picture. */
function square(picture: RawImage, left: number, size: number): RawImage {
  const data = Buffer.allocUnsafe(size * size * 3);
  for (let y = 0; y < size; y += 1) {
    const from = (y * picture.width + left) * 3;
    picture.data.copy(data, y * size * 3, from, from + size * 3);
  }
  return { data, width: size, height: size, channels: 3 };
}

/** The picture's colour at (x, y), bilinear, clamped to its edges, into `out` at `at`. */
function sample(picture: RawImage, x: number, y: number, out: Buffer, at: number): void {
  const { width, height, data } = picture;
  const cx = Math.min(Math.max(x, 0), width - 1);
  const cy = Math.min(Math.max(y, 0), height - 1);
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const x1 = Math.min(x0 + 1, width - 1);
  const y1 = Math.min(y0 + 1, height - 1);
  const fx = cx - x0;
  const fy = cy - y0;
  for (let c = 0; c < 3; c += 1) {
    const top =
      (data[(y0 * width + x0) * 3 + c] as number) * (1 - fx) + (data[(y0 * width + x1) * 3 + c] as number) * fx;
    const bottom =
      (data[(y1 * width + x0) * 3 + c] as number) * (1 - fx) + (data[(y1 * width + x1) * 3 + c] as number) * fx;
    out[at + c] = Math.round(top * (1 - fy) + bottom * fy);
  }
}

/**
 * The round middle of `picture`, `diameter` across, turned clockwise by `turn` degrees, as RGBA with a
 * soft round edge.
 */
export function turnedMiddle(picture: RawImage, diameter: number, turn: number): RawImage {
  const out = Buffer.alloc(diameter * diameter * 4);
  const radius = diameter / 2;
  const cos = Math.cos((turn * Math.PI) / 180);
  const sin = Math.sin((turn * Math.PI) / 180);
  const centreX = picture.width / 2;
  const centreY = picture.height / 2;
  for (let y = 0; y < diameter; y += 1) {
    for (let x = 0; x < diameter; x += 1) {
      const dx = x + 0.5 - radius;
      const dy = y + 0.5 - radius;
      const alpha = Math.min(1, Math.max(0, radius - Math.hypot(dx, dy) + 0.5));
      if (alpha === 0) continue;
      const at = (y * diameter + x) * 4;
      // The pixel drawn at (dx, dy) comes from (dx, dy) turned back by `turn`.
      sample(picture, centreX + dx * cos + dy * sin - 0.5, centreY - dx * sin + dy * cos - 0.5, out, at);
      out[at + 3] = Math.round(alpha * 255);
    }
  }
  return { data: out, width: diameter, height: diameter, channels: 4 };
}

/** Covers the middle disc of the picture (what the thumb shows) with its mean colour, darkened: no upright copy. */
function coverMiddle(picture: RawImage, diameter: number): void {
  const { width, height, data } = picture;
  const radius = diameter / 2 + 1;
  const inside: number[] = [];
  const sum = [0, 0, 0];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (Math.hypot(x + 0.5 - width / 2, y + 0.5 - height / 2) > radius) continue;
      const at = (y * width + x) * 3;
      inside.push(at);
      for (let c = 0; c < 3; c += 1) sum[c] = (sum[c] as number) + (data[at + c] as number);
    }
  }
  const mean = sum.map((s) => Math.round((s / Math.max(1, inside.length)) * 0.6));
  for (const at of inside) for (let c = 0; c < 3; c += 1) data[at + c] = mean[c] as number;
}

/**
 * A rotate challenge: the picture is min(width, height) across; its middle, turned by MIN_TURN to
 * 360 - MIN_TURN degrees, is the thumb, and data.angle is 0. The answer is the turn that undoes it.
 */
export async function makeRotate(
  context: MakerContext,
): Promise<{ data: RotateData; answer: ChallengeAnswerOf<'rotate'> }> {
  const size = Math.min(context.width, context.height);
  const diameter = thumbSizeFor(size);
  const background = await context.backgrounds.next();
  const picture = varied(square(background, between(0, background.width - size), size), coin(), 10);
  const turn = between(MIN_TURN, 360 - MIN_TURN);
  const thumbPixels = turnedMiddle(picture, diameter, turn);
  coverMiddle(picture, diameter);
  const [image, thumb] = await Promise.all([
    toDataUrl(context.sharp, picture, context.format),
    toDataUrl(context.sharp, thumbPixels, context.format),
  ]);
  return {
    data: { image, thumb, angle: 0, thumbSize: diameter },
    answer: { kind: 'rotate', angle: (360 - turn) % 360 },
  };
}
