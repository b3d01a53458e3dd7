import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  ChallengeImageError,
  DEFAULT_TOLERANCE,
  createChallengeMaker,
  isSolved,
  type CaptchaKind,
  type ChallengeAnswer,
} from '../../../src/captcha/server/images/index.js';
import { holeStyles, regionGap, slideGap } from '../../../src/captcha/server/images/piece.js';

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

/** A background of random texture, channel values 40 to 215 (so a tint of +-10 never clips), as PNG. */
async function textureBackground(width: number, height: number): Promise<{ png: Buffer; rgb: Buffer }> {
  const rgb = Buffer.from(randomBytes(width * height * 3).map((v) => 40 + (v % 176)));
  const png = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return { png, rgb };
}

/** A smooth background (gradients and big discs: bilinear rotation keeps it), as PNG and raw RGB. */
async function smoothBackground(size: number): Promise<{ png: Buffer; rgb: Buffer }> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#3a6ea5"/><stop offset="1" stop-color="#d9a441"/></linearGradient></defs>` +
    `<rect width="${size}" height="${size}" fill="url(#g)"/><circle cx="${size * 0.4}" cy="${size * 0.3}" r="${size * 0.12}" fill="#c0392b"/>` +
    `<rect x="${size * 0.5}" y="${size * 0.55}" width="${size * 0.2}" height="${size * 0.08}" fill="#2c3e50"/></svg>`;
  const png = await sharp(Buffer.from(svg)).removeAlpha().png().toBuffer();
  const rgb = await sharp(png).removeAlpha().raw().toBuffer();
  return { png, rgb };
}

/** The source's pixel at (x, y), mirrored left to right when `mirror`. */
function at(source: Buffer, width: number, x: number, y: number, mirror: boolean, c: number): number {
  return source[(y * width + (mirror ? width - 1 - x : x)) * 3 + c] as number;
}

/**
 * The per-channel shift from `source` to `image` over `points` when it is the same for every point (the
 * maker's tint), else null; tries the source both ways round (the maker may mirror it).
 */
function constantShift(
  image: Pixels,
  source: Buffer,
  sourceWidth: number,
  points: Array<[number, number, number, number]>,
): number[] | null {
  for (const mirror of [false, true]) {
    const shifts = [0, 1, 2].map((c) => {
      const diffs = points.map(
        ([ix, iy, sx, sy]) =>
          (image.data[(iy * image.width + ix) * image.channels + c] as number) -
          at(source, sourceWidth, sx, sy, mirror, c),
      );
      return Math.max(...diffs) - Math.min(...diffs) <= 1 ? (diffs[0] as number) : null;
    });
    if (shifts.every((s) => s !== null)) return shifts as number[];
  }
  return null;
}

/** The commonest green value of an RGB image: its background, where the picture is one flat colour. */
function commonest(image: Pixels): number {
  const counts = new Array<number>(256).fill(0);
  for (let i = 1; i < image.data.length; i += 3)
    counts[image.data[i] as number] = (counts[image.data[i] as number] as number) + 1;
  return counts.indexOf(Math.max(...counts));
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
      expect(a.data.image).not.toBe(b.data.image);
      expect(a.data.thumb).not.toBe(b.data.thumb);
      const image = await decode(a.data.image, 3);
      const thumb = await decode(a.data.thumb, 4);
      expect(image.format).toBe('webp');
      expect([image.width, image.height]).toEqual(kind === 'rotate' ? [220, 220] : [300, 220]);
      const thumbSize = { click: [150, 40], slide: [48, 48], region: [48, 48], rotate: [120, 120] }[kind];
      expect([thumb.width, thumb.height]).toEqual(thumbSize);
    }
  });

  it('draws the slide gap as a hole of its own: the piece is changed, and no brightness scale maps it to the gap', async () => {
    const { png, rgb } = await textureBackground(300, 220);
    const maker = createChallengeMaker({ backgrounds: [png], format: 'png' });
    for (let round = 0; round < 5; round += 1) {
      const { data, answer } = await maker.make('slide');
      expect(data).toMatchObject({ thumbX: 0, thumbY: answer.y, thumbWidth: 48, thumbHeight: 48 });
      const image = await decode(data.image, 3);
      const piece = await decode(data.thumb, 4);
      // The piece's solid middle, and the picture at the same place in the gap.
      const middle: Array<[number, number, number, number]> = [];
      const pieceValues: number[] = [];
      const gapValues: number[] = [];
      for (let y = 16; y < 32; y += 1) {
        for (let x = 16; x < 32; x += 1) {
          expect(piece.data[(y * 48 + x) * 4 + 3]).toBe(255);
          middle.push([x, y, answer.x + x, answer.y + y]);
          for (let c = 0; c < 3; c += 1) {
            pieceValues.push(piece.data[(y * 48 + x) * 4 + c] as number);
            gapValues.push(image.data[((answer.y + y) * 300 + answer.x + x) * 3 + c] as number);
          }
        }
      }
      expect(constantShift(piece, rgb, 300, middle), 'the piece is not the background merely tinted').toBeNull();
      // The best brightness scale s of the piece leaves most of the gap unexplained, and they hardly correlate.
      const dot = pieceValues.reduce((sum, v, i) => sum + v * (gapValues[i] as number), 0);
      const norm = pieceValues.reduce((sum, v) => sum + v * v, 0);
      const s = dot / norm;
      const residual = gapValues.reduce((sum, v, i) => sum + (v - s * (pieceValues[i] as number)) ** 2, 0);
      const spread = gapValues.reduce((sum, v) => sum + v * v, 0);
      expect(residual / spread, 'relative residual of the best scaled copy').toBeGreaterThan(0.02);
      expect(Math.abs(correlation(pieceValues, gapValues))).toBeLessThan(0.3);
      // The piece is see-through in its corners, outside the puzzle shape.
      expect(piece.data[3]).toBe(0);
    }
  });

  it('paints decoy holes beside the gap: several on the slide row, more around the region picture', async () => {
    const flat = await sharp({ create: { width: 300, height: 220, channels: 3, background: '#8c8c8c' } })
      .png()
      .toBuffer();
    const maker = createChallengeMaker({ backgrounds: [flat], format: 'png' });
    for (let round = 0; round < 5; round += 1) {
      const slide = await maker.make('slide');
      const image = await decode(slide.data.image, 3);
      const base = commonest(image);
      const painted = (x: number, y: number) => Math.abs((image.data[(y * 300 + x) * 3 + 1] as number) - base) > 10;
      // Painted runs of at least 20 px (bridging breaks of up to 4 px in a hole's texture) 16 px into the row:
      // the gap's body and each decoy's.
      let runs = 0;
      let run = 0;
      let unpainted = 0;
      for (let x = 0; x <= 300; x += 1) {
        if (x < 300 && painted(x, slide.answer.y + 16)) {
          run += unpainted + 1;
          unpainted = 0;
        } else if (run > 0 && x < 300 && unpainted < 4) {
          unpainted += 1;
        } else {
          if (run >= 20) runs += 1;
          run = 0;
          unpainted = 0;
        }
      }
      expect(runs, 'holes on the slide row').toBeGreaterThanOrEqual(4);

      const region = await maker.make('region');
      const picture = await decode(region.data.image, 3);
      let area = 0;
      const ground = commonest(picture);
      for (let i = 0; i < 300 * 220; i += 1) {
        if (Math.abs((picture.data[i * 3 + 1] as number) - ground) > 14) area += 1;
      }
      // Each hole's body is about 32 x 32 px: the gap and at least 5 decoys.
      expect(area, 'painted area of the region picture').toBeGreaterThan(6 * 900);
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

  it('keeps the gap from being the most or least shaded or rough hole, in nearly every draw', () => {
    let extreme = 0;
    const draws = 400;
    for (let i = 0; i < draws; i += 1) {
      const lumas = Array.from({ length: 5 }, () => 60 + Math.random() * 140);
      const styles = holeStyles(lumas, [true, false, false, false]);
      const measures = [
        styles.map((style) => style.darken),
        styles.map((style) => style.grain),
        styles.map((style, k) => (lumas[k] as number) - style.darken),
      ];
      const isExtreme = measures.some(
        (values) => Math.min(...values) === values[0] || Math.max(...values) === values[0],
      );
      if (isExtreme) extreme += 1;
    }
    // Left to chance, the gap would be the least or the most of 5 on one of 3 measures in about 4 draws of 5;
    // over a very dark or light spot the rules cannot all hold, a few draws in a hundred.
    expect(extreme / draws).toBeLessThan(0.12);
  });

  it('turns the rotate thumb by the inverse of the answer: sharp turning it back gives the upright picture', async () => {
    const { png, rgb } = await smoothBackground(220);
    const maker = createChallengeMaker({ backgrounds: [png], format: 'png', width: 220, height: 220 });
    const { data, answer } = await maker.make('rotate');
    expect(data.angle).toBe(0);
    expect(data.thumbSize).toBe(120);
    expect(answer.angle).toBeGreaterThanOrEqual(30);
    expect(answer.angle).toBeLessThanOrEqual(330);
    const thumb = await decode(data.thumb, 4);

    /** Mean difference between the thumb turned by `turn` and the background's middle, inside radius 50. */
    const error = async (turn: number) => {
      const turned = await sharp(thumb.data, { raw: { width: 120, height: 120, channels: 4 } })
        .rotate(turn, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const left = (turned.info.width - 120) / 2;
      const top = (turned.info.height - 120) / 2;
      let best = Infinity;
      for (const mirror of [false, true]) {
        let sum = 0;
        let count = 0;
        for (let y = 10; y < 110; y += 2)
          for (let x = 10; x < 110; x += 2) {
            if (Math.hypot(x - 60, y - 60) > 50) continue;
            const t = ((Math.round(top) + y) * turned.info.width + Math.round(left) + x) * 4;
            // The tint shifts every channel alike over the picture: compare with the mean shift taken out below.
            for (let c = 0; c < 3; c += 1)
              sum += (turned.data[t + c] as number) - at(rgb, 220, 50 + x, 50 + y, mirror, c);
            count += 3;
          }
        const shift = sum / count;
        let deviation = 0;
        for (let y = 10; y < 110; y += 2)
          for (let x = 10; x < 110; x += 2) {
            if (Math.hypot(x - 60, y - 60) > 50) continue;
            const t = ((Math.round(top) + y) * turned.info.width + Math.round(left) + x) * 4;
            for (let c = 0; c < 3; c += 1)
              deviation += Math.abs((turned.data[t + c] as number) - at(rgb, 220, 50 + x, 50 + y, mirror, c) - shift);
          }
        best = Math.min(best, deviation / count);
      }
      return best;
    };
    const right = await error(answer.angle);
    // Two bilinear resamplings blur the edges a little: a few levels of 255 on average, against 15 or more
    // when the turn is 20 degrees off.
    expect(right).toBeLessThan(10);
    expect(await error(answer.angle + 20)).toBeGreaterThan(right * 2);
    expect(await error(answer.angle - 20)).toBeGreaterThan(right * 2);
  });

  it('places 3 to 5 glyphs apart, and asks for 3 or 4 of them at their centres', async () => {
    const { png, rgb } = await textureBackground(300, 220);
    const maker = createChallengeMaker({ backgrounds: [png], format: 'png' });
    for (let i = 0; i < 10; i += 1) {
      const { data, answer } = await maker.make('click');
      expect(answer.points.length).toBeGreaterThanOrEqual(3);
      expect(answer.points.length).toBeLessThanOrEqual(4);
      for (const p of answer.points) {
        expect(p.x).toBeGreaterThanOrEqual(24);
        expect(p.x).toBeLessThanOrEqual(276);
        for (const q of answer.points) if (p !== q) expect(Math.hypot(p.x - q.x, p.y - q.y)).toBeGreaterThanOrEqual(46);
      }
      if (i > 0) continue;
      // A glyph covers each centre: a 9 x 9 block there is flat colour, not the background's texture.
      const image = await decode(data.image, 3);
      for (const p of answer.points) {
        const block: Array<[number, number, number, number]> = [];
        for (let y = -4; y <= 4; y += 1)
          for (let x = -4; x <= 4; x += 1) block.push([p.x + x, p.y + y, p.x + x, p.y + y]);
        expect(constantShift(image, rgb, 300, block)).toBeNull();
        const first = image.data.subarray((p.y * 300 + p.x) * 3, (p.y * 300 + p.x) * 3 + 3);
        const next = image.data.subarray((p.y * 300 + p.x + 2) * 3, (p.y * 300 + p.x + 2) * 3 + 3);
        expect([...next]).toEqual([...first]);
      }
    }
  });

  it('never puts the answer in the data: the untouched widget fails, only the documented fields are sent', async () => {
    const maker = createChallengeMaker();
    const fields = {
      click: ['image', 'thumb'],
      slide: ['image', 'thumb', 'thumbHeight', 'thumbWidth', 'thumbX', 'thumbY'],
      region: ['image', 'thumb', 'thumbHeight', 'thumbWidth', 'thumbX', 'thumbY'],
      rotate: ['angle', 'image', 'thumb', 'thumbSize'],
    };
    for (let i = 0; i < 10; i += 1) {
      for (const kind of kinds) {
        const { data, answer } = await maker.make(kind);
        expect(Object.keys(data).sort()).toEqual(fields[kind]);
        const text = JSON.stringify(data).replace(/data:image\/(webp|png);base64,[A-Za-z0-9+/=]+/g, '');
        expect(text).not.toMatch(/svg|answer|points|angle":[1-9]/i);
        if ('angle' in data) {
          expect(data.angle).toBe(0);
          expect(isSolved('rotate', answer, 0)).toBe(false);
        }
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
  const rotate: ChallengeAnswer = { kind: 'rotate', angle: 350 };

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

  it('accepts a turn within the tolerance either way round 0', () => {
    expect(isSolved('rotate', rotate, 353, t)).toBe(true);
    expect(isSolved('rotate', rotate, 347, t)).toBe(true);
    expect(isSolved('rotate', rotate, 354, t)).toBe(false);
    expect(isSolved('rotate', rotate, 346, t)).toBe(false);
    expect(isSolved('rotate', rotate, 710, t)).toBe(true);
    expect(isSolved('rotate', rotate, 0, { ...t, rotate: 10 })).toBe(true);
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
      { kind: 'rotate', angle: '0' },
    ];
    for (const answer of damaged) {
      expect(isSolved('click', answer as never, [{ x: 1, y: 1, index: 1 }], t)).toBe(false);
      expect(isSolved('slide', answer as never, { x: 150, y: 40 }, t)).toBe(false);
      expect(isSolved('rotate', answer as never, 0, t)).toBe(false);
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
