// The slide and region solver that reads each hole as a person does: side by side, is there a knob, a notch or
// nothing? Decoys differ from the piece in one knob or notch, so the hole whose four sides read as the piece's
// do is the answer. Plain arithmetic on decoded RGBA, no sharp.
import { HOLE_COUNT, holes } from './continuation.mjs';
import { MARGIN, holeMap } from './outline.mjs';
import { grey, pieceOf } from './pixels.mjs';

/** How far from where the hole search put a hole its sides are read, px. */
const SEEK = 3;

/**
 * The knob and notch zones of a piece `s` across (the maker's proportions: the body inset 0.17 s, knobs and
 * notches discs of radius 0.14 s centred on each side's middle): per side, the pixels of that disc outside the
 * body (where a knob is) and inside it (where a notch is), 1 px clear of the body's edge, as offsets in the box.
 */
function zones(s) {
  const m = s * 0.17;
  const k = s * 0.14;
  const mid = s / 2;
  const centres = [
    [mid, m, 0, -1],
    [s - m, mid, 1, 0],
    [mid, s - m, 0, 1],
    [m, mid, -1, 0],
  ];
  return centres.map(([cx, cy, nx, ny]) => {
    const knob = [];
    const notch = [];
    for (let y = Math.floor(cy - k); y <= cy + k; y += 1) {
      for (let x = Math.floor(cx - k); x <= cx + k; x += 1) {
        const [px, py] = [x + 0.5, y + 0.5];
        if ((px - cx) ** 2 + (py - cy) ** 2 > (k - 1) ** 2) continue;
        // Signed distance past the side's edge, outwards.
        const out = (px - cx) * nx + (py - cy) * ny;
        if (out > 1.5) knob.push([x, y]);
        else if (out < -1.5) notch.push([x, y]);
      }
    }
    return { knob, notch };
  });
}

/** Mean of `plane` (w across) over the offsets `points` shifted by (ox, oy); 0 outside. */
function meanAt(plane, w, points, ox, oy) {
  let sum = 0;
  for (const [x, y] of points) {
    const [px, py] = [x + ox, y + oy];
    sum += px >= 0 && py >= 0 && px < w && py < w ? plane[py * w + px] : 0;
  }
  return sum / Math.max(1, points.length);
}

/** The solver of `kind` ('slide' or 'region'). */
export function sidesSolver(kind) {
  return {
    kind,
    name: 'knob or notch on each side of each hole',
    async solve(data, tools) {
      const image = await tools.decode(data.image);
      const thumb = await tools.decode(data.thumb);
      const piece = pieceOf(thumb);
      const s = piece.width;
      const zs = zones(s);
      const solid = Float32Array.from(piece.solid);
      // What the piece has on each side: 1 where its knob zone is solid, 0 where its notch zone is empty.
      const wanted = zs.map((z) => ({ knob: meanAt(solid, s, z.knob, 0, 0), notch: meanAt(solid, s, z.notch, 0, 0) }));
      const g = grey(image);
      const w = s + 2 * MARGIN;
      const span = kind === 'slide' ? 0 : SEEK;
      let best = { x: data.thumbX, y: data.thumbY, value: -Infinity };
      for (const h of holes(kind, data, image, piece, HOLE_COUNT[kind])) {
        const map = holeMap(g, image, h.x - MARGIN, h.y - MARGIN, w, piece);
        for (let dy = -span; dy <= span; dy += 1) {
          for (let dx = -SEEK; dx <= SEEK; dx += 1) {
            const x = h.x + dx;
            const y = h.y + dy;
            if (x < 0 || y < 0 || x > image.width - s || y > image.height - s) continue;
            // The worst side decides: a hole is the piece's only if every side reads as the piece's.
            let value = Infinity;
            zs.forEach((z, i) => {
              const knob = meanAt(map, w, z.knob, MARGIN + dx, MARGIN + dy);
              const notch = meanAt(map, w, z.notch, MARGIN + dx, MARGIN + dy);
              const miss = Math.abs(knob - wanted[i].knob) + Math.abs(notch - wanted[i].notch);
              value = Math.min(value, -miss);
            });
            if (value > best.value) best = { x, y, value };
          }
        }
      }
      return { x: best.x, y: best.y };
    },
  };
}
