// Naive rotate solvers for bench/captcha-solvers.mjs: pixel arithmetic an attacker writes in an afternoon, no
// machine learning. Each reads each thumb of a challenge (data.thumb, then data.secondThumb) on its own and
// returns the user's turn of each in degrees (what RotateCaptcha confirms, in order): a thumb is shown turned
// clockwise by data.angle + its turn, and is upright when that sum is its picture's own answer. The handler
// passes the challenge only when both turns are within the tolerance.

/** Luminance of the pixel at index p (RGBA). */
const luma = (d, p) => 0.299 * d[p] + 0.587 * d[p + 1] + 0.114 * d[p + 2];

const mod360 = (a) => ((Math.round(a) % 360) + 360) % 360;

/** The clockwise turn that makes the thumb upright, minus the widget's starting angle. */
const answerFor = (data, upright) => mod360(upright - (data.angle ?? 0));

/** Colour of an RGBA image at (x, y), bilinear, as [r, g, b]. */
function sample(img, x, y) {
  const { data, width, height } = img;
  const cx = Math.min(Math.max(x, 0), width - 1.001);
  const cy = Math.min(Math.max(y, 0), height - 1.001);
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const fx = cx - x0;
  const fy = cy - y0;
  const out = [0, 0, 0];
  for (let c = 0; c < 3; c += 1) {
    const p = (yy, xx) => data[(yy * width + xx) * 4 + c];
    const top = p(y0, x0) * (1 - fx) + p(y0, x0 + 1) * fx;
    const bottom = p(y0 + 1, x0) * (1 - fx) + p(y0 + 1, x0 + 1) * fx;
    out[c] = top * (1 - fy) + bottom * fy;
  }
  return out;
}

/** Colours on a circle of radius r round (cx, cy), one per degree (0 = right, clockwise on screen). */
function circle(img, cx, cy, r) {
  return Array.from({ length: 360 }, (_, a) => {
    const t = (a * Math.PI) / 180;
    return sample(img, cx + r * Math.cos(t), cy + r * Math.sin(t));
  });
}

/**
 * Ring continuity: the thumb's rim at several radii just inside its edge against the picture's ring just
 * outside it, for every turn; the turn whose rim best continues the ring wins. Returns [cost per turn].
 */
function ringCosts(image, thumb, thumbSize) {
  const R = thumbSize / 2;
  const cx = image.width / 2;
  const cy = image.height / 2;
  const pairs = [
    [R - 2, R + 2],
    [R - 4, R + 5],
    [R - 7, R + 9],
  ].map(([inner, outer]) => [circle(thumb, R, R, inner), circle(image, cx, cy, outer)]);
  const costs = new Float64Array(360);
  for (let r = 0; r < 360; r += 1) {
    let cost = 0;
    for (const [rim, ring] of pairs) {
      for (let a = 0; a < 360; a += 1) {
        // Turned clockwise by r, the thumb's pixel at angle a - r shows at angle a.
        const t = rim[(a - r + 360) % 360];
        const o = ring[a];
        cost += Math.abs(t[0] - o[0]) + Math.abs(t[1] - o[1]) + Math.abs(t[2] - o[2]);
      }
    }
    costs[r] = cost;
  }
  return costs;
}

/** The direction (screen degrees, y down) of the thumb's brighter half: its luminance-weighted centroid. */
function brightDirection(thumb) {
  const { data, width } = thumb;
  const R = width / 2;
  let sum = 0;
  let count = 0;
  for (let y = 0; y < width; y += 1)
    for (let x = 0; x < width; x += 1) {
      if (Math.hypot(x + 0.5 - R, y + 0.5 - R) > R - 3) continue;
      sum += luma(data, (y * width + x) * 4);
      count += 1;
    }
  const mean = sum / count;
  let vx = 0;
  let vy = 0;
  for (let y = 0; y < width; y += 1)
    for (let x = 0; x < width; x += 1) {
      const dx = x + 0.5 - R;
      const dy = y + 0.5 - R;
      if (Math.hypot(dx, dy) > R - 3) continue;
      const w = luma(data, (y * width + x) * 4) - mean;
      vx += w * dx;
      vy += w * dy;
    }
  return (Math.atan2(vy, vx) * 180) / Math.PI;
}

/** The turn that puts the brighter half on top: its direction to -90 (up on screen). */
const brightTurn = (thumb) => -90 - brightDirection(thumb);

/**
 * The dominant edge orientation: Sobel gradients inside the thumb, their direction mod 90 (4x angle) and mod
 * 180 (2x angle) weighted by magnitude. Level edges have vertical gradients, so the turn that levels the
 * strongest edges is -direction (mod 90).
 */
function edgeTurns(thumb) {
  const { data, width } = thumb;
  const R = width / 2;
  const L = new Float64Array(width * width);
  for (let i = 0; i < width * width; i += 1) L[i] = luma(data, i * 4);
  let c4 = 0;
  let s4 = 0;
  let c2 = 0;
  let s2 = 0;
  for (let y = 1; y < width - 1; y += 1)
    for (let x = 1; x < width - 1; x += 1) {
      if (Math.hypot(x + 0.5 - R, y + 0.5 - R) > R - 5) continue;
      const i = y * width + x;
      const gx =
        L[i - width + 1] + 2 * L[i + 1] + L[i + width + 1] - L[i - width - 1] - 2 * L[i - 1] - L[i + width - 1];
      const gy =
        L[i + width - 1] + 2 * L[i + width] + L[i + width + 1] - L[i - width - 1] - 2 * L[i - width] - L[i - width + 1];
      const m = Math.hypot(gx, gy);
      const t = Math.atan2(gy, gx);
      c4 += m * Math.cos(4 * t);
      s4 += m * Math.sin(4 * t);
      c2 += m * Math.cos(2 * t);
      s2 += m * Math.sin(2 * t);
    }
  const mod90 = (Math.atan2(s4, c4) * 180) / Math.PI / 4;
  const mod180 = (Math.atan2(s2, c2) * 180) / Math.PI / 2;
  // Gradients pointing at +-90 degrees are level edges: turn so the dominant gradient lands there.
  const level90 = 90 - mod90;
  const level180 = 90 - mod180;
  return { candidates: [0, 90, 180, 270].map((k) => mod360(level90 + k)), level180: mod360(level180) };
}

/**
 * The longest straight edge (a horizon, a wall): a Hough transform of the thumb's Sobel edges, each edge pixel
 * voting, by its gradient's strength, only for lines within 10 degrees of its own orientation. Returns the
 * strongest line's normal (screen degrees, y down, 0..180) and, for each side of it, the mean luminance and the
 * mean edge strength of the thumb there.
 */
function longestEdge(thumb) {
  const { data, width } = thumb;
  const R = width / 2;
  const L = new Float64Array(width * width);
  for (let i = 0; i < width * width; i += 1) L[i] = luma(data, i * 4);
  const mags = new Float64Array(width * width);
  const dirs = new Float64Array(width * width);
  const inside = (x, y, margin) => Math.hypot(x + 0.5 - R, y + 0.5 - R) <= R - margin;
  const strengths = [];
  for (let y = 1; y < width - 1; y += 1)
    for (let x = 1; x < width - 1; x += 1) {
      if (!inside(x, y, 4)) continue;
      const i = y * width + x;
      const gx =
        L[i - width + 1] + 2 * L[i + 1] + L[i + width + 1] - L[i - width - 1] - 2 * L[i - 1] - L[i + width - 1];
      const gy =
        L[i + width - 1] + 2 * L[i + width] + L[i + width + 1] - L[i - width - 1] - 2 * L[i - width] - L[i - width + 1];
      mags[i] = Math.hypot(gx, gy);
      dirs[i] = Math.atan2(gy, gx);
      strengths.push(mags[i]);
    }
  strengths.sort((a, b) => a - b);
  const threshold = strengths[Math.floor(strengths.length * 0.85)];
  // Accumulator: normal angle 0..179 (1 degree) x distance from the centre -R..R (1 px).
  const span = 2 * Math.ceil(R) + 1;
  const votes = new Float64Array(180 * span);
  const cos = Array.from({ length: 180 }, (_, t) => Math.cos((t * Math.PI) / 180));
  const sin = Array.from({ length: 180 }, (_, t) => Math.sin((t * Math.PI) / 180));
  for (let y = 1; y < width - 1; y += 1)
    for (let x = 1; x < width - 1; x += 1) {
      const i = y * width + x;
      if (mags[i] <= threshold) continue;
      const normal = ((Math.round((dirs[i] * 180) / Math.PI) % 180) + 180) % 180;
      const dx = x + 0.5 - R;
      const dy = y + 0.5 - R;
      for (let k = -10; k <= 10; k += 1) {
        const t = (normal + k + 180) % 180;
        const rho = Math.round(dx * cos[t] + dy * sin[t]) + Math.ceil(R);
        votes[t * span + rho] += mags[i];
      }
    }
  let best = 0;
  for (let i = 1; i < votes.length; i += 1) if (votes[i] > votes[best]) best = i;
  const normal = Math.floor(best / span);
  const rho = (best % span) - Math.ceil(R);
  // The two sides of the line: + is along the normal.
  const sides = [
    { sign: 1, luma: 0, edges: 0, n: 0 },
    { sign: -1, luma: 0, edges: 0, n: 0 },
  ];
  for (let y = 1; y < width - 1; y += 1)
    for (let x = 1; x < width - 1; x += 1) {
      if (!inside(x, y, 4)) continue;
      const i = y * width + x;
      const d = (x + 0.5 - R) * cos[normal] + (y + 0.5 - R) * sin[normal] - rho;
      if (Math.abs(d) < 3) continue;
      const side = sides[d > 0 ? 0 : 1];
      side.luma += L[i];
      side.edges += mags[i];
      side.n += 1;
    }
  for (const side of sides) {
    side.luma /= side.n || 1;
    side.edges /= side.n || 1;
  }
  return { normal, sides };
}

/** The turn that levels the longest edge with the side `pickSky` chooses on top. */
function levelLongestEdge(thumb, pickSky) {
  const { normal, sides } = longestEdge(thumb);
  const sky = pickSky(sides[0], sides[1]) ? sides[0] : sides[1];
  // The sky side lies along the normal (sign 1) or against it; turned clockwise by r it must point up (-90).
  const skyDirection = sky.sign === 1 ? normal : normal + 180;
  return -90 - skyDirection;
}

const angleGap = (a, b) => {
  const d = mod360(a - b);
  return Math.min(d, 360 - d);
};

/**
 * A solver of two-picture challenges from one that reads a single thumb: `turn(thumb, image, thumbSize)` gives
 * the clockwise turn that makes that thumb upright; it is applied to each thumb on its own.
 */
function eachThumb(name, turn) {
  return {
    kind: 'rotate',
    name,
    async solve(data, tools) {
      const image = await tools.decode(data.image);
      const thumbs = [data.thumb, data.secondThumb].filter(Boolean);
      return Promise.all(
        thumbs.map(async (url) => {
          const thumb = await tools.decode(url);
          return answerFor(data, turn(thumb, image, data.thumbSize ?? thumb.width));
        }),
      );
    },
  };
}

export default [
  eachThumb('ring continuity (3 radii)', (thumb, image, size) => {
    const costs = ringCosts(image, thumb, size);
    let best = 0;
    for (let r = 1; r < 360; r += 1) if (costs[r] < costs[best]) best = r;
    return best;
  }),
  eachThumb('upright prior: brighter half on top', (thumb) => brightTurn(thumb)),
  eachThumb('upright prior: strongest edges level', (thumb) => {
    // Of the two turns (mod 180) that level the strongest edges, the one nearer no turn at all.
    const { level180 } = edgeTurns(thumb);
    return angleGap(level180, 0) <= 90 ? level180 : level180 + 180;
  }),
  eachThumb('combined: edges level, brighter on top, ring', (thumb, image, size) => {
    const costs = ringCosts(image, thumb, size);
    const mean = costs.reduce((a, b) => a + b, 0) / 360;
    const spread = Math.sqrt(costs.reduce((a, b) => a + (b - mean) ** 2, 0) / 360) || 1;
    const bright = brightTurn(thumb);
    const { candidates } = edgeTurns(thumb);
    const level = candidates[0];
    let best = 0;
    let bestScore = -Infinity;
    for (let r = 0; r < 360; r += 1) {
      // Ring agreement (z-score), closeness to the bright-on-top turn, closeness to a turn that levels the edges.
      const score =
        (mean - costs[r]) / spread +
        Math.cos(((r - bright) * Math.PI) / 180) +
        0.7 * Math.cos((4 * (r - level) * Math.PI) / 180);
      if (score > bestScore) {
        bestScore = score;
        best = r;
      }
    }
    return best;
  }),
  // A horizon: the sky above it has fewer edges than the ground below.
  eachThumb('longest straight edge level, smoother side on top', (thumb) =>
    levelLongestEdge(thumb, (a, b) => a.edges < b.edges),
  ),
  eachThumb('longest straight edge level, brighter side on top', (thumb) =>
    levelLongestEdge(thumb, (a, b) => a.luma > b.luma),
  ),
];
