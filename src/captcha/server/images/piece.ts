/**
 * Slide and region challenges. The piece is cut from the picture and then changed on its own (lighting, colour,
 * noise, a slight turn and stretch); the gap it left is painted over as a hole of its own (a fill of one colour
 * shared by every hole, the mean round them all, with its own lighting, texture, bevelled rim and a soft,
 * wandering edge) in a band of that colour that hides the picture's detail next to it, among decoy holes drawn
 * from the same range of styles and packed as close as their outlines let them (so that a hole picked at random
 * is rarely the gap, and no hole's colour follows the picture round it). Every decoy's outline
 * differs from the piece's in one knob or notch, more, fewer or turned inside out: a person picks the hole of
 * the piece's outline by counting its bumps and dents. One decoy is a lure, the most hole-like of all, so that
 * a script taking the most hole-like place, or the strongest edge of the piece's shape, names it.
 * Nothing in the picture is the piece's pixels under any simple transform.
 */
import type { RegionData, SlideData } from '../../challengeData.js';
import type { ChallengeAnswerOf } from './answer.js';
import type { MakerContext } from './context.js';
import { between, bytes, coin, shuffled } from './random.js';
import { bilinear, svgMask, toDataUrl, varied, type RawImage } from './raster.js';
import type { Sharp } from './sharp.js';
import { outlineKey, pieceSvg, sides, type Outline, type Side } from './shapes.js';

/** Colour shift of every picture, +- per channel, so no two images are the same bytes. */
const TINT = 10;
/** The most decoy holes beside the gap (as many as fit: about 5 on a slide row, 17 in a region picture). */
export const DECOYS = { slide: 8, region: 24 } as const;
/** Least room left between two holes, px. */
const HOLE_GAP = 4;

/** Px round a shape's box that its distance field covers: room for the widest band round a hole. */
export const PAD = 12;

/** A piece's outline: its mask (size x size), its 1 px rim, and its distance field. */
export interface PieceShape {
  /** Its outline's name (see {@link outlineKey}): two shapes of the same key have the same outline. */
  key: string;
  /** Where its knobs and notches are. */
  outline: Outline;
  mask: RawImage;
  /** The band inside the outline 1 px wide. */
  rim: RawImage;
  /**
   * Signed distance to the outline in px, positive inside, over the box grown by PAD on every side: row by row,
   * (size + 2 PAD) squared values, clamped to PAD + 2.
   */
  distance: Float32Array;
}

/** Gives the shape of an outline, rasterised on first use and kept. */
export type PieceShapes = (outline: Outline) => Promise<PieceShape>;

/** Side of the square piece for a picture of width x height (48 px for 300 x 220). */
export function pieceSizeFor(width: number, height: number): number {
  return Math.max(36, 2 * Math.round(Math.min(width, height) * 0.109));
}

/** The 1 px band inside a mask: its pixels with a pixel outside it (or the box's edge) among their 8 neighbours. */
function innerRim(mask: RawImage): RawImage {
  const { width: w, height: h } = mask;
  const data = Buffer.alloc(w * h);
  const solid = (x: number, y: number) => x >= 0 && y >= 0 && x < w && y < h && (mask.data[y * w + x] as number) > 0;
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      if (!solid(x, y)) continue;
      let edge = false;
      for (let dy = -1; dy <= 1 && !edge; dy += 1) for (let dx = -1; dx <= 1; dx += 1) edge ||= !solid(x + dx, y + dy);
      if (edge) data[y * w + x] = mask.data[y * w + x] as number;
    }
  }
  return { ...mask, data };
}

/**
 * The signed distance field of a mask (inside: alpha of at least half) over its box grown by PAD: from each
 * pixel's centre to the nearest pixel centre of the other side, less half a pixel, positive inside.
 */
export function distanceField(mask: RawImage): Float32Array {
  const s = mask.width;
  const w = s + 2 * PAD;
  const inside = new Uint8Array(w * w);
  for (let y = 0; y < s; y += 1) {
    for (let x = 0; x < s; x += 1) inside[(y + PAD) * w + x + PAD] = (mask.data[y * s + x] as number) >= 128 ? 1 : 0;
  }
  // The squared distance from each pixel to the nearest pixel of each side, capped at cap squared.
  const cap = PAD + 2;
  const toSide = [0, 1].map((side) => squaredDistances(inside, side, w, cap * cap));
  const out = new Float32Array(w * w);
  for (let i = 0; i < w * w; i += 1) {
    const v = inside[i] as number;
    const d = Math.min(cap, Math.sqrt((toSide[1 - v] as Float64Array)[i] as number) - 0.5);
    out[i] = v ? d : -d;
  }
  return out;
}

/**
 * The squared distance from each pixel of a w x w grid to the nearest pixel whose `grid` value is `side`, or
 * `limit` when that is nearer: exact whole numbers, by the transform of Felzenszwalb and Huttenlocher (the lower
 * envelope of parabolas, a column then a row at a time), in time w squared.
 */
function squaredDistances(grid: Uint8Array, side: number, w: number, limit: number): Float64Array {
  const far = 1e20;
  const out = new Float64Array(w * w);
  for (let i = 0; i < w * w; i += 1) out[i] = grid[i] === side ? 0 : far;
  const f = new Float64Array(w);
  const d = new Float64Array(w);
  const parabolas = new Int32Array(w);
  const bounds = new Float64Array(w + 1);
  // One line of the grid: w values `step` apart from `first`, transformed in place.
  const line = (first: number, step: number) => {
    for (let q = 0; q < w; q += 1) f[q] = out[first + q * step] as number;
    let k = 0;
    parabolas[0] = 0;
    bounds[0] = -Infinity;
    bounds[1] = Infinity;
    for (let q = 1; q < w; q += 1) {
      let v = parabolas[k] as number;
      let meet = ((f[q] as number) + q * q - ((f[v] as number) + v * v)) / (2 * q - 2 * v);
      while (meet <= (bounds[k] as number)) {
        k -= 1;
        v = parabolas[k] as number;
        meet = ((f[q] as number) + q * q - ((f[v] as number) + v * v)) / (2 * q - 2 * v);
      }
      k += 1;
      parabolas[k] = q;
      bounds[k] = meet;
      bounds[k + 1] = Infinity;
    }
    k = 0;
    for (let q = 0; q < w; q += 1) {
      while ((bounds[k + 1] as number) < q) k += 1;
      const v = parabolas[k] as number;
      d[q] = (q - v) * (q - v) + (f[v] as number);
    }
    for (let q = 0; q < w; q += 1) out[first + q * step] = d[q] as number;
  };
  for (let x = 0; x < w; x += 1) line(x, w);
  for (let y = 0; y < w; y += 1) line(y * w, 1);
  for (let i = 0; i < w * w; i += 1) out[i] = Math.min(limit, out[i] as number);
  return out;
}

/** The piece shapes of one size, each rasterised on first use and kept. */
export function pieceShapes(sharp: Sharp, size: number): PieceShapes {
  const cache = new Map<string, Promise<PieceShape>>();
  return (outline) => {
    const key = outlineKey(outline);
    let shape = cache.get(key);
    if (!shape) {
      shape = svgMask(sharp, pieceSvg(size, outline)).then((mask) => ({
        key,
        outline,
        mask,
        rim: innerRim(mask),
        distance: distanceField(mask),
      }));
      cache.set(key, shape);
    }
    return shape;
  };
}

/** The piece's outline: a knob on one side, a notch on another. */
function randomOutline(): Outline {
  const [knob, notch] = shuffled(sides);
  return { knobs: [knob as Side], notches: [notch as Side] };
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
  const edge = shape.rim;
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
  /** How light its rim is, 0 (not lit) to 1 (white), on the side facing its light (three quarters as much opposite). */
  rim: number;
  /** Width of the lit rim, 1 to 3 px. */
  rimWidth: 1 | 2 | 3;
  /** How rough its fill is: the amplitude of its grain, grey levels. */
  grain: number;
  /** How much lighter one side of it is than the other, grey levels across the piece. */
  light: number;
  /** How far its outline wanders in and out of the shape's, px (a smooth random wave along it). */
  wobble: number;
  /** Half the width of its soft edge, px. */
  softness: number;
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

/** 0 below -1, 1 above 1, a smooth step between. */
function smoothstep(t: number): number {
  const u = Math.min(1, Math.max(0, (t + 1) / 2));
  return u * u * (3 - 2 * u);
}

/**
 * The part of the box of `shape` placed at (left, top), grown by PAD on every side, that lies inside a
 * width x height picture: its first and last rows and columns, in the box's own px (the last ones excluded).
 */
function boxInside(width: number, height: number, left: number, top: number, w: number) {
  return {
    y0: Math.max(0, PAD - top),
    y1: Math.min(w, height - top + PAD),
    x0: Math.max(0, PAD - left),
    x1: Math.min(w, width - left + PAD),
  };
}

/** The widest and narrowest band round a hole, px outside its outline, and how much of the picture it covers. */
const BAND = { min: 6, max: 10, cover: [0.92, 0.98] } as const;

/**
 * Paints the band round a hole of `shape` at (left, top) over an RGB picture, in place: from the outline out to
 * 6 to 10 px (fading over its last 4 px), 92 to 98 % of the picture is covered by `around` (one colour for
 * every hole) with its own grain and light, so the picture's detail next to every hole, the gap's included, is
 * hidden alike, and the band does not follow the picture round it.
 */
export function paintBand(
  picture: RawImage,
  left: number,
  top: number,
  shape: PieceShape,
  around: readonly [number, number, number],
): void {
  const w = shape.mask.width + 2 * PAD;
  const { data } = picture;
  const reach = between(BAND.min, BAND.max);
  const cover = fraction(BAND.cover[0], BAND.cover[1]);
  const angle = fraction(0, 2 * Math.PI);
  const light = between(4, 14) / w;
  const [lx, ly] = [Math.cos(angle) * light, Math.sin(angle) * light];
  const noise = bytes(w * w);
  const { distance } = shape;
  const [r, g, b] = around;
  const { y0, y1, x0, x1 } = boxInside(picture.width, picture.height, left, top, w);
  const far = -reach - 2;
  for (let y = y0; y < y1; y += 1) {
    const row = y * w;
    let at = ((top - PAD + y) * picture.width + left - PAD + x0) * 3;
    for (let x = x0; x < x1; x += 1, at += 3) {
      const i = row + x;
      const d = distance[i] as number;
      if (d > 1 || d < far) continue;
      const a = cover * smoothstep((d + reach) / 2);
      const lit = (x - w / 2) * lx + (y - w / 2) * ly + ((noise[i] as number) % 13) - 6;
      data[at] = blend(data[at] as number, r + lit, a);
      data[at + 1] = blend(data[at + 1] as number, g + lit, a);
      data[at + 2] = blend(data[at + 2] as number, b + lit, a);
    }
  }
}

/** `under` moved towards `over` (clamped to 0..255) by `a`, rounded: a byte painted over at opacity `a`. */
function blend(under: number, over: number, a: number): number {
  const v = over < 0 ? 0 : over > 255 ? 255 : over;
  // Math.round of a value from 0 to 255, without the call.
  return (under + (v - under) * a + 0.5) | 0;
}

/** sin(x kx + y ky + phase) at whole x and y in [0, size). */
type PlaneWave = (x: number, y: number) => number;

/**
 * A plane wave over a `size` x `size` grid, from a table per column and per row (sin(a + b) = sin a cos b +
 * cos a sin b), so each pixel costs two products, not a sine.
 */
function planeWave(size: number, kx: number, ky: number, phase: number): PlaneWave {
  const [sinX, cosX, sinY, cosY] = [0, 1, 2, 3].map(() => new Float64Array(size)) as [
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
  ];
  for (let i = 0; i < size; i += 1) {
    sinX[i] = Math.sin(i * kx);
    cosX[i] = Math.cos(i * kx);
    sinY[i] = Math.sin(i * ky + phase);
    cosY[i] = Math.cos(i * ky + phase);
  }
  return (x, y) => (sinX[x] as number) * (cosY[y] as number) + (cosX[x] as number) * (sinY[y] as number);
}

/**
 * Paints a hole of `shape` over an RGB picture at (left, top), in place: an opaque fill of the colour round it
 * (`around`), darkened by `style.darken`, lit across by a random gradient, with its own texture (a random
 * ripple and grain), a rim lit all round, most on the side facing the light, and a soft outline that
 * wanders up to `style.wobble` px in and out of the shape's. None of the picture's detail under it survives.
 */
export function paintHole(
  picture: RawImage,
  left: number,
  top: number,
  shape: PieceShape,
  around: readonly [number, number, number],
  style: HoleStyle,
): void {
  const s = shape.mask.width;
  const w = s + 2 * PAD;
  const { data } = picture;
  const keep = Math.max(0.05, 1 - style.darken / Math.max(1, luma(around)));
  const base = around.map((m) => m * keep + between(-8, 8));
  const angle = fraction(0, 2 * Math.PI);
  const light = style.light / s;
  const [lx, ly] = [Math.cos(angle) * light, Math.sin(angle) * light];
  const grain = style.grain;
  const ripple = planeWave(w, fraction(-0.35, 0.35), fraction(-0.35, 0.35), fraction(0, 6.3));
  // The wandering outline: two waves across the hole, 10 to 20 px long, of random directions and phases.
  const waves = [0, 1].map(() => {
    const [turn, length] = [fraction(0, Math.PI), fraction(10, 20)];
    const k = (2 * Math.PI) / length;
    return planeWave(w, Math.cos(turn) * k, Math.sin(turn) * k, fraction(0, 6.3));
  }) as [PlaneWave, PlaneWave];
  const noise = bytes(w * w);
  const rimReach = style.rimWidth + 1;
  const [towardsX, towardsY] = [Math.cos(angle), Math.sin(angle)];
  const reach = -style.wobble - style.softness - 1;
  const solid = style.wobble + Math.max(style.softness, rimReach);
  const hypot = middleDistances(w);
  const { distance } = shape;
  const [r, g, b] = base as [number, number, number];
  const { y0, y1, x0, x1 } = boxInside(picture.width, picture.height, left, top, w);
  for (let y = y0; y < y1; y += 1) {
    const row = y * w;
    let at = ((top - PAD + y) * picture.width + left - PAD + x0) * 3;
    for (let x = x0; x < x1; x += 1, at += 3) {
      const i = row + x;
      const raw = distance[i] as number;
      if (raw < reach) continue;
      // Deep inside, wherever the outline wanders, the fill is whole and unlit by the rim: no waves to sum.
      const d = raw >= solid ? raw : raw + (style.wobble * (waves[0](x, y) + waves[1](x, y))) / 2;
      const a = smoothstep(d / style.softness);
      if (a === 0) continue;
      const dx = x - w / 2;
      const dy = y - w / 2;
      const lit = dx * lx + dy * ly + grain * ripple(x, y) + ((((noise[i] as number) * (2 * grain + 1)) >> 8) - grain);
      // The rim: lit all round, most where it faces the light, fading inwards over rimWidth + 1 px.
      const rim =
        d < rimReach
          ? style.rim *
            (1 - Math.max(0, d) / rimReach) *
            (0.75 + 0.25 * ((dx * towardsX + dy * towardsY) / Math.max(1, hypot[i] as number)))
          : 0;
      data[at] = blend(data[at] as number, lighter(r + lit, rim), a);
      data[at + 1] = blend(data[at + 1] as number, lighter(g + lit, rim), a);
      data[at + 2] = blend(data[at + 2] as number, lighter(b + lit, rim), a);
    }
  }
}

/** A level (clamped to 0..255) moved towards white by `rim` (0 to 1). */
function lighter(level: number, rim: number): number {
  const v = level < 0 ? 0 : level > 255 ? 255 : level;
  return v + (255 - v) * rim;
}

/** Math.hypot(x - w / 2, y - w / 2) for each pixel (x, y) of a w x w box, row by row, by w (one or two sizes). */
const middleDistanceTables = new Map<number, Float64Array>();

function middleDistances(w: number): Float64Array {
  let table = middleDistanceTables.get(w);
  if (!table) {
    table = new Float64Array(w * w);
    for (let y = 0; y < w; y += 1) for (let x = 0; x < w; x += 1) table[y * w + x] = Math.hypot(x - w / 2, y - w / 2);
    middleDistanceTables.set(w, table);
  }
  return table;
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
/** The least the lure is darker than any other hole, each against the picture round it, grey levels. */
const LURE_STEP = 10;

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
 * smoothest and most evenly shaded, with the sharpest outline and the one that stands out most (see
 * {@link lureRim}); every other hole is darkened by at most 60 % as much, and its outline wanders 0.3 to 0.8 px
 * and is soft over 1 to 2 px. So a naive "most shaded", "smoothest", "strongest outline of this shape" or
 * "best scaled copy of the piece" names the lure, never the gap. `surrounds` (the lumas round each hole in the
 * picture as it is, where `lumas` may all be one colour painted round every hole): the lure is also at least
 * LURE_STEP darker than every other hole against its own surround, however the picture is lit.
 */
export function holeStyles(
  lumas: readonly number[],
  lure: number,
  pieceLuma: number,
  surrounds: readonly number[] = lumas,
): HoleStyle[] {
  const noise = bytes(lumas.length * 7);
  const at = (i: number) => noise[i] as number;
  const around = lumas[lure] as number;
  // Against its own surround too (a re-lit picture is brighter round some holes): the lure at least LURE_STEP
  // darker than any other hole, each measured from the picture round it.
  const ownLure = surrounds[lure] as number;
  const brighter = Math.max(0, ...surrounds.map((s, i) => (i === lure ? 0 : s - ownLure)));
  const lureDarken = Math.max(
    FAINTEST * 2,
    around - Math.min(0.3 * around, 0.2 * pieceLuma),
    brighter + FAINTEST + LURE_STEP,
  );
  const most = Math.max(FAINTEST + 4, lureDarken * 0.6);
  return lumas.map((_, i) =>
    i === lure
      ? { darken: lureDarken, ...lureRim(around), grain: 2, light: 4, wobble: 0.3, softness: 0.6 }
      : {
          // Never below FAINTEST (the cap is at least that, but for the last bit of a sum).
          darken: Math.max(
            FAINTEST,
            Math.min(
              Math.round(FAINTEST + (at(i * 7) * (most - FAINTEST)) / 255),
              lureDarken + ownLure - (surrounds[i] as number) - LURE_STEP,
            ),
          ),
          rim: 0.35 + (at(i * 7 + 1) * 0.3) / 255,
          rimWidth: (1 + (at(i * 7 + 2) % 3)) as 1 | 2 | 3,
          grain: 6 + (at(i * 7 + 3) % 11),
          light: 16 + (at(i * 7 + 4) % 25),
          wobble: 0.3 + (at(i * 7 + 5) * 0.5) / 255,
          softness: 0.5 + (at(i * 7 + 6) * 0.5) / 255,
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

/** A box, px: left, top, right, bottom. */
export type Box = readonly [number, number, number, number];

/**
 * Where a shape of `outline`, `size` across, has paint, as boxes in its own square: its body, and each knob's
 * disc (a notch takes nothing away here). See {@link pieceSvg}'s proportions.
 */
export function occupied(outline: Outline, size: number): Box[] {
  const m = size * 0.17;
  const k = size * 0.14;
  const [mid, far] = [size / 2, size - m];
  const knob: Record<Side, Box> = {
    top: [mid - k, m - k, mid + k, m],
    right: [far, mid - k, far + k, mid + k],
    bottom: [mid - k, far, mid + k, far + k],
    left: [m - k, mid - k, m, mid + k],
  };
  return [[m, m, far, far], ...outline.knobs.map((side) => knob[side])];
}

/** A hole being placed: where, and where it has paint (see {@link occupied}). */
export interface Placed {
  x: number;
  y: number;
  boxes: Box[];
}

/** Whether two placed holes keep HOLE_GAP px between their paint, knobs included. */
export function apart(a: Placed, b: Placed): boolean {
  return a.boxes.every(([l, t, r, u]) =>
    b.boxes.every(
      ([bl, bt, br, bu]) =>
        a.x + l >= b.x + br + HOLE_GAP ||
        b.x + bl >= a.x + r + HOLE_GAP ||
        a.y + t >= b.y + bu + HOLE_GAP ||
        b.y + bt >= a.y + u + HOLE_GAP,
    ),
  );
}

/**
 * The decoys' outlines for a piece of `outline` (a knob and a notch): each differs from it in one feature a
 * person sees, a knob or a notch more or less, or the knob where the notch is: a knob or a notch added on each
 * free side, the notch filled, the knob cut off, the knob turned into a notch, the notch into a knob.
 */
export function twinOutlines(outline: Outline): Outline[] {
  const { knobs, notches } = outline;
  const free = sides.filter((side) => !knobs.includes(side) && !notches.includes(side));
  return [
    ...free.map((side) => ({ knobs: [...knobs, side], notches })),
    ...free.map((side) => ({ knobs, notches: [...notches, side] })),
    { knobs, notches: [] },
    { knobs: [], notches },
    { knobs: [], notches: [...knobs, ...notches] },
    { knobs: [...knobs, ...notches], notches: [] },
  ];
}

/** Whether a twin holds the whole of the gap's shape: every knob of it, and no notch it has not. */
const covers = (gap: Outline, twin: Outline) =>
  gap.knobs.every((k) => twin.knobs.includes(k)) && twin.notches.every((n) => gap.notches.includes(n));

/**
 * The outlines of `count` decoys for a gap of `gap`: the twins (see {@link twinOutlines}) in a random order,
 * again in another order once all are used, and so on, with one that holds the whole piece (see {@link covers})
 * first, as the lure must: a slide row may have room for only 3 decoys, and 3 of the twins in a random order
 * hold none one time in 14 (the gap was then the darkest hole on its row).
 */
export function decoyOutlines(gap: Outline, count: number): Outline[] {
  const out: Outline[] = [];
  while (out.length < count) out.push(...shuffled(twinOutlines(gap)));
  const holding = out.findIndex((twin) => covers(gap, twin));
  if (holding > 0) [out[0], out[holding]] = [out[holding] as Outline, out[0] as Outline];
  return out.slice(0, count);
}

/** Random places a region decoy is tried at before it is left out. */
const TRIES = 40;
/** The most room, px, left beyond HOLE_GAP between two neighbours on a slide row. */
const ROW_SLACK = 6;

/**
 * Places for decoys of `outlines` round a gap of `gap.outline` at (gap.x, gap.y), pieces `size` across, each HOLE_GAP px clear of the gap and of every decoy placed before it, knobs
 * included (see {@link occupied}), so that they pack closer than their boxes. Slide: on the gap's row, packed
 * outwards from it, each as close to the last as it may be plus 0 to ROW_SLACK px, right then left, as many as
 * fit. Region: anywhere, a decoy that finds no room in TRIES random places left out.
 */
export function decoyPlaces(
  gap: { x: number; y: number; outline: Outline },
  size: number,
  outlines: readonly Outline[],
  area: { width: number; height: number; row?: number },
): { x: number; y: number; outline: Outline }[] {
  const placed: Placed[] = [{ x: gap.x, y: gap.y, boxes: occupied(gap.outline, size) }];
  const out: { x: number; y: number; outline: Outline }[] = [];
  const take = (p: Placed, outline: Outline) => {
    placed.push(p);
    out.push({ x: p.x, y: p.y, outline });
  };
  const { row } = area;
  if (row !== undefined) {
    const reach = { right: gap.x, left: gap.x };
    const sweep = (step: 1 | -1, outline: Outline): boolean => {
      const p = { x: step > 0 ? reach.right : reach.left, y: row, boxes: occupied(outline, size) };
      while (!placed.every((q) => apart(p, q))) p.x += step;
      p.x += step * between(0, ROW_SLACK);
      if (p.x < 0 || p.x > area.width - size) return false;
      take(p, outline);
      reach[step > 0 ? 'right' : 'left'] = p.x;
      return true;
    };
    let side: 1 | -1 = coin() ? 1 : -1;
    for (const outline of outlines) if (!sweep(side, outline) && !sweep((side = side > 0 ? -1 : 1), outline)) break;
    return out;
  }
  for (const outline of outlines) {
    const boxes = occupied(outline, size);
    for (let attempt = 0; attempt < TRIES; attempt += 1) {
      const p = { x: between(0, area.width - size), y: between(0, area.height - size), boxes };
      if (placed.every((q) => apart(p, q))) {
        take(p, outline);
        break;
      }
    }
  }
  return out;
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
  const size = gap.shape.mask.width;
  const places = decoyPlaces({ ...gap, outline: shape.outline }, size, decoyOutlines(shape.outline, decoyCount), area);
  // Every surround is read before any hole is painted: holes never overlap, but their rings do.
  const surrounds = [gap, ...places].map((h) => meanAround(picture, h.x, h.y, size));
  const own = surrounds.map(luma);
  // One colour round every hole, the mean of their surrounds, so that no hole's band or fill follows the
  // picture round it (the gap's would follow the piece's).
  const common = [0, 1, 2].map((c) => surrounds.reduce((sum, m) => sum + (m[c] as number), 0) / surrounds.length) as [
    number,
    number,
    number,
  ];
  // The lure: of the decoys that hold the whole piece, the one with the brightest surround.
  let lure = -1;
  places.forEach((p, i) => {
    if (covers(gap.shape.outline, p.outline) && (lure < 0 || (own[i + 1] as number) > (own[lure] as number)))
      lure = i + 1;
  });
  const styles = holeStyles(
    own.map(() => luma(common)),
    lure,
    opaqueLuma(piece),
    own,
  );
  const others = await Promise.all(places.map(async (p) => ({ x: p.x, y: p.y, shape: await shapes(p.outline) })));
  const holes: Hole[] = [gap, ...others].map((h, i) => ({ ...h, style: styles[i] as HoleStyle }));
  // Every band first, then every hole: a band never covers a neighbour's outline.
  holes.forEach((h) => paintBand(picture, h.x, h.y, h.shape, common));
  holes.forEach((h) => paintHole(picture, h.x, h.y, h.shape, common, h.style));
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
 * A slide challenge: the piece starts at the left edge on the gap's row; decoy holes fill the row. The gap's
 * x is drawn over the whole travel; of SLIDE_ROWS rows drawn for it, it takes the one where the piece shows the
 * most (see {@link detail}), so that a person has an edge or a thing to follow into the hole. The row is no
 * secret (the piece starts on it), so choosing it changes no odds.
 */
export async function makeSlide(
  context: MakerContext,
  shapes: PieceShapes,
): Promise<{ data: SlideData; answer: ChallengeAnswerOf<'slide'> }> {
  const shape = await shapes(randomOutline());
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

/** A region challenge: the gap and the tile's start anywhere; decoy holes packed all round the picture. */
export async function makeRegion(
  context: MakerContext,
  shapes: PieceShapes,
): Promise<{ data: RegionData; answer: ChallengeAnswerOf<'region'> }> {
  const shape = await shapes(randomOutline());
  const size = shape.mask.width;
  const { gap: drawn, start } = regionGap(context.width, context.height, size);
  const { image, thumb, gap } = await draw(context, shapes, shape, () => drawn, DECOYS.region, false);
  return {
    data: { image, thumb, thumbX: start.x, thumbY: start.y, thumbWidth: size, thumbHeight: size },
    answer: { kind: 'region', x: gap.x, y: gap.y },
  };
}
