import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generatedBackgrounds, hostBackgrounds } from '../../../src/captcha/server/images/backgrounds.js';
import {
  ChallengeImageError,
  DEFAULT_TOLERANCE,
  angleDistance,
  loadSharp,
  createChallengeMaker,
  isSolved,
  type CaptchaKind,
  type ChallengeAnswer,
} from '../../../src/captcha/server/images/index.js';
import {
  DECOYS,
  apart,
  decoyOutlines,
  decoyPlaces,
  holeStyles,
  occupied,
  pieceShapes,
  regionGap,
  slideGap,
  twinOutlines,
} from '../../../src/captcha/server/images/piece.js';
import { outlineKey, sides } from '../../../src/captcha/server/images/shapes.js';

const kinds: CaptchaKind[] = ['click', 'slide', 'region', 'rotate'];

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

/** Decodes a data URL, checking it is raster (PNG or WebP), never SVG. */
async function decode(url: string, channels: 3 | 4): Promise<Pixels & { format: string }> {
  const match = /^data:image\/(png|webp);base64,([A-Za-z0-9+/=]+)$/.exec(url);
  expect(match, `${url.slice(0, 40)} is a PNG or WebP data URL`).not.toBeNull();
  const bytes = Buffer.from(match?.[2] ?? '', 'base64');
  expect(bytes.includes('<svg')).toBe(false);
  const { format } = await sharp(bytes).metadata();
  let pipeline = sharp(bytes);
  pipeline = channels === 4 ? pipeline.ensureAlpha() : pipeline.removeAlpha();
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels, format: format ?? '' };
}

/** A background of random texture, channel values 40 to 215, as PNG. */
async function textureBackground(width: number, height: number): Promise<{ png: Buffer }> {
  const rgb = Buffer.from(randomBytes(width * height * 3).map((v) => 40 + (v % 176)));
  const png = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return { png };
}

/** A smooth background (gradients and big discs), as PNG. */
async function smoothBackground(size: number): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#3a6ea5"/><stop offset="1" stop-color="#d9a441"/></linearGradient></defs>` +
    `<rect width="${size}" height="${size}" fill="url(#g)"/><circle cx="${size * 0.4}" cy="${size * 0.3}" r="${size * 0.12}" fill="#c0392b"/>` +
    `<rect x="${size * 0.5}" y="${size * 0.55}" width="${size * 0.2}" height="${size * 0.08}" fill="#2c3e50"/></svg>`;
  return sharp(Buffer.from(svg)).removeAlpha().png().toBuffer();
}

/**
 * How far each pixel's green lies from the plane that best fits the picture's unpainted pixels: host pictures
 * are re-lit per challenge with a linear ramp and a gain, so a flat host picture becomes such a plane, and what
 * the maker painted over it stands out of it. The plane is refitted three times without the pixels it misses.
 */
function offPlane(image: Pixels): Float64Array {
  const { width, height } = image;
  const green = (i: number) => image.data[i * image.channels + 1] as number;
  const residual = new Float64Array(width * height);
  let plane = [0, 0, 0];
  for (let pass = 0; pass < 4; pass += 1) {
    // Least squares of g = a + b x + c y over the pixels kept (all of them on the first pass).
    const m = [0, 0, 0, 0, 0, 0, 0, 0, 0];
    const v = [0, 0, 0];
    for (let i = 0; i < width * height; i += 1) {
      if (pass > 0 && Math.abs(residual[i] as number) > 8) continue;
      const row = [1, i % width, Math.floor(i / width)];
      for (let r = 0; r < 3; r += 1) {
        v[r] = (v[r] as number) + (row[r] as number) * green(i);
        for (let c = 0; c < 3; c += 1)
          m[r * 3 + c] = (m[r * 3 + c] as number) + (row[r] as number) * (row[c] as number);
      }
    }
    plane = solve3(m, v);
    for (let i = 0; i < width * height; i += 1) {
      residual[i] =
        green(i) -
        ((plane[0] as number) + (plane[1] as number) * (i % width) + (plane[2] as number) * Math.floor(i / width));
    }
  }
  return residual;
}

/** The solution of a 3 x 3 linear system (row-major `m`), by Cramer's rule. */
function solve3(m: number[], v: number[]): number[] {
  const det = (a: number[]) =>
    (a[0] as number) * ((a[4] as number) * (a[8] as number) - (a[5] as number) * (a[7] as number)) -
    (a[1] as number) * ((a[3] as number) * (a[8] as number) - (a[5] as number) * (a[6] as number)) +
    (a[2] as number) * ((a[3] as number) * (a[7] as number) - (a[4] as number) * (a[6] as number));
  const whole = det(m);
  return [0, 1, 2].map(
    (column) => det(m.map((value, k) => (k % 3 === column ? (v[Math.floor(k / 3)] as number) : value))) / whole,
  );
}

/** Pearson correlation of two equal-length lists. */
function correlation(a: number[], b: number[]): number {
  const mean = (v: number[]) => v.reduce((sum, n) => sum + n, 0) / v.length;
  const [ma, mb] = [mean(a), mean(b)];
  let ab = 0;
  let aa = 0;
  let bb = 0;
  a.forEach((v, i) => {
    ab += (v - ma) * ((b[i] as number) - mb);
    aa += (v - ma) ** 2;
    bb += ((b[i] as number) - mb) ** 2;
  });
  return ab / Math.sqrt(aa * bb);
}

describe('challenge images made with sharp', () => {
  it('sends raster images of the widget sizes, different every time', async () => {
    const maker = createChallengeMaker();
    for (const kind of kinds) {
      const [a, b] = await Promise.all([maker.make(kind), maker.make(kind)]);
      // A rotate challenge's picture is the thumb; its image is one of 24 flat surrounds, shared by design.
      if (kind !== 'rotate') expect(a.data.image).not.toBe(b.data.image);
      expect(a.data.thumb).not.toBe(b.data.thumb);
      const image = await decode(a.data.image, 3);
      const thumb = await decode(a.data.thumb, 4);
      expect(image.format).toBe('webp');
      expect([image.width, image.height]).toEqual(kind === 'rotate' ? [220, 220] : [300, 220]);
      const thumbSize = { click: [150, 40], slide: [48, 48], region: [48, 48], rotate: [160, 160] }[kind];
      expect([thumb.width, thumb.height]).toEqual(thumbSize);
    }
  });

  it('draws the slide gap as a hole of its own: the piece is changed, and no brightness scale maps it to the gap', async () => {
    const { png } = await textureBackground(300, 220);
    const maker = createChallengeMaker({ backgrounds: [png], format: 'png' });
    for (let round = 0; round < 5; round += 1) {
      const { data, answer } = await maker.make('slide');
      expect(data).toMatchObject({ thumbX: 0, thumbY: answer.y, thumbWidth: 48, thumbHeight: 48 });
      const image = await decode(data.image, 3);
      const piece = await decode(data.thumb, 4);
      // The piece's solid middle, and the picture at the same place in the gap.
      const pieceValues: number[] = [];
      const gapValues: number[] = [];
      for (let y = 16; y < 32; y += 1) {
        for (let x = 16; x < 32; x += 1) {
          expect(piece.data[(y * 48 + x) * 4 + 3]).toBe(255);
          for (let c = 0; c < 3; c += 1) {
            pieceValues.push(piece.data[(y * 48 + x) * 4 + c] as number);
            gapValues.push(image.data[((answer.y + y) * 300 + answer.x + x) * 3 + c] as number);
          }
        }
      }
      // The best brightness scale s of the piece leaves most of the gap unexplained, and they hardly correlate.
      const dot = pieceValues.reduce((sum, v, i) => sum + v * (gapValues[i] as number), 0);
      const norm = pieceValues.reduce((sum, v) => sum + v * v, 0);
      const s = dot / norm;
      const residual = gapValues.reduce((sum, v, i) => sum + (v - s * (pieceValues[i] as number)) ** 2, 0);
      const spread = gapValues.reduce((sum, v) => sum + v * v, 0);
      expect(residual / spread, 'relative residual of the best scaled copy').toBeGreaterThan(0.02);
      // Host pictures are re-lit per challenge by a ramp that runs through both piece and gap: some correlation
      // is that shared light, not shared pixels (the solver bench measures what a matcher makes of it).
      expect(Math.abs(correlation(pieceValues, gapValues))).toBeLessThan(0.6);
      // The piece is see-through in its corners, outside the puzzle shape.
      expect(piece.data[3]).toBe(0);
    }
  });

  it('makes the lure the darkest hole against the picture round each, even where the light makes some surrounds far brighter', () => {
    for (let n = 0; n < 200; n += 1) {
      const surrounds = Array.from({ length: 8 }, () => 40 + Math.random() * 180);
      const lure = 1 + Math.floor(Math.random() * 7);
      const common = surrounds.reduce((a, b) => a + b, 0) / surrounds.length;
      const styles = holeStyles(
        surrounds.map(() => common),
        lure,
        40 + Math.random() * 180,
        surrounds,
      );
      // How far below its own surround each hole's fill lies: the surround less the common colour darkened.
      const depths = styles.map((style, i) => (surrounds[i] as number) - common + style.darken);
      for (const [i, depth] of depths.entries())
        if (i !== lure) expect(depth).toBeLessThanOrEqual((depths[lure] as number) - 10 + 1e-9);
      for (const style of styles) expect(style.darken).toBeGreaterThanOrEqual(24);
    }
  });

  it('puts first, where it is always placed, a decoy outline that holds the whole piece, to make the lure of', () => {
    for (const knob of sides)
      for (const notch of sides) {
        if (knob === notch) continue;
        const gap = { knobs: [knob], notches: [notch] };
        for (let i = 0; i < 20; i += 1) {
          const [first] = decoyOutlines(gap, 3);
          // Every knob of the gap, and no notch it has not.
          expect(gap.knobs.every((k) => first?.knobs.includes(k))).toBe(true);
          expect(first?.notches.every((n) => gap.notches.includes(n))).toBe(true);
        }
      }
  });

  it('packs decoys round the gap by their outlines: 5 or more on the slide row, 14 or more around the region picture', () => {
    const gap = { knobs: ['top'], notches: ['left'] } as const;
    const counts = { slide: [] as number[], region: [] as number[] };
    for (let i = 0; i < 200; i += 1) {
      const { x, y } = { x: Math.floor(Math.random() * 253), y: Math.floor(Math.random() * 173) };
      for (const kind of ['slide', 'region'] as const) {
        const area = { width: 300, height: 220, row: kind === 'slide' ? y : undefined };
        const places = decoyPlaces({ x, y, outline: gap }, 48, decoyOutlines(gap, DECOYS[kind]), area);
        counts[kind].push(places.length);
        const all = [{ x, y, outline: gap }, ...places].map((p) => ({ ...p, boxes: occupied(p.outline, 48) }));
        for (const [k, p] of all.entries()) {
          expect(p.x >= 0 && p.x <= 252 && p.y >= 0 && p.y <= 172).toBe(true);
          if (kind === 'slide') expect(p.y).toBe(y);
          // No two holes' paint (body and knobs) within 4 px.
          for (const q of all.slice(k + 1)) expect(apart(p, q)).toBe(true);
        }
      }
    }
    const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
    // As many as fit: one hole 48 px across and 4 px apart would leave room for 4 decoys on a row, 7 in a picture.
    expect(Math.min(...counts.slide)).toBeGreaterThanOrEqual(3);
    expect(mean(counts.slide)).toBeGreaterThanOrEqual(4.5);
    expect(Math.min(...counts.region)).toBeGreaterThanOrEqual(12);
    expect(mean(counts.region)).toBeGreaterThanOrEqual(14);
  });

  it('turns each rotate thumb by the inverse of its answer: turned by it, the top of the picture is on top', async () => {
    // A host picture red above, blue below: the thumb turned by the answer has its red half up.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="220"><rect width="300" height="110" fill="#d03020"/>' +
      '<rect y="110" width="300" height="110" fill="#2040d0"/></svg>';
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const maker = createChallengeMaker({ backgrounds: [png], format: 'png' });
    for (let i = 0; i < 5; i += 1) {
      const { data, answer } = await maker.make('rotate');
      expect(data.angle).toBe(0);
      expect(data.thumbSize).toBe(160);
      expect(answer.angles).toHaveLength(2);
      for (const [k, src] of [data.thumb, data.secondThumb ?? ''].entries()) {
        const angle = answer.angles[k] ?? NaN;
        expect(angle).toBeGreaterThanOrEqual(0);
        expect(angle).toBeLessThan(360);
        const thumb = await decode(src, 4);
        // Where the red lies from the thumb's centre (screen degrees, y down): the red-minus-blue centroid.
        let vx = 0;
        let vy = 0;
        for (let y = 0; y < 160; y += 1)
          for (let x = 0; x < 160; x += 1) {
            const p = (y * 160 + x) * 4;
            if ((thumb.data[p + 3] as number) < 255) continue;
            const red = (thumb.data[p] as number) - (thumb.data[p + 2] as number);
            vx += red * (x + 0.5 - 80);
            vy += red * (y + 0.5 - 80);
          }
        const redAt = (Math.atan2(vy, vx) * 180) / Math.PI;
        // Turned clockwise by the answer, the red goes to -90 degrees: straight up.
        expect(angleDistance(redAt + angle, -90)).toBeLessThanOrEqual(4);
      }
    }
  });

  it('draws answers over the whole travel: slide x from 0 to width - piece, region anywhere', () => {
    const slideXs: number[] = [];
    const regionXs: number[] = [];
    const regionYs: number[] = [];
    for (let i = 0; i < 3000; i += 1) {
      const slide = slideGap(300, 220, 48);
      slideXs.push(slide.x);
      expect(slide.y + 48).toBeLessThanOrEqual(220);
      const { gap, start } = regionGap(300, 220, 48);
      regionXs.push(gap.x);
      regionYs.push(gap.y);
      expect(start.x + 48).toBeLessThanOrEqual(300);
      expect(start.y + 48).toBeLessThanOrEqual(220);
    }
    expect([Math.min(...slideXs), Math.max(...slideXs)]).toEqual([0, 252]);
    expect([Math.min(...regionXs), Math.max(...regionXs)]).toEqual([0, 252]);
    expect([Math.min(...regionYs), Math.max(...regionYs)]).toEqual([0, 172]);
    // Spread evenly: each fifth of the travel holds about a fifth of the answers.
    for (let fifth = 0; fifth < 5; fifth += 1) {
      const share = slideXs.filter((x) => Math.floor((x / 253) * 5) === fifth).length / slideXs.length;
      expect(share).toBeGreaterThan(0.15);
      expect(share).toBeLessThan(0.25);
    }
  });

  it('draws the gap like the other decoys, and a lure as the most hole-like of all', () => {
    for (let i = 0; i < 200; i += 1) {
      const lumas = Array.from({ length: 8 }, () => 40 + Math.random() * 180);
      const lure = 1 + Math.floor(Math.random() * 7);
      const styles = holeStyles(lumas, lure, 40 + Math.random() * 180);
      const lureStyle = styles[lure];
      const others = styles.filter((_, k) => k !== lure);
      for (const style of others) {
        // The gap (first) and every plain decoy from the same ranges.
        expect(style.darken).toBeGreaterThanOrEqual(24);
        expect(style.darken).toBeLessThanOrEqual(Math.max(28, (lureStyle?.darken ?? 0) * 0.6) + 0.5);
        expect(style.grain).toBeGreaterThan(lureStyle?.grain ?? 0);
        expect(style.light).toBeGreaterThan(lureStyle?.light ?? 0);
      }
    }
  });

  it('draws decoys of outlines a knob or a notch away from the piece, never its own', async () => {
    const shapes = pieceShapes(await loadSharp(), 48);
    const area = (mask: Buffer) => mask.filter((v) => v >= 128).length;
    for (const knob of sides) {
      for (const notch of sides.filter((side) => side !== knob)) {
        const own = (await shapes({ knobs: [knob], notches: [notch] })).mask.data;
        const twins = twinOutlines({ knobs: [knob], notches: [notch] });
        expect(new Set(twins.map(outlineKey)).size).toBe(8);
        for (const twin of twins) {
          const mask = (await shapes(twin)).mask.data;
          // Pixels in one shape and not the other: at least a half knob (a disc of 6.7 px radius: about 70 px).
          const apart = own.filter((v, i) => v >= 128 !== (mask[i] as number) >= 128).length;
          expect(apart, `${outlineKey(twin)} against ${knob}/${notch}`).toBeGreaterThan(55);
          expect(Math.abs(area(mask) - area(own))).toBe(apart);
        }
      }
    }
  });

  it("makes the darkest hole on the slide row a decoy, drawn over the whole of the piece's shape, all but rarely", async () => {
    // A flat host picture, which each challenge re-lights into a plane of light.
    const flat = await sharp({ create: { width: 300, height: 220, channels: 3, background: '#a0a0a0' } })
      .png()
      .toBuffer();
    const maker = createChallengeMaker({ backgrounds: [flat], format: 'png' });
    // The holes' own lighting leaves the gap the darkest now and then (3 in 2,000 challenges when this was
    // written): a naive "darkest place" solver passes that often. 60 challenges then fail 3 times or more about
    // once in 8,000 runs; a maker whose gap was the darkest one time in ten fails it nine times in ten.
    const misses: string[] = [];
    for (let round = 0; round < 60; round += 1) {
      const { data, answer } = await maker.make('slide');
      const image = await decode(data.image, 3);
      const piece = await decode(data.thumb, 4);
      const off = offPlane(image);
      const opaque = Array.from({ length: 48 * 48 }, (_, i) => i).filter((i) => piece.data[i * 4 + 3] === 255);
      const under = (x: number) =>
        opaque.map((i) => -(off[(answer.y + Math.floor(i / 48)) * 300 + x + (i % 48)] as number));
      // How far below the plane of light the picture is, on average, under the piece's shape at x on its row.
      const depths = Array.from({ length: 253 }, (_, x) => under(x).reduce((sum, v) => sum + v, 0) / opaque.length);
      const darkest = depths.indexOf(Math.max(...depths));
      // The lure's outline holds the whole piece (a knob more, or its notch filled): a matcher sampling under
      // the piece's shape there finds the lure's dark fill everywhere but in the soft edge.
      const covered = Math.max(...[-1, 0, 1].map((d) => under(darkest + d).filter((v) => v > 24).length));
      if (Math.abs(darkest - answer.x) <= 2) misses.push(`round ${round}: the darkest hole is the gap`);
      else if ((depths[darkest] ?? 0) <= (depths[answer.x] ?? 0) + 10)
        misses.push(`round ${round}: the darkest hole is not 10 levels darker than the gap`);
      else if (covered / opaque.length <= 0.9) misses.push(`round ${round}: the darkest hole does not hold the piece`);
    }
    expect(misses.length, misses.join('; ')).toBeLessThanOrEqual(2);
  });

  it('shows nothing round the rotate thumb that continues its rim: the band outside is one flat colour', async () => {
    const { png } = await textureBackground(300, 220);
    for (const maker of [
      createChallengeMaker({ format: 'png' }),
      createChallengeMaker({ backgrounds: [png], format: 'png' }),
      // Lossy encoding too: a shaded surround came back from WebP with a pattern round the circle.
      createChallengeMaker({ backgrounds: [png], format: 'webp' }),
    ]) {
      const { data } = await maker.make('rotate');
      const image = await decode(data.image, 3);
      const thumb = await decode(data.thumb, 4);
      /** Luminance round a circle of radius r about (c, c), one sample per degree. */
      const ring = (pixels: Pixels, c: number, r: number) =>
        Array.from({ length: 360 }, (_, a) => {
          const x = Math.round(c + r * Math.cos((a * Math.PI) / 180));
          const y = Math.round(c + r * Math.sin((a * Math.PI) / 180));
          const p = (y * pixels.width + x) * pixels.channels;
          return ((pixels.data[p] as number) + (pixels.data[p + 1] as number) + (pixels.data[p + 2] as number)) / 3;
        });
      const spread = (values: number[]) => {
        const mean = values.reduce((a, b) => a + b, 0) / values.length;
        return Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
      };
      // The thumb's own rim varies round the circle; the picture's band 1 to 16 px outside it does not, at all.
      const radius = data.thumbSize / 2;
      expect(spread(ring(thumb, radius, radius - 4))).toBeGreaterThan(8);
      for (let r = radius + 1; r <= radius + 16; r += 1) expect(new Set(ring(image, 110, r)).size).toBe(1);
    }
  });

  it('places the glyphs apart, and always asks for 4 of them at their centres', async () => {
    const maker = createChallengeMaker({ format: 'png' });
    for (let i = 0; i < 10; i += 1) {
      const { answer } = await maker.make('click');
      // Four every time: a script that finds each asked glyph with odds p passes with p to the fourth.
      expect(answer.points.length).toBe(4);
      for (const p of answer.points) {
        expect(p.x).toBeGreaterThanOrEqual(24);
        expect(p.x).toBeLessThanOrEqual(276);
        for (const q of answer.points) if (p !== q) expect(Math.hypot(p.x - q.x, p.y - q.y)).toBeGreaterThanOrEqual(46);
      }
    }
  });

  it('draws the thumb in one neutral style, and the picture with decoys the thumb does not show', async () => {
    const grey = await sharp({ create: { width: 300, height: 220, channels: 3, background: '#808080' } })
      .png()
      .toBuffer();
    const maker = createChallengeMaker({ backgrounds: [grey], format: 'png' });
    for (let i = 0; i < 5; i += 1) {
      const { data, answer } = await maker.make('click');
      const thumb = await decode(data.thumb, 4);
      // Every opaque thumb pixel is grey or white: no colour to match the picture's glyphs by.
      let opaque = 0;
      for (let p = 0; p < 150 * 40; p += 1) {
        if ((thumb.data[p * 4 + 3] as number) < 255) continue;
        opaque += 1;
        const rgb = [0, 1, 2].map((c) => thumb.data[p * 4 + c] as number);
        expect(Math.max(...rgb) - Math.min(...rgb)).toBeLessThanOrEqual(24);
      }
      expect(opaque).toBeGreaterThan(500);
      // Glyph-sized solid marks on the plain grey picture: one at each answer point and two or more elsewhere.
      const image = await decode(data.image, 3);
      const marked = (x: number, y: number) => {
        let off = 0;
        for (let dy = -4; dy < 4; dy += 1)
          for (let dx = -4; dx < 4; dx += 1) {
            const p = ((y + dy) * 300 + x + dx) * 3;
            const d = [0, 1, 2].reduce((sum, c) => sum + Math.abs((image.data[p + c] as number) - 128), 0);
            if (d > 60) off += 1;
          }
        return off >= 56;
      };
      const marks: Array<{ x: number; y: number }> = [];
      for (let y = 8; y < 212; y += 2)
        for (let x = 8; x < 292; x += 2)
          if (marked(x, y) && marks.every((m) => Math.hypot(m.x - x, m.y - y) > 30)) marks.push({ x, y });
      for (const p of answer.points) expect(marks.some((m) => Math.hypot(m.x - p.x, m.y - p.y) < 30)).toBe(true);
      const decoys = marks.filter((m) => answer.points.every((p) => Math.hypot(m.x - p.x, m.y - p.y) >= 30));
      expect(decoys.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('never shares a background between two challenges: a new scene each time, host photos cropped and re-lit', async () => {
    const sharpModule = await loadSharp();
    const png = await smoothBackground(400);
    for (const [source, host] of [
      [generatedBackgrounds(300, 220), false],
      [hostBackgrounds(sharpModule, [new Uint8Array(png)], 300, 220), true],
    ] as const) {
      const pictures = await Promise.all(Array.from({ length: 6 }, () => source.next()));
      const differences: number[] = [];
      for (let a = 0; a < pictures.length; a += 1)
        for (let b = a + 1; b < pictures.length; b += 1) {
          const [p, q] = [pictures[a]?.data, pictures[b]?.data] as [Buffer, Buffer];
          let sum = 0;
          for (let i = 0; i < p.length; i += 1) sum += Math.abs((p[i] as number) - (q[i] as number));
          // Mean difference per channel, of 255.
          differences.push(sum / p.length);
        }
      differences.sort((a, b) => a - b);
      // Two new scenes: never within 13 of each other in 30,000 pairs. Two crops of one smooth photo draw their
      // window, zoom, light and colour cast each from its own ranges, so two close in all of them come by chance:
      // 5 pairs of 33,000 within 6 (the least 4.5), none within 4; within 2 would need every draw to match to a
      // hundredth. So: every pair more than 2 apart (no shared pixels), and most pairs far more.
      expect(differences[0]).toBeGreaterThan(host ? 2 : 6);
      expect(differences[Math.floor(differences.length / 2)]).toBeGreaterThan(6);
    }
  });

  it('never puts the answer in the data: only the documented fields are sent, the rotate thumb starting at 0', async () => {
    const maker = createChallengeMaker();
    const fields = {
      click: ['image', 'thumb'],
      slide: ['image', 'thumb', 'thumbHeight', 'thumbWidth', 'thumbX', 'thumbY'],
      region: ['image', 'thumb', 'thumbHeight', 'thumbWidth', 'thumbX', 'thumbY'],
      rotate: ['angle', 'image', 'secondThumb', 'thumb', 'thumbSize'],
    };
    for (let i = 0; i < 10; i += 1) {
      for (const kind of kinds) {
        const { data } = await maker.make(kind);
        expect(Object.keys(data).sort()).toEqual(fields[kind]);
        const text = JSON.stringify(data).replace(/data:image\/(webp|png);base64,[A-Za-z0-9+/=]+/g, '');
        expect(text).not.toMatch(/svg|answer|points|angle":[1-9]/i);
        if ('angle' in data) expect(data.angle).toBe(0);
      }
    }
  });
});

describe('isSolved', () => {
  const t = DEFAULT_TOLERANCE;
  const slide: ChallengeAnswer = { kind: 'slide', x: 150, y: 40 };
  const region: ChallengeAnswer = { kind: 'region', x: 100, y: 90 };
  const click: ChallengeAnswer = {
    kind: 'click',
    points: [
      { x: 50, y: 50 },
      { x: 200, y: 100 },
      { x: 120, y: 180 },
    ],
  };
  const rotate: ChallengeAnswer = { kind: 'rotate', angles: [350, 100] };

  it('accepts slide within the tolerance on its row and rejects beyond', () => {
    expect(isSolved('slide', slide, { x: 152, y: 40 }, t)).toBe(true);
    expect(isSolved('slide', slide, { x: 148, y: 40 }, t)).toBe(true);
    expect(isSolved('slide', slide, { x: 153, y: 40 }, t)).toBe(false);
    expect(isSolved('slide', slide, { x: 150, y: 42 }, t)).toBe(false);
    expect(isSolved('slide', slide, { x: 157, y: 40 }, { ...t, slide: 7 })).toBe(true);
  });

  it('accepts region within the tolerance on both axes', () => {
    expect(isSolved('region', region, { x: 108, y: 82 }, t)).toBe(true);
    expect(isSolved('region', region, { x: 109, y: 90 }, t)).toBe(false);
    expect(isSolved('region', region, { x: 100, y: 99 }, t)).toBe(false);
  });

  it('accepts clicks in order near each centre, nothing else', () => {
    const dots = (shift: number) =>
      click.kind === 'click' ? click.points.map((p, i) => ({ x: p.x + shift, y: p.y, index: i + 1 })) : [];
    expect(isSolved('click', click, dots(14), t)).toBe(true);
    expect(isSolved('click', click, dots(15), t)).toBe(false);
    expect(isSolved('click', click, dots(0).reverse(), t)).toBe(false);
    expect(isSolved('click', click, dots(0).slice(0, 2), t)).toBe(false);
    expect(isSolved('click', click, [...dots(0), { x: 1, y: 1, index: 4 }], t)).toBe(false);
    const renumbered = dots(0).map((d) => ({ ...d, index: 4 - d.index }));
    expect(isSolved('click', click, renumbered, t)).toBe(false);
  });

  it('accepts two turns each within the tolerance, either way round 0, and nothing else', () => {
    expect(t.rotate).toBe(15);
    expect(isSolved('rotate', rotate, [5, 115], t)).toBe(true);
    expect(isSolved('rotate', rotate, [335, 85], t)).toBe(true);
    expect(isSolved('rotate', rotate, [6, 100], t)).toBe(false);
    expect(isSolved('rotate', rotate, [334, 100], t)).toBe(false);
    expect(isSolved('rotate', rotate, [350, 116], t)).toBe(false);
    expect(isSolved('rotate', rotate, [350, 84], t)).toBe(false);
    expect(isSolved('rotate', rotate, [710, 460], t)).toBe(true);
    // Both must pass, in order, and there must be one turn per picture.
    expect(isSolved('rotate', rotate, [100, 350], t)).toBe(false);
    expect(isSolved('rotate', rotate, [350], t)).toBe(false);
    expect(isSolved('rotate', rotate, [350, 100, 0], t)).toBe(false);
    expect(isSolved('rotate', rotate, [0, 100], { ...t, rotate: 10 })).toBe(true);
    expect(isSolved('rotate', { kind: 'rotate', angles: [350] }, [0], { ...t, rotate: 10 })).toBe(true);
  });

  it('rejects, never throws on, another kind and malformed results', () => {
    expect(isSolved('region', slide, { x: 150, y: 40 }, t)).toBe(false);
    const bad: unknown[] = [NaN, Infinity, '150', null, undefined, {}, [], { x: NaN, y: 40 }, { x: '150', y: 40 }];
    for (const result of bad) {
      expect(isSolved('slide', slide, result as never, t)).toBe(false);
      expect(isSolved('rotate', rotate, result as never, t)).toBe(false);
      expect(isSolved('click', click, result as never, t)).toBe(false);
    }
    expect(isSolved('click', click, [null, null, null] as never, t)).toBe(false);
    // A damaged answer (say, read back from a store) fails too.
    const damaged = [
      null,
      { kind: 'click' },
      { kind: 'click', points: [null] },
      { kind: 'slide', x: '150', y: 40 },
      { kind: 'rotate', angle: 0 },
      { kind: 'rotate', angles: ['0', 0] },
      { kind: 'rotate', angles: [] },
    ];
    for (const answer of damaged) {
      expect(isSolved('click', answer as never, [{ x: 1, y: 1, index: 1 }], t)).toBe(false);
      expect(isSolved('slide', answer as never, { x: 150, y: 40 }, t)).toBe(false);
      expect(isSolved('rotate', answer as never, [0, 0], t)).toBe(false);
      expect(isSolved('rotate', answer as never, [], t)).toBe(false);
    }
  });
});

describe('createChallengeMaker options', () => {
  it('refuses bad options with a typed error', () => {
    const bad = [
      { width: 100 },
      { height: 1001 },
      { width: 250.5 },
      { format: 'svg' },
      { backgrounds: [] },
      { backgrounds: ['x'] },
    ];
    for (const options of bad) {
      expect(() => createChallengeMaker(options as never)).toThrow(ChallengeImageError);
    }
  });

  it('rejects a challenge from an unreadable background, or of an unknown kind', async () => {
    const maker = createChallengeMaker({ backgrounds: [new Uint8Array([1, 2, 3])] });
    await expect(maker.make('slide')).rejects.toMatchObject({ code: 'bad-background' });
    await expect(createChallengeMaker().make('toString' as never)).rejects.toMatchObject({ code: 'bad-option' });
  });

  it('crops a host background of another size to width x height', async () => {
    const { png } = await textureBackground(640, 480);
    const maker = createChallengeMaker({ backgrounds: [png], width: 320, height: 200 });
    const { data } = await maker.make('slide');
    const image = await decode(data.image, 3);
    expect([image.width, image.height]).toEqual([320, 200]);
  });
});
