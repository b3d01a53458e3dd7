/** Click challenges: glyphs on the picture, and a thumb that shows which to click, in order. */
import type { CaptchaPoint, ClickData } from '../../challengeData.js';
import type { ChallengeAnswerOf } from './answer.js';
import type { MakerContext } from './context.js';
import { between, coin, shuffled } from './random.js';
import { encode, paintOver, toDataUrl, toRaw, varied } from './raster.js';
import { glyphNames, glyphsSvg, type PlacedGlyph } from './shapes.js';

/** Size of the thumb, as the widget's default thumbWidth x thumbHeight. */
export const CLICK_THUMB = { width: 150, height: 40 } as const;
/** Glyph radius range in px: 30 to 40 px across. */
const RADIUS = { min: 15, max: 20 } as const;
/** Least distance between two glyph centres: no overlap, and more than twice any sane click tolerance. */
export const GLYPH_GAP = 46;
/** Colours far apart in hue, each readable under the glyphs' dark and light outlines. */
const COLOURS = ['#d9480f', '#2b8a3e', '#1864ab', '#862e9c', '#c2255c', '#e67700', '#0b7285', '#5c940d'] as const;

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

/**
 * A click challenge: 3 to 5 glyphs of different shape, colour, size and turn placed without overlap; the
 * thumb shows 3 or 4 of them (all of them when there are 3), upright, in the order to click. `targets`
 * fixes where the glyphs to click go (for the docs site's first demo challenge, which its audit solves by
 * keyboard); the maker never passes it.
 */
export async function makeClick(
  context: MakerContext,
  targets?: readonly CaptchaPoint[],
): Promise<{ data: ClickData; answer: ChallengeAnswerOf<'click'> }> {
  const { width, height, sharp, format } = context;
  const centres = spread(between(3, 5), width, height, RADIUS.max + 4, targets);
  const names = shuffled(glyphNames);
  const colours = shuffled(COLOURS);
  const glyphs: PlacedGlyph[] = centres.map((c, i) => ({
    name: names[i % names.length] ?? 'circle',
    x: c.x,
    y: c.y,
    r: between(RADIUS.min, RADIUS.max),
    rotate: between(-40, 40),
    colour: colours[i % colours.length] ?? '#1864ab',
  }));
  const asked = glyphs.slice(0, targets ? targets.length : Math.min(glyphs.length, between(3, 4)));

  const step = CLICK_THUMB.width / asked.length;
  const shown = asked.map((g, i) => ({
    ...g,
    x: step * (i + 0.5),
    y: CLICK_THUMB.height / 2,
    r: CLICK_THUMB.height * 0.36,
    rotate: 0,
  }));
  const picture = varied(await context.backgrounds.next(), coin(), 10);
  // The glyphs are rasterised alone and painted over the picture here: cheaper than sharp's composite.
  paintOver(picture, await toRaw(sharp, Buffer.from(glyphsSvg(width, height, glyphs)), 4));
  const [image, thumb] = await Promise.all([
    toDataUrl(sharp, picture, format),
    encode(sharp(Buffer.from(glyphsSvg(CLICK_THUMB.width, CLICK_THUMB.height, shown))), format),
  ]);
  return { data: { image, thumb }, answer: { kind: 'click', points: asked.map((g) => ({ x: g.x, y: g.y })) } };
}
