// Click as a person reads it, for a reader to judge by eye: `node bench/captcha-click-people.mjs <step>` (after
// `npm run build`). Each challenge is drawn as one PNG: the picture at three times its size with a ruler in
// picture px along the top and the left, and the thumb (the glyphs to click, in order) at the same scale under
// it. The reader finds each thumb glyph in the picture and writes its centre in picture px, read off the ruler.
//
//   make  --dir D [--count 20]   new challenges through the real maker, half on the built-in scenes, half on the
//                                host photos (bench/captcha-solvers/photos, one picked at random each time), in a
//                                shuffled order: D/click-NN.png to read, D/answers.json (do not open it before
//                                the picks are committed)
//   score --dir D [--picks FILE] FILE (default D/picks.json) is { "click-NN.png": [[x, y], ...] } in the thumb's
//                                order, or { "click-NN.png": { "names": [...], "points": [[x, y], ...] } } with
//                                the glyph names the reader saw in the thumb: how many challenges pass at the
//                                first try (every glyph within the maker's tolerance, in order, as the server
//                                checks), how many glyphs, and each miss with the glyph's name when given
//
// The reader commits the picks to git before opening answers.json, then scores. Runs so far are in
// bench/results/captcha-click-people/run-N/ (runs 1 to 8 were made by scratch scripts in the same form).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { peopleChallenges } from './lib/peopleChallenges.mjs';

const root = new URL('../', import.meta.url);
const dist = new URL(`${process.env.CONFAB_DIST ?? 'dist'}/captcha/server/images/`, root);

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dir: { type: 'string' },
    count: { type: 'string', default: '20' },
    picks: { type: 'string' },
  },
});
if (!flags.dir) throw new Error('--dir is required');
const dir = new URL(`${flags.dir.replace(/\/?$/, '/')}`, `file://${process.cwd()}/`);
const fromDataUrl = (url) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
const name = (i) => `click-${String(i + 1).padStart(2, '0')}.png`;

/** How much larger than the widget the sheet draws the picture and the thumb. */
const SCALE = 3;
/** Room for the ruler's numbers, px of the sheet. */
const MARGIN = 40;

/** The ruler along the top and the left of a width x height picture: a tick every 10 px, a number every 50. */
function rulerSvg(width, height, sheetWidth, sheetHeight) {
  const marks = [];
  for (let x = 0; x <= width; x += 10) {
    const at = MARGIN + x * SCALE;
    marks.push(`<line x1="${at}" y1="${MARGIN - (x % 50 ? 6 : 12)}" x2="${at}" y2="${MARGIN}" stroke="#000"/>`);
    if (x % 50 === 0) marks.push(`<text x="${at}" y="14" font-size="13" font-family="serif">${x}</text>`);
  }
  for (let y = 0; y <= height; y += 10) {
    const at = MARGIN + y * SCALE;
    marks.push(`<line x1="${MARGIN - (y % 50 ? 6 : 12)}" y1="${at}" x2="${MARGIN}" y2="${at}" stroke="#000"/>`);
    if (y % 50 === 0) marks.push(`<text x="0" y="${at + 14}" font-size="13" font-family="serif">${y}</text>`);
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${sheetWidth}" height="${sheetHeight}">${marks.join('')}</svg>`,
  );
}

/** One challenge as the reader sees it: PNG bytes. */
async function sheetOf(data) {
  const image = fromDataUrl(data.image);
  const thumb = fromDataUrl(data.thumb);
  const { width, height } = await sharp(image).metadata();
  const thumbMeta = await sharp(thumb).metadata();
  const big = await sharp(image)
    .resize(width * SCALE, height * SCALE, { kernel: 'cubic' })
    .png()
    .toBuffer();
  const bigThumb = await sharp(thumb)
    .resize(thumbMeta.width * SCALE, thumbMeta.height * SCALE, { kernel: 'cubic' })
    .png()
    .toBuffer();
  const sheetWidth = MARGIN + width * SCALE;
  const sheetHeight = MARGIN + height * SCALE + thumbMeta.height * SCALE + 10;
  return sharp({ create: { width: sheetWidth, height: sheetHeight, channels: 3, background: '#ffffff' } })
    .composite([
      { input: big, left: MARGIN, top: MARGIN },
      { input: bigThumb, left: MARGIN, top: MARGIN + height * SCALE + 5 },
      { input: rulerSvg(width, height, sheetWidth, sheetHeight), left: 0, top: 0 },
    ])
    .png()
    .toBuffer();
}

async function make() {
  const { createChallengeMaker } = await import(new URL('maker.js', dist).href);
  const count = Number(flags.count);
  await mkdir(dir, { recursive: true });
  const answers = {};
  let i = 0;
  for await (const { set, photo, data, answer } of peopleChallenges(createChallengeMaker, 'click', count)) {
    await writeFile(new URL(name(i), dir), await sheetOf(data));
    answers[name(i)] = { set, ...(photo && { photo }), points: answer.points };
    i += 1;
  }
  await writeFile(new URL('answers.json', dir), JSON.stringify(answers, null, 1));
  console.log(`wrote ${count} challenges to ${dir.pathname}`);
}

async function score() {
  const { DEFAULT_TOLERANCE } = await import(new URL('answer.js', dist).href);
  const tolerance = DEFAULT_TOLERANCE.click;
  const answers = JSON.parse(await readFile(new URL('answers.json', dir), 'utf8'));
  const picksFile = flags.picks ? new URL(flags.picks, `file://${process.cwd()}/`) : new URL('picks.json', dir);
  const picks = JSON.parse(await readFile(picksFile, 'utf8'));
  const passed = {};
  let glyphs = 0;
  let right = 0;
  const rows = [];
  const misses = [];
  for (const [file, { set, photo, points }] of Object.entries(answers)) {
    const entry = picks[file] ?? [];
    const [names, picked] = Array.isArray(entry) ? [[], entry] : [entry.names ?? [], entry.points ?? []];
    const offs = points.map((p, i) => (picked[i] ? Math.hypot(picked[i][0] - p.x, picked[i][1] - p.y) : Infinity));
    const hits = offs.filter((off) => off <= tolerance).length;
    const ok = hits === points.length && picked.length === points.length;
    glyphs += points.length;
    right += hits;
    const group = photo ?? set;
    passed[group] ??= [0, 0];
    passed[group][0] += ok ? 1 : 0;
    passed[group][1] += 1;
    offs.forEach((off, i) => {
      if (off > tolerance)
        misses.push(`${file} glyph ${i + 1}${names[i] ? ` (${names[i]})` : ''}: ${Math.round(off)} px off`);
    });
    rows.push(
      `${file} ${group.padEnd(26)} off ${offs.map((o) => (o === Infinity ? '-' : Math.round(o))).join(' ')}${ok ? '' : '  FAIL'}`,
    );
  }
  const total = Object.keys(answers).length;
  const passes = Object.values(passed).reduce((a, [k]) => a + k, 0);
  console.log(rows.join('\n'));
  console.log(
    `first try (every glyph within ${tolerance} px, in order): ${passes}/${total}; ` +
      Object.entries(passed)
        .map(([group, [k, of]]) => `${group} ${k}/${of}`)
        .join(', '),
  );
  console.log(`glyphs within ${tolerance} px: ${right}/${glyphs}`);
  if (misses.length > 0) console.log(`missed:\n  ${misses.join('\n  ')}`);
}

const steps = { make, score };
if (!steps[positionals[0]]) throw new Error('step: make or score');
await steps[positionals[0]]();
