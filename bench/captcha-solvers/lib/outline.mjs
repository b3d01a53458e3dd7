// The slide and region solver an attacker writes against decoys of other outlines: find the holes, then compare
// each hole's shape with the piece's alpha mask and answer the one that fits best. Plain arithmetic on decoded
// RGBA, no sharp.
import { HOLE_COUNT, holes } from './continuation.mjs';
import { grey, pieceOf } from './pixels.mjs';

/** Px round the piece's box that a hole's window takes in, and how far from where it was found a hole is sought. */
export const MARGIN = 8;
const SEEK = 4;

/** A 3 x 3 box blur of a plane, `passes` times (edges clamped). */
function blur(plane, width, height, passes) {
  let current = plane;
  for (let pass = 0; pass < passes; pass += 1) {
    const next = new Float32Array(current.length);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        let sum = 0;
        for (let dy = -1; dy <= 1; dy += 1) {
          const ny = Math.min(height - 1, Math.max(0, y + dy));
          for (let dx = -1; dx <= 1; dx += 1) sum += current[ny * width + Math.min(width - 1, Math.max(0, x + dx))];
        }
        next[y * width + x] = sum / 9;
      }
    }
    current = next;
  }
  return current;
}

/** The median of a list of numbers. */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? 0;
}

/**
 * How hole-like each pixel of the window (left, top, w x w) of a grey plane is, 0 to 1, blurred: 0 at the level
 * of a frame 3 px wide just outside the piece's box (the picture round the hole), 1 at the level of the middle of
 * the piece's body (where every outline of the family is solid).
 */
export function holeMap(g, image, left, top, w, piece) {
  const { width, height } = image;
  const at = (x, y) => g[Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))];
  const s = piece.width;
  const outside = [];
  for (let d = -3; d < s + 3; d += 1) {
    for (const k of [-3, -2, -1, s, s + 1, s + 2]) {
      outside.push(at(left + MARGIN + d, top + MARGIN + k), at(left + MARGIN + k, top + MARGIN + d));
    }
  }
  const inside = [];
  for (let y = Math.round(s * 0.3); y < s * 0.7; y += 1) {
    for (let x = Math.round(s * 0.3); x < s * 0.7; x += 1) inside.push(at(left + MARGIN + x, top + MARGIN + y));
  }
  const out = median(outside);
  const depth = out - median(inside);
  const map = new Float32Array(w * w);
  if (Math.abs(depth) < 1) return map;
  for (let y = 0; y < w; y += 1) {
    for (let x = 0; x < w; x += 1) map[y * w + x] = Math.min(1, Math.max(0, (out - at(left + x, top + y)) / depth));
  }
  return blur(map, w, w, 2);
}

/** Soft intersection over union of a hole map (w x w) and the blurred mask placed at (ox, oy) in it. */
function softIoU(map, w, mask, s, ox, oy) {
  let both = 0;
  let either = 0;
  for (let y = 0; y < w; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const mx = x - ox;
      const my = y - oy;
      const m = mx >= 0 && my >= 0 && mx < s && my < s ? mask[my * s + mx] : 0;
      const h = map[y * w + x];
      both += Math.min(m, h);
      either += Math.max(m, h);
    }
  }
  return either > 0 ? both / either : 0;
}

/** The 8 turns and mirror images of a square s x s plane. */
function dihedral(plane, s) {
  const out = [];
  for (let k = 0; k < 8; k += 1) {
    const t = new Float32Array(s * s);
    for (let y = 0; y < s; y += 1) {
      for (let x = 0; x < s; x += 1) {
        let [u, v] = [x, y];
        if (k & 1) u = s - 1 - u;
        if (k & 2) v = s - 1 - v;
        if (k & 4) [u, v] = [v, u];
        t[y * s + x] = plane[v * s + u];
      }
    }
    out.push(t);
  }
  return out;
}

/**
 * The solver of `kind` ('slide' or 'region'): the holes (darker inside the piece's shape than round its box),
 * each hole's shape read off the picture (how far each pixel lies between the picture round it and its middle,
 * blurred), and, as holes differ in how clean they are, each hole scored by how much better the piece's blurred
 * alpha mask fits it (soft intersection over union, at its best place within 4 px) than the best of the
 * piece's own turns and mirror images that differ from it (the other outlines of its family). The hole that
 * fits the piece best by that margin is the answer, at the place where the piece's mask fits it best.
 */
export function outlineSolver(kind) {
  return {
    kind,
    name: 'outline of each hole against the piece (soft IoU)',
    async solve(data, tools) {
      const image = await tools.decode(data.image);
      const thumb = await tools.decode(data.thumb);
      const piece = pieceOf(thumb);
      const s = piece.width;
      const mask = blur(Float32Array.from(piece.solid), s, s, 2);
      const others = dihedral(mask, s).filter((t) => softIoU(t, s, mask, s, 0, 0) < 0.95);
      const g = grey(image);
      const found = holes(kind, data, image, piece, HOLE_COUNT[kind]);
      const w = s + 2 * MARGIN;
      const span = kind === 'slide' ? 0 : SEEK;
      let best = { x: data.thumbX, y: data.thumbY, value: -Infinity };
      for (const h of found) {
        const map = holeMap(g, image, h.x - MARGIN, h.y - MARGIN, w, piece);
        const fit = (shape) => {
          let top = { x: h.x, y: h.y, value: -Infinity };
          for (let dy = -span; dy <= span; dy += 1) {
            for (let dx = -SEEK; dx <= SEEK; dx += 1) {
              const x = h.x + dx;
              const y = h.y + dy;
              if (x < 0 || y < 0 || x > image.width - s || y > image.height - s) continue;
              const value = softIoU(map, w, shape, s, MARGIN + dx, MARGIN + dy);
              if (value > top.value) top = { x, y, value };
            }
          }
          return top;
        };
        const own = fit(mask);
        const value = own.value - Math.max(0, ...others.map((t) => fit(t).value));
        if (value > best.value) best = { x: own.x, y: own.y, value };
      }
      return { x: best.x, y: best.y };
    },
  };
}
