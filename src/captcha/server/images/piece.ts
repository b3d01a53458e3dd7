/** Slide and region challenges: a puzzle piece cut from the picture, leaving a shadowed gap. */
import type { RegionData, SlideData } from '../../challengeData.js';
import type { ChallengeAnswerOf } from './answer.js';
import type { MakerContext } from './context.js';
import { between, coin, pick } from './random.js';
import { cutOut, shadeIn, svgMask, toDataUrl, varied, type RawImage } from './raster.js';
import type { Sharp } from './sharp.js';
import { pieceSvg, sides, type Side } from './shapes.js';

/** How dark the gap is where the piece was: 0 untouched, 1 black. */
const GAP_SHADE = 0.5;
/** Colour shift of every picture, +- per channel, so no two images are the same bytes. */
const TINT = 10;

/** A piece's shape as masks: `mask` its area, `edge` the 2 px band inside its outline. */
export interface PieceShape {
  mask: RawImage;
  edge: RawImage;
}

/** Side of the square piece for a picture of width x height (60 px for 300 x 220). */
export function pieceSizeFor(width: number, height: number): number {
  return Math.max(36, 2 * Math.round(Math.min(width, height) * 0.136));
}

/** The mask less its erosion by `radius` px: the band inside the outline. */
function edgeOf(mask: RawImage, radius: number): RawImage {
  const { width: w, height: h } = mask;
  let eroded = mask.data;
  for (let pass = 0; pass < radius; pass += 1) {
    const next = Buffer.alloc(w * h);
    for (let y = 0; y < h; y += 1) {
      for (let x = 0; x < w; x += 1) {
        let min = 255;
        for (let dy = -1; dy <= 1; dy += 1) {
          for (let dx = -1; dx <= 1; dx += 1) {
            const nx = x + dx;
            const ny = y + dy;
            const v = nx < 0 || ny < 0 || nx >= w || ny >= h ? 0 : (eroded[ny * w + nx] as number);
            if (v < min) min = v;
          }
        }
        next[y * w + x] = min;
      }
    }
    eroded = next;
  }
  const edge = Buffer.alloc(w * h);
  for (let i = 0; i < w * h; i += 1) edge[i] = (mask.data[i] as number) - (eroded[i] as number);
  return { data: edge, width: w, height: h, channels: 1 };
}

/** The piece shapes of one size, rasterised on first use and kept. */
export function pieceShapes(sharp: Sharp, size: number): () => Promise<PieceShape> {
  const cache = new Map<string, Promise<PieceShape>>();
  return () => {
    const out: Side = pick(sides);
    const notch: Side = pick(sides);
    const key = `${out}/${notch}`;
    let shape = cache.get(key);
    if (!shape) {
      shape = svgMask(sharp, pieceSvg(size, out, notch)).then((mask) => ({ mask, edge: edgeOf(mask, 2) }));
      cache.set(key, shape);
    }
    return shape;
  };
}

/** The picture with the gap shaded at `gap`, and the piece from there; both encoded. */
async function cut(
  context: MakerContext,
  shape: PieceShape,
  gap: { x: number; y: number },
): Promise<{ image: string; thumb: string }> {
  const picture = varied(await context.backgrounds.next(), coin(), TINT);
  const piece = cutOut(picture, gap.x, gap.y, shape.mask, shape.edge);
  shadeIn(picture, gap.x, gap.y, shape.mask, shape.edge, GAP_SHADE);
  const [image, thumb] = await Promise.all([
    toDataUrl(context.sharp, picture, context.format),
    toDataUrl(context.sharp, piece, context.format),
  ]);
  return { image, thumb };
}

/** A slide challenge: the gap well to the right, the piece starting at the left edge on the same row. */
export async function makeSlide(
  context: MakerContext,
  shape: PieceShape,
): Promise<{ data: SlideData; answer: ChallengeAnswerOf<'slide'> }> {
  const size = shape.mask.width;
  const { width, height } = context;
  const gap = { x: between(size + 10, width - size - 4), y: between(4, height - size - 4) };
  const { image, thumb } = await cut(context, shape, gap);
  return {
    data: { image, thumb, thumbX: between(0, 4), thumbY: gap.y, thumbWidth: size, thumbHeight: size },
    answer: { kind: 'slide', x: gap.x, y: gap.y },
  };
}

/** A region challenge: the gap anywhere, the tile starting at least 1.2 pieces away from it. */
export async function makeRegion(
  context: MakerContext,
  shape: PieceShape,
): Promise<{ data: RegionData; answer: ChallengeAnswerOf<'region'> }> {
  const size = shape.mask.width;
  const { width, height } = context;
  const gap = { x: between(4, width - size - 4), y: between(4, height - size - 4) };
  // The far corner is always far enough, should every draw land near the gap.
  let start = { x: gap.x < width / 2 ? width - size : 0, y: gap.y < height / 2 ? height - size : 0 };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const drawn = { x: between(0, width - size), y: between(0, height - size) };
    if (Math.hypot(drawn.x - gap.x, drawn.y - gap.y) >= size * 1.2) {
      start = drawn;
      break;
    }
  }
  const { image, thumb } = await cut(context, shape, gap);
  return {
    data: { image, thumb, thumbX: start.x, thumbY: start.y, thumbWidth: size, thumbHeight: size },
    answer: { kind: 'region', x: gap.x, y: gap.y },
  };
}
