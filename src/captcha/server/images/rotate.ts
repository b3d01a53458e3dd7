/** Rotate challenges: a round picture (the thumb) turned by a random angle, on a plain ground of one colour. */
import type { RotateData } from '../../challengeData.js';
import type { ChallengeAnswerOf } from './answer.js';
import type { MakerContext } from './context.js';
import { between, coin } from './random.js';
import { encode, toDataUrl, varied, type RawImage } from './raster.js';

/**
 * Diameter of the thumb for a round picture `size` across (160 px for 220): large enough for the verticals of
 * what stands in it to be lined up with the widget's level guide to a degree or two.
 */
export function thumbSizeFor(size: number): number {
  return 2 * Math.round(size * 0.3636);
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

/**
 * The round middle of `picture`, `diameter` across, turned clockwise by `turn` degrees, as RGBA with a
 * soft round edge; `scale` picture px to a px of the disc (above 1, the disc shows more of the picture, smaller);
 * the disc's centre at `centre` in the picture (its middle by default). Bilinear; the pixels outside the disc
 * are left transparent black, unread.
 */
export function turnedMiddle(
  picture: RawImage,
  diameter: number,
  turn: number,
  scale = 1,
  centre: readonly [number, number] = [picture.width / 2, picture.height / 2],
): RawImage {
  const { width, height, data } = picture;
  const out = Buffer.alloc(diameter * diameter * 4);
  const radius = diameter / 2;
  const cos = Math.cos((turn * Math.PI) / 180) * scale;
  const sin = Math.sin((turn * Math.PI) / 180) * scale;
  const [centreX, centreY] = centre;
  // Wholly inside the disc within radius - 0.5 of its centre, wholly outside beyond radius + 0.5.
  const inner = (radius - 0.5) * (radius - 0.5);
  const outer = (radius + 0.5) * (radius + 0.5);
  const lastX = width - 1;
  const lastY = height - 1;
  for (let y = 0; y < diameter; y += 1) {
    const dy = y + 0.5 - radius;
    // The row's px within the disc's outer edge.
    const reach = Math.sqrt(Math.max(0, outer - dy * dy));
    const first = Math.max(0, Math.floor(radius - reach));
    const last = Math.min(diameter - 1, Math.ceil(radius + reach));
    for (let x = first, at = (y * diameter + first) * 4; x <= last; x += 1, at += 4) {
      const dx = x + 0.5 - radius;
      const squared = dx * dx + dy * dy;
      if (squared >= outer) continue;
      const alpha = squared <= inner ? 1 : radius - Math.sqrt(squared) + 0.5;
      // The pixel drawn at (dx, dy) comes from (dx, dy) turned back by `turn`, clamped to the picture.
      let fromX = centreX + dx * cos + dy * sin - 0.5;
      let fromY = centreY - dx * sin + dy * cos - 0.5;
      fromX = fromX < 0 ? 0 : fromX > lastX ? lastX : fromX;
      fromY = fromY < 0 ? 0 : fromY > lastY ? lastY : fromY;
      const x0 = fromX | 0;
      const y0 = fromY | 0;
      const fx = fromX - x0;
      const fy = fromY - y0;
      const a = (y0 * width + x0) * 3;
      const b = x0 < lastX ? a + 3 : a;
      const d = y0 < lastY ? a + width * 3 : a;
      const e = y0 < lastY ? b + width * 3 : b;
      // Bilinear, each channel rounded (plus a half, cut: Math.round for 0 to 255).
      const wa = (1 - fx) * (1 - fy);
      const wb = fx * (1 - fy);
      const wd = (1 - fx) * fy;
      const we = fx * fy;
      out[at] =
        ((data[a] as number) * wa +
          (data[b] as number) * wb +
          (data[d] as number) * wd +
          (data[e] as number) * we +
          0.5) |
        0;
      out[at + 1] =
        ((data[a + 1] as number) * wa +
          (data[b + 1] as number) * wb +
          (data[d + 1] as number) * wd +
          (data[e + 1] as number) * we +
          0.5) |
        0;
      out[at + 2] =
        ((data[a + 2] as number) * wa +
          (data[b + 2] as number) * wb +
          (data[d + 2] as number) * wd +
          (data[e + 2] as number) * we +
          0.5) |
        0;
      out[at + 3] = (alpha * 255 + 0.5) | 0;
    }
  }
  return { data: out, width: diameter, height: diameter, channels: 4 };
}

/**
 * Light streaks across a host photo's thumb, in place: parallel bands at a random slant, lighter by a third,
 * so the photo's own straight edges (a mast, a wall) are not the strongest ones and do not level the turn.
 */
function streak(thumb: RawImage): void {
  const { width, height, data } = thumb;
  const angle = (between(0, 179) * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const period = between(10, 15);
  const band = between(3, 5);
  const lift = between(70, 100) / 256;
  for (let y = 0; y < height; y += 1) {
    // Where the pixel lies across the bands, from 0 to the period, stepped along the row (no division a pixel).
    let d = (((y * sin) % period) + period) % period;
    for (let x = 0, at = y * width * 4; x < width; x += 1, at += 4) {
      // Outside the disc: transparent, nothing to lift.
      if (d < band && data[at + 3] !== 0) {
        for (let c = 0; c < 3; c += 1) {
          const v = data[at + c] as number;
          data[at + c] = v + (255 - v) * lift;
        }
      }
      d += cos;
      if (d >= period) d -= period;
      else if (d < 0) d += period;
    }
  }
}

/**
 * The picture round the thumb: one flat colour, the same at every angle and at every radius, so nothing
 * outside the thumb continues its rim (a ring there, or a shade whose encoding varies round the circle, gives
 * the turn away by matching).
 */
function surroundSvg(size: number, hue: number, light: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
    `<rect width="${size}" height="${size}" fill="hsl(${hue},14%,${light}%)"/></svg>`
  );
}

/** Surrounds already drawn, by format, size and colour: a handful, since they carry nothing of a challenge. */
const surrounds = new Map<string, Promise<string>>();

/** One of 24 surrounds (12 hues, 2 shades) for a picture `size` across. */
function surround(context: MakerContext, size: number): Promise<string> {
  const hue = between(0, 11) * 30;
  const light = coin() ? 24 : 34;
  const key = `${context.format}:${size}:${hue}:${light}`;
  let made = surrounds.get(key);
  if (!made) {
    made = encode(context.sharp(Buffer.from(surroundSvg(size, hue, light))).removeAlpha(), context.format);
    surrounds.set(key, made);
    made.catch(() => surrounds.delete(key));
  }
  return made;
}

/**
 * One thumb of a rotate challenge, `diameter` across, turned clockwise by `turn`: a new built-in scene's middle,
 * or the next host photo's (a square from the middle half of its width, re-lit, mirrored at random, streaked).
 */
function turnedThumb(context: MakerContext, size: number, diameter: number, turn: number): Promise<string> {
  const { sharp, format, backgrounds } = context;
  if (backgrounds.rotateScene) {
    // The scene is a little larger than the disc; the disc's centre moves about in it.
    const side = Math.round(diameter * 1.3);
    const scene = backgrounds.rotateScene(side);
    const centre = [side / 2 + between(-8, 8), side / 2 + between(-8, 8)] as const;
    return toDataUrl(sharp, turnedMiddle(scene, diameter, turn, 1, centre), format);
  }
  return backgrounds.next().then((background) => {
    // The square from the middle half of the picture's width: a photo's subject is more often there.
    const slack = background.width - size;
    const left = between(Math.round(slack / 4), Math.round((3 * slack) / 4));
    const picture = varied(square(background, left, size), coin(), 10);
    // The disc shows the whole square (the circle inscribed in it), not its middle at full size: a photo's
    // clues to up (a face above a suit, the top of a tower) are more often in it.
    const turned = turnedMiddle(picture, diameter, turn, size / diameter);
    streak(turned);
    return toDataUrl(sharp, turned, format);
  });
}

/**
 * A rotate challenge: two thumbs, each a different picture's round middle (two new built-in scenes, or two
 * host photos or crops), each turned by its own whole degree of the circle, every one as likely (so a guess
 * passes exactly as often as the odds say: it must hit both). The picture round them is a plain square of one
 * colour (min(width, height) across) that shows nothing of a thumb's surroundings; data.angle is 0. The
 * answer is the turn that undoes each thumb, in order.
 */
export async function makeRotate(
  context: MakerContext,
): Promise<{ data: RotateData; answer: ChallengeAnswerOf<'rotate'> }> {
  const size = Math.min(context.width, context.height);
  const diameter = thumbSizeFor(size);
  // Two pictures (answer.ts's ROTATE_PICTURES), each with its own turn.
  const turns = [between(0, 359), between(0, 359)] as const;
  const [image, thumb, secondThumb] = await Promise.all([
    surround(context, size),
    turnedThumb(context, size, diameter, turns[0]),
    turnedThumb(context, size, diameter, turns[1]),
  ]);
  return {
    data: { image, thumb, secondThumb, angle: 0, thumbSize: diameter },
    answer: { kind: 'rotate', angles: turns.map((turn) => (360 - turn) % 360) },
  };
}
