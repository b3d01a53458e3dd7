/** The pictures challenges are cut from: the host's, or a built-in set generated in code. */
import { ChallengeImageError } from './errors.js';
import { between, pick } from './random.js';
import { toRaw, type RawImage } from './raster.js';
import type { Sharp } from './sharp.js';

/** How many built-in pictures are kept; one is replaced now and then so the set changes over time. */
const POOL_SIZE = 12;
/** One challenge in this many replaces a built-in picture with a new one. */
const REFRESH_EVERY = 50;

const hsl = (h: number, s: number, l: number, a = 1) => `hsla(${h % 360},${s}%,${l}%,${a})`;

/** A random landscape as SVG: a sky gradient, a sun, hills, bubbles and stripes, from crypto randomness. */
export function sceneSvg(width: number, height: number): string {
  const hue = between(0, 359);
  const parts: string[] = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="${between(0, 10) / 10}" y2="1">` +
      `<stop offset="0" stop-color="${hsl(hue, 70, between(70, 85))}"/>` +
      `<stop offset="1" stop-color="${hsl(hue + between(20, 80), 60, between(40, 60))}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<circle cx="${between(20, width - 20)}" cy="${between(15, Math.round(height * 0.35))}" r="${between(14, 30)}" ` +
      `fill="${hsl(hue + 180, 85, 62)}"/>`,
  ];
  for (let i = 0; i < between(6, 12); i += 1) {
    parts.push(
      `<circle cx="${between(0, width)}" cy="${between(0, height)}" r="${between(6, 40)}" ` +
        `fill="${hsl(between(0, 359), between(40, 90), between(30, 80), between(20, 60) / 100)}"/>`,
    );
  }
  for (let layer = 0; layer < 3; layer += 1) {
    const base = height * (0.42 + layer * 0.18);
    const amplitude = between(8, 30);
    const frequency = 1 + between(0, 30) / 10;
    const phase = between(0, 628) / 100;
    const points: string[] = [];
    for (let x = 0; x <= width; x += 10) {
      points.push(`${x},${Math.round(base + Math.sin((x / width) * Math.PI * frequency + phase) * amplitude)}`);
    }
    parts.push(
      `<polygon points="0,${height} ${points.join(' ')} ${width},${height}" ` +
        `fill="${hsl(hue + 90 + layer * between(15, 40), between(30, 60), 52 - layer * 12)}"/>`,
    );
  }
  for (let i = 0; i < between(3, 7); i += 1) {
    const y = between(Math.round(height / 2), height);
    parts.push(
      `<line x1="0" y1="${y}" x2="${width}" y2="${y + between(-60, 60)}" stroke-width="${between(2, 7)}" ` +
        `stroke="${hsl(between(0, 359), 50, between(30, 85), 0.5)}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`;
}

/** Where the challenges find their pictures: RGB, width x height. */
export interface BackgroundSource {
  /** A picture for the next challenge (shared: copy before drawing on it). */
  next(): Promise<RawImage>;
}

/** The built-in pictures: generated as needed up to POOL_SIZE, then refreshed one at a time. */
export function generatedBackgrounds(sharp: Sharp, width: number, height: number): BackgroundSource {
  const pool: Promise<RawImage>[] = [];
  const generate = () => toRaw(sharp, Buffer.from(sceneSvg(width, height)), 3);
  return {
    next() {
      if (pool.length < POOL_SIZE) {
        const made = generate();
        pool.push(made);
        return made;
      }
      if (between(1, REFRESH_EVERY) === 1) {
        const fresh = generate();
        // Served from the old picture until the new one is drawn.
        const index = between(0, POOL_SIZE - 1);
        void fresh.then(
          () => (pool[index] = fresh),
          () => undefined,
        );
      }
      return pick(pool);
    },
  };
}

/** The host's pictures, each decoded and cropped to width x height once (the first challenge waits for all). */
export function hostBackgrounds(
  sharp: Sharp,
  inputs: readonly Uint8Array[],
  width: number,
  height: number,
): BackgroundSource {
  let decoded: Promise<RawImage[]> | undefined;
  const decode = (input: Uint8Array, index: number) =>
    sharp(input)
      .rotate()
      .resize(width, height, { fit: 'cover' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
      .then(
        ({ data, info }): RawImage => ({ data, width: info.width, height: info.height, channels: 3 }),
        (cause: unknown) => {
          throw new ChallengeImageError('bad-background', `backgrounds[${index}] is not an image sharp can read.`, {
            cause,
          });
        },
      );
  return {
    async next() {
      decoded ??= Promise.all(inputs.map(decode));
      return pick(await decoded);
    },
  };
}
