/**
 * The docs site's demo challenge maker: draws a picture and a piece on a canvas with our own code, keeps
 * the answer in a closure, and checks a confirm against it with a tolerance. It is for the live
 * playgrounds only: a real site makes and checks challenges on its server (confab-ui/captcha/server), so
 * the answer never reaches the browser.
 *
 * Each maker returns `{ data, check }`: `data` goes to the widget's `data` prop, and `check(result)` returns
 * true or false, which is exactly what `onConfirm` may return to show success or failure.
 */
import { checkClicks, checkRegion, checkRotate, checkSlide, createRandom, randomInt, spreadPoints } from './checks.js';
import { drawScene, drawShape, makeCanvas, piecePath, shapes } from './draw.js';

export { angleDistance, checkClicks, checkRegion, checkRotate, checkSlide } from './checks.js';

function seedOf(options) {
  return Number.isFinite(options.seed) ? options.seed : Math.floor(Math.random() * 2 ** 31);
}

const empty = (data) => ({ data, check: () => false });

/**
 * A slide-to-fit challenge: a gap in the picture and the matching piece, which starts at the left edge.
 * Options: width 300, height 220, piece 60, tolerance 6 (px), seed.
 */
export function createSlideChallenge(options = {}) {
  const { width = 300, height = 220, piece = 60, tolerance = 6 } = options;
  const random = createRandom(seedOf(options));
  const answer = { x: randomInt(random, piece + 20, width - piece - 4), y: randomInt(random, 8, height - piece - 8) };
  const start = { x: 0, y: answer.y };
  return pieceChallenge(random, { width, height, piece, answer, start }, (point) =>
    checkSlide(point, answer, tolerance),
  );
}

/**
 * A drag-to-region challenge: a gap somewhere in the picture and the tile, which starts elsewhere.
 * Options: width 300, height 220, piece 56, tolerance 8 (px), seed.
 */
export function createRegionChallenge(options = {}) {
  const { width = 300, height = 220, piece = 56, tolerance = 8 } = options;
  const random = createRandom(seedOf(options));
  const [answer, start] = spreadPoints(random, 2, width - piece, height - piece, 4, piece * 1.5);
  return pieceChallenge(random, { width, height, piece, answer, start }, (point) =>
    checkRegion(point, answer, tolerance),
  );
}

/** A picture with a gap at `answer` and its piece drawn at `start`: the data of slide and region. */
function pieceChallenge(random, { width, height, piece, answer, start }, check) {
  const blank = { image: '', thumb: '', thumbX: start.x, thumbY: start.y, thumbWidth: piece, thumbHeight: piece };
  const scene = makeCanvas(width, height);
  const image = makeCanvas(width, height);
  const thumb = makeCanvas(piece, piece);
  if (!scene || !image || !thumb) return empty(blank);
  drawScene(scene.context, width, height, random);
  cutPiece(scene, image, thumb, answer, piece, piece);
  return { data: { ...blank, image: image.canvas.toDataURL(), thumb: thumb.canvas.toDataURL() }, check };
}

/**
 * A click-in-order challenge: `count` shapes to click in the order the thumb shows, among decoys.
 * Options: width 300, height 220, thumbWidth 150, thumbHeight 40, count 3, tolerance 20 (px), seed.
 */
export function createClickChallenge(options = {}) {
  const { width = 300, height = 220, thumbWidth = 150, thumbHeight = 40, count = 3, tolerance = 20 } = options;
  const random = createRandom(seedOf(options));
  const names = Object.keys(shapes);
  for (let i = names.length - 1; i > 0; i -= 1) {
    const j = randomInt(random, 0, i);
    [names[i], names[j]] = [names[j], names[i]];
  }
  const wanted = names.slice(0, count);
  const decoys = names.slice(count);
  const colours = ['#d9480f', '#2b8a3e', '#1864ab', '#862e9c', '#c2255c'];
  const points = spreadPoints(random, wanted.length + decoys.length, width, height, 24, 52);
  const targets = points.slice(0, wanted.length);
  const image = makeCanvas(width, height);
  const thumb = makeCanvas(thumbWidth, thumbHeight);
  if (!image || !thumb) return empty({ image: '', thumb: '' });
  drawScene(image.context, width, height, random);
  [...wanted, ...decoys].forEach((name, i) => {
    const p = points[i];
    drawShape(image.context, name, p.x, p.y, 16, colours[i % colours.length]);
  });
  thumb.context.fillStyle = '#ffffff';
  thumb.context.fillRect(0, 0, thumbWidth, thumbHeight);
  const step = thumbWidth / wanted.length;
  wanted.forEach((name, i) => {
    drawShape(thumb.context, name, step * (i + 0.5), thumbHeight / 2, thumbHeight * 0.34, colours[i % colours.length]);
  });
  return {
    data: { image: image.canvas.toDataURL(), thumb: thumb.canvas.toDataURL() },
    check: (dots) => checkClicks(dots, targets, tolerance),
  };
}

/**
 * A rotate challenge: a round picture whose centre (the thumb) is turned by a random angle; turning it
 * back upright solves it. Options: size 220, thumbSize 120, tolerance 8 (degrees), seed.
 */
export function createRotateChallenge(options = {}) {
  const { size = 220, thumbSize = 120, tolerance = 8 } = options;
  const random = createRandom(seedOf(options));
  const offset = randomInt(random, 40, 320);
  const blank = { image: '', thumb: '', angle: 0, thumbSize };
  const scene = makeCanvas(size, size);
  const thumb = makeCanvas(thumbSize, thumbSize);
  if (!scene || !thumb) return empty(blank);
  drawScene(scene.context, size, size, random);
  const t = thumb.context;
  t.save();
  t.beginPath();
  t.arc(thumbSize / 2, thumbSize / 2, thumbSize / 2, 0, Math.PI * 2);
  t.clip();
  t.translate(thumbSize / 2, thumbSize / 2);
  t.rotate((offset * Math.PI) / 180);
  t.drawImage(scene.canvas, -size / 2, -size / 2);
  t.restore();
  const s = scene.context;
  s.fillStyle = 'rgba(0, 0, 0, 0.35)';
  s.beginPath();
  s.arc(size / 2, size / 2, thumbSize / 2 + 2, 0, Math.PI * 2);
  s.fill();
  return {
    data: { ...blank, image: scene.canvas.toDataURL(), thumb: thumb.canvas.toDataURL() },
    check: (angle) => checkRotate(angle, offset, tolerance),
  };
}

/** Copies the scene into `image` with a dark gap at `at`, and the piece from under the gap into `thumb`. */
function cutPiece(scene, image, thumb, at, w, h) {
  const t = thumb.context;
  t.save();
  piecePath(t, 1, 1, w - 2, h - 2);
  t.clip();
  t.drawImage(scene.canvas, at.x, at.y, w, h, 0, 0, w, h);
  t.restore();
  piecePath(t, 1, 1, w - 2, h - 2);
  t.lineWidth = 2;
  t.strokeStyle = '#ffffff';
  t.stroke();

  const c = image.context;
  c.drawImage(scene.canvas, 0, 0);
  piecePath(c, at.x + 1, at.y + 1, w - 2, h - 2);
  c.fillStyle = 'rgba(0, 0, 0, 0.5)';
  c.fill();
  c.lineWidth = 2;
  c.strokeStyle = 'rgba(255, 255, 255, 0.9)';
  c.stroke();
}
