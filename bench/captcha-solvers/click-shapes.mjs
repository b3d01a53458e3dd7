// Click solvers that match shapes over a grid of scales and turns (bench/captcha-solvers.mjs plug-ins): each
// thumb glyph's silhouette tried at every pose against the picture's edges or grey, the best peaks assigned to
// the glyphs; and one that knows our design: every glyph outline we draw, each candidate classified among them.
import {
  assignPeaks,
  fillContrast,
  findPeaks,
  outlineMask,
  poses,
  prepare,
  rimContinuity,
  scoreAt,
  silhouetteTemplate,
  thumbSilhouettes,
} from './lib/glyphs.mjs';

const root = new URL('../../', import.meta.url);
const shapes = await import(new URL(`${process.env.CONFAB_DIST ?? 'dist'}/captcha/server/images/shapes.js`, root).href);

/** Scales of the thumb's glyphs (drawn 29 px across) tried against the picture: 26 to 44 px across. */
const THUMB_SCALES = [0.9, 1.05, 1.2, 1.35, 1.5];
const TURN_STEP = 15;

async function thumbPoses(data, tools) {
  const [image, thumb] = await Promise.all([tools.decode(data.image), tools.decode(data.thumb)]);
  const glyphs = thumbSilhouettes(thumb).map((s) =>
    poses(silhouetteTemplate(s.mask, s.w, s.h), THUMB_SCALES, TURN_STEP),
  );
  return { prepared: prepare(image), glyphs, centre: { x: image.width / 2, y: image.height / 2 } };
}

function genericSolver(mode, label) {
  return {
    kind: 'click',
    name: `shape matching: ${label}, 5 scales x 24 turns`,
    async solve(data, tools) {
      const { prepared, glyphs, centre } = await thumbPoses(data, tools);
      return assignPeaks(
        glyphs.map((g) => findPeaks(prepared, g, mode)),
        centre,
      );
    },
  };
}

/** An outline at the radii the maker draws (14 to 22 px), every 15 degrees, by name. */
function ourOutline(name, corners) {
  const { mask, w, h } = outlineMask(corners);
  const base = silhouetteTemplate(mask, w, h);
  return { name, base, poses: poses(base, [0.7, 0.8, 0.9, 1, 1.1], TURN_STEP) };
}
/** Our glyph outlines. */
const ourGlyphs = shapes.glyphNames.map((name) => ourOutline(name, shapes.glyphOutline(name, 20)));
/** Our glyph outlines and their near misses (named "near " and the glyph's name), when the build draws them. */
const ourGlyphsAndNearMisses = shapes.nearMissOutline
  ? [...ourGlyphs, ...shapes.glyphNames.map((name) => ourOutline(`near ${name}`, shapes.nearMissOutline(name, 20)))]
  : ourGlyphs;

/** Which of our glyphs a thumb silhouette is: the best overlap with each outline's mask at the thumb's size. */
function nameOf(silhouette) {
  let best = { name: undefined, score: -1 };
  for (const name of shapes.glyphNames) {
    const { mask, w } = outlineMask(shapes.glyphOutline(name, 14.4));
    let both = 0;
    let either = 0;
    const [sx, sy] = centroid(silhouette.mask, silhouette.w);
    const [ox, oy] = centroid(mask, w);
    for (let y = -20; y <= 20; y += 1) {
      for (let x = -20; x <= 20; x += 1) {
        const a = pick(silhouette.mask, silhouette.w, silhouette.h, Math.round(sx + x), Math.round(sy + y));
        const b = pick(mask, w, w, Math.round(ox + x), Math.round(oy + y));
        both += a & b;
        either += a | b;
      }
    }
    if (both / either > best.score) best = { name, score: both / either };
  }
  return best.name;
}
const pick = (mask, w, h, x, y) => (x < 0 || y < 0 || x >= w || y >= h ? 0 : mask[y * w + x]);
function centroid(mask, w) {
  let [sx, sy, n] = [0, 0, 0];
  for (let i = 0; i < mask.length; i += 1) {
    if (!mask[i]) continue;
    sx += i % w;
    sy += Math.floor(i / w);
    n += 1;
  }
  return [sx / n, sy / n];
}

/** A design-aware solver: the edge matcher's peaks, each weighed by `weight` (0 to 1) of the picture at its pose. */
function weightedPeakSolver(name, weight) {
  return {
    kind: 'click',
    name,
    async solve(data, tools) {
      const { prepared, glyphs, centre } = await thumbPoses(data, tools);
      return assignPeaks(
        glyphs.map((g) =>
          findPeaks(prepared, g, 'edges', { keep: 12 }).map((p) => ({
            ...p,
            score: p.score * (0.3 + weight(prepared, g, p.x, p.y)),
          })),
        ),
        centre,
      );
    },
  };
}

export default [
  genericSolver('edges', 'edges (gradient NCC)'),
  genericSolver('grey', 'grey NCC'),
  weightedPeakSolver('knows our design: edge peaks that are filled (inside unlike the ring round it)', fillContrast),
  weightedPeakSolver(
    'knows our design: edge peaks where the picture changes across the outline (not hollow, not a piece)',
    rimContinuity,
  ),
  {
    kind: 'click',
    name: 'knows our glyphs: candidates classified among all 8 outlines',
    solve: (data, tools) => classified(data, tools),
  },
  {
    kind: 'click',
    name: 'knows our near misses: candidates classified among our 8 outlines and their 8 near misses',
    solve: (data, tools) => classified(data, tools, ourGlyphsAndNearMisses),
  },
];

/**
 * Every candidate (the best edge peaks of each thumb glyph) classified among `outlines`; each asked glyph takes
 * the best candidate labelled as it, then by its score there less its score as the glyph's near miss (when
 * `outlines` has near misses).
 */
async function classified(data, tools, outlines = ourGlyphs) {
  const { prepared, glyphs, centre } = await thumbPoses(data, tools);
  const asked = thumbSilhouettes(await tools.decode(data.thumb)).map(nameOf);
  const candidates = [];
  const add = (peaks) => {
    for (const p of peaks) if (!candidates.some((c) => Math.hypot(c.x - p.x, c.y - p.y) < 12)) candidates.push(p);
  };
  glyphs.forEach((g) => add(findPeaks(prepared, g, 'edges', { keep: 8 })));
  const scored = candidates.map((c) => {
    const by = Object.fromEntries(outlines.map((o) => [o.name, scoreAt(prepared, o.poses, 'edges', c.x, c.y)]));
    const label = Object.entries(by).sort((a, b) => b[1] - a[1])[0][0];
    return { ...c, by, label };
  });
  return assignPeaks(
    asked.map((name) =>
      scored.map((c) => ({
        x: c.x,
        y: c.y,
        score: c.by[name] - (c.by[`near ${name}`] ?? 0) + (c.label === name ? 1 : 0),
      })),
    ),
    centre,
  );
}
