import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  angleDistance,
  checkClicks,
  checkRegion,
  checkRotate,
  checkSlide,
  createClickChallenge,
  createRegionChallenge,
  createRotateChallenge,
  createSlideChallenge,
} from '../../website/src/captcha-demo/index.js';
import { createRandom, spreadPoints } from '../../website/src/captcha-demo/checks.js';

/** A 2D context that accepts every drawing call (jsdom has no canvas). */
function fakeCanvas() {
  const gradient = { addColorStop: () => {} };
  const context = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, key) => (key in target ? target[key] : key === 'createLinearGradient' ? () => gradient : () => {}),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (this: HTMLCanvasElement) {
    return `data:image/png;base64,${this.width}x${this.height}`;
  });
}

afterEach(() => vi.restoreAllMocks());

describe('the docs site demo challenge maker', () => {
  it('checks answers with a tolerance', () => {
    expect(checkSlide({ x: 106, y: 50 }, { x: 100, y: 50 }, 6)).toBe(true);
    expect(checkSlide({ x: 107, y: 50 }, { x: 100, y: 50 }, 6)).toBe(false);
    expect(checkSlide({ x: Number.NaN, y: 50 }, { x: 100, y: 50 }, 6)).toBe(false);
    expect(checkRegion({ x: 92, y: 108 }, { x: 100, y: 100 }, 8)).toBe(true);
    expect(checkRegion({ x: 92, y: 109 }, { x: 100, y: 100 }, 8)).toBe(false);
    const targets = [
      { x: 10, y: 10 },
      { x: 100, y: 100 },
    ];
    expect(
      checkClicks(
        [
          { x: 20, y: 10, index: 1 },
          { x: 100, y: 90, index: 2 },
        ],
        targets,
        20,
      ),
    ).toBe(true);
    expect(
      checkClicks(
        [
          { x: 100, y: 100, index: 1 },
          { x: 10, y: 10, index: 2 },
        ],
        targets,
        20,
      ),
    ).toBe(false);
    expect(checkClicks([{ x: 10, y: 10, index: 1 }], targets, 20)).toBe(false);
    expect(angleDistance(355, 5)).toBe(10);
    expect(checkRotate(260, 100, 8)).toBe(true);
    expect(checkRotate(250, 100, 8)).toBe(false);
  });

  it('spreads points apart, reproducibly from a seed', () => {
    const a = spreadPoints(createRandom(7), 4, 300, 220, 20, 50);
    expect(a).toEqual(spreadPoints(createRandom(7), 4, 300, 220, 20, 50));
    for (const p of a)
      for (const q of a) if (p !== q) expect(Math.hypot(p.x - q.x, p.y - q.y)).toBeGreaterThanOrEqual(50);
  });

  it('gives loading data and never accepts without a canvas', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
    const slide = createSlideChallenge({ seed: 1 });
    expect(slide.data.image).toBe('');
    expect(slide.check({ x: 0, y: 0 })).toBe(false);
  });

  it('makes a slide challenge solved only near its hidden gap', () => {
    fakeCanvas();
    const { data, check } = createSlideChallenge({ seed: 42 });
    expect(data.image).toMatch(/^data:image\/png/);
    expect(data.thumb).toContain('60x60');
    const solved = Array.from({ length: 301 }, (_, x) => x).filter((x) => check({ x, y: data.thumbY }));
    expect(solved).toHaveLength(13);
    expect(solved[0]).toBeGreaterThan(0);
  });

  it('makes region, click and rotate challenges with answers in the closure', () => {
    fakeCanvas();
    const region = createRegionChallenge({ seed: 3 });
    expect(region.check({ x: region.data.thumbX, y: region.data.thumbY })).toBe(false);
    const click = createClickChallenge({ seed: 3 });
    expect(click.data.thumb).toContain('150x40');
    expect(click.check([])).toBe(false);
    const rotate = createRotateChallenge({ seed: 3 });
    const solved = Array.from({ length: 361 }, (_, a) => a).filter((a) => rotate.check(a));
    expect(solved).toHaveLength(17);
    expect(rotate.check(0)).toBe(false);
  });
});
