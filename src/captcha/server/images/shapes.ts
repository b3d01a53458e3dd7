/** The vector shapes of the challenges as SVG source, rasterised by sharp on the server (never sent). */

/** A side of a square piece. */
export type Side = 'top' | 'right' | 'bottom' | 'left';

/** The sides, in order. */
export const sides: readonly Side[] = ['top', 'right', 'bottom', 'left'];

const round = (n: number) => Math.round(n * 100) / 100;

/** The centre of the middle of `side` of the square [m, s - m]. */
function sideMiddle(side: Side, s: number, m: number): [number, number] {
  const mid = s / 2;
  switch (side) {
    case 'top':
      return [mid, m];
    case 'right':
      return [s - m, mid];
    case 'bottom':
      return [mid, s - m];
    case 'left':
      return [m, mid];
  }
}

/** A puzzle piece's outline: the sides a round knob sticks out of, and the sides a round notch is cut into. */
export interface Outline {
  knobs: readonly Side[];
  notches: readonly Side[];
}

/** A name of an outline: two outlines of the same key are the same shape. */
export function outlineKey({ knobs, notches }: Outline): string {
  const list = (s: readonly Side[]) => sides.filter((side) => s.includes(side)).join(',');
  return `${list(knobs)}/${list(notches)}`;
}

/**
 * A puzzle piece in an s x s box: a rounded square body with a round knob sticking out of each side of
 * `outline.knobs` and a round notch cut into each side of `outline.notches` (a side that has both has the knob),
 * black on transparent.
 */
export function pieceSvg(s: number, outline: Outline): string {
  const m = round(s * 0.17);
  const k = round(s * 0.14);
  const body = round(s - 2 * m);
  const circle = (side: Side) => {
    const [x, y] = sideMiddle(side, s, m);
    return `<circle cx="${x}" cy="${y}" r="${k}" fill="#000"/>`;
  };
  const cuts = outline.notches
    .filter((side) => !outline.knobs.includes(side))
    .map(circle)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">` +
    `<defs><mask id="n"><rect width="${s}" height="${s}" fill="#fff"/>${cuts}</mask></defs>` +
    `<g mask="url(#n)"><rect x="${m}" y="${m}" width="${body}" height="${body}" rx="${round(s * 0.06)}" fill="#000"/></g>` +
    `${outline.knobs.map(circle).join('')}</svg>`
  );
}

/** The names of the click glyphs: shapes a person tells apart at any rotation. */
export const glyphNames = ['circle', 'square', 'triangle', 'star', 'heart', 'cross', 'moon', 'arrow'] as const;

/** One click glyph. */
export type GlyphName = (typeof glyphNames)[number];

function polygon(points: ReadonlyArray<readonly [number, number]>): string {
  return `M${points.map(([x, y]) => `${round(x)} ${round(y)}`).join(' L')} Z`;
}

function star(r: number): [number, number][] {
  const points: [number, number][] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push([Math.cos(a) * radius, Math.sin(a) * radius]);
  }
  return points;
}

/**
 * The points of a circular arc from `from` to `to` of radius `radius` (grown to reach when too short), as SVG's
 * arc command draws it (`large` and `sweep` its flags; sweep: the way of rising angles, clockwise on screen),
 * `from` left out and `to` included, one point per 12 degrees or so.
 */
export function arcPoints(
  from: readonly [number, number],
  to: readonly [number, number],
  radius: number,
  large: boolean,
  sweep: boolean,
): [number, number][] {
  const [hx, hy] = [(from[0] - to[0]) / 2, (from[1] - to[1]) / 2];
  const r = Math.max(radius, Math.hypot(hx, hy));
  const along = Math.sqrt(Math.max(0, (r * r - hx * hx - hy * hy) / (hx * hx + hy * hy)));
  const sign = large !== sweep ? 1 : -1;
  const [cx, cy] = [sign * along * hy + (from[0] + to[0]) / 2, -sign * along * hx + (from[1] + to[1]) / 2];
  const start = Math.atan2(from[1] - cy, from[0] - cx);
  let turn = Math.atan2(to[1] - cy, to[0] - cx) - start;
  if (sweep && turn < 0) turn += 2 * Math.PI;
  if (!sweep && turn > 0) turn -= 2 * Math.PI;
  const steps = Math.max(2, Math.ceil(Math.abs(turn) / (Math.PI / 15)));
  return Array.from({ length: steps }, (_, i) => {
    const a = start + (turn * (i + 1)) / steps;
    return [cx + Math.cos(a) * r, cy + Math.sin(a) * r];
  });
}

/** The outline of a glyph centred on 0, 0 that fits in a circle of radius r, as polygon corners (arcs in steps). */
export function glyphOutline(name: GlyphName, r: number): [number, number][] {
  switch (name) {
    case 'circle':
      return arcPoints([r, 0], [-r, 0], r, true, true).concat(arcPoints([-r, 0], [r, 0], r, true, true));
    case 'square':
      return [
        [-r * 0.74, -r * 0.74],
        [r * 0.74, -r * 0.74],
        [r * 0.74, r * 0.74],
        [-r * 0.74, r * 0.74],
      ];
    case 'triangle':
      return [
        [0, -r],
        [r * 0.9, r * 0.6],
        [-r * 0.9, r * 0.6],
      ];
    case 'star':
      return star(r);
    case 'heart': {
      // Two lobes, each a half circle on a line from the point to the top's middle, with a dip between them
      // 0.29 r deep (a heart without its dip is its near miss).
      const left: [number, number] = [-r * 0.88, -r * 0.05];
      const top: [number, number] = [0, -r * 0.35];
      const right: [number, number] = [r * 0.88, -r * 0.05];
      return [
        [0, r * 0.85],
        left,
        ...arcPoints(left, top, r * 0.4, false, true),
        ...arcPoints(top, right, r * 0.4, false, true),
      ];
    }
    case 'cross': {
      const t = r * 0.32;
      return [
        [-t, -r],
        [t, -r],
        [t, -t],
        [r, -t],
        [r, t],
        [t, t],
        [t, r],
        [-t, r],
        [-t, t],
        [-r, t],
        [-r, -t],
        [-t, -t],
      ];
    }
    case 'moon': {
      // A crescent whose body, not its hollow, is on the centre (where a person clicks): an outer arc of
      // radius 0.8 r round the left and an inner arc of 0.78 r between its tips, a hollow 0.47 r deep (a half
      // disc, the moon's near miss, has none).
      const tip: [number, number] = [r * 0.74, -r * 0.714];
      const low: [number, number] = [r * 0.74, r * 0.714];
      return [...arcPoints(tip, low, r * 0.8, true, false), ...arcPoints(low, tip, r * 0.78, false, true)];
    }
    case 'arrow':
      return [
        [0, -r],
        [r * 0.85, -r * 0.1],
        [r * 0.32, -r * 0.1],
        [r * 0.32, r],
        [-r * 0.32, r],
        [-r * 0.32, -r * 0.1],
        [-r * 0.85, -r * 0.1],
      ];
  }
}

/** SVG path data of a glyph's outline ({@link glyphOutline}). */
export function glyphPath(name: GlyphName, r: number): string {
  return polygon(glyphOutline(name, r));
}

/**
 * The outline of a glyph's near miss, centred on 0, 0 within a circle of radius r: a shape that a template of
 * the glyph, scaled and turned, fits nearly as well as the glyph itself, and that a person tells from it at a
 * glance (a circle with a wedge cut out, a square with a corner cut off, a triangle without its tip, a star of
 * six points, a heart without its dip, a cross of three arms, a half disc, an arrow with two heads).
 */
export function nearMissOutline(name: GlyphName, r: number): [number, number][] {
  switch (name) {
    case 'circle': {
      const points: [number, number][] = [[0, 0]];
      for (let a = 35; a <= 325; a += 10) {
        points.push([Math.cos((a * Math.PI) / 180) * r, Math.sin((a * Math.PI) / 180) * r]);
      }
      return points;
    }
    case 'square': {
      const s = r * 0.74;
      return [
        [-s, -s],
        [s, -s],
        [s, s * 0.05],
        [s * 0.05, s],
        [-s, s],
      ];
    }
    case 'triangle':
      return [
        [-r * 0.45, -r * 0.2],
        [r * 0.45, -r * 0.2],
        [r * 0.9, r * 0.6],
        [-r * 0.9, r * 0.6],
      ];
    case 'star':
      return Array.from({ length: 12 }, (_, i): [number, number] => {
        const radius = i % 2 === 0 ? r : r * 0.5;
        const a = -Math.PI / 2 + (i * Math.PI) / 6;
        return [Math.cos(a) * radius, Math.sin(a) * radius];
      });
    case 'heart': {
      const left: [number, number] = [-r * 0.88, -r * 0.05];
      const right: [number, number] = [r * 0.88, -r * 0.05];
      return [[0, r * 0.85], left, ...arcPoints(left, right, r * 0.9, false, true)];
    }
    case 'cross': {
      const t = r * 0.32;
      return [
        [-r, -t],
        [r, -t],
        [r, t],
        [t, t],
        [t, r],
        [-t, r],
        [-t, t],
        [-r, t],
      ];
    }
    case 'moon': {
      const points: [number, number][] = [];
      for (let a = 90; a <= 270; a += 10) {
        points.push([Math.cos((a * Math.PI) / 180) * r * 0.85 + r * 0.3, Math.sin((a * Math.PI) / 180) * r * 0.85]);
      }
      return points;
    }
    case 'arrow':
      return [
        [0, -r],
        [r * 0.85, -r * 0.3],
        [r * 0.32, -r * 0.3],
        [r * 0.32, r * 0.3],
        [r * 0.85, r * 0.3],
        [0, r],
        [-r * 0.85, r * 0.3],
        [-r * 0.32, r * 0.3],
        [-r * 0.32, -r * 0.3],
        [-r * 0.85, -r * 0.3],
      ];
  }
}
