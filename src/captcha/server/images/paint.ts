/**
 * Antialiased drawing straight into raw RGB pixels: the few shapes the built-in scenes are made of (a vertical
 * gradient, ground under an edge, convex polygons, ellipses, thick segments, fanned furrows). Each pixel is
 * covered by how far its centre lies inside the shape's edge (half a pixel either side of the edge blends), so
 * edges are as smooth as a vector renderer's without an SVG document, a parse or a sharp pipeline.
 */
import type { RawImage } from './raster.js';

/** A colour, 0 to 255 per channel. */
export type Rgb = readonly [number, number, number];

/** A point, px. */
export type Point = readonly [number, number];

/** The RGB of an HSL colour (hue in degrees, saturation and lightness in percent, as CSS's hsl()). */
export function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const h = (((hue % 360) + 360) % 360) / 30;
  const l = Math.min(100, Math.max(0, lightness)) / 100;
  const a = (Math.min(100, Math.max(0, saturation)) / 100) * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

/**
 * Blends `colour` over the pixel whose red byte is at `at`, by `a` (clamped to 1; nothing at 0 or below),
 * rounded (a value from 0 to 255 plus a half, cut to a whole number, as Math.round but without its cost).
 */
export function blendAt(data: Buffer, at: number, colour: Rgb, a: number): void {
  if (a <= 0) return;
  const k = a < 1 ? a : 1;
  data[at] = ((data[at] as number) * (1 - k) + colour[0] * k + 0.5) | 0;
  data[at + 1] = ((data[at + 1] as number) * (1 - k) + colour[1] * k + 0.5) | 0;
  data[at + 2] = ((data[at + 2] as number) * (1 - k) + colour[2] * k + 0.5) | 0;
}

/** Fills the whole image with a gradient from `top` (first row) to `bottom` (last row). */
export function verticalGradient(image: RawImage, top: Rgb, bottom: Rgb): void {
  const { width, height, data } = image;
  const rowBytes = width * 3;
  for (let y = 0; y < height; y += 1) {
    const t = height > 1 ? y / (height - 1) : 0;
    const row = y * rowBytes;
    for (let c = 0; c < 3; c += 1) data[row + c] = Math.round((top[c] as number) * (1 - t) + (bottom[c] as number) * t);
    // The row's first pixel copied along it, doubling each time.
    for (let filled = 3; filled < rowBytes; filled *= 2) {
      data.copyWithin(row + filled, row, row + Math.min(filled, rowBytes - filled));
    }
  }
}

/**
 * Paints `colour` under an edge: in each column x, every pixel below `edge[x]` (the edge's y at the column's
 * centre), antialiased across the edge's own slope.
 */
export function fillBelow(image: RawImage, edge: Float64Array, colour: Rgb): void {
  const { width, height, data } = image;
  for (let x = 0; x < width; x += 1) {
    const e = edge[x] as number;
    const slope = ((edge[Math.min(width - 1, x + 1)] as number) - (edge[Math.max(0, x - 1)] as number)) / 2;
    const across = 1 / Math.sqrt(1 + slope * slope);
    const first = Math.max(0, Math.floor(e - 1 / across));
    for (let y = first; y < height; y += 1) {
      const a = 0.5 + (y + 0.5 - e) * across;
      if (a <= 0) continue;
      const at = (y * width + x) * 3;
      if (a >= 1) {
        // Fully covered from here down.
        for (let yy = y, o = at; yy < height; yy += 1, o += width * 3) {
          data[o] = colour[0];
          data[o + 1] = colour[1];
          data[o + 2] = colour[2];
        }
        break;
      }
      blendAt(data, at, colour, a);
    }
  }
}

/**
 * Calls `cover` for each pixel centre of the box [left, right] x [top, bottom] clipped to the image, and blends
 * `colour` by what it returns (clamped to 0..1) times `opacity`.
 */
function paintBox(
  image: RawImage,
  box: readonly [number, number, number, number],
  colour: Rgb,
  opacity: number,
  cover: (x: number, y: number) => number,
): void {
  const { width, height, data } = image;
  const x0 = Math.max(0, Math.floor(box[0]));
  const y0 = Math.max(0, Math.floor(box[1]));
  const x1 = Math.min(width - 1, Math.ceil(box[2]));
  const y1 = Math.min(height - 1, Math.ceil(box[3]));
  for (let y = y0; y <= y1; y += 1) {
    for (let x = x0; x <= x1; x += 1) {
      const c = cover(x + 0.5, y + 0.5);
      if (c <= 0) continue;
      blendAt(data, (y * width + x) * 3, colour, (c >= 1 ? 1 : c) * opacity);
    }
  }
}

/** Fills a convex polygon (its corners in either order). */
export function fillConvex(image: RawImage, points: readonly Point[], colour: Rgb, opacity = 1): void {
  const n = points.length;
  // Each edge as a unit normal pointing inwards and its offset: the signed distance is nx x + ny y + k.
  let area = 0;
  for (let i = 0; i < n; i += 1) {
    const [ax, ay] = points[i] as Point;
    const [bx, by] = points[(i + 1) % n] as Point;
    area += ax * by - bx * ay;
  }
  const turn = area > 0 ? 1 : -1;
  const edges: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const [ax, ay] = points[i] as Point;
    const [bx, by] = points[(i + 1) % n] as Point;
    const length = Math.hypot(bx - ax, by - ay) || 1;
    const nx = (-(by - ay) / length) * turn;
    const ny = ((bx - ax) / length) * turn;
    edges.push(nx, ny, -(nx * ax + ny * ay));
  }
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const box = [Math.min(...xs) - 1, Math.min(...ys) - 1, Math.max(...xs) + 1, Math.max(...ys) + 1] as const;
  paintBox(image, box, colour, opacity, (x, y) => {
    let inside = Infinity;
    for (let e = 0; e < edges.length; e += 3) {
      const d = (edges[e] as number) * x + (edges[e + 1] as number) * y + (edges[e + 2] as number);
      if (d < inside) inside = d;
    }
    return 0.5 + inside;
  });
}

/** Fills an ellipse of radii rx, ry about (cx, cy), its axes level and plumb. */
export function fillEllipse(
  image: RawImage,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  colour: Rgb,
  opacity = 1,
): void {
  paintBox(image, [cx - rx - 1, cy - ry - 1, cx + rx + 1, cy + ry + 1], colour, opacity, (x, y) => {
    const u = (x - cx) / rx;
    const v = (y - cy) / ry;
    const k = Math.sqrt(u * u + v * v);
    if (k === 0) return 1;
    // The distance to the edge, to first order: (1 - k) over the gradient of k.
    const gradient = Math.sqrt((u / rx) ** 2 + (v / ry) ** 2) / k;
    return 0.5 + (1 - k) / gradient;
  });
}

/** Strokes the segment from a to b, `width` px wide, with round ends or square-cut (butt) ends. */
export function strokeSegment(image: RawImage, a: Point, b: Point, width: number, colour: Rgb, round: boolean): void {
  const half = width / 2;
  if (!round) {
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const [nx, ny] = [(-(b[1] - a[1]) / length) * half, ((b[0] - a[0]) / length) * half];
    fillConvex(
      image,
      [
        [a[0] + nx, a[1] + ny],
        [b[0] + nx, b[1] + ny],
        [b[0] - nx, b[1] - ny],
        [a[0] - nx, a[1] - ny],
      ],
      colour,
    );
    return;
  }
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const squared = dx * dx + dy * dy || 1;
  const box = [
    Math.min(a[0], b[0]) - half - 1,
    Math.min(a[1], b[1]) - half - 1,
    Math.max(a[0], b[0]) + half + 1,
    Math.max(a[1], b[1]) + half + 1,
  ] as const;
  paintBox(image, box, colour, 1, (x, y) => {
    const t = Math.min(1, Math.max(0, ((x - a[0]) * dx + (y - a[1]) * dy) / squared));
    return 0.5 + half - Math.hypot(x - a[0] - t * dx, y - a[1] - t * dy);
  });
}

/**
 * Furrows fanned from a vanishing point: straight strokes `width` px wide from `vanish` to each of `ends` (x on
 * the row `bottom`, below the image), each drawn from its row `start` down (one row for all, or one per furrow,
 * so that their ends are staggered). Row by row: on each row a furrow covers a span about where it crosses the
 * row, as wide as its stroke across its slant; where furrows overlap (near the vanishing point) the pixel takes
 * the most covered.
 */
export function furrows(
  image: RawImage,
  vanish: Point,
  ends: readonly number[],
  bottom: number,
  start: number | readonly number[],
  width: number,
  colour: Rgb,
): void {
  const { width: w, height, data } = image;
  const [vx, vy] = vanish;
  const starts = typeof start === 'number' ? ends.map(() => start) : start;
  const first = Math.min(...starts);
  // Per furrow, how much its coverage falls per px along a row: 1 over its stroke's width along the row.
  const falls = ends.map((x) => (bottom - vy) / Math.hypot(x - vx, bottom - vy));
  const half = width / 2;
  const row = new Float32Array(w);
  for (let y = Math.max(0, Math.floor(first)); y < height; y += 1) {
    const cy = y + 0.5;
    if (cy <= vy) continue;
    const t = (cy - vy) / (bottom - vy);
    row.fill(0);
    let any = false;
    for (let k = 0; k < ends.length; k += 1) {
      const fromStart = Math.min(1, cy - (starts[k] as number) + 0.5);
      if (fromStart <= 0) continue;
      any = true;
      const centre = vx + ((ends[k] as number) - vx) * t;
      const fall = falls[k] as number;
      const reach = (half + 0.5) / fall;
      const x0 = Math.max(0, Math.floor(centre - reach));
      const x1 = Math.min(w - 1, Math.ceil(centre + reach));
      for (let x = x0; x <= x1; x += 1) {
        const c = 0.5 + half - Math.abs(x + 0.5 - centre) * fall;
        const a = (c < 1 ? c : 1) * fromStart;
        if (a > (row[x] as number)) row[x] = a;
      }
    }
    if (!any) continue;
    for (let x = 0, at = y * w * 3; x < w; x += 1, at += 3) {
      const a = row[x] as number;
      if (a > 0) blendAt(data, at, colour, a);
    }
  }
}

/**
 * The y of a line through `points` (x rising) at each column's centre of an image `width` across, straight
 * between the points: the edge {@link fillBelow} fills under.
 */
export function edgeThrough(points: readonly Point[], width: number): Float64Array {
  const edge = new Float64Array(width);
  let i = 0;
  for (let x = 0; x < width; x += 1) {
    const cx = x + 0.5;
    while (i + 2 < points.length && (points[i + 1] as Point)[0] <= cx) i += 1;
    const [ax, ay] = points[i] as Point;
    const [bx, by] = points[i + 1] as Point;
    edge[x] = ay + ((by - ay) * (cx - ax)) / (bx - ax);
  }
  return edge;
}

/**
 * Parallel bands across the whole image at `angle` (radians, the way they run), `gap` px apart from the
 * image's centre out, band k `widths[k]` px wide (the first band `widths.length / 2` gaps before the centre),
 * `colour` blended at `opacity`, antialiased across their edges.
 */
export function bands(
  image: RawImage,
  angle: number,
  gap: number,
  widths: readonly number[],
  colour: Rgb,
  opacity: number,
): void {
  const { width, height, data } = image;
  // Across the bands: u, from the first band's near edge.
  const ax = -Math.sin(angle);
  const ay = Math.cos(angle);
  const offset = (widths.length / 2) * gap;
  for (let y = 0; y < height; y += 1) {
    // u at the row's first pixel centre; along the row it changes by ax a px.
    const u0 = (0.5 - width / 2) * ax + (y + 0.5 - height / 2) * ay + offset;
    for (let k = 0; k < widths.length; k += 1) {
      const w = widths[k] as number;
      // The band's px on this row: where u - k gap lies from -0.5 to w + 0.5 (level bands: all or none).
      const from = k * gap - 0.5 - u0;
      const to = k * gap + w + 0.5 - u0;
      let x0 = 0;
      let x1 = width - 1;
      if (ax > 1e-9) {
        x0 = Math.max(0, Math.floor(from / ax));
        x1 = Math.min(width - 1, Math.ceil(to / ax));
      } else if (ax < -1e-9) {
        x0 = Math.max(0, Math.floor(to / ax));
        x1 = Math.min(width - 1, Math.ceil(from / ax));
      } else if (from > 0 || to < 0) continue;
      for (let x = x0, at = (y * width + x0) * 3; x <= x1; x += 1, at += 3) {
        const into = u0 + x * ax - k * gap;
        // Covered by how far inside the band's nearer edge.
        const c = into + 0.5 < w - into + 0.5 ? into + 0.5 : w - into + 0.5;
        if (c > 0) blendAt(data, at, colour, (c < 1 ? c : 1) * opacity);
      }
    }
  }
}

/**
 * Light across the whole image, falling the way `angle` points (degrees clockwise from rightwards, y down: 90
 * falls from above, 270 from below): white at `bright` opacity on the side it comes from, fading to nothing at
 * the middle, black at `dark` opacity on the far side (an SVG linear gradient over the image, turned by `angle`).
 */
export function lightAcross(image: RawImage, angle: number, bright: number, dark: number): void {
  const { width, height, data } = image;
  // t: 0 on the lit side to 1 on the far one, along the light, in fractions of the image's size.
  const dx = Math.cos((angle * Math.PI) / 180) / width;
  const dy = Math.sin((angle * Math.PI) / 180) / height;
  for (let y = 0; y < height; y += 1) {
    let t = 0.5 + (0.5 - width / 2) * dx + (y + 0.5 - height / 2) * dy;
    for (let x = 0, at = y * width * 3; x < width; x += 1, at += 3, t += dx) {
      const s = t < 0 ? 0 : t > 1 ? 1 : t;
      // blendAt's sum, inline: white (255 each) by `bright` fading to the middle, then black by `dark`.
      const k = s < 0.5 ? bright * (1 - 2 * s) : dark * (2 * s - 1);
      if (k <= 0) continue;
      const keep = 1 - k;
      const add = s < 0.5 ? 255 * k : 0;
      data[at] = ((data[at] as number) * keep + add + 0.5) | 0;
      data[at + 1] = ((data[at + 1] as number) * keep + add + 0.5) | 0;
      data[at + 2] = ((data[at + 2] as number) * keep + add + 0.5) | 0;
    }
  }
}

/**
 * The signed distance from each pixel centre of the box [left, left + w) x [top, top + h) to a polygon's
 * outline, positive inside (even-odd), row by row; exact within `reach` px of the outline, +-reach beyond.
 */
export function outlineField(
  points: readonly Point[],
  left: number,
  top: number,
  w: number,
  h: number,
  reach: number,
): Float32Array {
  const field = new Float32Array(w * h).fill(reach);
  const n = points.length;
  for (let i = 0; i < n; i += 1) {
    const [ax, ay] = points[i] as Point;
    const [bx, by] = points[(i + 1) % n] as Point;
    const [dx, dy] = [bx - ax, by - ay];
    const squared = dx * dx + dy * dy || 1;
    const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - reach - left));
    const x1 = Math.min(w - 1, Math.ceil(Math.max(ax, bx) + reach - left));
    const y0 = Math.max(0, Math.floor(Math.min(ay, by) - reach - top));
    const y1 = Math.min(h - 1, Math.ceil(Math.max(ay, by) + reach - top));
    for (let y = y0; y <= y1; y += 1) {
      const py = top + y + 0.5;
      for (let x = x0; x <= x1; x += 1) {
        const px = left + x + 0.5;
        const t = Math.min(1, Math.max(0, ((px - ax) * dx + (py - ay) * dy) / squared));
        const ex = px - ax - t * dx;
        const ey = py - ay - t * dy;
        const was = field[y * w + x] as number;
        const d2 = ex * ex + ey * ey;
        if (d2 < was * was) field[y * w + x] = Math.sqrt(d2);
      }
    }
  }
  // Inside: an odd number of the outline's crossings of the row left of the pixel centre.
  const crossings: number[] = [];
  for (let y = 0; y < h; y += 1) {
    const py = top + y + 0.5;
    crossings.length = 0;
    for (let i = 0; i < n; i += 1) {
      const [ax, ay] = points[i] as Point;
      const [bx, by] = points[(i + 1) % n] as Point;
      if (ay <= py !== by <= py) crossings.push(ax + ((py - ay) * (bx - ax)) / (by - ay) - left - 0.5);
    }
    crossings.sort((a, b) => a - b);
    for (let k = 0; k + 1 < crossings.length; k += 2) {
      const from = Math.max(0, Math.ceil(crossings[k] as number));
      const to = Math.min(w - 1, Math.floor(crossings[k + 1] as number));
      for (let x = from; x <= to; x += 1) field[y * w + x] = -(field[y * w + x] as number);
    }
  }
  for (let i = 0; i < field.length; i += 1) field[i] = -(field[i] as number);
  return field;
}

/** {@link strokePolyline}'s coverage of each pixel, kept between calls (all zeros between them): no new buffer each time. */
let coverage = new Float32Array(0);

/**
 * Strokes a line through `points` (a polyline, round at its joins and ends), `width` px wide, in `colour` at
 * `opacity`: each pixel blended once, by the most any of its segments covers it, so the joins are not darker.
 */
export function strokePolyline(
  image: RawImage,
  points: readonly Point[],
  width: number,
  colour: Rgb,
  opacity: number,
): void {
  const { width: w, height, data } = image;
  // The coverage of each pixel touched (zero elsewhere, and again on return), and the pixels touched.
  if (coverage.length < w * height) coverage = new Float32Array(w * height);
  const cover = coverage;
  const touched: number[] = [];
  const half = width / 2;
  for (let i = 0; i + 1 < points.length; i += 1) {
    const [ax, ay] = points[i] as Point;
    const [bx, by] = points[i + 1] as Point;
    const [dx, dy] = [bx - ax, by - ay];
    const squared = dx * dx + dy * dy || 1;
    const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - half - 1));
    const x1 = Math.min(w - 1, Math.ceil(Math.max(ax, bx) + half + 1));
    const y0 = Math.max(0, Math.floor(Math.min(ay, by) - half - 1));
    const y1 = Math.min(height - 1, Math.ceil(Math.max(ay, by) + half + 1));
    const far = (half + 0.5) * (half + 0.5);
    for (let y = y0; y <= y1; y += 1) {
      for (let x = x0; x <= x1; x += 1) {
        const t = Math.min(1, Math.max(0, ((x + 0.5 - ax) * dx + (y + 0.5 - ay) * dy) / squared));
        const ex = x + 0.5 - ax - t * dx;
        const ey = y + 0.5 - ay - t * dy;
        const d2 = ex * ex + ey * ey;
        if (d2 >= far) continue;
        const a = 0.5 + half - Math.sqrt(d2);
        const p = y * w + x;
        const was = cover[p] as number;
        if (was === 0) touched.push(p);
        if (a > was) cover[p] = a;
      }
    }
  }
  for (const p of touched) {
    blendAt(data, p * 3, colour, Math.min(1, cover[p] as number) * opacity);
    cover[p] = 0;
  }
}
