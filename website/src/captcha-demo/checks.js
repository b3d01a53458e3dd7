/**
 * The demo's answers and checks, without any drawing: pure functions, so they can be tested in Node.
 * The site only: a real deployment keeps the answer on the server (confab-ui/captcha/server).
 */

/** A seeded random number generator (mulberry32): the same seed draws the same challenge. */
export function createRandom(seed) {
  let state = seed >>> 0 || 1;
  return function random() {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [min, max]. */
export function randomInt(random, min, max) {
  return Math.floor(min + random() * (max - min + 1));
}

/** True when a slide answer is within `tolerance` px of the gap, on its row. */
export function checkSlide(point, answer, tolerance) {
  if (!point || !Number.isFinite(point.x) || !Number.isFinite(point.y)) return false;
  return Math.abs(point.x - answer.x) <= tolerance && point.y === answer.y;
}

/** True when a region answer is within `tolerance` px of the region on both axes. */
export function checkRegion(point, answer, tolerance) {
  if (!point || !Number.isFinite(point.x) || !Number.isFinite(point.y)) return false;
  return Math.abs(point.x - answer.x) <= tolerance && Math.abs(point.y - answer.y) <= tolerance;
}

/** True when the dots hit the targets in order, each within `tolerance` px of its centre. */
export function checkClicks(dots, targets, tolerance) {
  if (!Array.isArray(dots) || dots.length !== targets.length) return false;
  return targets.every((target, i) => {
    const dot = dots[i];
    return dot && dot.index === i + 1 && Math.hypot(dot.x - target.x, dot.y - target.y) <= tolerance;
  });
}

/** The shortest distance between two angles, in degrees. */
export function angleDistance(a, b) {
  const d = Math.abs((((a - b) % 360) + 360) % 360);
  return Math.min(d, 360 - d);
}

/** True when turning by `angle` brings a picture drawn at `offset` degrees upright, within `tolerance`. */
export function checkRotate(angle, offset, tolerance) {
  if (!Number.isFinite(angle)) return false;
  return angleDistance(offset + angle, 0) <= tolerance;
}

/** Picks `count` positions at least `gap` px apart inside a box, keeping `margin` from its edges. */
export function spreadPoints(random, count, width, height, margin, gap) {
  const points = [];
  for (let attempt = 0; points.length < count && attempt < 500; attempt += 1) {
    const p = { x: randomInt(random, margin, width - margin), y: randomInt(random, margin, height - margin) };
    if (points.every((q) => Math.hypot(p.x - q.x, p.y - q.y) >= gap)) points.push(p);
  }
  while (points.length < count) points.push({ x: margin + points.length * gap, y: margin });
  return points;
}
