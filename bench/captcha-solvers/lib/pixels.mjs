// Pixel helpers shared by the slide and region solvers: grey and gradient planes, the piece's masks, and a
// coarse-to-fine search over the positions the widget can reach. Plain arithmetic on decoded RGBA, no sharp.

/** Luma of an RGBA image as a Float32Array. */
export function grey({ data, width, height }) {
  const out = new Float32Array(width * height);
  for (let i = 0; i < out.length; i += 1) {
    out[i] = 0.299 * data[i * 4] + 0.587 * data[i * 4 + 1] + 0.114 * data[i * 4 + 2];
  }
  return out;
}

/** Sobel gradient magnitude of a grey plane. */
export function gradient(plane, width, height) {
  const out = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const at = (dx, dy) => plane[(y + dy) * width + x + dx];
      const gx = at(1, -1) + 2 * at(1, 0) + at(1, 1) - at(-1, -1) - 2 * at(-1, 0) - at(-1, 1);
      const gy = at(-1, 1) + 2 * at(0, 1) + at(1, 1) - at(-1, -1) - 2 * at(0, -1) - at(1, -1);
      out[y * width + x] = Math.hypot(gx, gy);
    }
  }
  return out;
}

/** Erodes a boolean mask (Uint8Array of 0/1) by `radius` px (8-neighbourhood). */
function erode(mask, width, height, radius) {
  let current = mask;
  for (let r = 0; r < radius; r += 1) {
    const next = new Uint8Array(current.length);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        let keep = 1;
        for (let dy = -1; dy <= 1 && keep; dy += 1) {
          for (let dx = -1; dx <= 1; dx += 1) {
            const nx = x + dx;
            const ny = y + dy;
            if (nx < 0 || ny < 0 || nx >= width || ny >= height || !current[ny * width + nx]) {
              keep = 0;
              break;
            }
          }
        }
        next[y * width + x] = keep;
      }
    }
    current = next;
  }
  return current;
}

/**
 * The piece as the solvers see it: its opaque area, the interior (eroded 3 px, clear of any outline drawn on
 * the piece), the outline (opaque pixels with a transparent neighbour), each as a list of pixel offsets.
 */
export function pieceOf(thumb) {
  const { width, height, data } = thumb;
  const solid = new Uint8Array(width * height);
  for (let i = 0; i < solid.length; i += 1) solid[i] = data[i * 4 + 3] > 200 ? 1 : 0;
  const inner = erode(solid, width, height, 3);
  const inside = [];
  const outline = [];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      if (inner[i]) inside.push([x, y]);
      if (!solid[i]) continue;
      const border =
        x === 0 ||
        y === 0 ||
        x === width - 1 ||
        y === height - 1 ||
        !solid[i - 1] ||
        !solid[i + 1] ||
        !solid[i - width] ||
        !solid[i + width];
      if (border) outline.push([x, y]);
    }
  }
  return { width, height, solid, inside, outline };
}

/** Values of a plane at offsets (dx, dy) from (x0, y0). */
export function sampleAt(plane, planeWidth, offsets, x0, y0, out) {
  for (let k = 0; k < offsets.length; k += 1) {
    const [dx, dy] = offsets[k];
    out[k] = plane[(y0 + dy) * planeWidth + x0 + dx];
  }
  return out;
}

/** Zero-mean normalised cross-correlation of two equal-length vectors. */
export function ncc(a, b) {
  const n = a.length;
  let sa = 0;
  let sb = 0;
  for (let i = 0; i < n; i += 1) {
    sa += a[i];
    sb += b[i];
  }
  const ma = sa / n;
  const mb = sb / n;
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < n; i += 1) {
    const da = a[i] - ma;
    const db = b[i] - mb;
    ab += da * db;
    aa += da * da;
    bb += db * db;
  }
  return ab / Math.sqrt(aa * bb + 1e-9);
}

/**
 * How well `b` is a brightness-scaled copy of `a`: minus the mean squared residual of b - s a, s the least-squares
 * scale (clamped to 0.2 to 1.5). A dimmed or brightened copy of the piece scores 0, the best possible.
 */
export function scaledResidual(a, b) {
  let ab = 0;
  let aa = 0;
  for (let i = 0; i < a.length; i += 1) {
    ab += a[i] * b[i];
    aa += a[i] * a[i];
  }
  const s = Math.min(1.5, Math.max(0.2, ab / (aa + 1e-9)));
  let residual = 0;
  for (let i = 0; i < a.length; i += 1) {
    const d = b[i] - s * a[i];
    residual += d * d;
  }
  return -residual / a.length;
}

/** The mean of a vector. */
export function mean(v) {
  let sum = 0;
  for (let i = 0; i < v.length; i += 1) sum += v[i];
  return sum / v.length;
}

/**
 * The best-scoring top-left the widget can reach, every px: slide along the piece's row from thumbX to the
 * right edge, region anywhere.
 */
export function bestPosition(kind, data, image, score) {
  const maxX = image.width - data.thumbWidth;
  const maxY = image.height - data.thumbHeight;
  const [y0, y1] = kind === 'slide' ? [data.thumbY, data.thumbY] : [0, maxY];
  const x0 = kind === 'slide' ? data.thumbX : 0;
  let best = { x: x0, y: y0, value: -Infinity };
  for (let y = y0; y <= y1; y += 1) {
    for (let x = x0; x <= maxX; x += 1) {
      const value = score(x, y);
      if (value > best.value) best = { x, y, value };
    }
  }
  return { x: best.x, y: best.y };
}

/**
 * The five naive solvers of a piece-and-gap puzzle, for `kind` 'slide' or 'region'. Each decodes the
 * picture and the piece, scores every reachable position and answers the best.
 */
export function pieceSolvers(kind) {
  const prepare = async (data, tools) => {
    const image = await tools.decode(data.image);
    const thumb = await tools.decode(data.thumb);
    const piece = pieceOf(thumb);
    const g = grey(image);
    return { image, thumb, piece, grey: g };
  };
  const matcher = (name, planes) => ({
    kind,
    name,
    async solve(data, tools) {
      const p = await prepare(data, tools);
      const [imagePlane, piecePlane] = planes(p);
      const template = sampleAt(
        piecePlane,
        p.piece.width,
        p.piece.inside,
        0,
        0,
        new Float32Array(p.piece.inside.length),
      );
      const window = new Float32Array(template.length);
      const measure = name.startsWith('brightness') ? scaledResidual : ncc;
      return bestPosition(kind, data, p.image, (x, y) =>
        measure(template, sampleAt(imagePlane, p.image.width, p.piece.inside, x, y, window)),
      );
    },
  });
  return [
    matcher('brightness-scaled template', (p) => [p.grey, grey(p.thumb)]),
    matcher('NCC grey', (p) => [p.grey, grey(p.thumb)]),
    matcher('NCC gradient', (p) => [
      gradient(p.grey, p.image.width, p.image.height),
      gradient(grey(p.thumb), p.thumb.width, p.thumb.height),
    ]),
    {
      kind,
      name: 'odd region (darkest against its surround)',
      async solve(data, tools) {
        const p = await prepare(data, tools);
        const { width } = p.image;
        const inside = new Float32Array(p.piece.inside.length);
        // The ring: the piece's bounding box grown by 6 px, less the box itself, every 2nd px of its border.
        const ring = [];
        for (let d = -6; d < p.piece.width + 6; d += 2) ring.push([d, -6], [d, p.piece.height + 5]);
        for (let d = -6; d < p.piece.height + 6; d += 2) ring.push([-6, d], [p.piece.width + 5, d]);
        const { height } = p.image;
        return bestPosition(kind, data, p.image, (x, y) => {
          const inMean = mean(sampleAt(p.grey, width, p.piece.inside, x, y, inside));
          let sum = 0;
          let n = 0;
          for (const [dx, dy] of ring) {
            const rx = x + dx;
            const ry = y + dy;
            if (rx < 0 || ry < 0 || rx >= width || ry >= height) continue;
            sum += p.grey[ry * width + rx];
            n += 1;
          }
          const outMean = n ? sum / n : inMean;
          return outMean - inMean;
        });
      },
    },
    {
      kind,
      name: 'outline (edge) matcher',
      async solve(data, tools) {
        const p = await prepare(data, tools);
        const g = gradient(p.grey, p.image.width, p.image.height);
        const onOutline = new Float32Array(p.piece.outline.length);
        const inner = new Float32Array(p.piece.inside.length);
        return bestPosition(kind, data, p.image, (x, y) => {
          const edge = mean(sampleAt(g, p.image.width, p.piece.outline, x, y, onOutline));
          return edge - mean(sampleAt(g, p.image.width, p.piece.inside, x, y, inner));
        });
      },
    },
  ];
}
