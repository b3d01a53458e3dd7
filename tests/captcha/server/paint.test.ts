import { describe, expect, it } from 'vitest';
import { drawScene } from '../../../src/captcha/server/images/backgrounds.js';
import {
  bands,
  edgeThrough,
  fillBelow,
  fillConvex,
  fillEllipse,
  furrows,
  hslToRgb,
  lightAcross,
  outlineField,
  strokePolyline,
  strokeSegment,
  verticalGradient,
  type Rgb,
} from '../../../src/captcha/server/images/paint.js';
import type { RawImage } from '../../../src/captcha/server/images/raster.js';
import { arcPoints, glyphNames, glyphOutline } from '../../../src/captcha/server/images/shapes.js';

const black: Rgb = [0, 0, 0];
const white: Rgb = [255, 255, 255];

/** A w x h RGB image of one colour. */
function plain(w: number, h: number, colour: Rgb = black): RawImage {
  const data = Buffer.alloc(w * h * 3);
  for (let i = 0; i < w * h; i += 1) data.set(colour, i * 3);
  return { data, width: w, height: h, channels: 3 };
}

/** The red of pixel (x, y). */
const red = (image: RawImage, x: number, y: number) => image.data[(y * image.width + x) * 3] as number;

/** How much of the image is painted white over black, in px (each pixel counted by its coverage). */
const area = (image: RawImage) => image.data.reduce((sum, v, i) => (i % 3 === 0 ? sum + v / 255 : sum), 0);

describe('painting scenes into raw pixels', () => {
  it("converts HSL as CSS's hsl() does", () => {
    expect(hslToRgb(0, 100, 50)).toEqual([255, 0, 0]);
    expect(hslToRgb(120, 100, 25)).toEqual([0, 128, 0]);
    expect(hslToRgb(240, 100, 50)).toEqual([0, 0, 255]);
    expect(hslToRgb(-120, 100, 50)).toEqual([0, 0, 255]);
    expect(hslToRgb(200, 65, 60)).toEqual([87, 175, 219]);
    expect(hslToRgb(0, 0, 90)).toEqual([230, 230, 230]);
  });

  it('fills a gradient from the first row to the last, the same along each row', () => {
    const image = plain(7, 5);
    verticalGradient(image, [0, 100, 200], [200, 100, 0]);
    for (let x = 0; x < 7; x += 1) {
      expect([0, 1, 2].map((c) => image.data[x * 3 + c])).toEqual([0, 100, 200]);
      expect([0, 1, 2].map((c) => image.data[(4 * 7 + x) * 3 + c])).toEqual([200, 100, 0]);
      expect(red(image, x, 2)).toBe(100);
    }
  });

  it('fills convex polygons and ellipses with their area, smooth at the edge, nothing outside', () => {
    const square = plain(20, 20);
    fillConvex(
      square,
      [
        [4, 4],
        [14.5, 4],
        [14.5, 12],
        [4, 12],
      ],
      white,
    );
    expect(area(square)).toBeCloseTo(10.5 * 8, 0);
    expect(red(square, 14, 8)).toBe(128); // half covered
    expect(red(square, 8, 8)).toBe(255);
    expect(red(square, 16, 8)).toBe(0);
    expect(red(square, 8, 2)).toBe(0);
    const triangle = plain(30, 30);
    // Corners in either order.
    fillConvex(
      triangle,
      [
        [5, 25],
        [25, 25],
        [15, 5],
      ],
      white,
    );
    expect(Math.abs(area(triangle) - 200) / 200).toBeLessThan(0.05);
    const ellipse = plain(40, 30);
    fillEllipse(ellipse, 20, 15, 12, 7, white);
    expect(Math.abs(area(ellipse) - Math.PI * 12 * 7) / (Math.PI * 12 * 7)).toBeLessThan(0.02);
    expect(red(ellipse, 20, 15)).toBe(255);
    expect(red(ellipse, 20, 24)).toBe(0);
    const faint = plain(40, 30);
    fillEllipse(faint, 20, 15, 12, 7, white, 0.5);
    expect(red(faint, 20, 15)).toBe(128);
  });

  it('strokes a segment its width wide, with round or square-cut ends', () => {
    const round = plain(40, 20);
    strokeSegment(round, [10, 10], [30, 10], 4, white, true);
    expect(Math.abs(area(round) - (20 * 4 + Math.PI * 4)) / (20 * 4 + Math.PI * 4)).toBeLessThan(0.03);
    const butt = plain(40, 20);
    strokeSegment(butt, [10, 10], [30, 10], 4, white, false);
    expect(area(butt)).toBeCloseTo(80, 0);
    expect(red(butt, 20, 10)).toBe(255);
    expect(red(butt, 20, 13)).toBe(0);
  });

  it('paints under an edge: every pixel below it, none above', () => {
    const image = plain(10, 20);
    const edge = new Float64Array(10).map((_, x) => 8 + x * 0.5);
    fillBelow(image, edge, white);
    for (let x = 0; x < 10; x += 1) {
      const e = 8 + x * 0.5;
      for (let y = 0; y < 20; y += 1) {
        if (y + 0.5 > e + 1) expect(red(image, x, y)).toBe(255);
        if (y + 0.5 < e - 1) expect(red(image, x, y)).toBe(0);
      }
    }
  });

  it('fans furrows from the vanishing point, each its width wide across its slant, from the start row down', () => {
    const image = plain(60, 40);
    // Three furrows from (30, 0) to x = 0, 30 and 60 on the row 40.
    furrows(image, [30, 0], [0, 30, 60], 40, 10, 2, white);
    for (let y = 0; y < 9; y += 1) for (let x = 0; x < 60; x += 1) expect(red(image, x, y)).toBe(0);
    // The plumb one: 2 px wide about x = 30 on every row from the start.
    for (let y = 11; y < 40; y += 1) {
      expect(red(image, 29, y)).toBe(255);
      expect(red(image, 30, y)).toBe(255);
      expect(red(image, 27, y)).toBe(0);
    }
    // The slanted ones: on the row 30, centred at 30 -+ 22.5; their width along the row is 2 / cos 36.9 deg.
    const row = Array.from({ length: 60 }, (_, x) => red(image, x, 30) / 255);
    const left = row.slice(0, 15).reduce((a, b) => a + b, 0);
    expect(left).toBeCloseTo(2 / (40 / Math.hypot(30, 40)), 0);
    expect(row[7]).toBe(1);
  });

  it('starts each furrow at its own row when given one per furrow (their ends staggered)', () => {
    const image = plain(60, 40);
    furrows(image, [30, 0], [0, 30, 60], 40, [12, 20, 28], 2, white);
    // The plumb furrow (the second): nothing above its row 20, whole from 21 down.
    for (let y = 0; y < 19; y += 1) expect(red(image, 30, y)).toBe(0);
    for (let y = 21; y < 40; y += 1) expect(red(image, 30, y)).toBe(255);
    // The first from 12, the third from 28: on the row 16, the left one is drawn and the right one not.
    const row16 = Array.from({ length: 60 }, (_, x) => red(image, x, 16));
    expect(Math.max(...row16.slice(0, 25))).toBe(255);
    expect(Math.max(...row16.slice(35))).toBe(0);
  });

  it('runs an edge straight through its points, at each column centre', () => {
    const edge = edgeThrough(
      [
        [-10, 5],
        [10, 15],
        [30, 5],
      ],
      20,
    );
    expect(edge[0]).toBeCloseTo(5 + 10.5 / 2);
    expect(edge[9]).toBeCloseTo(14.75);
    expect(edge[10]).toBeCloseTo(14.75);
    expect(edge[19]).toBeCloseTo(10.25);
  });

  it('lays parallel bands of the widths given, a gap apart, at the slant given, blended at the opacity', () => {
    const image = plain(40, 40);
    // Plumb bands (running downwards), 10 px apart, 4 px wide, fully opaque: u runs leftwards across them.
    bands(image, Math.PI / 2, 10, [4, 4, 4, 4], white, 1);
    for (let y = 0; y < 40; y += 1) {
      const row = Array.from({ length: 40 }, (_, x) => red(image, x, y));
      expect(row).toEqual(Array.from({ length: 40 }, (_, x) => row[x % 10] as number));
      expect(row.slice(0, 10).filter((v) => v === 255)).toHaveLength(4);
      expect(row.slice(0, 10).filter((v) => v === 0)).toHaveLength(6);
    }
    const faint = plain(40, 40);
    bands(faint, Math.PI / 4, 10, [4, 4, 4, 4, 4, 4], white, 0.25);
    expect(Math.max(...faint.data)).toBe(64);
    // A slanted band: its pixels run along the slant (down and right by one each).
    for (let y = 0; y < 39; y += 1)
      for (let x = 0; x < 39; x += 1) expect(red(faint, x + 1, y + 1)).toBe(red(faint, x, y));
  });

  it('lights the side the light comes from and darkens the far one, nothing at the middle', () => {
    const grey: Rgb = [100, 100, 100];
    const fromAbove = plain(40, 40, grey);
    lightAcross(fromAbove, 90, 0.5, 0.5);
    expect(red(fromAbove, 20, 0)).toBeGreaterThan(170);
    expect(red(fromAbove, 20, 39)).toBeLessThan(55);
    expect(red(fromAbove, 20, 20)).toBeGreaterThanOrEqual(99);
    expect(red(fromAbove, 20, 20)).toBeLessThanOrEqual(101);
    // Level across each row when the light falls straight down.
    for (let x = 0; x < 40; x += 1) expect(red(fromAbove, x, 5)).toBe(red(fromAbove, 0, 5));
    const fromLeft = plain(40, 40, grey);
    lightAcross(fromLeft, 0, 0.5, 0.5);
    expect(red(fromLeft, 0, 20)).toBeGreaterThan(170);
    expect(red(fromLeft, 39, 20)).toBeLessThan(55);
  });
});

describe('click glyphs drawn in JavaScript', () => {
  it("gives each glyph an outline of corners about its circle (a heart's lobes and a moon's back up to a tenth beyond), arcs in steps as SVG draws them", () => {
    for (const name of glyphNames) {
      const outline = glyphOutline(name, 20);
      expect(outline.length).toBeGreaterThanOrEqual(3);
      for (const [x, y] of outline) expect(Math.hypot(x, y)).toBeLessThanOrEqual(22);
    }
    for (const [x, y] of glyphOutline('circle', 20)) expect(Math.hypot(x, y)).toBeCloseTo(20, 6);
    // A half circle from the left to the right through the top: clockwise on screen (rising angles).
    const arc = arcPoints([-10, 0], [10, 0], 10, false, true);
    expect(arc[arc.length - 1]?.[0]).toBeCloseTo(10, 9);
    expect(Math.min(...arc.map(([, y]) => y))).toBeCloseTo(-10, 0);
    // The large arc the other way round: three quarters of a circle below a chord.
    const large = arcPoints([0, -10], [10, 0], 10, true, false);
    expect(Math.max(...large.map(([, y]) => y))).toBeCloseTo(10, 1);
    // Too small a radius grows to reach: a half circle on the chord.
    for (const [x, y] of arcPoints([0, 0], [8, 0], 1, false, true)) expect(Math.hypot(x - 4, y)).toBeCloseTo(4, 9);
  });

  it('measures the signed distance to an outline: positive inside, exact near it, capped beyond', () => {
    const square: [number, number][] = [
      [10, 10],
      [30, 10],
      [30, 30],
      [10, 30],
    ];
    const field = outlineField(square, 0, 0, 40, 40, 3.5);
    const at = (x: number, y: number) => field[y * 40 + x] as number;
    expect(at(20, 20)).toBe(3.5);
    expect(at(2, 2)).toBe(-3.5);
    expect(at(11, 20)).toBeCloseTo(1.5, 6);
    expect(at(8, 20)).toBeCloseTo(-1.5, 6);
    expect(at(31, 31)).toBeCloseTo(-Math.SQRT2 * 1.5, 5);
  });

  it('strokes a line through points once: its joins no darker than its segments', () => {
    const image = plain(40, 40);
    strokePolyline(
      image,
      [
        [5, 20.5],
        [20, 20.5],
        [35, 5],
      ],
      3,
      white,
      0.5,
    );
    expect(red(image, 10, 20)).toBe(128);
    expect(red(image, 20, 20)).toBe(128);
    expect(red(image, 10, 10)).toBe(0);
  });
});

describe('built-in scenes drawn in JavaScript', () => {
  it('draws a new scene every time, of the size asked', () => {
    const scenes = Array.from({ length: 8 }, () => drawScene(300, 220));
    for (const scene of scenes) {
      expect([scene.width, scene.height, scene.channels]).toEqual([300, 220, 3]);
      expect(scene.data.length).toBe(300 * 220 * 3);
    }
    for (let a = 0; a < scenes.length; a += 1)
      for (let b = a + 1; b < scenes.length; b += 1) {
        const [p, q] = [scenes[a]?.data, scenes[b]?.data] as [Buffer, Buffer];
        let sum = 0;
        for (let i = 0; i < p.length; i += 1) sum += Math.abs((p[i] as number) - (q[i] as number));
        // Mean difference per channel, of 255 (the closest of 900 pairs measured differed by 18).
        expect(sum / p.length).toBeGreaterThan(6);
      }
  });
});
