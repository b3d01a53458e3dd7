import { describe, expect, it } from 'vitest';
import { glyphNames, glyphOutline, nearMissOutline } from '../../../src/captcha/server/images/shapes.js';

type Corners = readonly (readonly [number, number])[];

/** Whether (x, y) is inside the polygon (even-odd). */
function inside(corners: Corners, x: number, y: number): boolean {
  let crossed = false;
  for (let i = 0, j = corners.length - 1; i < corners.length; j = i, i += 1) {
    const [xi, yi] = corners[i] as readonly [number, number];
    const [xj, yj] = corners[j] as readonly [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) crossed = !crossed;
  }
  return crossed;
}

/** The polygon moved so that its area's centre is on (0, 0) (sampled every half px). */
function centred(corners: Corners): [number, number][] {
  let [sx, sy, n] = [0, 0, 0];
  for (let y = -30; y <= 30; y += 0.5) {
    for (let x = -30; x <= 30; x += 0.5) {
      if (!inside(corners, x, y)) continue;
      sx += x;
      sy += y;
      n += 1;
    }
  }
  return corners.map(([x, y]) => [x - sx / n, y - sy / n]);
}

/** The most of their joint area two shapes share (intersection over union), over turns every 15 degrees and sizes. */
function bestOverlap(a: Corners, b: Corners): number {
  const [fixed, moving] = [centred(a), centred(b)];
  let best = 0;
  for (const scale of [0.9, 1, 1.1]) {
    for (let turn = 0; turn < 360; turn += 15) {
      const [cos, sin] = [Math.cos((turn * Math.PI) / 180), Math.sin((turn * Math.PI) / 180)];
      const turned = moving.map(([x, y]): [number, number] => [
        scale * (x * cos - y * sin),
        scale * (x * sin + y * cos),
      ]);
      let [both, either] = [0, 0];
      for (let y = -24; y <= 24; y += 1) {
        for (let x = -24; x <= 24; x += 1) {
          const [p, q] = [inside(fixed, x, y), inside(turned, x, y)];
          if (p && q) both += 1;
          if (p || q) either += 1;
        }
      }
      best = Math.max(best, both / either);
    }
  }
  return best;
}

/** The lowest y of the polygon's corners (its top), and the first y inside it going down the line x = 0. */
function dipDepth(corners: Corners): number {
  const top = Math.min(...corners.map(([, y]) => y));
  let y = top;
  while (!inside(corners, 0, y)) y += 0.05;
  return y - top;
}

/** How far in from its tips (its rightmost corners) the first point inside it is, going left along y = 0. */
function hollowDepth(corners: Corners): number {
  const tips = Math.max(...corners.map(([x]) => x));
  let x = tips;
  while (!inside(corners, x, 0)) x -= 0.05;
  return tips - x;
}

describe('click glyphs a person tells from their near misses', () => {
  it('draws the heart with a dip between its lobes at least 0.28 of its radius deep', () => {
    // A heart without its dip is the heart's near miss: a shallow dip, once the glyph is bent, reads as none.
    expect(dipDepth(glyphOutline('heart', 20))).toBeGreaterThanOrEqual(0.28 * 20);
    expect(dipDepth(nearMissOutline('heart', 20))).toBeLessThan(0.05 * 20);
  });

  it('draws the moon with a hollow at least 0.42 of its radius deep', () => {
    // A half disc is the moon's near miss: its flat side has no hollow at all.
    expect(hollowDepth(glyphOutline('moon', 20))).toBeGreaterThanOrEqual(0.42 * 20);
    expect(hollowDepth(nearMissOutline('moon', 20))).toBeLessThan(0.05 * 20);
  });
});

describe('click near misses', () => {
  it.each(glyphNames)(
    'a near miss of the %s is never the asked shape, at any turn or size',
    (name) => {
      // A person tells them apart: however the near miss is turned and scaled onto the glyph, an eighth or more
      // of their joint area is in one only (a glyph on itself shares all of it).
      expect(bestOverlap(glyphOutline(name, 20), glyphOutline(name, 20))).toBeGreaterThan(0.97);
      expect(bestOverlap(glyphOutline(name, 20), nearMissOutline(name, 20))).toBeLessThan(0.88);
    },
    30_000,
  );
});
