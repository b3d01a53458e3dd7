import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  centreTileOn,
  clamp,
  clampPoint,
  clientToImage,
  dragValue,
  handleOffset,
  normalizeAngle,
  percentOf,
  placeTile,
  scaleOf,
  trackPointToValue,
  valueToRatio,
} from '../../src/captcha/geometry.js';

describe('captcha geometry', () => {
  it('clamps, with NaN and empty ranges going to min', () => {
    expect(clamp(5, 0, 10)).toBe(5);
    expect(clamp(-1, 0, 10)).toBe(0);
    expect(clamp(11, 0, 10)).toBe(10);
    expect(clamp(Number.NaN, 2, 10)).toBe(2);
    expect(clamp(5, 10, 0)).toBe(10);
  });

  it('converts client to image coordinates for a scaled box', () => {
    expect(clientToImage(110, 70, { left: 10, top: 20, width: 300, height: 220 }, 300, 220)).toEqual({ x: 100, y: 50 });
    expect(clientToImage(75, 55, { left: 0, top: 0, width: 150, height: 110 }, 300, 220)).toEqual({ x: 150, y: 110 });
    // A box with no size (not laid out) counts as unscaled.
    expect(clientToImage(30, 40, { left: 0, top: 0, width: 0, height: 0 }, 300, 220)).toEqual({ x: 30, y: 40 });
    expect(scaleOf(Number.NaN, 300)).toBe(1);
  });

  it('keeps points, tiles and ratios in range for any input', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (x, y) => {
        const p = clampPoint({ x, y }, 300, 220);
        expect(p.x).toBeGreaterThanOrEqual(0);
        expect(p.x).toBeLessThanOrEqual(300);
        expect(p.y).toBeGreaterThanOrEqual(0);
        expect(p.y).toBeLessThanOrEqual(220);
        const t = placeTile({ x, y }, 50, 40, 300, 220, true);
        expect(t.x).toBeGreaterThanOrEqual(0);
        expect(t.x).toBeLessThanOrEqual(250);
        const r = valueToRatio(x, 0, 100);
        expect(r).toBeGreaterThanOrEqual(0);
        expect(r).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('maps the slider track: tap points, drags, the handle offset and percent', () => {
    expect(trackPointToValue(22, 300, 44, 0, 240)).toBe(0);
    expect(trackPointToValue(278, 300, 44, 0, 240)).toBe(240);
    expect(trackPointToValue(150, 300, 44, 0, 360)).toBe(180);
    expect(trackPointToValue(10, 40, 44, 0, 360)).toBe(0);
    expect(dragValue(0, 128, 300, 44, 0, 240)).toBe(120);
    expect(dragValue(100, -9999, 300, 44, 0, 240)).toBe(0);
    expect(handleOffset(120, 300, 44, 0, 240)).toBe(128);
    expect(percentOf(60, 0, 240)).toBe(25);
    expect(percentOf(5, 5, 5)).toBe(0);
  });

  it('places tiles freely without scope, and centres a tile on a point', () => {
    expect(placeTile({ x: -20, y: 500 }, 50, 40, 300, 220, false)).toEqual({ x: -20, y: 500 });
    expect(centreTileOn({ x: 100, y: 100 }, 50, 40)).toEqual({ x: 75, y: 80 });
  });

  it('normalises angles into [0, 360)', () => {
    expect(normalizeAngle(400)).toBe(40);
    expect(normalizeAngle(-90)).toBe(270);
    expect(normalizeAngle(Number.POSITIVE_INFINITY)).toBe(0);
  });
});
