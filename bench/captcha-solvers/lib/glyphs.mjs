// Shape matching for the click solvers: each thumb glyph (or, for a solver that knows our design, each of our
// glyph outlines) as a sparse template of edge points with their normals, tried at a grid of scales and turns
// against the picture's gradient (normalised correlation of the gradient along the template's normals), or as a
// silhouette against the picture's grey (normalised cross-correlation). Plain arithmetic on decoded RGBA.

/** Luma of an RGBA image, blurred by two 3x3 box passes (edges a few px wide, so a coarse grid still meets them). */
export function softGrey({ data, width, height }) {
  let plane = new Float32Array(width * height);
  for (let i = 0; i < plane.length; i += 1) {
    plane[i] = 0.299 * data[i * 4] + 0.587 * data[i * 4 + 1] + 0.114 * data[i * 4 + 2];
  }
  for (let pass = 0; pass < 2; pass += 1) {
    const out = new Float32Array(plane.length);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        let sum = 0;
        let n = 0;
        for (let dy = -1; dy <= 1; dy += 1) {
          for (let dx = -1; dx <= 1; dx += 1) {
            const nx = x + dx;
            const ny = y + dy;
            if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
            sum += plane[ny * width + nx];
            n += 1;
          }
        }
        out[y * width + x] = sum / n;
      }
    }
    plane = out;
  }
  return plane;
}

/** Sobel gradient of a plane: { gx, gy } as Float32Arrays. */
export function gradients(plane, width, height) {
  const gx = new Float32Array(width * height);
  const gy = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const at = (dx, dy) => plane[(y + dy) * width + x + dx];
      gx[y * width + x] = at(1, -1) + 2 * at(1, 0) + at(1, 1) - at(-1, -1) - 2 * at(-1, 0) - at(-1, 1);
      gy[y * width + x] = at(-1, 1) + 2 * at(0, 1) + at(1, 1) - at(-1, -1) - 2 * at(0, -1) - at(1, -1);
    }
  }
  return { gx, gy };
}

/**
 * A silhouette (Uint8Array mask over w x h, 1 = in) as a base template: its edge points relative to the mask's
 * centroid with their outward normals, and points inside and outside (for grey correlation), in px.
 */
export function silhouetteTemplate(mask, w, h) {
  let sx = 0;
  let sy = 0;
  let n = 0;
  for (let i = 0; i < mask.length; i += 1) {
    if (!mask[i]) continue;
    sx += i % w;
    sy += Math.floor(i / w);
    n += 1;
  }
  const cx = sx / n;
  const cy = sy / n;
  const m = (x, y) => (x < 0 || y < 0 || x >= w || y >= h ? 0 : mask[y * w + x]);
  const edges = [];
  const inside = [];
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const nx =
        m(x - 1, y) - m(x + 1, y) + 0.5 * (m(x - 1, y - 1) + m(x - 1, y + 1) - m(x + 1, y - 1) - m(x + 1, y + 1));
      const ny =
        m(x, y - 1) - m(x, y + 1) + 0.5 * (m(x - 1, y - 1) + m(x + 1, y - 1) - m(x - 1, y + 1) - m(x + 1, y + 1));
      const len = Math.hypot(nx, ny);
      if (m(x, y) && len > 0.5) edges.push({ x: x - cx, y: y - cy, nx: nx / len, ny: ny / len });
      else if (m(x, y)) inside.push({ x: x - cx, y: y - cy });
    }
  }
  return {
    edges: thin(edges, 56),
    inside: thin(inside, 60),
    radius: Math.max(...edges.map((e) => Math.hypot(e.x, e.y))),
  };
}

/** About `k` items of `list`, evenly taken. */
function thin(list, k) {
  if (list.length <= k) return list;
  return Array.from({ length: k }, (_, i) => list[Math.floor((i * list.length) / k)]);
}

/** A glyph outline (corner list around 0, 0) as a filled mask in a box, for silhouetteTemplate. */
export function outlineMask(corners) {
  const reach = Math.ceil(Math.max(...corners.map(([x, y]) => Math.hypot(x, y)))) + 2;
  const w = 2 * reach + 1;
  const mask = new Uint8Array(w * w);
  for (let y = 0; y < w; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const px = x - reach + 0.5;
      const py = y - reach + 0.5;
      let inside = false;
      for (let i = 0, j = corners.length - 1; i < corners.length; j = i, i += 1) {
        const [xi, yi] = corners[i];
        const [xj, yj] = corners[j];
        if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
      }
      mask[y * w + x] = inside ? 1 : 0;
    }
  }
  return { mask, w, h: w };
}

/** The base template turned by `turn` degrees and scaled by `scale`: Int16 offsets and Float32 normals. */
export function posed(base, scale, turn) {
  const a = (turn * Math.PI) / 180;
  const [c, s] = [Math.cos(a), Math.sin(a)];
  const e = base.edges;
  const ox = new Int16Array(e.length);
  const oy = new Int16Array(e.length);
  const nx = new Float32Array(e.length);
  const ny = new Float32Array(e.length);
  e.forEach((p, i) => {
    ox[i] = Math.round(scale * (p.x * c - p.y * s));
    oy[i] = Math.round(scale * (p.x * s + p.y * c));
    nx[i] = p.nx * c - p.ny * s;
    ny[i] = p.nx * s + p.ny * c;
  });
  // Grey: inside points, and the edge points pushed 3 px outward as the outside.
  const ins = base.inside;
  const ix = new Int16Array(ins.length);
  const iy = new Int16Array(ins.length);
  ins.forEach((p, i) => {
    ix[i] = Math.round(scale * (p.x * c - p.y * s));
    iy[i] = Math.round(scale * (p.x * s + p.y * c));
  });
  const out = e.map((p) => [scale * p.x + 3 * p.nx, scale * p.y + 3 * p.ny]);
  const ux = new Int16Array(out.length);
  const uy = new Int16Array(out.length);
  out.forEach(([x, y], i) => {
    ux[i] = Math.round(x * c - y * s);
    uy[i] = Math.round(x * s + y * c);
  });
  return { ox, oy, nx, ny, ix, iy, ux, uy, reach: Math.ceil(scale * base.radius) + 4 };
}

/** Every pose of a base template over a grid of scales and turns. */
export function poses(base, scales, turnStep) {
  const out = [];
  for (const scale of scales) for (let t = 0; t < 360; t += turnStep) out.push(posed(base, scale, t));
  return out;
}

/** Edge score of one pose at (x, y): mean |gradient . normal| over sqrt(mean |gradient|^2 + k^2). */
function edgeScore(pose, g, width, x, y, k) {
  const { ox, oy, nx, ny } = pose;
  let along = 0;
  let power = 0;
  for (let i = 0; i < ox.length; i += 1) {
    const at = (y + oy[i]) * width + x + ox[i];
    const gx = g.gx[at];
    const gy = g.gy[at];
    along += Math.abs(gx * nx[i] + gy * ny[i]);
    power += gx * gx + gy * gy;
  }
  const n = ox.length;
  return along / n / Math.sqrt(power / n + k * k);
}

/** Grey score of one pose at (x, y): the NCC of the silhouette (in 1, out 0) against the grey, sign ignored. */
function greyScore(pose, plane, width, x, y) {
  const { ix, iy, ux, uy } = pose;
  let si = 0;
  let sii = 0;
  for (let i = 0; i < ix.length; i += 1) {
    const v = plane[(y + iy[i]) * width + x + ix[i]];
    si += v;
    sii += v * v;
  }
  let so = 0;
  let soo = 0;
  for (let i = 0; i < ux.length; i += 1) {
    const v = plane[(y + uy[i]) * width + x + ux[i]];
    so += v;
    soo += v * v;
  }
  const [a, b] = [ix.length, ux.length];
  const mean = (si + so) / (a + b);
  const variance = (sii + soo) / (a + b) - mean * mean;
  // NCC of a two-level template: (mean in - mean out) scaled by the template's and the patch's spread.
  const diff = si / a - so / b;
  return (Math.abs(diff) * Math.sqrt((a * b) / ((a + b) * (a + b)))) / Math.sqrt(Math.max(variance, 25));
}

/** The pose of `poseList` whose outline fits the edges at (x, y) best. */
function bestPose(prepared, poseList, x, y) {
  let best;
  let bestScore = -1;
  for (const pose of poseList) {
    const s = edgeScore(pose, prepared.g, prepared.width, x, y, prepared.k);
    if (s > bestScore) [best, bestScore] = [pose, s];
  }
  return best;
}

/**
 * How filled the best pose at (x, y) looks: the RGB distance between the mean colour of its inside points and of
 * its outside ring, over 80 (capped at 1), for the pose of the best edge score there.
 */
export function fillContrast(prepared, poseList, x, y) {
  const { width, rgb } = prepared;
  const best = bestPose(prepared, poseList, x, y);
  const mean = (xs, ys) => {
    const sum = [0, 0, 0];
    for (let i = 0; i < xs.length; i += 1) {
      const at = ((y + ys[i]) * width + x + xs[i]) * 4;
      for (let c = 0; c < 3; c += 1) sum[c] += rgb[at + c];
    }
    return sum.map((v) => v / Math.max(1, xs.length));
  };
  const inside = mean(best.ix, best.iy);
  const outside = mean(best.ux, best.uy);
  return Math.min(1, Math.hypot(inside[0] - outside[0], inside[1] - outside[1], inside[2] - outside[2]) / 80);
}

/**
 * How much the picture changes across the outline of the best pose at (x, y), point by point: the mean RGB
 * distance between the pixel 4 px inside each edge point and the pixel 6 px outside it (past a rim), over 80 (0 to
 * 1). Under a hollow copy or an open piece the picture goes on across the rim, so this is small; a filled glyph
 * differs from what lies just outside it, whatever its fill's mean.
 */
export function rimContinuity(prepared, poseList, x, y) {
  const { width, height, rgb } = prepared;
  const best = bestPose(prepared, poseList, x, y);
  const at = (px, py) => {
    const cx = Math.min(width - 1, Math.max(0, Math.round(px)));
    const cy = Math.min(height - 1, Math.max(0, Math.round(py)));
    return (cy * width + cx) * 4;
  };
  let sum = 0;
  for (let i = 0; i < best.ox.length; i += 1) {
    const [ex, ey, nx, ny] = [x + best.ox[i], y + best.oy[i], best.nx[i], best.ny[i]];
    const inside = at(ex - 4 * nx, ey - 4 * ny);
    const outside = at(ex + 6 * nx, ey + 6 * ny);
    sum += Math.hypot(
      rgb[inside] - rgb[outside],
      rgb[inside + 1] - rgb[outside + 1],
      rgb[inside + 2] - rgb[outside + 2],
    );
  }
  return Math.min(1, sum / Math.max(1, best.ox.length) / 80);
}

/** The picture as the matchers read it. */
export function prepare(image) {
  const { width, height } = image;
  const plane = softGrey(image);
  const g = gradients(plane, width, height);
  let sum = 0;
  for (let i = 0; i < g.gx.length; i += 1) sum += Math.hypot(g.gx[i], g.gy[i]);
  return { width, height, plane, g, k: sum / g.gx.length, rgb: image.data };
}

/**
 * The score map of a set of poses over the picture (the best pose at each point) on a grid of `stride` px,
 * then refined at 1 px round its best `keep` peaks: [{ x, y, score }] best first, peaks at least 14 px apart.
 */
export function findPeaks(prepared, poseList, mode, { stride = 3, keep = 8, margin = 18 } = {}) {
  const { width, height } = prepared;
  const score = (pose, x, y) =>
    mode === 'edges'
      ? edgeScore(pose, prepared.g, width, x, y, prepared.k)
      : greyScore(pose, prepared.plane, width, x, y);
  const reach = Math.max(...poseList.map((p) => p.reach));
  const lo = Math.max(margin, reach);
  const coarse = [];
  for (let y = lo; y < height - lo; y += stride) {
    for (let x = lo; x < width - lo; x += stride) {
      let best = 0;
      for (const pose of poseList) best = Math.max(best, score(pose, x, y));
      coarse.push({ x, y, score: best });
    }
  }
  coarse.sort((a, b) => b.score - a.score);
  const peaks = [];
  for (const c of coarse) {
    if (peaks.length >= keep) break;
    if (peaks.some((p) => Math.hypot(p.x - c.x, p.y - c.y) < 14)) continue;
    peaks.push(c);
  }
  return peaks
    .map((p) => {
      let best = p;
      for (let dy = -stride + 1; dy < stride; dy += 1) {
        for (let dx = -stride + 1; dx < stride; dx += 1) {
          const [x, y] = [p.x + dx, p.y + dy];
          if (x < lo || y < lo || x >= width - lo || y >= height - lo) continue;
          let s = 0;
          for (const pose of poseList) s = Math.max(s, score(pose, x, y));
          if (s > best.score) best = { x, y, score: s };
        }
      }
      return best;
    })
    .sort((a, b) => b.score - a.score);
}

/** The best score of any pose of `poseList` at (x, y) and 2 px round it. */
export function scoreAt(prepared, poseList, mode, x, y) {
  let best = 0;
  for (let dy = -2; dy <= 2; dy += 2) {
    for (let dx = -2; dx <= 2; dx += 2) {
      for (const pose of poseList) {
        const s =
          mode === 'edges'
            ? edgeScore(pose, prepared.g, prepared.width, x + dx, y + dy, prepared.k)
            : greyScore(pose, prepared.plane, prepared.width, x + dx, y + dy);
        best = Math.max(best, s);
      }
    }
  }
  return best;
}

/** The thumb's glyphs left to right, each as { mask, w, h } of its opaque pixels. */
export function thumbSilhouettes(thumb) {
  const { data, width, height } = thumb;
  const seen = new Uint8Array(width * height);
  const found = [];
  for (let start = 0; start < width * height; start += 1) {
    if (seen[start] || data[start * 4 + 3] <= 128) continue;
    const pixels = [];
    const stack = [start];
    seen[start] = 1;
    while (stack.length) {
      const i = stack.pop();
      pixels.push(i);
      const x = i % width;
      const y = (i - x) / width;
      for (const [nx, ny] of [
        [x - 1, y],
        [x + 1, y],
        [x, y - 1],
        [x, y + 1],
      ]) {
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const j = ny * width + nx;
        if (!seen[j] && data[j * 4 + 3] > 128) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    if (pixels.length > 40) found.push(pixels);
  }
  return found
    .map((pixels) => {
      const xs = pixels.map((i) => i % width);
      const ys = pixels.map((i) => Math.floor(i / width));
      const [left, top] = [Math.min(...xs) - 1, Math.min(...ys) - 1];
      const w = Math.max(...xs) - left + 2;
      const h = Math.max(...ys) - top + 2;
      const mask = new Uint8Array(w * h);
      pixels.forEach((i, k) => (mask[(ys[k] - top) * w + xs[k] - left] = 1));
      return { mask, w, h, left };
    })
    .sort((a, b) => a.left - b.left);
}

/** Each glyph its own peak, best pairs first, two clicks at least 20 px apart; in the thumb's order. */
export function assignPeaks(peaksByGlyph, fallback) {
  const pairs = [];
  peaksByGlyph.forEach((peaks, gi) => peaks.forEach((p) => pairs.push({ gi, p })));
  pairs.sort((a, b) => b.p.score - a.p.score);
  const chosen = new Array(peaksByGlyph.length);
  for (const { gi, p } of pairs) {
    if (chosen[gi]) continue;
    if (chosen.some((c) => c && Math.hypot(c.x - p.x, c.y - p.y) < 20)) continue;
    chosen[gi] = p;
  }
  return chosen.map((c, i) => ({ x: Math.round(c?.x ?? fallback.x), y: Math.round(c?.y ?? fallback.y), index: i + 1 }));
}
