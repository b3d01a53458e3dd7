/** The pictures challenges are cut from: the host's, or a built-in set generated in code. */
import { ChallengeImageError } from './errors.js';
import { between, coin, pick } from './random.js';
import {
  bands,
  edgeThrough,
  fillBelow,
  fillConvex,
  fillEllipse,
  furrows,
  hslToRgb,
  lightAcross,
  strokeSegment,
  verticalGradient,
  type Point,
  type Rgb,
} from './paint.js';
import { relit, type RawImage } from './raster.js';
import type { Sharp } from './sharp.js';

/** A real number from `min` to `max` (a thousandth's steps, from node:crypto). */
const real = (min: number, max: number) => min + (between(0, 1000) / 1000) * (max - min);

/**
 * The ground's height at x: rolling hills (two swells, `hills` times their full height) on a slope of up to
 * `maxSlope` degrees, so that no long straight edge runs level to give the turn away, while the things standing
 * on it stay plumb for a person to read.
 */
function groundLine(width: number, height: number, maxSlope: number, hills: number): (x: number) => number {
  const base = height * real(0.42, 0.6);
  const slope = Math.tan((real(-maxSlope, maxSlope) * Math.PI) / 180);
  const [swell, ripple] = [real(0.05, 0.1) * height * hills, real(0.02, 0.05) * height * hills];
  const [waves, ripples] = [real(1.2, 2.4), real(3, 5)];
  const [phase, phase2] = [real(0, 6.28), real(0, 6.28)];
  return (x) =>
    base +
    (x - width / 2) * slope +
    Math.sin((x / width) * Math.PI * waves + phase) * swell +
    Math.sin((x / width) * Math.PI * ripples + phase2) * ripple;
}

/**
 * Rotate's horizon: the row of a level ground a little above or below the middle of a scene `height` tall, so
 * that the thumb's level guide lies near it.
 */
export function levelHorizon(height: number): number {
  return height * real(0.44, 0.58);
}

/**
 * The far hills' lightness behind a level horizon: well off the ground's (`groundShown`), so that the tufts
 * along the horizon stand out against them.
 */
export function farFrom(groundShown: number): number {
  return groundShown > 45 ? groundShown - real(22, 32) : groundShown + real(20, 30);
}

/**
 * A level horizon at `y` edged with tufts of grass (small teeth of random height on one base line), as the
 * points of its edge from x = -10 to `width` + 10 (bases and tips in turn): a person levels the row as well as a
 * straight line, but it is no long straight edge for a script to find and level (the teeth's sides run at 30
 * to 60 degrees).
 */
export function tuftedLevel(width: number, y: number): Point[] {
  const period = real(12, 16);
  const points: Point[] = [];
  for (let x = -10; x <= width + 10; x += period) points.push([x, y], [x + period / 2, y - real(5, 9)]);
  return points;
}

/**
 * The slant of a rotate scene's beams of light, radians: never within 10 degrees of level or plumb, where a
 * beam's edges would level the turn by chance.
 */
export function beamSlant(): number {
  return ((real(10, 80) + (coin() ? 90 : 0)) * Math.PI) / 180;
}

/** What stands on a rotate scene's ground: no house (its eaves are long level edges a script levels). */
export const ROTATE_THINGS = ['tree', 'pine', 'person', 'animal'] as const;

/** What stands on the other kinds' ground (an animal twice as often as the rest, as ever). */
const SCENE_THINGS = ['tree', 'pine', 'house', 'person', 'animal', 'animal'] as const;

/** Something that stands on the ground. */
type Thing = (typeof SCENE_THINGS)[number];

/**
 * A new landscape for rotate, `side` px square, drawn straight into RGB pixels from node:crypto randomness, so
 * no two challenges share one: a sky (day, dusk or night, sometimes darker than the ground), a sun or moon and
 * clouds, an exactly level horizon edged with tufts, far hills, ground furrowed in perspective, beams of light,
 * and trees, pines, people and animals standing on it (no houses: their eaves are long level edges); over it
 * all, light falling from a random side. A person sees which way is up from what stands on the ground; the
 * light, the beams and the fanned furrows keep "the brighter half on top" and "the strongest edges level" from
 * telling.
 */
export function drawRotateScene(side: number): RawImage {
  const image: RawImage = { data: Buffer.allocUnsafe(side * side * 3), width: side, height: side, channels: 3 };
  const { night, hue } = paintSky(image);
  // The ground: grass, sand, soil or snow; snow and sand are often brighter than the sky.
  const groundHue = pick([100, 45, 25, 210]);
  // The side the light comes from (90: above, 270: below): from below or the sides more often than from above,
  // to undo a day sky's brightness, so that the brighter half points any way.
  const lightFrom = coin() ? between(0, 359) : between(180, 359);
  const groundLight = groundHue === 210 ? between(80, 92) : groundHue === 45 ? between(55, 75) : between(25, 48);
  // The ground is exactly level, edged with tufts: people level the horizon, and a tilted or rolling one misled
  // them by 4 to 12 degrees (bench/results/captcha-solvers.md, "Rotate: people"); the tufts, the fanned furrows
  // and the beams keep the edges from telling a script the turn.
  const horizon = levelHorizon(side);
  const groundShown = night ? groundLight * 0.6 : groundLight;
  paintOrbAndClouds(image, night, () => horizon);
  // Far hills just behind the horizon, well off the ground's shade, so that the tufts stand out against them.
  fillBelow(
    image,
    edgeThrough(
      farHills(side, () => horizon),
      side,
    ),
    rgb(groundHue + between(-30, 30), 25, farFrom(groundShown)),
  );
  fillBelow(image, edgeThrough(tuftedLevel(side, horizon), side), rgb(groundHue, 45, groundShown));
  // Furrows in perspective: from a vanishing point on the horizon, fanning out to the bottom edge, so the
  // ground's lines run every way at once (no direction is the strongest) and still read as a field; each starts
  // a little below the horizon, where the fan has opened, at its own distance, so that the furrows' ends do not
  // line up into one long level edge. Opaque, a shade off the ground's light.
  const stripeGap = between(10, 18);
  const furrowLight = groundShown + ((groundLight > 60 ? 40 : 65) - groundShown) * real(0.25, 0.45);
  const vanishX = real(-0.3, 1.3) * side;
  const ends: number[] = [];
  const starts: number[] = [];
  for (let x = -side * 2; x < side * 3; x += stripeGap * 2.5) {
    ends.push(x);
    starts.push(horizon + (side + 5 - horizon) * real(0.04, 0.25));
  }
  furrows(
    image,
    [vanishX, horizon],
    ends,
    side + 5,
    starts,
    stripeGap * real(0.3, 0.5),
    rgb(groundHue + between(-20, 20), 48, furrowLight),
  );
  // Beams of light at one slant, as through a gap in the clouds: the strongest edges, and the longest straight
  // ones, run a random way, so the level horizon and the plumb trunks do not level the turn for a script; a
  // person sees them as light. Under the things standing, over the rest.
  const slant = beamSlant();
  const gap = real(12, 18);
  const widths = Array.from({ length: Math.ceil((2 * side) / gap) }, () => real(4, 8));
  bands(image, slant, gap, widths, [255, 255, 255], night ? 0.14 : 0.26);
  // Things standing on the ground, nearer (lower, bigger) drawn last, one for every 100 px or so, each in its own
  // stretch of the width so that they seldom overlap.
  const count = between(2, 3) + Math.floor(side / 100);
  const placed = Array.from({ length: count }, (_, i) => {
    const x = ((i + real(0.2, 0.8)) * side) / count;
    const depth = real(0, 1);
    return { x, y: horizon + depth * (side - horizon) * 0.55, s: 30 + depth * 30 };
  }).sort((a, b) => a.y - b.y);
  for (const p of placed) drawStanding(image, pick(ROTATE_THINGS), p.x, p.y + 2, p.s, hue, night);
  lightAcross(image, lightFrom, real(0.3, 0.55), real(0.35, 0.6));
  return image;
}

/** A colour of CSS hsl()'s arguments as RGB, each rounded. */
const rgb = (h: number, s: number, l: number) => hslToRgb(Math.round(h), Math.round(s), Math.round(l));

/**
 * A sky over the whole picture, in place: a day, dusk or night gradient. Gives whether it is night, and the hue
 * the things standing in the scene take their colours round.
 */
function paintSky(image: RawImage): { night: boolean; hue: number } {
  const hue = between(0, 359);
  const sky = between(0, 2); // 0 day, 1 dusk, 2 night
  const skies: (() => [Rgb, Rgb])[] = [
    () => [rgb(200 + between(-20, 20), 65, between(55, 75)), rgb(190 + between(-20, 30), 60, between(75, 88))],
    () => [rgb(hue, 55, between(35, 55)), rgb(hue + 40, 70, between(60, 75))],
    () => [rgb(230, 45, between(8, 18)), rgb(250, 35, between(20, 32))],
  ];
  const [skyTop, skyLow] = (skies[sky] as () => [Rgb, Rgb])();
  verticalGradient(image, skyTop, skyLow);
  return { night: sky === 2, hue };
}

/** The sun (or the moon at night) above the ground at `groundAt(x)`, and 1 to 3 clouds, in place. */
function paintOrbAndClouds(image: RawImage, night: boolean, groundAt: (x: number) => number): void {
  const { width, height } = image;
  const orbX = between(15, width - 15);
  const orbY = between(10, Math.round(groundAt(orbX) - 25));
  const orbR = between(8, 18);
  fillEllipse(image, orbX, orbY, orbR, orbR, night ? [241, 243, 208] : rgb(between(35, 55), 95, between(60, 75)));
  for (let i = 0; i < between(1, 4); i += 1) {
    const cx = between(0, width);
    const cy = between(5, Math.round(height * 0.35));
    const w = between(18, 40);
    const c = night ? rgb(230, 15, 35) : rgb(0, 0, between(88, 98));
    const opacity = night ? 0.7 : 0.85;
    fillEllipse(image, cx, cy, w, w * 0.3, c, opacity);
    fillEllipse(image, cx - w * 0.3, cy - w * 0.2, w * 0.45, w * 0.3, c, opacity);
  }
}

/** Far hills just behind the ground at `groundAt(x)`: a point every 10 px, each of its own swell. */
function farHills(width: number, groundAt: (x: number) => number): Point[] {
  const hillPhase = real(0, 6.28);
  const knots: Point[] = [];
  for (let x = -10; x <= width + 10; x += 10)
    knots.push([x, groundAt(x) - 8 - Math.abs(Math.sin(x / between(25, 60) + hillPhase)) * between(8, 22)]);
  return knots;
}

/** A `thing` standing on the ground at (x, y), `s` px tall, drawn into `image`. */
function drawStanding(
  image: RawImage,
  thing: Thing,
  x: number,
  y: number,
  s: number,
  hue: number,
  night: boolean,
): void {
  const dim = night ? 0.55 : 1;
  const tone = (h: number, sat: number, l: number) => rgb(h, sat, l * dim);
  const box = (l: number, t: number, r: number, b: number): Point[] => [
    [x + l, y + t],
    [x + r, y + t],
    [x + r, y + b],
    [x + l, y + b],
  ];
  switch (thing) {
    case 'tree':
      fillConvex(image, box(-s * 0.07, -s * 0.5, s * 0.07, 0), tone(25, 45, 28));
      fillEllipse(image, x, y - s * 0.68, s * 0.3, s * 0.3, tone(hue + between(90, 140), 45, between(25, 42)));
      fillEllipse(
        image,
        x + s * 0.14,
        y - s * 0.8,
        s * 0.2,
        s * 0.2,
        tone(hue + between(90, 140), 50, between(30, 48)),
      );
      return;
    case 'pine':
      fillConvex(image, box(-s * 0.05, -s * 0.2, s * 0.05, 0), tone(25, 40, 25));
      fillConvex(
        image,
        [
          [x, y - s],
          [x + s * 0.28, y - s * 0.2],
          [x - s * 0.28, y - s * 0.2],
        ],
        tone(140 + between(-20, 20), 45, between(20, 34)),
      );
      return;
    case 'house': {
      // a pointed roof and a door
      const w = s * real(0.7, 1.1);
      const h = s * 0.55;
      fillConvex(image, box(-w / 2, -h, w / 2, 3), tone(between(0, 60), 35, between(55, 80)));
      fillConvex(
        image,
        [
          [x - w * 0.62, y - h],
          [x, y - s * 1.05],
          [x + w * 0.62, y - h],
        ],
        tone(between(0, 30), 55, between(28, 42)),
      );
      fillConvex(image, box(-w * 0.12, -h * 0.55, w * 0.12, 0), tone(25, 40, 22));
      return;
    }
    case 'person': {
      // legs, body, arms (round-ended strokes), a head
      const c = tone(between(0, 359), 55, between(30, 55));
      const width = Math.max(2, s * 0.09);
      const at = (u: number, v: number): Point => [x + u * s, y + v * s];
      for (const [a, b] of [
        [at(-0.15, 0), at(0, -0.4)],
        [at(0, -0.4), at(0.15, 0)],
        [at(0, -0.4), at(0, -0.78)],
        [at(-0.2, -0.55), at(0, -0.72)],
        [at(0, -0.72), at(0.2, -0.55)],
      ] as const)
        strokeSegment(image, a, b, width, c, true);
      fillEllipse(image, x, y - s * 0.9, s * 0.12, s * 0.12, tone(30, 45, 62));
      return;
    }
    case 'animal': {
      // on four legs, head up at one end
      const c = tone(between(0, 50), between(20, 60), between(25, 70));
      const dir = coin() ? 1 : -1;
      const at = (u: number, v: number): Point => [x + dir * u * s, y + v * s];
      for (const f of [-0.3, -0.15, 0.15, 0.3])
        strokeSegment(image, at(f, -0.3), at(f, 0), Math.max(2, s * 0.07), c, false);
      fillEllipse(image, x, y - s * 0.4, s * 0.38, s * 0.16, c);
      strokeSegment(image, at(0.3, -0.45), at(0.45, -0.72), s * 0.12, c, false);
      fillEllipse(image, x + dir * s * 0.5, y - s * 0.74, s * 0.13, s * 0.08, c);
    }
  }
}

/**
 * A new landscape of width x height drawn straight into RGB pixels, from node:crypto randomness, so no two
 * challenges share one, for the kinds that need no up (click, slide, region), without an SVG document or a
 * sharp pipeline: a sky (day, dusk or night), a sun or moon and clouds, rolling ground on a slope of up to 8
 * degrees under far hills, furrows fanned in perspective, and 2 to 4 trees, pines, houses, people or animals
 * standing on it.
 */
export function drawScene(width: number, height: number): RawImage {
  const image: RawImage = { data: Buffer.allocUnsafe(width * height * 3), width, height, channels: 3 };
  const { night, hue } = paintSky(image);
  const groundHue = pick([100, 45, 25, 210]);
  const groundLight = groundHue === 210 ? between(80, 92) : groundHue === 45 ? between(55, 75) : between(25, 48);
  const ground = groundLine(width, height, 8, 1);
  const groundShown = night ? groundLight * 0.6 : groundLight;
  paintOrbAndClouds(image, night, ground);
  const knots = farHills(width, ground);
  const groundEdge = new Float64Array(width);
  for (let x = 0; x < width; x += 1) groundEdge[x] = ground(x + 0.5);
  fillBelow(image, edgeThrough(knots, width), rgb(groundHue + between(-30, 30), 25, night ? 18 : between(35, 60)));
  fillBelow(image, groundEdge, rgb(groundHue, 45, groundShown));
  // Furrows in perspective: from a vanishing point on the horizon, fanning out to the bottom edge, so the
  // ground's lines run every way at once and still read as a field; opaque, a shade off the ground's light.
  const stripeGap = between(10, 18);
  const furrowLight = groundShown + ((groundLight > 60 ? 40 : 65) - groundShown) * real(0.25, 0.45);
  const vanishX = real(-0.3, 1.3) * width;
  const vanishY = ground(Math.min(Math.max(vanishX, 0), width));
  const ends: number[] = [];
  for (let x = -width * 2; x < width * 3; x += stripeGap * 2.5) ends.push(x);
  furrows(
    image,
    [vanishX, vanishY],
    ends,
    height + 5,
    vanishY + (height + 5 - vanishY) * 0.06,
    stripeGap * real(0.3, 0.5),
    rgb(groundHue + between(-20, 20), 48, furrowLight),
  );
  // Things standing on the ground, nearer (lower, bigger) drawn last, each in its own stretch of the width.
  const count = between(2, 4);
  const placed = Array.from({ length: count }, (_, i) => {
    const x = ((i + real(0.2, 0.8)) * width) / count;
    const depth = real(0, 1);
    return { x, y: ground(x) + depth * (height - ground(x)) * 0.55, s: 30 + depth * 30 };
  }).sort((a, b) => a.y - b.y);
  for (const p of placed) drawStanding(image, pick(SCENE_THINGS), p.x, p.y + 2, p.s, hue, night);
  return image;
}

/** Where the challenges find their pictures: RGB, width x height. */
export interface BackgroundSource {
  /** A picture for the next challenge, made for it alone (the caller may draw on it). */
  next(): Promise<RawImage>;
  /** Built-in scenes only: a new rotate scene, `side` px square ({@link drawRotateScene}). */
  rotateScene?: (side: number) => RawImage;
}

/**
 * The built-in pictures: a new scene for every challenge, never one shared by two, drawn in JavaScript
 * ({@link drawScene}; for rotate, {@link drawRotateScene}).
 */
export function generatedBackgrounds(width: number, height: number): BackgroundSource {
  return { next: () => Promise.resolve(drawScene(width, height)), rotateScene: drawRotateScene };
}

/** How much larger than width x height the host's pictures are kept, so each challenge crops its own window. */
const HOST_MARGIN = 1.2;

/**
 * The host's pictures, each decoded once at HOST_MARGIN times width x height (the first challenge waits for
 * all); every challenge then takes its own crop window of a random place and scale, re-lit from a random
 * side with its own brightness and colour cast, so that no two challenges share a picture's pixels.
 */
export function hostBackgrounds(
  sharp: Sharp,
  inputs: readonly Uint8Array[],
  width: number,
  height: number,
): BackgroundSource {
  let decoded: Promise<RawImage[]> | undefined;
  const keptWidth = Math.round(width * HOST_MARGIN);
  const keptHeight = Math.round(height * HOST_MARGIN);
  const decode = (input: Uint8Array, index: number) =>
    sharp(input)
      .rotate()
      .resize(keptWidth, keptHeight, { fit: 'cover' })
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
      const source = pick(await decoded);
      // A window from width x height (scale 1) up to the whole kept picture (scale HOST_MARGIN).
      const scale = real(1, HOST_MARGIN);
      const windowWidth = Math.min(source.width, width * scale);
      const windowHeight = Math.min(source.height, height * scale);
      return relit(
        source,
        {
          left: real(0, source.width - windowWidth),
          top: real(0, source.height - windowHeight),
          width: windowWidth,
          height: windowHeight,
        },
        width,
        height,
        {
          angle: real(0, 2 * Math.PI),
          strength: real(50, 90),
          gains: [real(0.8, 1.15), real(0.8, 1.15), real(0.8, 1.15)],
        },
      );
    },
  };
}
