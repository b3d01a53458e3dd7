/** Click challenges: glyphs on the picture, and a thumb that shows which to click, in order. */
import type { CaptchaPoint, ClickData } from '../../challengeData.js';
import type { ChallengeAnswerOf } from './answer.js';
import type { MakerContext } from './context.js';
import { between, coin, pick, shuffled } from './random.js';
import { blendAt, fillEllipse, hslToRgb, outlineField, strokePolyline, type Point, type Rgb } from './paint.js';
import { toDataUrl, toRaw, varied, type ImageFormat, type RawImage } from './raster.js';
import type { Sharp } from './sharp.js';
import { glyphNames, glyphOutline, glyphPath, nearMissOutline, type GlyphName } from './shapes.js';

/** Size of the thumb, as the widget's default thumbWidth x thumbHeight. */
export const CLICK_THUMB = { width: 150, height: 40 } as const;
/** Glyph radius range in px: 28 to 44 px across. */
const RADIUS = { min: 14, max: 22 } as const;
/** How many glyphs the thumb asks for: always 4, so a script that finds each with odds p passes with p⁴. */
const ASKED = 4;
/** How many glyphs of other shapes the picture holds beside a near miss of each asked glyph. */
const OTHERS = { min: 0, max: 1 } as const;
/** How many open runs of a glyph's outline the picture holds, beside a hollow copy of each asked glyph. */
const PIECES = { min: 5, max: 7 } as const;
/** The thumb's one neutral style: every glyph the same grey, outlined in white. */
export const THUMB_FILL = '#4b5563';
/** Least distance between two glyph centres: no overlap, and more than twice any sane click tolerance. */
export const GLYPH_GAP = 46;
/** Least distance from a piece's centre to a glyph's centre or another piece's: pieces may cross a glyph's rim. */
const PIECE_GAP = 34;
/** Least distance from a hollow copy's centre to a glyph's or another hollow copy's. */
const HOLLOW_GAP = 42;

/** Up to `count` centres at least `gap` px apart, `margin` px inside a width x height box, after `fixed`. */
function spread(
  count: number,
  width: number,
  height: number,
  margin: number,
  fixed: readonly CaptchaPoint[] = [],
  gap = GLYPH_GAP,
): CaptchaPoint[] {
  const points: CaptchaPoint[] = [...fixed];
  for (let attempt = 0; points.length < count && attempt < 1000; attempt += 1) {
    const p = { x: between(margin, width - margin), y: between(margin, height - margin) };
    if (points.every((q) => Math.hypot(p.x - q.x, p.y - q.y) >= gap)) points.push(p);
  }
  return points;
}

/** A shape as drawn in the picture: its outline about its centre, before its turn, then where and how turned. */
interface PlacedShape {
  /** Corners of the outline about (0, 0), in px, before the turn. */
  outline: Point[];
  x: number;
  y: number;
  /** Clockwise turn in degrees. */
  rotate: number;
}

/** The outline's corners with more put in, so that no side is longer than `step` px. */
function densified(outline: readonly Point[], step: number): Point[] {
  return outline.flatMap(([ax, ay], i) => {
    const [bx, by] = outline[(i + 1) % outline.length] as Point;
    const parts = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / step));
    return Array.from({ length: parts }, (_, k): Point => [ax + ((bx - ax) * k) / parts, ay + ((by - ay) * k) / parts]);
  });
}

/**
 * A glyph's outline of radius r, bent as no two are alike: squashed along one axis (to 80%), sheared (up to
 * 15%) and waved (its radius swelling and shrinking by up to 7%, 2 to 4 times round), so a template of the
 * thumb's shape, however scaled and turned, never lies exactly on it.
 */
function bentOutline(name: GlyphName, r: number, near = false): Point[] {
  const squash = between(80, 100) / 100;
  const alongX = coin();
  const shear = between(-15, 15) / 100;
  const wave = between(3, 7) / 100;
  const times = between(2, 4);
  const phase = (between(0, 359) * Math.PI) / 180;
  return densified((near ? nearMissOutline : glyphOutline)(name, r), 3).map(([x, y]): Point => {
    const u = (x + shear * y) * (alongX ? squash : 1);
    const v = y * (alongX ? 1 : squash);
    const k = 1 + wave * Math.sin(times * Math.atan2(v, u) + phase);
    return [u * k, v * k];
  });
}

/** What a picture glyph is filled with: one colour, two-colour stripes at a slant, or a gradient. */
type GlyphFill =
  | { kind: 'plain'; a: Rgb }
  | { kind: 'stripes'; a: Rgb; b: Rgb; stripes: number; turn: number }
  | { kind: 'gradient'; a: Rgb; b: Rgb; turn: number };

/** The fill's colour at (u, v) of the glyph's own box (0 to 1 across, before its turn). */
function fillAt(fill: GlyphFill, u: number, v: number): Rgb {
  if (fill.kind === 'plain') return fill.a;
  // Along the fill's direction, turned by `turn` degrees about the box's middle.
  const angle = (fill.turn * Math.PI) / 180;
  const along = (u - 0.5) * Math.cos(angle) + (v - 0.5) * Math.sin(angle) + 0.5;
  if (fill.kind === 'stripes') {
    const t = along * fill.stripes;
    return t - Math.floor(t) < 0.5 ? fill.a : fill.b;
  }
  const t = Math.min(1, Math.max(0, along));
  const mix = (c: 0 | 1 | 2) => fill.a[c] * (1 - t) + fill.b[c] * t;
  return [mix(0), mix(1), mix(2)];
}

const hsl = (h: number, s: number, l: number) => hslToRgb(h, s, l);

/**
 * A glyph's fill: one colour (a time in three), or two colours as stripes at a slant or a gradient, chosen on
 * either side of the mean colour of the picture it covers (`field` > 0.5 over the box at `left`, `top`, `w` px
 * wide), so the fill's mean is about the picture's there: on average, a glyph's inside is no more unlike the ring
 * round it than a hollow copy's is.
 */
function glyphFill(picture: RawImage, field: Float32Array, left: number, top: number, w: number): GlyphFill {
  const hue = between(0, 359);
  const a = hsl(hue, between(55, 90), between(35, 62));
  const style = between(0, 2);
  if (style === 0) return { kind: 'plain', a };
  let [red, green, blue, n] = [0, 0, 0, 0];
  for (let i = 0; i < field.length; i += 1) {
    if ((field[i] as number) <= 0.5) continue;
    const at = ((top + Math.floor(i / w)) * picture.width + left + (i % w)) * 3;
    red += picture.data[at] as number;
    green += picture.data[at + 1] as number;
    blue += picture.data[at + 2] as number;
    n += 1;
  }
  // The other colour mirrors the first through the mean, kept within 0 to 255.
  const mirror = (sum: number, c: number) => Math.min(255, Math.max(0, (2 * sum) / Math.max(1, n) - c));
  const b: Rgb = [mirror(red, a[0]), mirror(green, a[1]), mirror(blue, a[2])];
  return style === 1
    ? { kind: 'stripes', a, b, stripes: between(3, 5), turn: between(0, 179) }
    : { kind: 'gradient', a, b, turn: between(0, 359) };
}

/**
 * Draws a picture glyph with its own look: a fill of one colour, two-colour stripes at a slant, or a gradient,
 * and outlines dark (5 px) then light (1.5 to 2.5 px), so neither its colour nor a flat region gives it away.
 * `hollow` draws its rim alone, the picture left as it was inside: the glyph's hollow copy.
 */
function drawGlyph(picture: RawImage, g: PlacedShape, hollow = false): void {
  const dark = hsl(between(0, 359), 30, between(8, 20));
  const light = (1.5 + between(0, 10) / 10) / 2;
  // The rim: dark then light (0) or dark only (1): its edges are no surer a sign than a piece's.
  const rim = between(0, 1);
  const local = g.outline;
  const xs = local.map(([x]) => x);
  const ys = local.map(([, y]) => y);
  const [boxLeft, boxTop] = [Math.min(...xs), Math.min(...ys)];
  const [boxWidth, boxHeight] = [Math.max(...xs) - boxLeft, Math.max(...ys) - boxTop];
  const [cos, sin] = [Math.cos((g.rotate * Math.PI) / 180), Math.sin((g.rotate * Math.PI) / 180)];
  const outline = local.map(([x, y]): Point => [g.x + x * cos - y * sin, g.y + x * sin + y * cos]);
  // The glyph's box in the picture, with room for its dark outline.
  const reach = 3.5;
  const r = Math.max(...local.map(([x, y]) => Math.hypot(x, y)));
  const left = Math.max(0, Math.floor(g.x - r - reach));
  const top = Math.max(0, Math.floor(g.y - r - reach));
  const w = Math.min(picture.width, Math.ceil(g.x + r + reach)) - left;
  const h = Math.min(picture.height, Math.ceil(g.y + r + reach)) - top;
  const field = outlineField(outline, left, top, w, h, reach);
  const fill = hollow ? undefined : glyphFill(picture, field, left, top, w);
  const white: Rgb = [255, 255, 255];
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const d = field[y * w + x] as number;
      if (d <= -reach) continue;
      const at = ((top + y) * picture.width + left + x) * 3;
      // A hollow copy's rim is a glyph's: dark outside the outline, up to where a glyph's fill would cover it.
      blendAt(picture.data, at, dark, hollow ? Math.min(3 - Math.abs(d), 0.5 - d) : 3 - Math.abs(d));
      if (fill && d > -0.5) {
        // The pixel back in the glyph's own frame, then in its box.
        const px = left + x + 0.5 - g.x;
        const py = top + y + 0.5 - g.y;
        const lx = px * cos + py * sin;
        const ly = -px * sin + py * cos;
        blendAt(picture.data, at, fillAt(fill, (lx - boxLeft) / boxWidth, (ly - boxTop) / boxHeight), 0.5 + d);
      }
      if (rim === 0) blendAt(picture.data, at, white, light + 0.5 - Math.abs(d));
    }
  }
}

/**
 * A piece of a glyph where no glyph is: an open run of 55 to 85% of a glyph's outline (8 times in 10 of a shape
 * asked for), drawn as a glyph's rim (dark, with or without a light line along it) with nothing inside. A shape
 * matcher scores it near a whole glyph whose rim is crossed; a person sees that it is not a filled glyph.
 */
function drawPiece(picture: RawImage, at: CaptchaPoint, asked: readonly GlyphName[]): void {
  const name = between(0, 9) < 8 ? pick(asked) : pick(glyphNames);
  const outline = bentOutline(name, between(RADIUS.min, RADIUS.max));
  const rotate = between(0, 359);
  const [cos, sin] = [Math.cos((rotate * Math.PI) / 180), Math.sin((rotate * Math.PI) / 180)];
  const start = between(0, outline.length - 1);
  const run = Math.round((outline.length * between(55, 85)) / 100);
  const points = Array.from({ length: run }, (_, k): Point => {
    const [x, y] = outline[(start + k) % outline.length] as Point;
    return [at.x + x * cos - y * sin, at.y + x * sin + y * cos];
  });
  strokePolyline(picture, points, 6, hsl(between(0, 359), 30, between(8, 20)), 1);
  if (coin()) strokePolyline(picture, points, 1.5 + between(0, 10) / 10, [255, 255, 255], 1);
}

/**
 * A band 2 to 4 px wide across a glyph, at any slant, passing 35 to 65% of its radius off the centre (so the
 * glyph's middle, where a person clicks, stays clear): it hides two stretches of the glyph's rim, which a
 * person's eye bridges and a template's edges do not.
 */
function drawBand(picture: RawImage, g: PlacedShape): void {
  const r = Math.max(...g.outline.map(([x, y]) => Math.hypot(x, y)));
  const a = (between(0, 359) * Math.PI) / 180;
  const off = (r * between(35, 65)) / 100;
  const [cx, cy] = [g.x - Math.sin(a) * off, g.y + Math.cos(a) * off];
  const reach = r + 6;
  const ends: Point[] = [
    [cx - Math.cos(a) * reach, cy - Math.sin(a) * reach],
    [cx + Math.cos(a) * reach, cy + Math.sin(a) * reach],
  ];
  strokePolyline(picture, ends, between(2, 4), hsl(between(0, 359), between(20, 80), between(20, 80)), 1);
}

/** Thin curves of random colour across the whole picture, over the glyphs: noise that cuts their regions. */
function drawNoise(picture: RawImage): void {
  const { width, height } = picture;
  for (let i = 0, n = between(8, 11); i < n; i += 1) {
    const p = (): Point => [between(-20, width + 20), between(-20, height + 20)];
    const [from, via, to] = [p(), p(), p()];
    const colour = hsl(between(0, 359), between(30, 90), between(25, 85));
    const opacity = between(55, 90) / 100;
    const stroke = 1 + between(0, 15) / 10;
    // The quadratic curve in steps of about 8 px.
    const steps = Math.max(
      2,
      Math.ceil((Math.hypot(via[0] - from[0], via[1] - from[1]) + Math.hypot(to[0] - via[0], to[1] - via[1])) / 8),
    );
    const points = Array.from({ length: steps + 1 }, (_, k): Point => {
      const t = k / steps;
      const [u, v, w] = [(1 - t) * (1 - t), 2 * t * (1 - t), t * t];
      return [u * from[0] + v * via[0] + w * to[0], u * from[1] + v * via[1] + w * to[1]];
    });
    // Some drawn as a glyph's rim is (dark, a light line along it), so a rim's edges are everywhere.
    if (coin()) {
      strokePolyline(picture, points, 5, hsl(between(0, 359), 30, between(8, 20)), opacity);
      strokePolyline(picture, points, 1.5, [255, 255, 255], opacity);
    } else strokePolyline(picture, points, stroke, colour, opacity);
  }
  for (let i = 0; i < 20; i += 1) {
    const [cx, cy] = [between(0, width), between(0, height)];
    const r = 0.8 + between(0, 12) / 10;
    fillEllipse(picture, cx, cy, r, r, hsl(between(0, 359), 60, between(20, 90)));
  }
}

/** Side of a thumb glyph's tile, px: its radius is 0.36 of the thumb's height, plus the outline. */
const TILE = 32;

/** Each glyph drawn once in the thumb's style, as a TILE x TILE RGBA tile, by sharp module. */
const tilesBySharp = new WeakMap<Sharp, Promise<Map<GlyphName, RawImage>>>();

/** The thumb's glyph tiles: every glyph upright, all in the one neutral style, drawn once per process. */
function glyphTiles(sharp: Sharp): Promise<Map<GlyphName, RawImage>> {
  let tiles = tilesBySharp.get(sharp);
  if (!tiles) {
    const r = CLICK_THUMB.height * 0.36;
    const half = TILE / 2;
    tiles = Promise.all(
      glyphNames.map(async (name): Promise<[GlyphName, RawImage]> => {
        const svg =
          `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${TILE}"><path transform="translate(${half} ${half})" ` +
          `d="${glyphPath(name, r)}" fill="${THUMB_FILL}" stroke="#fff" stroke-width="2" stroke-linejoin="round"/></svg>`;
        return [name, await toRaw(sharp, Buffer.from(svg), 4)];
      }),
    ).then((entries) => new Map(entries));
    tilesBySharp.set(sharp, tiles);
    tiles.catch(() => tilesBySharp.delete(sharp));
  }
  return tiles;
}

/**
 * Thumbs already encoded, by sharp module, then by format and glyph names in order: a thumb shows nothing but
 * its glyphs' names, drawn alike in every challenge, so encoding it once is enough (at most 8 x 7 x 6 + 8 x 7 x
 * 6 x 5 = 2,016 of them, about 2.7 kB each as a data URL, so 5.4 MB at most per format).
 */
const thumbsBySharp = new WeakMap<Sharp, Map<string, Promise<string>>>();

/** The thumb asking for `names` in order, encoded as `format`: made once, then kept. */
function thumbUrl(sharp: Sharp, names: readonly GlyphName[], format: ImageFormat): Promise<string> {
  let thumbs = thumbsBySharp.get(sharp);
  if (!thumbs) {
    thumbs = new Map();
    thumbsBySharp.set(sharp, thumbs);
  }
  const key = `${format}:${names.join(',')}`;
  let thumb = thumbs.get(key);
  if (!thumb) {
    thumb = glyphTiles(sharp).then((tiles) => toDataUrl(sharp, thumbPixels(tiles, names), format));
    thumbs.set(key, thumb);
    thumb.catch(() => thumbs.delete(key));
  }
  return thumb;
}

/** The thumb: the asked glyphs' tiles side by side, evenly spaced, on a see-through strip. */
function thumbPixels(tiles: Map<GlyphName, RawImage>, names: readonly GlyphName[]): RawImage {
  const { width, height } = CLICK_THUMB;
  const data = Buffer.alloc(width * height * 4);
  const step = width / names.length;
  const top = Math.round((height - TILE) / 2);
  names.forEach((name, i) => {
    const tile = tiles.get(name);
    if (!tile) return;
    const left = Math.round(step * (i + 0.5) - TILE / 2);
    for (let y = 0; y < TILE; y += 1) {
      tile.data.copy(data, ((top + y) * width + left) * 4, y * TILE * 4, (y + 1) * TILE * 4);
    }
  });
  return { data, width, height, channels: 4 };
}

/**
 * A click challenge: 4 glyphs to click, a near miss of each (a star of six points for a star, a cross of
 * three arms for a cross: a template of the asked glyph fits it nearly as well, a person tells it apart at a
 * glance) and 0 or 1 glyph of another shape, placed without overlap, each
 * with its own size, bend, turn, colours, fill and rim, a band across it; a hollow copy of each glyph to click
 * (its rim only, the picture showing through: an outline matcher fits it as well as the glyph, a person sees it is
 * not filled) with a band across it too; 5 to 7 open pieces of outlines, and noise drawn across them all; the
 * thumb shows the ones to click,
 * upright and all alike in grey, in the order to click. `targets` fixes where the glyphs to click go (for the
 * docs site's first demo challenge, which its audit solves by keyboard); the maker never passes it.
 */
export async function makeClick(
  context: MakerContext,
  targets?: readonly CaptchaPoint[],
): Promise<{ data: ClickData; answer: ChallengeAnswerOf<'click'> }> {
  const { width, height, sharp, format, backgrounds } = context;
  const askedCount = targets ? targets.length : ASKED;
  const margin = RADIUS.max + 4;
  const centres = spread(2 * askedCount + between(OTHERS.min, OTHERS.max), width, height, margin, targets);
  const names = shuffled(glyphNames);
  const askedNames = names.slice(0, askedCount);
  const others = names.slice(askedCount);
  // The decoys: a near miss of each asked glyph (in a random order), then glyphs of other shapes.
  const near = shuffled(askedNames);
  const glyphs = centres.map((c, i) => {
    const decoy = i - askedCount;
    const name = decoy < 0 ? (askedNames[i] ?? 'circle') : (near[decoy] ?? pick(others));
    const outline = bentOutline(name, between(RADIUS.min, RADIUS.max), decoy >= 0 && decoy < near.length);
    return { name, shape: { outline, x: c.x, y: c.y, rotate: between(0, 359) } };
  });
  const asked = glyphs.slice(0, askedCount);
  const hollows = spread(centres.length + askedCount, width, height, margin, centres, HOLLOW_GAP)
    .slice(centres.length)
    .map((c, i) => ({
      outline: bentOutline(asked[i]?.name ?? 'circle', between(RADIUS.min, RADIUS.max)),
      x: c.x,
      y: c.y,
      rotate: between(0, 359),
    }));
  const placed = [...centres, ...hollows];
  const pieces = spread(placed.length + between(PIECES.min, PIECES.max), width, height, 16, placed, PIECE_GAP).slice(
    placed.length,
  );
  const picture = varied(await backgrounds.next(), coin(), 10);
  // Glyphs and pieces in a random order, so either may lie over the other's rim.
  const draws = shuffled([
    ...glyphs.map((g) => () => drawGlyph(picture, g.shape)),
    ...hollows.map((h) => () => drawGlyph(picture, h, true)),
    ...pieces.map((p) => () => drawPiece(picture, p, askedNames)),
  ]);
  for (const draw of draws) draw();
  for (const g of [...glyphs.map((g) => g.shape), ...hollows]) drawBand(picture, g);
  drawNoise(picture);
  const image = toDataUrl(sharp, picture, format);
  const [imageUrl, thumb] = await Promise.all([
    image,
    thumbUrl(
      sharp,
      asked.map((g) => g.name),
      format,
    ),
  ]);
  return {
    data: { image: imageUrl, thumb },
    answer: { kind: 'click', points: asked.map((g) => ({ x: g.shape.x, y: g.shape.y })) },
  };
}
