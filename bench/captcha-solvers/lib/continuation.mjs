// Adaptive slide and region solvers: what an attacker writes once the naive ones fail. Holes are drawn alike
// and the most hole-like one is a lure, so these read what a person reads: whether the picture round a place
// continues the piece's own edge. Plain arithmetic on decoded RGBA, no sharp.
import { grey, pieceOf } from './pixels.mjs';

/** The most holes a picture holds: the gap and as many decoys as the maker packs in (slide row 9, region 25). */
export const HOLE_COUNT = { slide: 9, region: 25 };
/** How much darker than the ring round its box a place must be to count as a hole, grey levels. */
const HOLE_DEPTH = 8;

/** Sectors round the piece's centre in which the colours inside its edge and outside it are compared. */
const SECTORS = 16;

/**
 * The piece's edge bands, split into SECTORS angular sectors round its centre: `inner` the solid pixels 2 to 4
 * px inside its outline (clear of the light outline drawn on it), `outer` the pixels 3 to 6 px outside it (clear
 * of a hole's soft edge and rim). Each is a list of [dx, dy, sector].
 */
function edgeBands(piece) {
  const pad = 7;
  const width = piece.width + 2 * pad;
  const height = piece.height + 2 * pad;
  const solid = new Uint8Array(width * height);
  for (let y = 0; y < piece.height; y += 1) {
    for (let x = 0; x < piece.width; x += 1) solid[(y + pad) * width + x + pad] = piece.solid[y * piece.width + x];
  }
  // Distance in px (chessboard, up to 7) from each pixel to the nearest pixel on the other side of the outline.
  const distance = (inside) => {
    const d = new Uint8Array(width * height).fill(255);
    for (let i = 0; i < d.length; i += 1) if ((solid[i] === 1) !== inside) d[i] = 0;
    for (let pass = 1; pass <= 7; pass += 1) {
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          if (d[y * width + x] !== 255) continue;
          let near = false;
          for (let dy = -1; dy <= 1 && !near; dy += 1) {
            for (let dx = -1; dx <= 1; dx += 1) {
              const nx = x + dx;
              const ny = y + dy;
              if (nx >= 0 && ny >= 0 && nx < width && ny < height && d[ny * width + nx] === pass - 1) near = true;
            }
          }
          if (near) d[y * width + x] = pass;
        }
      }
    }
    return d;
  };
  const inD = distance(true);
  const outD = distance(false);
  const inner = [];
  const outer = [];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      const a = Math.atan2(y + 0.5 - height / 2, x + 0.5 - width / 2);
      const sector = Math.min(SECTORS - 1, Math.floor(((a + Math.PI) / (2 * Math.PI)) * SECTORS));
      if (solid[i] && inD[i] >= 2 && inD[i] <= 4) inner.push([x - pad, y - pad, sector]);
      if (!solid[i] && outD[i] >= 3 && outD[i] <= 6) outer.push([x - pad, y - pad, sector]);
    }
  }
  return { inner, outer };
}

/** Mean RGB per sector of `points` of an RGBA image at (x0, y0); sectors with no pixel in the image are NaN. */
function sectorMeans(img, points, x0, y0, out) {
  const { data, width, height } = img;
  out.fill(0);
  const n = new Float32Array(SECTORS);
  for (const [dx, dy, s] of points) {
    const x = x0 + dx;
    const y = y0 + dy;
    if (x < 0 || y < 0 || x >= width || y >= height) continue;
    const p = (y * width + x) * 4;
    out[s * 3] += data[p];
    out[s * 3 + 1] += data[p + 1];
    out[s * 3 + 2] += data[p + 2];
    n[s] += 1;
  }
  for (let s = 0; s < SECTORS; s += 1) {
    for (let c = 0; c < 3; c += 1) out[s * 3 + c] = n[s] ? out[s * 3 + c] / n[s] : NaN;
  }
  return out;
}

/**
 * How well the picture round (x, y) continues the piece's edge: minus the mean over sectors and channels of the
 * difference between the piece's colour just inside its edge and the picture's just outside, each channel's
 * differences first shifted by their median (the piece is re-lit: a shift of all its colours costs nothing).
 */
function continuationScore(pieceMeans, img, outer, x, y, scratch) {
  const around = sectorMeans(img, outer, x, y, scratch);
  let total = 0;
  let n = 0;
  for (let c = 0; c < 3; c += 1) {
    const diffs = [];
    for (let s = 0; s < SECTORS; s += 1) {
      const d = around[s * 3 + c] - pieceMeans[s * 3 + c];
      if (!Number.isNaN(d)) diffs.push(d);
    }
    if (diffs.length === 0) continue;
    diffs.sort((a, b) => a - b);
    const shift = Math.max(-25, Math.min(25, diffs[diffs.length >> 1]));
    for (const d of diffs) total += Math.abs(d - shift) + 0.3 * Math.abs(shift);
    n += diffs.length;
  }
  return n ? -total / n : -Infinity;
}

/** Every position the widget can reach (slide: the piece's row; region: anywhere), `step` px apart. */
function positions(kind, data, image, step) {
  const maxX = image.width - data.thumbWidth;
  const maxY = image.height - data.thumbHeight;
  const out = [];
  const ys = kind === 'slide' ? [data.thumbY] : Array.from({ length: Math.floor(maxY / step) + 1 }, (_, i) => i * step);
  for (const y of ys) for (let x = kind === 'slide' ? data.thumbX : 0; x <= maxX; x += step) out.push({ x, y });
  return out;
}

/** The best of `score` over reachable positions: every 2 px, then every px round the 6 best. */
function searchBest(kind, data, image, score) {
  const coarse = positions(kind, data, image, kind === 'slide' ? 1 : 2).map((p) => ({ ...p, value: score(p.x, p.y) }));
  coarse.sort((a, b) => b.value - a.value);
  let best = coarse[0];
  if (kind === 'region') {
    for (const c of coarse.slice(0, 6)) {
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const x = c.x + dx;
          const y = c.y + dy;
          if (x < 0 || y < 0 || x > image.width - data.thumbWidth || y > image.height - data.thumbHeight) continue;
          const value = score(x, y);
          if (value > best.value) best = { x, y, value };
        }
      }
    }
  }
  return best;
}

/**
 * The holes in the picture: the local maxima of "darker inside the piece's shape than in a ring round its box",
 * at least half a piece apart, the strongest first (up to `count`).
 */
export function holes(kind, data, image, piece, count) {
  const g = grey(image);
  const { width, height } = image;
  const inside = [];
  for (let y = 0; y < piece.height; y += 2) {
    for (let x = 0; x < piece.width; x += 2) if (piece.solid[y * piece.width + x]) inside.push(y * width + x);
  }
  const ring = [];
  for (let d = -6; d < piece.width + 6; d += 2) ring.push([d, -6], [d, piece.height + 5]);
  for (let d = -6; d < piece.height + 6; d += 2) ring.push([-6, d], [piece.width + 5, d]);
  const scored = positions(kind, data, image, 1).map(({ x, y }) => {
    let sum = 0;
    for (const o of inside) sum += g[y * width + x + o];
    let ringSum = 0;
    let n = 0;
    for (const [dx, dy] of ring) {
      const rx = x + dx;
      const ry = y + dy;
      if (rx < 0 || ry < 0 || rx >= width || ry >= height) continue;
      ringSum += g[ry * width + rx];
      n += 1;
    }
    return { x, y, value: (n ? ringSum / n : 0) - sum / inside.length };
  });
  scored.sort((a, b) => b.value - a.value);
  const found = [];
  const apart = piece.width / 2;
  for (const s of scored) {
    // A hole is at least 24 grey levels darker than its surround before its light and grain: a place less than
    // HOLE_DEPTH darker is picture, not a hole.
    if (found.length >= count || s.value < HOLE_DEPTH) break;
    if (found.every((f) => Math.abs(f.x - s.x) >= apart || Math.abs(f.y - s.y) >= apart)) found.push(s);
  }
  return found;
}

/** The adaptive solvers of `kind` ('slide' or 'region'). */
export function adaptiveSolvers(kind) {
  const prepare = async (data, tools) => {
    const image = await tools.decode(data.image);
    const thumb = await tools.decode(data.thumb);
    const piece = pieceOf(thumb);
    const bands = edgeBands(piece);
    const pieceMeans = sectorMeans(thumb, bands.inner, 0, 0, new Float32Array(SECTORS * 3));
    const scratch = new Float32Array(SECTORS * 3);
    const continuation = (x, y) => continuationScore(pieceMeans, image, bands.outer, x, y, scratch);
    return { image, piece, continuation };
  };
  const holeCount = HOLE_COUNT[kind];
  return [
    {
      kind,
      name: 'continuation across the hole edge (any place)',
      async solve(data, tools) {
        const p = await prepare(data, tools);
        const best = searchBest(kind, data, p.image, p.continuation);
        return { x: best.x, y: best.y };
      },
    },
    {
      kind,
      name: 'holes but the darkest, by continuation',
      async solve(data, tools) {
        const p = await prepare(data, tools);
        const found = holes(kind, data, p.image, p.piece, holeCount).slice(1);
        // Each hole's place to 1 px: the best continuation within 2 px of where the hole search put it.
        let best = { x: data.thumbX, y: data.thumbY, value: -Infinity };
        for (const h of found) {
          for (let dy = kind === 'slide' ? 0 : -2; dy <= (kind === 'slide' ? 0 : 2); dy += 1) {
            for (let dx = -2; dx <= 2; dx += 1) {
              const x = h.x + dx;
              const y = h.y + dy;
              if (x < 0 || y < 0 || x > p.image.width - data.thumbWidth || y > p.image.height - data.thumbHeight)
                continue;
              const value = p.continuation(x, y);
              if (value > best.value) best = { x, y, value };
            }
          }
        }
        return { x: best.x, y: best.y };
      },
    },
    {
      kind,
      name: 'a hole at random, not the darkest',
      async solve(data, tools) {
        const p = await prepare(data, tools);
        const found = holes(kind, data, p.image, p.piece, holeCount).slice(1);
        const pick = found[Math.floor(Math.random() * found.length)] ?? { x: data.thumbX, y: data.thumbY };
        return { x: pick.x, y: pick.y };
      },
    },
  ];
}
