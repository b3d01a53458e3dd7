// Renders challenges as a person sees them: `node bench/captcha-samples.mjs [flags]` (after `npm run build`).
// slide and region: the picture (at --scale, 1 by default) with the piece beside it (slide: on its own row, to
// the right of the picture; region: to the right, at the top), and a ruler every 10 image px along the top and
// left edges, so a reader can say where the piece goes. rotate: its two pictures side by side, each the round
// picture with that thumb drawn in at its starting angle (the widget shows one, then the other). click: the
// picture with the thumb below it. Answers go to a separate JSON file, never into the images (slide, region: the
// gap's top-left; rotate: the turn of each picture in degrees; click: the points in order); the answers of the
// kinds not made this time are kept.
// Flags: --out DIR [bench/results/captcha-samples], --count N per kind [10], --answers FILE [DIR/answers.json],
// --kinds slide,region,rotate,click, --scale N [1].
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import sharp from 'sharp';

const root = new URL('../', import.meta.url);
const dist = new URL(`${process.env.CONFAB_DIST ?? 'dist'}/captcha/server/images/maker.js`, root).href;
const { createChallengeMaker } = await import(dist);

const { values: flags } = parseArgs({
  options: {
    out: { type: 'string', default: 'bench/results/captcha-samples' },
    count: { type: 'string', default: '10' },
    answers: { type: 'string' },
    kinds: { type: 'string', default: 'slide,region,rotate,click' },
    scale: { type: 'string', default: '1' },
  },
});
const out = new URL(`${flags.out.replace(/\/?$/, '/')}`, root);
const scale = Number(flags.scale);
const fromDataUrl = (url) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');

/** The rotate widget's two steps side by side: each thumb drawn into the middle of the round picture; PNG bytes. */
async function renderRotate(data) {
  const size = (await sharp(fromDataUrl(data.image)).metadata()).width;
  const at = Math.round((size - data.thumbSize) / 2);
  const thumbs = [data.thumb, data.secondThumb].filter(Boolean);
  const gap = 12;
  return sharp({
    create: { width: thumbs.length * (size + gap) - gap, height: size, channels: 3, background: '#ffffff' },
  })
    .composite(
      thumbs.flatMap((thumb, i) => [
        { input: fromDataUrl(data.image), left: i * (size + gap), top: 0 },
        { input: fromDataUrl(thumb), left: i * (size + gap) + at, top: at },
      ]),
    )
    .png()
    .toBuffer();
}

/** The click widget: the picture with the thumb (the glyphs to click, in order) below it; PNG bytes. */
async function renderClick(data) {
  const { width, height } = await sharp(fromDataUrl(data.image)).metadata();
  return sharp({ create: { width, height: height + 50, channels: 3, background: '#ffffff' } })
    .composite([
      { input: fromDataUrl(data.image), left: 0, top: 0 },
      { input: fromDataUrl(data.thumb), left: 0, top: height + 6 },
    ])
    .png()
    .toBuffer();
}

/** The slide or region widget as a person sees it once the piece is lifted off the picture, with a ruler; PNG bytes. */
async function renderPiece(kind, data) {
  const image = sharp(fromDataUrl(data.image));
  const { width, height } = await image.metadata();
  const margin = 24;
  const canvasWidth = (width + data.thumbWidth + 12) * scale + margin;
  const canvasHeight = height * scale + margin;
  const ticks = [];
  for (let v = 0; v <= Math.max(width, height); v += 10) {
    const long = v % 50 === 0;
    if (v <= width) {
      const x = margin + v * scale;
      ticks.push(`<line x1="${x}" y1="${long ? 0 : 12}" x2="${x}" y2="${margin}" stroke="#000"/>`);
      if (long) ticks.push(`<text x="${x + 2}" y="10" font-size="10" font-family="sans-serif">${v}</text>`);
    }
    if (v <= height) {
      const y = margin + v * scale;
      ticks.push(`<line x1="${long ? 0 : 12}" y1="${y}" x2="${margin}" y2="${y}" stroke="#000"/>`);
      if (long) ticks.push(`<text x="1" y="${y - 2}" font-size="9" font-family="sans-serif">${v}</text>`);
    }
  }
  const ruler = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${canvasWidth}" height="${canvasHeight}">${ticks.join('')}</svg>`,
  );
  const picture = await image
    .resize(width * scale, height * scale, { kernel: 'nearest' })
    .png()
    .toBuffer();
  // On a mid-grey tile, as the widget shows it over the picture: its light outline shows.
  const piece = await sharp(fromDataUrl(data.thumb))
    .resize(data.thumbWidth * scale, data.thumbHeight * scale, { kernel: 'nearest' })
    .flatten({ background: '#777777' })
    .png()
    .toBuffer();
  const pieceTop = kind === 'slide' ? data.thumbY : 0;
  return sharp({ create: { width: canvasWidth, height: canvasHeight, channels: 4, background: '#ffffff' } })
    .composite([
      { input: ruler, left: 0, top: 0 },
      { input: picture, left: margin, top: margin },
      { input: piece, left: margin + (width + 12) * scale, top: margin + pieceTop * scale },
    ])
    .png()
    .toBuffer();
}

const maker = createChallengeMaker({ format: 'webp' });
await mkdir(out, { recursive: true });
const answersFile = flags.answers ? new URL(flags.answers, root) : new URL('answers.json', out);
const kinds = flags.kinds.split(',');
const earlier = JSON.parse(await readFile(answersFile, 'utf8').catch(() => '{}'));
const answers = Object.fromEntries(Object.entries(earlier).filter(([name]) => !kinds.includes(name.split('-')[0])));
for (const kind of kinds) {
  for (let i = 1; i <= Number(flags.count); i += 1) {
    const { data, answer } = await maker.make(kind);
    const name = `${kind}-${String(i).padStart(2, '0')}.png`;
    const png =
      kind === 'rotate'
        ? await renderRotate(data)
        : kind === 'click'
          ? await renderClick(data)
          : await renderPiece(kind, data);
    await writeFile(new URL(name, out), png);
    answers[name] =
      kind === 'rotate'
        ? { turns: answer.angles }
        : kind === 'click'
          ? { points: answer.points }
          : { x: answer.x, y: answer.y };
  }
}
await writeFile(answersFile, JSON.stringify(answers, null, 1));
console.log(`wrote ${kinds.length * Number(flags.count)} challenges to ${out.pathname}`);
