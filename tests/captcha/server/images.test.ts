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
    const { png } = await textureBackground(300, 220);
    const maker = createChallengeMaker({ backgrounds: [png], format: 'png' });
    const { data, answer } = await maker.make('slide');
    expect(data).toMatchObject({ thumbY: answer.y, thumbWidth: 60, thumbHeight: 60 });
    expect(data.thumbX).toBeLessThanOrEqual(4);
    const image = await decode(data.image, 3);
    const piece = await decode(data.thumb, 4);

    // The host's picture is cropped and re-lit for each challenge, so the piece is compared with the picture.
    const middleOfPiece: Array<[number, number]> = [];
    for (let y = 23; y < 38; y += 1) for (let x = 23; x < 38; x += 1) middleOfPiece.push([x, y]);
    for (const [x, y] of middleOfPiece) expect(piece.data[(y * 60 + x) * 4 + 3]).toBe(255);
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

  it('turns the rotate thumb by the inverse of the answer: turned by it, the top of the picture is on top', async () => {
    // A host picture red above, blue below: the thumb turned by the answer has its red half up.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="220"><rect width="300" height="110" fill="#d03020"/>' +
      '<rect y="110" width="300" height="110" fill="#2040d0"/></svg>';
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const maker = createChallengeMaker({ backgrounds: [png], format: 'png' });
    for (let i = 0; i < 5; i += 1) {
      const { data, answer } = await maker.make('rotate');
      expect(data.angle).toBe(0);
      expect(data.thumbSize).toBe(120);
      expect(answer.angle).toBeGreaterThanOrEqual(15);
      expect(answer.angle).toBeLessThanOrEqual(345);
      const thumb = await decode(data.thumb, 4);
      // Where the red lies from the thumb's centre (screen degrees, y down): the red-minus-blue centroid.
      let vx = 0;
      let vy = 0;
      for (let y = 0; y < 120; y += 1)
        for (let x = 0; x < 120; x += 1) {
          const p = (y * 120 + x) * 4;
          if ((thumb.data[p + 3] as number) < 255) continue;
          const red = (thumb.data[p] as number) - (thumb.data[p + 2] as number);
          vx += red * (x + 0.5 - 60);
          vy += red * (y + 0.5 - 60);
        }
      const redAt = (Math.atan2(vy, vx) * 180) / Math.PI;
      // Turned clockwise by the answer, the red goes to -90 degrees: straight up.
      expect(angleDistance(redAt + answer.angle, -90)).toBeLessThanOrEqual(4);
    }
  });

  it('shows nothing round the rotate thumb that continues its rim: the band outside is the same at every angle', async () => {
    const { png } = await textureBackground(300, 220);
    for (const maker of [
      createChallengeMaker({ format: 'png' }),
      createChallengeMaker({ backgrounds: [png], format: 'png' }),
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
      // The thumb's own rim varies round the circle; the picture's band 1 to 16 px outside it does not.
      expect(spread(ring(thumb, 60, 56))).toBeGreaterThan(8);
      for (let r = 61; r <= 76; r += 1) expect(spread(ring(image, 110, r))).toBeLessThan(2);
    }
  });

  it('places the glyphs apart, and asks for 3 or 4 of them at their centres', async () => {
    const maker = createChallengeMaker({ format: 'png' });
    for (let i = 0; i < 10; i += 1) {
      const { answer } = await maker.make('click');
      expect(answer.points.length).toBeGreaterThanOrEqual(3);
      expect(answer.points.length).toBeLessThanOrEqual(4);
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
    for (const source of [
      generatedBackgrounds(sharpModule, 300, 220),
      hostBackgrounds(sharpModule, [new Uint8Array(png)], 300, 220),
    ]) {
      const pictures = await Promise.all(Array.from({ length: 6 }, () => source.next()));
      for (let a = 0; a < pictures.length; a += 1)
        for (let b = a + 1; b < pictures.length; b += 1) {
          const [p, q] = [pictures[a]?.data, pictures[b]?.data] as [Buffer, Buffer];
          let sum = 0;
          for (let i = 0; i < p.length; i += 1) sum += Math.abs((p[i] as number) - (q[i] as number));
          // Mean difference per channel, of 255: a re-lit crop of the same photo still differs by several levels.
          expect(sum / p.length).toBeGreaterThan(6);
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
