/** The pictures challenges are cut from: the host's, or a built-in set generated in code. */
import { ChallengeImageError } from './errors.js';
import { between, coin, pick } from './random.js';
import {
  fillBelow,
  fillConvex,
  fillEllipse,
  furrows,
  hslToRgb,
  strokeSegment,
  verticalGradient,
  type Point,
  type Rgb,
} from './paint.js';
import { relit, type RawImage } from './raster.js';
import type { Sharp } from './sharp.js';

const hsl = (h: number, s: number, l: number, a = 1) =>
  `hsla(${Math.round(((h % 360) + 360) % 360)},${Math.round(s)}%,${Math.round(l)}%,${a})`;
const r1 = (n: number) => Math.round(n * 10) / 10;
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
 * Something standing on the ground at (x, y), `s` px tall: a tree, a pine, a person or an animal (no house:
 * its eaves are long level edges).
 */
function standing(x: number, y: number, s: number, hue: number, night: boolean): string {
  const dim = night ? 0.55 : 1;
  const tone = (h: number, sat: number, l: number) => hsl(h, sat, l * dim);
  const at = `translate(${r1(x)} ${r1(y)})`;
  switch (pick([0, 1, 3, 4])) {
    case 0: // a round tree
      return (
        `<g transform="${at}"><rect x="${r1(-s * 0.07)}" y="${r1(-s * 0.5)}" width="${r1(s * 0.14)}" height="${r1(s * 0.5)}" fill="${tone(25, 45, 28)}"/>` +
        `<circle cy="${r1(-s * 0.68)}" r="${r1(s * 0.3)}" fill="${tone(hue + between(90, 140), 45, between(25, 42))}"/>` +
        `<circle cx="${r1(s * 0.14)}" cy="${r1(-s * 0.8)}" r="${r1(s * 0.2)}" fill="${tone(hue + between(90, 140), 50, between(30, 48))}"/></g>`
      );
    case 1: // a pine
      return (
        `<g transform="${at}"><rect x="${r1(-s * 0.05)}" y="${r1(-s * 0.2)}" width="${r1(s * 0.1)}" height="${r1(s * 0.2)}" fill="${tone(25, 40, 25)}"/>` +
        `<path d="M0 ${r1(-s)} L${r1(s * 0.28)} ${r1(-s * 0.2)} L${r1(-s * 0.28)} ${r1(-s * 0.2)} Z" fill="${tone(140 + between(-20, 20), 45, between(20, 34))}"/></g>`
      );
    case 3: {
      // a person: head, body, legs, arms
      const c = tone(between(0, 359), 55, between(30, 55));
      return (
        `<g transform="${at}" stroke="${c}" stroke-width="${r1(Math.max(2, s * 0.09))}" stroke-linecap="round" fill="none">` +
        `<path d="M${r1(-s * 0.15)} 0 L0 ${r1(-s * 0.4)} L${r1(s * 0.15)} 0 M0 ${r1(-s * 0.4)} L0 ${r1(-s * 0.78)} M${r1(-s * 0.2)} ${r1(-s * 0.55)} L0 ${r1(-s * 0.72)} L${r1(s * 0.2)} ${r1(-s * 0.55)}"/>` +
        `<circle cy="${r1(-s * 0.9)}" r="${r1(s * 0.12)}" fill="${tone(30, 45, 62)}" stroke="none"/></g>`
      );
    }
    default: {
      // an animal on four legs, head up at one end
      const c = tone(between(0, 50), between(20, 60), between(25, 70));
      const dir = coin() ? 1 : -1;
      const legs = [-0.3, -0.15, 0.15, 0.3].map((f) => `M${r1(f * s)} ${r1(-s * 0.3)} L${r1(f * s)} 0`).join(' ');
      return (
        `<g transform="${at} scale(${dir} 1)"><path d="${legs}" stroke="${c}" stroke-width="${r1(Math.max(2, s * 0.07))}"/>` +
        `<ellipse cy="${r1(-s * 0.4)}" rx="${r1(s * 0.38)}" ry="${r1(s * 0.16)}" fill="${c}"/>` +
        `<path d="M${r1(s * 0.3)} ${r1(-s * 0.45)} L${r1(s * 0.45)} ${r1(-s * 0.72)}" stroke="${c}" stroke-width="${r1(s * 0.12)}"/>` +
        `<ellipse cx="${r1(s * 0.5)}" cy="${r1(-s * 0.74)}" rx="${r1(s * 0.13)}" ry="${r1(s * 0.08)}" fill="${c}"/></g>`
      );
    }
  }
}

/**
 * Rotate's ground: exactly level, a little above or below the middle of the scene, so that the thumb's level
 * guide lies near it.
 */
function levelGround(height: number): (x: number) => number {
  const y = height * real(0.44, 0.58);
  return () => y;
}

/**
 * The far hills' lightness behind a level horizon: well off the ground's (`groundShown`), so that the tufts
 * along the horizon stand out against them.
 */
function farFrom(groundShown: number): number {
  return groundShown > 45 ? groundShown - real(22, 32) : groundShown + real(20, 30);
}

/**
 * A level horizon at `y` edged with tufts of grass (small teeth of random height on one base line), as polygon
 * points from x = -10 to `width` + 10: a person levels the row as well as a straight line, but it is no long
 * straight edge for a script to find and level (the teeth's sides run at 30 to 60 degrees).
 */
function tuftedLevel(width: number, y: number): string {
  const period = real(12, 16);
  const points: string[] = [];
  for (let x = -10; x <= width + 10; x += period)
    points.push(`${r1(x)},${r1(y)} ${r1(x + period / 2)},${r1(y - real(5, 9))}`);
  return points.join(' ');
}

/**
 * Beams of light across a width x height scene at one random slant, as through a gap in the clouds: the
 * strongest edges, and the longest straight ones, run a random way, so the level horizon and the plumb trunks
 * do not level the turn for a script; a person sees them as light.
 */
function beamsMarkup(width: number, height: number, night: boolean): string {
  // Never within 10 degrees of level or plumb, where a beam's edges would level the turn by chance.
  const slant = ((real(10, 80) + (coin() ? 90 : 0)) * Math.PI) / 180;
  const [along, across] = [
    [Math.cos(slant), Math.sin(slant)],
    [-Math.sin(slant), Math.cos(slant)],
  ] as const;
  const reach = Math.max(width, height);
  const beams: string[] = [];
  const gap = real(12, 18);
  for (let d = -reach; d < reach; d += gap) {
    const w = real(4, 8);
    const corners = [
      [d, -reach],
      [d, reach],
      [d + w, reach],
      [d + w, -reach],
    ].map(([u, v]) => {
      const x = width / 2 + (u as number) * across[0] + (v as number) * along[0];
      const y = height / 2 + (u as number) * across[1] + (v as number) * along[1];
      return `${r1(x)} ${r1(y)}`;
    });
    beams.push(`M${corners.join('L')}Z`);
  }
  return `<path d="${beams.join('')}" fill="#fff" fill-opacity="${night ? 0.14 : 0.26}"/>`;
}

/**
 * A new landscape for rotate as SVG, from node:crypto randomness, so no two challenges share one: a sky (day,
 * dusk or night, sometimes darker than the ground), a sun or moon and clouds, an exactly level horizon edged
 * with tufts, far hills, ground furrowed in perspective, beams of light, and trees, pines, people and animals
 * standing on it (no houses: their eaves are long level edges); over it all, light falling from a random side.
 * A person sees which way is up from what stands on the ground; the light, the beams and the fanned furrows
 * keep "the brighter half on top" and "the strongest edges level" from telling. The markup has no `<svg>`
 * wrapper, so a challenge may turn it in the same rasterisation; its ids start with `scene-`. (The other kinds'
 * scenes, which need no up, are drawn in JavaScript: {@link drawScene}.)
 */
export function sceneMarkup(width: number, height: number): string {
  const hue = between(0, 359);
  const sky = between(0, 2); // 0 day, 1 dusk, 2 night
  const night = sky === 2;
  const skyTop = [
    hsl(200 + between(-20, 20), 65, between(55, 75)),
    hsl(hue, 55, between(35, 55)),
    hsl(230, 45, between(8, 18)),
  ][sky];
  const skyLow = [
    hsl(190 + between(-20, 30), 60, between(75, 88)),
    hsl(hue + 40, 70, between(60, 75)),
    hsl(250, 35, between(20, 32)),
  ][sky];
  // The ground: grass, sand, soil or snow; snow and sand are often brighter than the sky.
  const groundHue = pick([100, 45, 25, 210]);
  // The side the light comes from (90: above, 270: below): from below or the sides more often than from above,
  // to undo a day sky's brightness, so that the brighter half points any way.
  const lightFrom = coin() ? between(0, 359) : between(180, 359);
  const groundLight = groundHue === 210 ? between(80, 92) : groundHue === 45 ? between(55, 75) : between(25, 48);
  // The ground is exactly level, edged with tufts: people level the horizon, and a tilted or rolling one misled
  // them by 4 to 12 degrees (bench/results/captcha-solvers.md, "Rotate: people"); the tufts, the fanned furrows
  // and the beams keep the edges from telling a script the turn.
  const ground = levelGround(height);
  const groundPolygon = `-10,${height + 10} ${tuftedLevel(width, ground(0))} ${width + 10},${height + 10}`;
  const stripeGap = between(10, 18);
  const groundShown = night ? groundLight * 0.6 : groundLight;
  const furrowLight = groundShown + ((groundLight > 60 ? 40 : 65) - groundShown) * real(0.25, 0.45);
  // Furrows in perspective: from a vanishing point on the horizon, fanning out to the bottom edge, so the
  // ground's lines run every way at once (no direction is the strongest) and still read as a field.
  const vanishX = real(-0.3, 1.3) * width;
  const vanishY = ground(Math.min(Math.max(vanishX, 0), width));
  const furrows: string[] = [];
  for (let x = -width * 2; x < width * 3; x += stripeGap * 2.5) {
    // Start a little below the horizon, where the fan has opened, each at its own distance, so that the
    // furrows' ends do not line up into one long level edge.
    const f = real(0.04, 0.25);
    furrows.push(
      `M${r1(vanishX + (x - vanishX) * f)} ${r1(vanishY + (height + 5 - vanishY) * f)} L${r1(x)} ${height + 5}`,
    );
  }
  const parts: string[] = [
    `<defs><linearGradient id="scene-s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyLow}"/></linearGradient>` +
      `<linearGradient id="scene-l" gradientTransform="rotate(${lightFrom} 0.5 0.5)">` +
      `<stop offset="0" stop-color="#fff" stop-opacity="${r1(real(0.3, 0.55))}"/><stop offset="0.5" stop-color="#888" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity="${r1(real(0.35, 0.6))}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#scene-s)"/>`,
  ];
  // Sun or moon, and clouds.
  const orbX = between(15, width - 15);
  const orbY = between(10, Math.round(ground(orbX) - 25));
  // Beams of light (drawn under the things standing, over the rest).
  const beamLayer = beamsMarkup(width, height, night);
  parts.push(
    `<circle cx="${orbX}" cy="${orbY}" r="${between(8, 18)}" fill="${night ? '#f1f3d0' : hsl(between(35, 55), 95, between(60, 75))}"/>`,
  );
  for (let i = 0; i < between(1, 4); i += 1) {
    const cx = between(0, width);
    const cy = between(5, Math.round(height * 0.35));
    const w = between(18, 40);
    const c = night ? hsl(230, 15, 35, 0.7) : hsl(0, 0, between(88, 98), 0.85);
    parts.push(
      `<g fill="${c}"><ellipse cx="${cx}" cy="${cy}" rx="${w}" ry="${r1(w * 0.3)}"/><ellipse cx="${cx - w * 0.3}" cy="${cy - w * 0.2}" rx="${r1(w * 0.45)}" ry="${r1(w * 0.3)}"/></g>`,
    );
  }
  // Far hills just behind the horizon.
  const far: string[] = [];
  const hillPhase = real(0, 6.28);
  for (let x = -10; x <= width + 10; x += 10)
    far.push(`${x},${r1(ground(x) - 8 - Math.abs(Math.sin(x / between(25, 60) + hillPhase)) * between(8, 22))}`);
  parts.push(
    `<polygon points="-10,${height + 10} ${far.join(' ')} ${width + 10},${height + 10}" fill="${hsl(groundHue + between(-30, 30), 25, farFrom(groundShown))}"/>`,
    `<polygon points="${groundPolygon}" fill="${hsl(groundHue, 45, groundShown)}"/>`,
    // Opaque furrows, a shade off the ground's own light (see-through strokes cost twice as much to draw).
    `<path d="${furrows.join(' ')}" stroke="${hsl(groundHue + between(-20, 20), 48, furrowLight)}" ` +
      `stroke-width="${r1(stripeGap * real(0.3, 0.5))}"/>`,
  );
  parts.push(beamLayer);
  // Things standing on the ground, nearer (lower, bigger) drawn last.
  // One for every 100 px or so, each in its own stretch of the width so that they seldom overlap.
  const count = between(2, 3) + Math.floor(width / 100);
  const placed = Array.from({ length: count }, (_, i) => {
    const x = ((i + real(0.2, 0.8)) * width) / count;
    const depth = real(0, 1);
    return { x, y: ground(x) + depth * (height - ground(x)) * 0.55, s: 30 + depth * 30 };
  }).sort((a, b) => a.y - b.y);
  for (const p of placed) parts.push(standing(p.x, p.y + 2, p.s, hue, night));
  parts.push(`<rect width="${width}" height="${height}" fill="url(#scene-l)"/>`);
  return parts.join('');
}

/** A colour of {@link hsl}'s arguments as RGB, each rounded as there. */
const rgb = (h: number, s: number, l: number) => hslToRgb(Math.round(h), Math.round(s), Math.round(l));

/**
 * Something standing on the ground at (x, y), `s` px tall, drawn into `image`: a tree, a pine, a house, a
 * person or an animal (as {@link standing} draws them in SVG for rotate, which has no houses).
 */
function drawStanding(image: RawImage, x: number, y: number, s: number, hue: number, night: boolean): void {
  const dim = night ? 0.55 : 1;
  const tone = (h: number, sat: number, l: number) => rgb(h, sat, l * dim);
  const box = (l: number, t: number, r: number, b: number): Point[] => [
    [x + l, y + t],
    [x + r, y + t],
    [x + r, y + b],
    [x + l, y + b],
  ];
  switch (between(0, 5)) {
    case 0: // a round tree
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
    case 1: // a pine
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
    case 2: {
      // a house with a pointed roof and a door
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
    case 3: {
      // a person: legs, body, arms (round-ended strokes), a head
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
    default: {
      // an animal on four legs, head up at one end
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
  const hue = between(0, 359);
  const sky = between(0, 2); // 0 day, 1 dusk, 2 night
  const night = sky === 2;
  const skies: (() => [Rgb, Rgb])[] = [
    () => [rgb(200 + between(-20, 20), 65, between(55, 75)), rgb(190 + between(-20, 30), 60, between(75, 88))],
    () => [rgb(hue, 55, between(35, 55)), rgb(hue + 40, 70, between(60, 75))],
    () => [rgb(230, 45, between(8, 18)), rgb(250, 35, between(20, 32))],
  ];
  const [skyTop, skyLow] = (skies[sky] as () => [Rgb, Rgb])();
  verticalGradient(image, skyTop, skyLow);
  const groundHue = pick([100, 45, 25, 210]);
  const groundLight = groundHue === 210 ? between(80, 92) : groundHue === 45 ? between(55, 75) : between(25, 48);
  const ground = groundLine(width, height, 8, 1);
  const groundShown = night ? groundLight * 0.6 : groundLight;
  // Sun or moon, and clouds.
  const orbX = between(15, width - 15);
  const orbY = between(10, Math.round(ground(orbX) - 25));
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
  // Far hills just behind the horizon: a point every 10 px, each of its own swell, joined by straight lines.
  const hillPhase = real(0, 6.28);
  const knots: number[] = [];
  for (let x = -10; x <= width + 10; x += 10)
    knots.push(ground(x) - 8 - Math.abs(Math.sin(x / between(25, 60) + hillPhase)) * between(8, 22));
  const hills = new Float64Array(width);
  const groundEdge = new Float64Array(width);
  for (let x = 0; x < width; x += 1) {
    const at = (x + 0.5 + 10) / 10;
    const k = Math.floor(at);
    hills[x] = (knots[k] as number) + ((knots[k + 1] as number) - (knots[k] as number)) * (at - k);
    groundEdge[x] = ground(x + 0.5);
  }
  fillBelow(image, hills, rgb(groundHue + between(-30, 30), 25, night ? 18 : between(35, 60)));
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
  for (const p of placed) drawStanding(image, p.x, p.y + 2, p.s, hue, night);
  return image;
}

/** Where the challenges find their pictures: RGB, width x height. */
export interface BackgroundSource {
  /** A picture for the next challenge, made for it alone (the caller may draw on it). */
  next(): Promise<RawImage>;
  /**
   * Built-in scenes only: a new rotate scene's SVG markup of width x height ({@link sceneMarkup}), for a
   * challenge that turns it in the same rasterisation (cheaper than a picture and a composite).
   */
  markup?: (width: number, height: number) => string;
}

/**
 * The built-in pictures: a new scene for every challenge, never one shared by two, drawn in JavaScript
 * ({@link drawScene}); and for rotate, which turns its scene as it rasterises it, a new scene's SVG ({@link sceneMarkup}).
 */
export function generatedBackgrounds(width: number, height: number): BackgroundSource {
  return { next: () => Promise.resolve(drawScene(width, height)), markup: sceneMarkup };
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
