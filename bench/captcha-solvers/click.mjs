// Naive click solvers for bench/captcha-solvers.mjs: find the thumb's glyphs in the picture by colour, by shape
// (rotation-invariant moments of the glyph masks), or both, and click them in the thumb's order.

/** Connected components of `mask` (Uint8Array, 1 = in) over width x height, 4-neighbour: [{ pixels: [i...] }]. */
function components(mask, width, height) {
  const label = new Int32Array(width * height).fill(-1);
  const out = [];
  const stack = [];
  for (let start = 0; start < mask.length; start += 1) {
    if (!mask[start] || label[start] !== -1) continue;
    const pixels = [];
    label[start] = out.length;
    stack.push(start);
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
        if (mask[j] && label[j] === -1) {
          label[j] = out.length;
          stack.push(j);
        }
      }
    }
    out.push({ pixels });
  }
  return out;
}

/** Region growing by colour: neighbours within `step` of each other join; regions of glyph-like area kept. */
function colourRegions(img, step, minArea, maxArea) {
  const { data, width, height } = img;
  const ch = img.channels;
  const label = new Int32Array(width * height).fill(-1);
  const regions = [];
  const stack = [];
  const near = (i, j) =>
    Math.abs(data[i * ch] - data[j * ch]) +
      Math.abs(data[i * ch + 1] - data[j * ch + 1]) +
      Math.abs(data[i * ch + 2] - data[j * ch + 2]) <=
    step;
  for (let start = 0; start < width * height; start += 1) {
    if (label[start] !== -1) continue;
    const pixels = [];
    label[start] = regions.length;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop();
      pixels.push(i);
      const x = i % width;
      const y = (i - x) / width;
      const join = (j) => {
        if (label[j] !== -1 || !near(i, j)) return;
        label[j] = regions.length;
        stack.push(j);
      };
      if (x > 0) join(i - 1);
      if (x < width - 1) join(i + 1);
      if (y > 0) join(i - width);
      if (y < height - 1) join(i + width);
    }
    regions.push({ pixels });
  }
  return regions.filter((r) => r.pixels.length >= minArea && r.pixels.length <= maxArea);
}

/** Centroid, mean colour and rotation-invariant shape features (Hu's first four, log scale; fill of the bounding circle). */
function describe(pixels, img) {
  const { data, width } = img;
  const ch = img.channels;
  let sx = 0;
  let sy = 0;
  const colour = [0, 0, 0];
  for (const i of pixels) {
    sx += i % width;
    sy += Math.floor(i / width);
    for (let c = 0; c < 3; c += 1) colour[c] += data[i * ch + c];
  }
  const n = pixels.length;
  const x = sx / n;
  const y = sy / n;
  let m20 = 0;
  let m02 = 0;
  let m11 = 0;
  let m30 = 0;
  let m03 = 0;
  let m21 = 0;
  let m12 = 0;
  let far = 0;
  for (const i of pixels) {
    const dx = (i % width) - x;
    const dy = Math.floor(i / width) - y;
    m20 += dx * dx;
    m02 += dy * dy;
    m11 += dx * dy;
    m30 += dx * dx * dx;
    m03 += dy * dy * dy;
    m21 += dx * dx * dy;
    m12 += dx * dy * dy;
    far = Math.max(far, Math.hypot(dx, dy));
  }
  // Normalised central moments: eta_pq = mu_pq / n^(1 + (p + q) / 2).
  const e2 = n * n;
  const e3 = n ** 2.5;
  const [n20, n02, n11] = [m20 / e2, m02 / e2, m11 / e2];
  const [n30, n03, n21, n12] = [m30 / e3, m03 / e3, m21 / e3, m12 / e3];
  const hu = [
    n20 + n02,
    (n20 - n02) ** 2 + 4 * n11 ** 2,
    (n30 - 3 * n12) ** 2 + (3 * n21 - n03) ** 2,
    (n30 + n12) ** 2 + (n21 + n03) ** 2,
  ].map((h) => -Math.sign(h) * Math.log10(Math.abs(h) + 1e-12));
  const fill = n / (Math.PI * Math.max(1, far) ** 2);
  return { x, y, n, colour: colour.map((c) => c / n), shape: [...hu.map((h, k) => h / (k + 1)), fill * 6] };
}

/** The thumb's glyphs, left to right: its opaque blobs (outline and fill together). */
function thumbGlyphs(thumb) {
  const { data, width, height } = thumb;
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i += 1) mask[i] = data[i * 4 + 3] > 128 ? 1 : 0;
  const blobs = components(mask, width, height).filter((b) => b.pixels.length > 40);
  const described = blobs.map((b) => {
    const d = describe(b.pixels, thumb);
    // The fill: the opaque pixels away from the blob's outline (its inner colour), for colour matching.
    const inner = b.pixels.filter((i) => {
      const x = i % width;
      const y = (i - x) / width;
      return Math.hypot(x - d.x, y - d.y) < 5;
    });
    const fill = inner.length ? describe(inner, thumb).colour : d.colour;
    return { ...d, fill };
  });
  return described.sort((a, b) => a.x - b.x);
}

const colourGap = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
const shapeGap = (a, b) => Math.hypot(...a.map((v, k) => v - b[k]));

/** Assigns each thumb glyph its cheapest distinct candidate, cheapest pairs first; clicks in thumb order. */
function assign(glyphs, candidates, cost) {
  const pairs = [];
  glyphs.forEach((g, gi) => candidates.forEach((c, ci) => pairs.push([cost(g, c), gi, ci])));
  pairs.sort((a, b) => a[0] - b[0]);
  const taken = new Set();
  const chosen = new Array(glyphs.length);
  for (const [, gi, ci] of pairs) {
    if (chosen[gi] || taken.has(ci)) continue;
    const c = candidates[ci];
    if ([...taken].some((t) => Math.hypot(candidates[t].x - c.x, candidates[t].y - c.y) < 20)) continue;
    chosen[gi] = c;
    taken.add(ci);
  }
  return chosen.map((c, i) => ({ x: Math.round(c?.x ?? 150), y: Math.round(c?.y ?? 110), index: i + 1 }));
}

/** Candidate glyphs of the picture: colour regions of a glyph's area (a glyph is 28 to 48 px across). */
function pictureCandidates(image) {
  const found = [];
  for (const step of [18, 36]) {
    for (const r of colourRegions(image, step, 150, 2200)) found.push(describe(r.pixels, image));
  }
  return found;
}

async function decodeAll(data, tools) {
  const [image, thumb] = await Promise.all([tools.decode(data.image), tools.decode(data.thumb)]);
  return { image, thumb: thumbGlyphs(thumb) };
}

export default [
  {
    kind: 'click',
    name: 'colour matching',
    async solve(data, tools) {
      const { image, thumb } = await decodeAll(data, tools);
      // Pixels near each thumb glyph's fill colour, their largest blob.
      const { width, height } = image;
      const candidates = [];
      for (const g of thumb) {
        const mask = new Uint8Array(width * height);
        for (let i = 0; i < mask.length; i += 1) {
          const p = i * image.channels;
          mask[i] = colourGap([image.data[p], image.data[p + 1], image.data[p + 2]], g.fill) < 28 ? 1 : 0;
        }
        const blobs = components(mask, width, height).filter((b) => b.pixels.length >= 60 && b.pixels.length < 2500);
        for (const b of blobs) candidates.push(describe(b.pixels, image));
      }
      // A glyph's fill covers 200 to 1,400 px and most of its bounding circle.
      const areaPenalty = (n) => (n < 200 ? (200 - n) / 5 : n > 1400 ? (n - 1400) / 20 : 0);
      return assign(
        thumb,
        candidates,
        (g, c) => colourGap(g.fill, c.colour) + areaPenalty(c.n) + (1 - c.shape[4] / 6) * 40,
      );
    },
  },
  {
    kind: 'click',
    name: 'shape matching (moments)',
    async solve(data, tools) {
      const { image, thumb } = await decodeAll(data, tools);
      return assign(thumb, pictureCandidates(image), (g, c) => shapeGap(g.shape, c.shape));
    },
  },
  {
    kind: 'click',
    name: 'combined: shape and colour',
    async solve(data, tools) {
      const { image, thumb } = await decodeAll(data, tools);
      return assign(
        thumb,
        pictureCandidates(image),
        (g, c) => shapeGap(g.shape, c.shape) + colourGap(g.fill, c.colour) / 60,
      );
    },
  },
];
