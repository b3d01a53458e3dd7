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
