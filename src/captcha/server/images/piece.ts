/**
 * Slide and region challenges. The piece is cut from the picture and then changed on its own (lighting, colour,
 * noise, a slight turn and stretch); the gap it left is painted over as a hole of its own (a fill of the colour
 * round it, its own lighting, texture, lit rim and soft edge), among decoy holes of the same family of outlines,
 * drawn from the same range of styles as the gap. One decoy of the gap's outline is a lure, the most hole-like of
 * all, so that a script taking the most hole-like place names it. Nothing in the picture is the piece's pixels
 * under any simple transform; a person finds the gap by its outline and by the picture around it continuing the
 * piece's.
 */
import type { RegionData, SlideData } from '../../challengeData.js';
import type { ChallengeAnswerOf } from './answer.js';
import type { MakerContext } from './context.js';
import { between, bytes, coin, pick, shuffled } from './random.js';
import { bilinear, svgMask, toDataUrl, varied, type RawImage } from './raster.js';
import type { Sharp } from './sharp.js';
import { pieceSvg, sides, type Side } from './shapes.js';

/** Colour shift of every picture, +- per channel, so no two images are the same bytes. */
const TINT = 10;
/** Decoy holes beside the gap: on the piece's row for slide, anywhere for region. */
export const DECOYS = { slide: 4, region: 7 } as const;
/** Least room left between two holes, px. */
const HOLE_GAP = 4;

/** A piece's outline as masks, all size x size: `mask` its area, `soft` the same feathered, `edges` its rims. */
export interface PieceShape {
  /** Which sides the knob and the notch are on: two shapes of the same key have the same outline. */
  key: string;
  mask: RawImage;
  soft: RawImage;
  /** The bands inside the outline 1, 2 and 3 px wide. */
  edges: readonly [RawImage, RawImage, RawImage];
}

/** Gives the shape with the knob on `out` and the notch on `notch`, rasterised on first use and kept. */
export type PieceShapes = (out: Side, notch: Side) => Promise<PieceShape>;

/** Side of the square piece for a picture of width x height (48 px for 300 x 220). */
export function pieceSizeFor(width: number, height: number): number {
  return Math.max(36, 2 * Math.round(Math.min(width, height) * 0.109));
}

/** Minimum (or maximum, with `max`) of each pixel's 3 x 3 neighbourhood, `passes` times; outside counts as 0. */
function morph(mask: RawImage, passes: number, max: boolean): Buffer {
  const { width: w, height: h } = mask;
  let current = mask.data;
  for (let pass = 0; pass < passes; pass += 1) {
    const next = Buffer.alloc(w * h);
    for (let y = 0; y < h; y += 1) {
      for (let x = 0; x < w; x += 1) {
        let v = max ? 0 : 255;
        for (let dy = -1; dy <= 1; dy += 1) {
          for (let dx = -1; dx <= 1; dx += 1) {
            const nx = x + dx;
            const ny = y + dy;
            const n = nx < 0 || ny < 0 || nx >= w || ny >= h ? 0 : (current[ny * w + nx] as number);
            v = max ? Math.max(v, n) : Math.min(v, n);
          }
        }
        next[y * w + x] = v;
      }
    }
    current = next;
  }
  return current;
}

/** The mask feathered: the mean of itself, its 1 px dilation and its 1 px erosion (a soft 2 px edge). */
function feathered(mask: RawImage): RawImage {
  const grown = morph(mask, 1, true);
  const shrunk = morph(mask, 1, false);
  const data = Buffer.alloc(mask.data.length);
  for (let i = 0; i < data.length; i += 1) {
    data[i] = Math.round(((mask.data[i] as number) + (grown[i] as number) + (shrunk[i] as number)) / 3);
  }
  return { ...mask, data };
}

/** The piece shapes of one size, each rasterised on first use and kept. */
export function pieceShapes(sharp: Sharp, size: number): PieceShapes {
  const cache = new Map<string, Promise<PieceShape>>();
  return (out, notch) => {
    const key = `${out}/${notch}`;
    let shape = cache.get(key);
    if (!shape) {
      shape = svgMask(sharp, pieceSvg(size, out, notch)).then((mask) => {
        const band = (width: number): RawImage => {
          const eroded = morph(mask, width, false);
          const data = Buffer.alloc(mask.data.length);
          for (let i = 0; i < data.length; i += 1) data[i] = (mask.data[i] as number) - (eroded[i] as number);
          return { ...mask, data };
        };
        return { key, mask, soft: feathered(mask), edges: [band(1), band(2), band(3)] };
      });
      cache.set(key, shape);
    }
    return shape;
  };
}

/** A random outline of the family: the knob on one side, the notch on one side. */
function randomSides(): [Side, Side] {
  return [pick(sides), pick(sides)];
}

/** A whole number in [min, max] as a fraction: between(min * 1000, max * 1000) / 1000. */
function fraction(min: number, max: number): number {
  return between(Math.round(min * 1000), Math.round(max * 1000)) / 1000;
}

/**
 * The piece: the picture under `shape` at (left, top), turned up to 4 degrees and stretched 3 to 8 % about its
 * middle, re-lit (its own gain per channel, a brightness shift and a light falling across it from a random
 * side), with noise on every pixel, and a 1 px light outline so its shape shows on any picture. RGBA,
 * see-through outside the shape.
 */
export function alteredPiece(picture: RawImage, left: number, top: number, shape: PieceShape): RawImage {
  const { width: s } = shape.mask;
  const out = Buffer.alloc(s * s * 4);
  const turn = (fraction(-4, 4) * Math.PI) / 180;
  const stretch = 1 / fraction(1.03, 1.08);
  const cos = Math.cos(turn) * stretch;
  const sin = Math.sin(turn) * stretch;
  const gain = fraction(0.8, 1.2);
  const gains = [0, 1, 2].map(() => gain * fraction(0.93, 1.07));
  const lift = between(-16, 16);
  const noise = bytes(s * s);
  const middle = s / 2;
  const angle = fraction(0, 2 * Math.PI);
  const light = between(12, 28) / s;
  const [lx, ly] = [Math.cos(angle) * light, Math.sin(angle) * light];
  const edge = shape.edges[0];
  for (let y = 0; y < s; y += 1) {
    for (let x = 0; x < s; x += 1) {
      const i = y * s + x;
      const alpha = shape.mask.data[i] as number;
      if (alpha === 0) continue;
      const dx = x + 0.5 - middle;
      const dy = y + 0.5 - middle;
      const sx = left + middle + dx * cos + dy * sin - 0.5;
      const sy = top + middle - dx * sin + dy * cos - 0.5;
      const e = ((edge.data[i] as number) * 3) >> 2;
      const jitter = ((noise[i] as number) % 25) - 12 + dx * lx + dy * ly;
      for (let c = 0; c < 3; c += 1) {
        const v = Math.min(255, Math.max(0, bilinear(picture, sx, sy, c) * (gains[c] as number) + lift + jitter));
        out[i * 4 + c] = Math.round(v + ((255 - v) * e) / 255);
      }
      out[i * 4 + 3] = alpha;
    }
  }
  return { data: out, width: s, height: s, channels: 4 };
}

/** How a hole is drawn. */
export interface HoleStyle {
  /** How much darker than the picture round it the hole is, in grey levels (its mean, before lighting). */
  darken: number;
  /** How light its rim is, 0 (not lit) to 1 (white). */
  rim: number;
  /** Width of the lit rim, 1 to 3 px. */
  rimWidth: 1 | 2 | 3;
  /** How rough its fill is: the amplitude of its grain, grey levels. */
  grain: number;
  /** How much lighter one side of it is than the other, grey levels across the piece. */
  light: number;
}

/** Width in px of the band round a hole's box whose mean colour the hole is filled from. */
const RING = 6;

/**
 * The mean colour of the picture in a band RING px wide round the `size` x `size` box at (left, top), clipped
 * to the picture: what surrounds a hole there, never what is under it (under the gap is the piece's picture).
 */
export function meanAround(picture: RawImage, left: number, top: number, size: number): [number, number, number] {
  const { width, height, data } = picture;
  const sum = [0, 0, 0];
  let count = 0;
  const add = (x: number, y: number) => {
    const at = (y * width + x) * 3;
    for (let c = 0; c < 3; c += 1) sum[c] = (sum[c] as number) + (data[at + c] as number);
    count += 1;
  };
  const [x0, x1] = [Math.max(0, left - RING), Math.min(width, left + size + RING)];
  for (let y = Math.max(0, top - RING); y < Math.min(height, top + size + RING); y += 1) {
    if (y < top || y >= top + size) {
      for (let x = x0; x < x1; x += 1) add(x, y);
    } else {
      // Beside the box: its left and right strips only.
      for (let x = x0; x < left; x += 1) add(x, y);
      for (let x = left + size; x < x1; x += 1) add(x, y);
    }
  }
  return sum.map((v) => v / Math.max(1, count)) as [number, number, number];
}

/** Luma of an RGB colour. */
const luma = ([r, g, b]: readonly number[]) => 0.299 * (r as number) + 0.587 * (g as number) + 0.114 * (b as number);

/**
 * Paints a hole of `shape` over an RGB picture at (left, top), in place: an opaque fill of the colour round it
 * (`around`), darkened by `style.darken`, lit across by a random gradient, with its own texture (a random
 * ripple and grain), a lit rim and a soft edge. None of the picture's detail under it survives.
 */
export function paintHole(
  picture: RawImage,
  left: number,
  top: number,
  shape: PieceShape,
  around: readonly [number, number, number],
  style: HoleStyle,
): void {
  const { width: s } = shape.mask;
  const { data, width } = picture;
  const keep = Math.max(0.05, 1 - style.darken / Math.max(1, luma(around)));
  const base = around.map((m) => m * keep + between(-8, 8));
  const angle = fraction(0, 2 * Math.PI);
  const light = style.light / s;
  const [lx, ly] = [Math.cos(angle) * light, Math.sin(angle) * light];
  const grain = style.grain;
  const ripple = { a: grain, fx: fraction(-0.35, 0.35), fy: fraction(-0.35, 0.35), phase: fraction(0, 6.3) };
  const noise = bytes(s * s);
  const edge = shape.edges[style.rimWidth - 1] as RawImage;
  for (let y = 0; y < s; y += 1) {
    for (let x = 0; x < s; x += 1) {
      const i = y * s + x;
      const a = shape.soft.data[i] as number;
      if (a === 0) continue;
      const lit =
        (x - s / 2) * lx +
        (y - s / 2) * ly +
        ripple.a * Math.sin(x * ripple.fx + y * ripple.fy + ripple.phase) +
        ((((noise[i] as number) * (2 * grain + 1)) >> 8) - grain);
      const rim = ((edge.data[i] as number) * style.rim) / 255;
      const at = ((top + y) * width + left + x) * 3;
      for (let c = 0; c < 3; c += 1) {
        const fill = Math.min(255, Math.max(0, (base[c] as number) + lit));
        const hole = fill + (255 - fill) * rim;
        const under = data[at + c] as number;
        data[at + c] = Math.round(under + ((hole - under) * a) / 255);
      }
    }
  }
}

/** A hole to paint: where, which outline, how. */
interface Hole {
  x: number;
  y: number;
  shape: PieceShape;
  style: HoleStyle;
}

/** The least a hole is darker than the picture round it, grey levels. */
const FAINTEST = 24;

/**
 * The lure's rim round its dark fill, for a surround of luma `around`: on a light surround none (the dark
 * fill runs up to the outline), on a dark one a 3 px rim lit nearly white; either way the step in light at its
 * outline is the largest any hole has (the others' rims are lit 30 to 60 %).
 */
function lureRim(around: number): Pick<HoleStyle, 'rim' | 'rimWidth'> {
  return around > 110 ? { rim: 0.1, rimWidth: 1 } : { rim: 0.95, rimWidth: 3 };
}

/**
 * The styles of the holes, the gap's first, for holes in pictures whose luma round each is `lumas` (the gap's
 * first), and a piece of mean luma `pieceLuma`; the decoy at `lure` is the lure. The gap and every other decoy
 * are drawn alike, from one range, so that nothing in a hole's own look tells the gap from them. The lure is
 * the most hole-like of all: the darkest against its surround (at least 70 % of its light taken away; a fifth
 * of the piece's luma when that is darker, what a "scaled copy of the piece" matcher likes best), the
 * smoothest and most evenly shaded, with the outline that stands out most (see {@link lureRim}); every other
 * hole is darkened by at most 60 % as much. So a naive "most shaded", "smoothest", "strongest outline of this
 * shape" or "best scaled copy of the piece" names the lure, never the gap.
 */
export function holeStyles(lumas: readonly number[], lure: number, pieceLuma: number): HoleStyle[] {
  const noise = bytes(lumas.length * 5);
  const at = (i: number) => noise[i] as number;
  const around = lumas[lure] as number;
  const lureDarken = Math.max(FAINTEST * 2, around - Math.min(0.3 * around, 0.2 * pieceLuma));
  const most = Math.max(FAINTEST + 4, lureDarken * 0.6);
  return lumas.map((_, i) =>
    i === lure
      ? { darken: lureDarken, ...lureRim(around), grain: 2, light: 4 }
      : {
          darken: Math.round(FAINTEST + (at(i * 5) * (most - FAINTEST)) / 255),
          rim: 0.3 + (at(i * 5 + 1) * 0.3) / 255,
          rimWidth: (1 + (at(i * 5 + 2) % 3)) as 1 | 2 | 3,
          grain: 6 + (at(i * 5 + 3) % 11),
          light: 8 + (at(i * 5 + 4) % 17),
        },
  );
}

/** The mean luma of an RGBA image's opaque pixels. */
function opaqueLuma(image: RawImage): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < image.width * image.height; i += 1) {
    if ((image.data[i * 4 + 3] as number) < 255) continue;
    sum += luma([image.data[i * 4] as number, image.data[i * 4 + 1] as number, image.data[i * 4 + 2] as number]);
    count += 1;
  }
  return sum / Math.max(1, count);
}

const overlaps = (a: { x: number; y: number }, b: { x: number; y: number }, size: number) =>
  Math.abs(a.x - b.x) < size + HOLE_GAP && Math.abs(a.y - b.y) < size + HOLE_GAP;

/** `n` places for holes `size` across in [0, length), HOLE_GAP apart at least, the room left spread at random. */
function spreadOnRow(length: number, n: number, size: number): number[] {
  const room = length - n * size - (n - 1) * HOLE_GAP;
  if (n <= 0 || room < 0) return [];
  const cuts = Array.from({ length: n }, () => between(0, room)).sort((a, b) => a - b);
  return cuts.map((cut, i) => cut + i * (size + HOLE_GAP));
}

/** Where decoys go on a slide row: as many as fit, up to `count`, left and right of the gap, at random. */
function rowPlaces(width: number, gapX: number, size: number, count: number): number[] {
  const left = gapX - HOLE_GAP;
  const rightStart = gapX + size + HOLE_GAP;
  const fits = (length: number) => Math.max(0, Math.floor((length + HOLE_GAP) / (size + HOLE_GAP)));
  const [leftFits, rightFits] = [fits(left), fits(width - rightStart)];
  const total = Math.min(count, leftFits + rightFits);
  const onLeft = between(Math.max(0, total - rightFits), Math.min(leftFits, total));
  return [
    ...spreadOnRow(left, onLeft, size),
    ...spreadOnRow(width - rightStart, total - onLeft, size).map((x) => x + rightStart),
  ];
}

/**
 * Up to `count` decoy holes, none overlapping the gap or each other: on the gap's row for slide (as many as
 * fit), anywhere for region. One decoy in three has the gap's own outline (at least one when there are any),
 * the rest others of the family.
 */
async function decoys(
  shapes: PieceShapes,
  gap: { x: number; y: number; shape: PieceShape },
  count: number,
  area: { width: number; height: number; row?: number },
): Promise<Omit<Hole, 'style'>[]> {
  const size = gap.shape.mask.width;
  let places: { x: number; y: number }[];
  if (area.row !== undefined) {
    const row = area.row;
    places = shuffled(rowPlaces(area.width, gap.x, size, count)).map((x) => ({ x, y: row }));
  } else {
    places = [];
    for (let attempt = 0; places.length < count && attempt < 500; attempt += 1) {
      const p = { x: between(0, area.width - size), y: between(0, area.height - size) };
      if ([gap, ...places].every((q) => !overlaps(p, q, size))) places.push(p);
    }
  }
  const [out, notch] = gap.shape.key.split('/') as [Side, Side];
  return Promise.all(
    places.map(async (p, i) => ({
      ...p,
      shape: await (i % 3 === 0 ? shapes(out, notch) : shapes(...randomSides())),
    })),
  );
}

/**
 * The picture with the gap (placed by `place`, which sees the picture) and its decoys painted, and the altered
 * piece; both encoded. Slide decoys share the gap's row.
 */
async function draw(
  context: MakerContext,
  shapes: PieceShapes,
  shape: PieceShape,
  place: (picture: RawImage) => { x: number; y: number },
  decoyCount: number,
  onRow: boolean,
): Promise<{ image: string; thumb: string; gap: { x: number; y: number } }> {
  const picture = varied(await context.backgrounds.next(), coin(), TINT);
  const gap = { ...place(picture), shape };
  const piece = alteredPiece(picture, gap.x, gap.y, gap.shape);
  const area = { width: context.width, height: context.height, row: onRow ? gap.y : undefined };
  const others = await decoys(shapes, gap, decoyCount, area);
  const size = gap.shape.mask.width;
  // Every surround is read before any hole is painted: holes never overlap, but their rings do.
  const around = [gap, ...others].map((h) => meanAround(picture, h.x, h.y, size));
  const lumas = around.map(luma);
  // The lure: the decoy with the brightest surround (where the most light can be taken away), of the gap's outline.
  const lure = others.length === 0 ? -1 : 1 + lumas.slice(1).indexOf(Math.max(...lumas.slice(1)));
  const styles = holeStyles(lumas, lure, opaqueLuma(piece));
  const holes: Hole[] = [gap, ...others].map((h, i) => ({
    ...h,
    shape: i === lure ? gap.shape : h.shape,
    style: styles[i] as HoleStyle,
  }));
  holes.forEach((h, i) => paintHole(picture, h.x, h.y, h.shape, around[i] as [number, number, number], h.style));
  const [image, thumb] = await Promise.all([
    toDataUrl(context.sharp, picture, context.format),
    toDataUrl(context.sharp, piece, context.format),
  ]);
  return { image, thumb, gap: { x: gap.x, y: gap.y } };
}

/**
 * How much a `size` x `size` window of an RGB picture at (left, top) shows: the variance of its colours (summed
 * over the channels), read every 2nd px. A window of plain sky or plain field shows little for a person to
 * match the picture round a hole by.
 */
export function detail(picture: RawImage, left: number, top: number, size: number): number {
  const sum = [0, 0, 0];
  const squares = [0, 0, 0];
  let count = 0;
  for (let y = top; y < top + size; y += 2) {
    for (let x = left; x < left + size; x += 2) {
      const at = (y * picture.width + x) * 3;
      for (let c = 0; c < 3; c += 1) {
        const v = picture.data[at + c] as number;
        sum[c] = (sum[c] as number) + v;
        squares[c] = (squares[c] as number) + v * v;
      }
      count += 1;
    }
  }
  return [0, 1, 2].reduce((total, c) => total + (squares[c] as number) / count - ((sum[c] as number) / count) ** 2, 0);
}

/** Rows drawn for a slide gap, of which the one whose window shows the most is kept. */
const SLIDE_ROWS = 4;

/**
 * Where a slide gap goes in a width x height picture, for a piece `size` across: x anywhere on the slider's
 * travel (0 to width - size, the piece starting at 0), y anywhere the piece fits.
 */
export function slideGap(width: number, height: number, size: number): { x: number; y: number } {
  return { x: between(0, width - size), y: between(0, height - size) };
}

/** Where a region gap goes, and where the tile starts: each anywhere the piece fits, drawn apart. */
export function regionGap(
  width: number,
  height: number,
  size: number,
): { gap: { x: number; y: number }; start: { x: number; y: number } } {
  return {
    gap: { x: between(0, width - size), y: between(0, height - size) },
    start: { x: between(0, width - size), y: between(0, height - size) },
  };
}

/**
 * A slide challenge: the piece starts at the left edge on the gap's row; 4 decoy holes share the row. The gap's
 * x is drawn over the whole travel; of SLIDE_ROWS rows drawn for it, it takes the one where the piece shows the
 * most (see {@link detail}), so that a person has an edge or a thing to follow into the hole. The row is no
 * secret (the piece starts on it), so choosing it changes no odds.
 */
export async function makeSlide(
  context: MakerContext,
  shapes: PieceShapes,
): Promise<{ data: SlideData; answer: ChallengeAnswerOf<'slide'> }> {
  const shape = await shapes(...randomSides());
  const size = shape.mask.width;
  const place = (picture: RawImage) => {
    const { x } = slideGap(context.width, context.height, size);
    const rows = Array.from({ length: SLIDE_ROWS }, () => slideGap(context.width, context.height, size).y);
    const shown = rows.map((y) => detail(picture, x, y, size));
    return { x, y: rows[shown.indexOf(Math.max(...shown))] as number };
  };
  const { image, thumb, gap } = await draw(context, shapes, shape, place, DECOYS.slide, true);
  return {
    data: { image, thumb, thumbX: 0, thumbY: gap.y, thumbWidth: size, thumbHeight: size },
    answer: { kind: 'slide', x: gap.x, y: gap.y },
  };
}

/** A region challenge: the gap and the tile's start anywhere; 7 decoy holes around the picture. */
export async function makeRegion(
  context: MakerContext,
  shapes: PieceShapes,
): Promise<{ data: RegionData; answer: ChallengeAnswerOf<'region'> }> {
  const shape = await shapes(...randomSides());
  const size = shape.mask.width;
  const { gap: drawn, start } = regionGap(context.width, context.height, size);
  const { image, thumb, gap } = await draw(context, shapes, shape, () => drawn, DECOYS.region, false);
  return {
    data: { image, thumb, thumbX: start.x, thumbY: start.y, thumbWidth: size, thumbHeight: size },
    answer: { kind: 'region', x: gap.x, y: gap.y },
  };
}
