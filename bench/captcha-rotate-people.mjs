// Rotate as a person solves it, for a reader to judge by eye: `node bench/captcha-rotate-people.mjs <step>`
// (after `npm run build`). A person does not read an angle off one still picture: they turn the disc, watch it
// until it looks upright, then nudge it. This script shows that in sheets, each tile the disc as RotateCaptcha
// draws it (the round picture, the thumb turned by data.angle plus the slider's angle, and the widget's level
// guide over it) with the slider's angle under it. A challenge has two pictures (data.thumb, then
// data.secondThumb), turned upright one after the other; each has its own sheets:
//
//   make  --dir D [--count 20] [--no-guide]  new challenges, half on the built-in scenes, half on the host photos
//                                              (bench/captcha-solvers/photos, one picked at random each time), in a
//                                              shuffled order; D/challenges.json holds what the widget gets,
//                                              D/answers.json the answers and photos (do not open it before scoring)
//   sheet --dir D --n I [--picture P]          the coarse sheet of picture P (1 or 2, default 1) of challenge I
//                                              (1-based): every 10 degrees, as the disc goes by while a person
//                                              drags the slider
//   sheet --dir D --n I [--picture P] --around A  the fine sheet: A - 7 to A + 7 at 1 degree (the arrow keys), larger
//   score --dir D --picks FILE                 FILE is { "I": [angle 1, angle 2] }: how many challenges pass (both
//                                              pictures within the tolerance), and how many pictures are within 3,
//                                              5, 10, 15 degrees
//
// The reader writes each pick into FILE before looking at any answer. The guide is drawn as the widget draws it
// (src/captcha/LevelGuide.tsx: its path, a light line on a dark casing, as in the light theme); --no-guide
// leaves it out, for a comparison.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { peopleChallenges } from './lib/peopleChallenges.mjs';

const root = new URL('../', import.meta.url);
const dist = new URL(`${process.env.CONFAB_DIST ?? 'dist'}/captcha/server/images/maker.js`, root).href;
const { levelGuidePath } = await import(
  new URL(`${process.env.CONFAB_DIST ?? 'dist'}/captcha/LevelGuide.js`, root).href
);

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dir: { type: 'string' },
    count: { type: 'string', default: '20' },
    n: { type: 'string' },
    around: { type: 'string' },
    picture: { type: 'string', default: '1' },
    picks: { type: 'string' },
    'no-guide': { type: 'boolean', default: false },
  },
});
if (!flags.dir) throw new Error('--dir is required');
const dir = new URL(`${flags.dir.replace(/\/?$/, '/')}`, `file://${process.cwd()}/`);
const fromDataUrl = (url) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
const mod360 = (a) => ((a % 360) + 360) % 360;
const gap = (a, b) => Math.min(mod360(a - b), 360 - mod360(a - b));

async function make() {
  const { createChallengeMaker } = await import(dist);
  const count = Number(flags.count);
  const challenges = [];
  const answers = {};
  for await (const { set, photo, data, answer } of peopleChallenges(createChallengeMaker, 'rotate', count)) {
    challenges.push({ data, guide: !flags['no-guide'] });
    answers[challenges.length] = { angles: answer.angles, set, ...(photo && { photo }) };
  }
  await mkdir(dir, { recursive: true });
  await writeFile(new URL('challenges.json', dir), JSON.stringify(challenges));
  await writeFile(new URL('answers.json', dir), JSON.stringify(answers, null, 1));
  console.log(`wrote ${count} challenges to ${dir.pathname}`);
}

/** The widget's level guide over a thumb `size` across, as SVG: LevelGuide's own path, with its strokes. */
function guideSvg(size) {
  const d = levelGuidePath(size);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
    `<defs><clipPath id="c"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}"/></clipPath></defs>` +
    `<g clip-path="url(#c)" fill="none"><path d="${d}" stroke="rgba(31,41,51,0.5)" stroke-width="3"/>` +
    `<path d="${d}" stroke="rgba(255,255,255,0.85)" stroke-width="1"/></g></svg>`
  );
}

/**
 * The disc as the widget shows it with picture `picture` (0 or 1) and the slider at `turn`, cropped to the
 * thumb and a margin; PNG bytes.
 */
async function tile({ data, guide }, picture, turn, scale) {
  const image = fromDataUrl(data.image);
  const size = (await sharp(image).metadata()).width;
  const thumb = fromDataUrl(picture === 0 ? data.thumb : data.secondThumb);
  const t = data.thumbSize;
  // The browser turns the thumb's box clockwise about its centre; sharp turns it and grows the canvas.
  const turned = await sharp(thumb)
    .rotate(mod360(data.angle + turn), { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const grown = (await sharp(turned).metadata()).width;
  const inset = Math.floor((grown - t) / 2);
  const disc = await sharp(turned).extract({ left: inset, top: inset, width: t, height: t }).png().toBuffer();
  const at = Math.round((size - t) / 2);
  const layers = [{ input: disc, left: at, top: at }];
  if (guide) layers.push({ input: Buffer.from(guideSvg(t)), left: at, top: at });
  const margin = 10;
  const drawn = await sharp(image).composite(layers).png().toBuffer();
  return sharp(drawn)
    .extract({ left: at - margin, top: at - margin, width: t + 2 * margin, height: t + 2 * margin })
    .resize(Math.round((t + 2 * margin) * scale), null, { kernel: 'cubic' })
    .png()
    .toBuffer();
}

async function sheet() {
  const challenges = JSON.parse(await readFile(new URL('challenges.json', dir), 'utf8'));
  const n = Number(flags.n);
  const challenge = challenges[n - 1];
  const fine = flags.around !== undefined;
  const around = Number(flags.around);
  const turns = fine
    ? Array.from({ length: 15 }, (_, i) => mod360(around - 7 + i))
    : Array.from({ length: 36 }, (_, i) => i * 10);
  const scale = fine ? 1.6 : 1;
  const columns = fine ? 5 : 6;
  const picture = Number(flags.picture) - 1;
  const tiles = await Promise.all(turns.map((turn) => tile(challenge, picture, turn, scale)));
  const side = (await sharp(tiles[0]).metadata()).width;
  const label = 16;
  const rows = Math.ceil(tiles.length / columns);
  const width = columns * (side + 6);
  const height = rows * (side + label + 6);
  const labels = turns
    .map((turn, i) => {
      const x = (i % columns) * (side + 6) + side / 2;
      const y = Math.floor(i / columns) * (side + label + 6) + side + 13;
      return `<text x="${x}" y="${y}" font-size="13" font-family="sans-serif" text-anchor="middle">${turn}</text>`;
    })
    .join('');
  const png = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([
      ...tiles.map((input, i) => ({
        input,
        left: (i % columns) * (side + 6),
        top: Math.floor(i / columns) * (side + label + 6),
      })),
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${labels}</svg>`,
        ),
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer();
  const name = `${String(n).padStart(2, '0')}-${picture + 1}-${fine ? `fine-${around}` : 'coarse'}.png`;
  await writeFile(new URL(name, dir), png);
  console.log(new URL(name, dir).pathname);
}

async function score() {
  const { DEFAULT_TOLERANCE } = await import(new URL('answer.js', dist).href);
  const tolerance = DEFAULT_TOLERANCE.rotate;
  const answers = JSON.parse(await readFile(new URL('answers.json', dir), 'utf8'));
  const picks = JSON.parse(await readFile(flags.picks, 'utf8'));
  const within = { 3: 0, 5: 0, 10: 0, 15: 0 };
  const passed = {};
  const rows = [];
  for (const [n, pair] of Object.entries(picks)) {
    const { angles, set, photo } = answers[n];
    const errors = pair.map((pick, i) => gap(pick, angles[i]));
    for (const error of errors) for (const t of Object.keys(within)) if (error <= Number(t)) within[t] += 1;
    const ok = errors.every((error) => error <= tolerance);
    const group = photo ?? set;
    passed[group] ??= [0, 0];
    passed[group][0] += ok ? 1 : 0;
    passed[group][1] += 1;
    rows.push(
      `${n.padStart(2)} ${group.padEnd(13)} picks ${pair.map((p) => String(p).padStart(3)).join(' ')} answers ${angles.map((a) => String(a).padStart(3)).join(' ')} off ${errors.join(' ')}${ok ? '' : '  FAIL'}`,
    );
  }
  const total = Object.keys(picks).length;
  const passes = Object.values(passed).reduce((a, [k]) => a + k, 0);
  console.log(rows.join('\n'));
  console.log(
    `first try (both within ${tolerance} degrees): ${passes}/${total}; ` +
      Object.entries(passed)
        .map(([group, [k, of]]) => `${group} ${k}/${of}`)
        .join(', '),
  );
  console.log(
    'pictures ' +
      Object.entries(within)
        .map(([t, k]) => `within ${t}°: ${k}/${2 * total}`)
        .join(', '),
  );
}

const steps = { make, sheet, score };
if (!steps[positionals[0]]) throw new Error('step: make, sheet or score');
await steps[positionals[0]]();
