// Renders sample challenges as PNG images, as a person sees them, for judging by eye:
// `node bench/captcha-samples.mjs [count] [out folder]` (after `npm run build`; CONFAB_DIST points at another build).
// rotate: the round picture with the thumb drawn in at its starting angle; click: the picture with the thumb below.
// The answers go to answers.json in the same folder (rotate: the turn in degrees; click: the points in order).
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const dist = new URL(`${process.env.CONFAB_DIST ?? '../dist'}/captcha/server/images/index.js`, import.meta.url).href;
const { createChallengeMaker, loadSharp } = await import(dist);
const count = Number(process.argv[2] ?? 10);
const out = resolve(process.argv[3] ?? new URL('results/captcha-samples/', import.meta.url).pathname);
mkdirSync(out, { recursive: true });
const sharp = await loadSharp();
const maker = createChallengeMaker({ format: 'png' });
const pixels = (url) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
const answers = { rotate: [], click: [] };
for (let i = 0; i < count; i += 1) {
  const name = String(i + 1).padStart(2, '0');
  const rotate = await maker.make('rotate');
  const { image, thumb, thumbSize } = rotate.data;
  const size = (await sharp(pixels(image)).metadata()).width;
  const at = Math.round((size - thumbSize) / 2);
  await sharp(pixels(image))
    .composite([{ input: pixels(thumb), left: at, top: at }])
    .png()
    .toFile(`${out}/rotate-${name}.png`);
  answers.rotate.push({ file: `rotate-${name}.png`, turn: rotate.answer.angle });

  const click = await maker.make('click');
  await sharp({ create: { width: 300, height: 270, channels: 3, background: '#ffffff' } })
    .composite([
      { input: pixels(click.data.image), left: 0, top: 0 },
      { input: pixels(click.data.thumb), left: 0, top: 226 },
    ])
    .png()
    .toFile(`${out}/click-${name}.png`);
  answers.click.push({ file: `click-${name}.png`, points: click.answer.points });
}
writeFileSync(`${out}/answers.json`, `${JSON.stringify(answers, null, 2)}\n`);
console.log(`${count} rotate and ${count} click samples in ${out}`);
