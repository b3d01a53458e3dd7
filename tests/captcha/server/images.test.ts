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
      const thumbSize = { click: [150, 40], slide: [60, 60], region: [60, 60], rotate: [120, 120] }[kind];
      expect([thumb.width, thumb.height]).toEqual(thumbSize);
    }
  });

  it('cuts the slide piece from the picture where the answer says, leaving a darker gap', async () => {
    const { png, rgb } = await textureBackground(300, 220);
    const maker = createChallengeMaker({ backgrounds: [png], format: 'png' });
    const { data, answer } = await maker.make('slide');
    expect(data).toMatchObject({ thumbY: answer.y, thumbWidth: 60, thumbHeight: 60 });
    expect(data.thumbX).toBeLessThanOrEqual(4);
    const image = await decode(data.image, 3);
    const piece = await decode(data.thumb, 4);

    // Outside the gap the picture is the background, tinted; inside the piece's solid middle as well.
    const outside: Array<[number, number, number, number]> = [];
    for (let y = 0; y < 220; y += 7)
      for (let x = 0; x < 300; x += 7) {
        const inGap = x >= answer.x - 2 && x < answer.x + 62 && y >= answer.y - 2 && y < answer.y + 62;
        if (!inGap) outside.push([x, y, x, y]);
      }
    const tint = constantShift(image, rgb, 300, outside);
    expect(tint, 'the picture outside the gap is the background').not.toBeNull();

    const middle: Array<[number, number, number, number]> = [];
    const middleOfPiece: Array<[number, number]> = [];
    for (let y = 23; y < 38; y += 1) for (let x = 23; x < 38; x += 1) middleOfPiece.push([x, y]);
    for (const [x, y] of middleOfPiece) {
      expect(piece.data[(y * 60 + x) * 4 + 3]).toBe(255);
      middle.push([x, y, answer.x + x, answer.y + y]);
    }
    expect(constantShift(piece, rgb, 300, middle), 'the piece is the background at the gap').toEqual(tint);
    const elsewhere = middle.map(([x, y, sx, sy]): [number, number, number, number] => [x, y, sx - 25, sy]);
    expect(constantShift(piece, rgb, 300, elsewhere), 'and not 25 px to the left').toBeNull();

    // The gap: each pixel of the piece's middle about half as bright in the picture.
    for (const [x, y] of middleOfPiece) {
      const i = ((answer.y + y) * 300 + answer.x + x) * 3;
      const p = (y * 60 + x) * 4;
      for (let c = 0; c < 3; c += 1) {
        expect(Math.abs((image.data[i + c] as number) - (piece.data[p + c] as number) * 0.5)).toBeLessThanOrEqual(2);
      }
    }
    // The piece is see-through in its corners, outside the puzzle shape.
    expect(piece.data[3]).toBe(0);
  });

  it('starts the region tile well away from its gap, which is cut and shaded the same way', async () => {
    const maker = createChallengeMaker({ format: 'png' });
    for (let i = 0; i < 20; i += 1) {
      const { data, answer } = await maker.make('region');
      expect(Math.hypot(data.thumbX - answer.x, data.thumbY - answer.y)).toBeGreaterThanOrEqual(72);
      expect(data.thumbX + data.thumbWidth).toBeLessThanOrEqual(300);
      expect(answer.y + data.thumbHeight).toBeLessThanOrEqual(220);
    }
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
        if ('thumbX' in data && (answer.kind === 'slide' || answer.kind === 'region')) {
          // The piece's row is public for slide (it only moves sideways); its start is never the gap.
          expect(isSolved(kind, answer, { x: data.thumbX, y: data.thumbY } as never)).toBe(false);
          const away = Math.hypot(data.thumbX - answer.x, kind === 'slide' ? 0 : data.thumbY - answer.y);
          expect(away).toBeGreaterThan(60);
        }
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
    expect(isSolved('slide', slide, { x: 156, y: 40 }, t)).toBe(true);
    expect(isSolved('slide', slide, { x: 144, y: 40 }, t)).toBe(true);
    expect(isSolved('slide', slide, { x: 157, y: 40 }, t)).toBe(false);
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
    expect(isSolved('rotate', rotate, 0, t)).toBe(true);
    expect(isSolved('rotate', rotate, 340, t)).toBe(true);
    expect(isSolved('rotate', rotate, 1, t)).toBe(false);
    expect(isSolved('rotate', rotate, 339, t)).toBe(false);
    expect(isSolved('rotate', rotate, 710, t)).toBe(true);
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
