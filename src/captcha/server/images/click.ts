/** Click challenges: glyphs on the picture, and a thumb that shows which to click, in order. */
import type { CaptchaPoint, ClickData } from '../../challengeData.js';
import type { ChallengeAnswerOf } from './answer.js';
import type { MakerContext } from './context.js';
import { between, coin, shuffled } from './random.js';
import { encode, paintOver, toDataUrl, toRaw, varied, type ImageFormat, type RawImage } from './raster.js';
import type { Sharp } from './sharp.js';
import { glyphNames, glyphPath, type GlyphName } from './shapes.js';

/** Size of the thumb, as the widget's default thumbWidth x thumbHeight. */
export const CLICK_THUMB = { width: 150, height: 40 } as const;
/** Glyph radius range in px: 28 to 44 px across. */
const RADIUS = { min: 14, max: 22 } as const;
/** How many glyphs the picture holds that the thumb does not ask for. */
const DECOYS = { min: 2, max: 3 } as const;
/** The thumb's one neutral style: every glyph the same grey, outlined in white. */
export const THUMB_FILL = '#4b5563';
/** Least distance between two glyph centres: no overlap, and more than twice any sane click tolerance. */
export const GLYPH_GAP = 46;
const round = (n: number) => Math.round(n * 10) / 10;

/** Up to `count` centres at least GLYPH_GAP apart, `margin` px inside a width x height box, after `fixed`. */
function spread(
  count: number,
  width: number,
  height: number,
  margin: number,
  fixed: readonly CaptchaPoint[] = [],
): CaptchaPoint[] {
  const points: CaptchaPoint[] = [...fixed];
  for (let attempt = 0; points.length < count && attempt < 1000; attempt += 1) {
    const p = { x: between(margin, width - margin), y: between(margin, height - margin) };
    if (points.every((q) => Math.hypot(p.x - q.x, p.y - q.y) >= GLYPH_GAP)) points.push(p);
  }
  return points;
}

/** One glyph as drawn in the picture. */
interface PlacedGlyph {
  name: GlyphName;
  x: number;
  y: number;
  /** Radius of the circle the glyph fits in, px. */
  r: number;
  /** Clockwise turn in degrees. */
  rotate: number;
}

/**
 * A picture glyph's look, its own: a fill of one colour, two-colour stripes at a slant, or a gradient, and
 * outlines dark then light, so neither its colour nor a flat region gives it away. Returns defs and body.
 */
function glyphMarkup(g: PlacedGlyph, id: string): [string, string] {
  const hue = between(0, 359);
  const a = `hsl(${hue},${between(55, 90)}%,${between(35, 62)}%)`;
  const b = `hsl(${hue + between(60, 180)},${between(45, 85)}%,${between(30, 70)}%)`;
  const style = between(0, 2);
  // Stripes are a gradient repeated with hard stops (cheaper to draw than a pattern).
  const stripes = between(3, 5);
  const defs =
    style === 0
      ? ''
      : style === 1
        ? `<linearGradient id="${id}" x2="${round(1 / stripes)}" spreadMethod="repeat" gradientTransform="rotate(${between(0, 179)} 0.5 0.5)">` +
          `<stop offset="0.5" stop-color="${a}"/><stop offset="0.5" stop-color="${b}"/></linearGradient>`
        : `<linearGradient id="${id}" gradientTransform="rotate(${between(0, 359)} 0.5 0.5)"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
  const fill = style === 0 ? a : `url(#${id})`;
  const d = glyphPath(g.name, g.r);
  const dark = `hsl(${between(0, 359)},30%,${between(8, 20)}%)`;
  return [
    defs,
    `<g transform="translate(${round(g.x)} ${round(g.y)}) rotate(${round(g.rotate)})" stroke-linejoin="round">` +
      `<path d="${d}" fill="none" stroke="${dark}" stroke-width="5"/><path d="${d}" fill="${fill}" stroke="#fff" stroke-width="${round(1.5 + between(0, 10) / 10)}"/></g>`,
  ];
}

/** Thin curves of random colour across the whole picture, over the glyphs: noise that cuts their regions. */
function noiseMarkup(width: number, height: number): string {
  const curves: string[] = [];
  for (let i = 0; i < between(6, 9); i += 1) {
    const p = () => `${between(-20, width + 20)} ${between(-20, height + 20)}`;
    curves.push(
      `<path d="M${p()} Q${p()} ${p()}" fill="none" stroke="hsl(${between(0, 359)},${between(30, 90)}%,${between(25, 85)}%)" ` +
        `stroke-opacity="${(between(55, 90) / 100).toFixed(2)}" stroke-width="${round(1 + between(0, 15) / 10)}"/>`,
    );
  }
  for (let i = 0; i < 20; i += 1) {
    curves.push(
      `<circle cx="${between(0, width)}" cy="${between(0, height)}" r="${round(0.8 + between(0, 12) / 10)}" fill="hsl(${between(0, 359)},60%,${between(20, 90)}%)"/>`,
    );
  }
  return curves.join('');
}

/** The picture's glyphs and the noise over them as SVG markup (no wrapper); ids start with `glyph-`. */
function pictureMarkup(glyphs: readonly PlacedGlyph[], width: number, height: number): string {
  const drawn = glyphs.map((g, i) => glyphMarkup(g, `glyph-${i}`));
  return `<defs>${drawn.map(([defs]) => defs).join('')}</defs>${drawn.map(([, body]) => body).join('')}${noiseMarkup(width, height)}`;
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
 * A click challenge: 3 or 4 glyphs to click and 2 or 3 decoys of other shapes, placed without overlap, each
 * with its own size, turn, colours and fill, with noise drawn across them; the thumb shows the ones to click,
 * upright and all alike in grey, in the order to click. `targets` fixes where the glyphs to click go (for the
 * docs site's first demo challenge, which its audit solves by keyboard); the maker never passes it.
 */
export async function makeClick(
  context: MakerContext,
  targets?: readonly CaptchaPoint[],
): Promise<{ data: ClickData; answer: ChallengeAnswerOf<'click'> }> {
  const { width, height, sharp, format, backgrounds } = context;
  const askedCount = targets ? targets.length : between(3, 4);
  const centres = spread(askedCount + between(DECOYS.min, DECOYS.max), width, height, RADIUS.max + 4, targets);
  const names = shuffled(glyphNames);
  const glyphs: PlacedGlyph[] = centres.map((c, i) => ({
    name: names[i % names.length] ?? 'circle',
    x: c.x,
    y: c.y,
    r: between(RADIUS.min, RADIUS.max),
    rotate: between(0, 359),
  }));
  const asked = glyphs.slice(0, askedCount);
  const overlay = pictureMarkup(glyphs, width, height);
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">`;
  let image: Promise<string>;
  if (backgrounds.markup) {
    // A built-in scene: scene, glyphs and noise drawn in one pass.
    image = encode(
      sharp(Buffer.from(`${open}${backgrounds.markup(width, height, false)}${overlay}</svg>`)).removeAlpha(),
      format,
    );
  } else {
    const picture = varied(await backgrounds.next(), coin(), 10);
    // The glyphs are rasterised alone and painted over the picture here: cheaper than sharp's composite.
    paintOver(picture, await toRaw(sharp, Buffer.from(`${open}${overlay}</svg>`), 4));
    image = toDataUrl(sharp, picture, format);
  }
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
    answer: { kind: 'click', points: asked.map((g) => ({ x: g.x, y: g.y })) },
  };
}
