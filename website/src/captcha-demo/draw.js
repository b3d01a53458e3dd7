/**
 * The demo's pictures, drawn on a canvas by our own code (no photographs, so no licence question):
 * a landscape of sky, sun, hills and blocks, and the shapes the captchas ask for.
 */

/** A canvas of the given size, or null where there is none (a server, or a browser without 2D canvas). */
export function makeCanvas(width, height) {
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext ? canvas.getContext('2d') : null;
  return context ? { canvas, context } : null;
}

/** Paints a random landscape over the whole canvas. */
export function drawScene(context, width, height, random) {
  const hue = Math.floor(random() * 360);
  const sky = context.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, `hsl(${hue}, 70%, 78%)`);
  sky.addColorStop(1, `hsl(${(hue + 40) % 360}, 60%, 52%)`);
  context.fillStyle = sky;
  context.fillRect(0, 0, width, height);

  context.fillStyle = `hsl(${(hue + 180) % 360}, 85%, 62%)`;
  context.beginPath();
  context.arc(width * (0.15 + random() * 0.7), height * (0.15 + random() * 0.2), 18 + random() * 14, 0, Math.PI * 2);
  context.fill();

  for (let layer = 0; layer < 3; layer += 1) {
    const base = height * (0.45 + layer * 0.17);
    const amplitude = 10 + random() * 22;
    const frequency = 1 + random() * 3;
    const phase = random() * Math.PI * 2;
    context.fillStyle = `hsl(${(hue + 90 + layer * 25) % 360}, 45%, ${48 - layer * 12}%)`;
    context.beginPath();
    context.moveTo(0, height);
    for (let x = 0; x <= width; x += 4) {
      context.lineTo(x, base + Math.sin((x / width) * Math.PI * frequency + phase) * amplitude);
    }
    context.lineTo(width, height);
    context.closePath();
    context.fill();
  }

  for (let i = 0; i < 14; i += 1) {
    const w = 8 + random() * 26;
    const h = 10 + random() * 40;
    const x = random() * (width - w);
    const y = height * 0.5 + random() * (height * 0.5 - h);
    context.fillStyle = `hsl(${Math.floor(random() * 360)}, 55%, ${35 + random() * 30}%)`;
    context.fillRect(x, y, w, h);
    context.fillStyle = 'rgba(255, 255, 255, 0.6)';
    context.fillRect(x + w * 0.25, y + h * 0.2, Math.max(2, w * 0.2), Math.max(2, h * 0.15));
  }
}

/** The outline of a puzzle piece: a rounded square with a round knob on top, inside w x h. */
export function piecePath(context, x, y, w, h) {
  const r = Math.min(w, h) * 0.14;
  const knob = Math.min(w, h) * 0.16;
  const top = y + knob;
  context.beginPath();
  context.moveTo(x + r, top);
  context.lineTo(x + w / 2 - knob, top);
  context.arc(x + w / 2, top, knob, Math.PI, 0);
  context.lineTo(x + w - r, top);
  context.quadraticCurveTo(x + w, top, x + w, top + r);
  context.lineTo(x + w, y + h - r);
  context.quadraticCurveTo(x + w, y + h, x + w - r, y + h);
  context.lineTo(x + r, y + h);
  context.quadraticCurveTo(x, y + h, x, y + h - r);
  context.lineTo(x, top + r);
  context.quadraticCurveTo(x, top, x + r, top);
  context.closePath();
}

/** The shapes of the click challenge, each drawn centred on (x, y) with radius r. */
export const shapes = {
  circle(context, x, y, r) {
    context.beginPath();
    context.arc(x, y, r, 0, Math.PI * 2);
  },
  square(context, x, y, r) {
    context.beginPath();
    context.rect(x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7);
  },
  triangle(context, x, y, r) {
    context.beginPath();
    context.moveTo(x, y - r);
    context.lineTo(x + r * 0.95, y + r * 0.75);
    context.lineTo(x - r * 0.95, y + r * 0.75);
    context.closePath();
  },
  star(context, x, y, r) {
    context.beginPath();
    for (let i = 0; i < 10; i += 1) {
      const radius = i % 2 === 0 ? r : r * 0.45;
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      context.lineTo(x + Math.cos(a) * radius, y + Math.sin(a) * radius);
    }
    context.closePath();
  },
  diamond(context, x, y, r) {
    context.beginPath();
    context.moveTo(x, y - r);
    context.lineTo(x + r * 0.8, y);
    context.lineTo(x, y + r);
    context.lineTo(x - r * 0.8, y);
    context.closePath();
  },
};

/** Fills and outlines a shape so it stands out on any part of the scene. */
export function drawShape(context, name, x, y, r, colour) {
  shapes[name](context, x, y, r);
  context.fillStyle = colour;
  context.fill();
  context.lineWidth = 3;
  context.strokeStyle = '#ffffff';
  context.stroke();
  context.lineWidth = 1.5;
  context.strokeStyle = '#111827';
  context.stroke();
}
