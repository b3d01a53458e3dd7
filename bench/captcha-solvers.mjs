// Captcha solver bench: `npm run bench` (after `npm run build`), or `node bench/captcha-solvers.mjs [flags]`.
//
// Attacks our own puzzles as a script would: for each kind and each background set it fetches challenges from a
// real `createCaptchaService` through `createCaptchaHandler` (rate limit off), runs every solver on each, posts
// the solver's answer to the handler's verify route, and prints the first-try pass rate of each solver. Then
// blind guessing: the odds computed by `blindGuessOdds` and measured by posting guesses that never look at the
// pictures, over all the attempts a challenge allows. Writes the tables to bench/results/captcha-solvers.md.
//
// Solvers are plug-ins: every bench/captcha-solvers/*.mjs is imported, and its default export is an array of
//   { kind: 'slide' | 'region' | 'rotate' | 'click', name: string, solve(data, tools): Promise<result> }
// - `data` is the challenge's widget data, exactly as the browser gets it (see src/captcha/challengeData.ts);
// - `tools.decode(dataUrl)` resolves to { data: Uint8Array (RGBA), width, height, channels: 4 } (sharp);
// - `tools.sharp` is sharp itself, for anything else;
// - the result is what the kind's widget confirms: { x, y } (slide, region), the integer degrees
//   of each thumb in order (rotate),
//   [{ x, y, index }] (click). A solver that throws counts as a failure and its error is printed once.
// Helpers that are not solvers live in bench/captcha-solvers/lib/.
//
// Background sets: the built-in (generated) pictures, and the host photos in bench/captcha-solvers/photos/
// (*.jpg, *.png) when that folder has any.
//
// Flags: --count N (challenges per solver per kind per set; 0 runs no solver and keeps their rows and header from
// the run before) [100], --guesses N (blind-guess challenges per kind) [500], --kinds slide,region (only these)
// [all with solvers], --solvers TEXT (only solvers whose name holds it), --no-photos. CONFAB_DIST points at another
// build folder than ../dist.
//
// The bench is one client asking thousands of challenges back to back, so it sets the server's limits for itself,
// openly: the handler's rate limit off everywhere, and for blind guessing the picture budget off too (see there).
// Should the handler refuse anything all the same (429, 503, any error), the bench stops and says so.
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { cpus, loadavg } from 'node:os';
import sharp from 'sharp';

const root = new URL('../', import.meta.url);
const dist = new URL(`${process.env.CONFAB_DIST ?? 'dist'}/captcha/server/index.js`, root).href;
const server = await import(dist);
const { createCaptchaService, createCaptchaHandler, DEFAULT_TOLERANCE, solveWork } = server;
// The work each attempt needs is solved as a Node client does (solveWork); one squaring modulo a 512-bit number
// so that this bench measures the pictures, not the work. What the work costs a bot: bench/captcha-economics.mjs.
const WORK = { squarings: 1, modulusBits: 512 };

const { values: flags } = parseArgs({
  options: {
    count: { type: 'string', default: '100' },
    guesses: { type: 'string', default: '500' },
    kinds: { type: 'string' },
    solvers: { type: 'string' },
    'no-photos': { type: 'boolean', default: false },
  },
});
const count = Number(flags.count);
const guesses = Number(flags.guesses);
const secret = 'a solver bench secret, at least thirty-two bytes long';
const allKinds = ['slide', 'region', 'rotate', 'click'];

const tools = {
  sharp,
  async decode(dataUrl) {
    const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
    const { data, info } = await sharp(Buffer.from(base64, 'base64'))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      data: new Uint8Array(data.buffer, data.byteOffset, data.length),
      width: info.width,
      height: info.height,
      channels: 4,
    };
  },
};

async function loadSolvers() {
  const folder = new URL('captcha-solvers/', import.meta.url);
  const files = (await readdir(folder)).filter((f) => f.endsWith('.mjs')).sort();
  const solvers = [];
  for (const file of files) {
    const module = await import(new URL(file, folder).href);
    for (const solver of module.default ?? []) solvers.push(solver);
  }
  return solvers;
}

async function loadPhotos() {
  const folder = new URL('captcha-solvers/photos/', import.meta.url);
  const files = (await readdir(folder).catch(() => [])).filter((f) => /\.(jpe?g|png)$/i.test(f)).sort();
  return Promise.all(files.map((f) => readFile(new URL(f, folder))));
}

/** The handler said no: the bench stops with its words, not a stack. */
class Refused extends Error {}

/** The handler's JSON; throws, saying why, when the handler refuses the request (`{ ok: false, error }`). */
async function call(handler, path, body) {
  const request = new Request(`http://localhost/captcha${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const response = await handler(request, { clientAddress: '127.0.0.1' });
  const result = await response.json();
  if (result.error !== undefined) {
    const retry = response.headers.get('retry-after');
    throw new Refused(
      `the handler refused POST /captcha${path}: ${response.status} ${result.error}${retry ? ` (Retry-After: ${retry} s)` : ''}`,
    );
  }
  return result;
}

/** A new challenge of `kind` through the handler: { id, data, work }. */
function fetchChallenge(handler, kind) {
  return call(handler, `/${kind}`, {});
}

/**
 * Every answer this bench sends goes through here: the handler's verify route with the challenge's proof of work
 * solved, as the browser's client posts it. Resolves to the handler's JSON ({ ok: true, token } or { ok: false,
 * reason }); a wrong answer brings the next attempt's work puzzle, kept on `challenge`.
 */
async function postAnswer(handler, challenge, answer) {
  const result = await call(handler, `/${challenge.id}/verify`, { answer, work: solveWork(challenge.work) });
  if (result.work) challenge.work = result.work;
  return result;
}

// --- Blind guessing: answers chosen without looking at the pictures ---------------------------------------

/** `k` distinct whole numbers from 0 to n - 1. */
function distinct(k, n) {
  const chosen = new Set();
  while (chosen.size < Math.min(k, n)) chosen.add(randomInt(n));
  return [...chosen];
}

/**
 * The guesses of a blind guesser that knows the widget's travel and the tolerances: it splits the answer range
 * into windows as wide as the tolerance passes and tries a different random window each attempt, so its
 * attempts never overlap. `attempt` is 0, 1, ...; `plan` is made once per challenge.
 */
function guessPlan(kind, data, size, tolerance) {
  const { width, height } = size;
  if (kind === 'slide' || kind === 'region') {
    const w = Math.floor(2 * tolerance[kind]) + 1;
    const nx = width - data.thumbWidth - data.thumbX + 1;
    const bx = Math.floor(nx / w);
    if (kind === 'slide') {
      const blocks = distinct(16, bx);
      return (a) => ({ x: data.thumbX + blocks[a % blocks.length] * w + (w >> 1), y: data.thumbY });
    }
    const ny = height - data.thumbHeight + 1;
    const by = Math.floor(ny / w);
    const blocks = distinct(16, bx * by);
    return (a) => {
      const b = blocks[a % blocks.length];
      return { x: (b % bx) * w + (w >> 1), y: Math.floor(b / bx) * w + (w >> 1) };
    };
  }
  if (kind === 'rotate') {
    // A window of each picture's turn (two pictures, turned independently).
    const w = Math.floor(2 * tolerance.rotate) + 1;
    const across = Math.floor(360 / w);
    const blocks = distinct(16, across * across);
    return (a) => {
      const b = blocks[a % blocks.length];
      return [(b % across) * w + (w >> 1), Math.floor(b / across) * w + (w >> 1)];
    };
  }
  return () => [1, 2, 3].map((index) => ({ x: randomInt(width), y: randomInt(height), index }));
}

async function measureGuessing(handler, kind, runs) {
  let passed = 0;
  let posts = 0;
  for (let i = 0; i < runs; i += 1) {
    const challenge = await fetchChallenge(handler, kind);
    const meta = await sharp(Buffer.from(challenge.data.image.split(',')[1], 'base64')).metadata();
    const plan = guessPlan(kind, challenge.data, meta, DEFAULT_TOLERANCE);
    for (let attempt = 0; attempt < 16; attempt += 1) {
      const result = await postAnswer(handler, challenge, plan(attempt));
      posts += 1;
      if (result.ok) passed += 1;
      if (result.ok || result.reason !== 'wrong') break;
    }
  }
  return { passed, runs, attemptsPerChallenge: posts / runs - 1 };
}

// --- The run ----------------------------------------------------------------------------------------------

const pct = (n, d) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);

async function main() {
  const solvers = await loadSolvers();
  const kinds = flags.kinds ? flags.kinds.split(',') : allKinds.filter((k) => solvers.some((s) => s.kind === k));
  const photos = flags['no-photos'] ? [] : await loadPhotos();
  const sets = [{ name: 'built-in', images: undefined }];
  if (photos.length > 0) sets.push({ name: `host photos (${photos.length})`, images: { backgrounds: photos } });

  const rows = [];
  for (const set of count > 0 ? sets : []) {
    const service = createCaptchaService({ secret, images: set.images, work: WORK });
    const handler = createCaptchaHandler(service, { rateLimit: false });
    for (const kind of kinds) {
      for (const solver of solvers.filter((s) => s.kind === kind && s.name.includes(flags.solvers ?? ''))) {
        let passed = 0;
        let failed = 0;
        let firstError;
        const start = performance.now();
        for (let i = 0; i < count; i += 1) {
          const challenge = await fetchChallenge(handler, kind);
          let answer;
          try {
            answer = await solver.solve(challenge.data, tools);
          } catch (error) {
            failed += 1;
            firstError ??= error;
            continue;
          }
          const result = await postAnswer(handler, challenge, answer);
          if (result.ok) passed += 1;
        }
        const ms = (performance.now() - start) / count;
        if (firstError) console.error(`${kind} / ${solver.name} threw ${failed} times; first:`, firstError);
        const row = { set: set.name, kind, solver: solver.name, passed, count, ms };
        rows.push(row);
        console.log(
          `  ${set.name.padEnd(16)} ${kind.padEnd(7)} ${solver.name.padEnd(44)} ${pct(passed, count).padStart(6)} (${passed}/${count}), ${Math.round(ms)} ms each`,
        );
      }
    }
  }

  console.log('\nBlind guessing (built-in backgrounds), passed over all allowed attempts:');
  const loadBefore = loadavg()[0];
  const date = new Date().toISOString().slice(0, 10);
  // Picture budget off: it shares half a core among a server's clients, and this one client's creates, back to
  // back, need no sharing. With it on the run is as fast (1,000 a kind: 52 s CPU, 13 ms a challenge, at load 9.5)
  // but a picture that costs much more than usual on a loaded machine would have the create refused (503).
  const service = createCaptchaService({ secret, work: WORK, pictures: false });
  const handler = createCaptchaHandler(service, { rateLimit: false });
  const odds = [];
  for (const kind of allKinds) {
    const measured = await measureGuessing(handler, kind, guesses);
    const computed = server.blindGuessOdds ? server.blindGuessOdds(kind) : undefined;
    odds.push({ kind, measured, computed });
    console.log(
      `  ${kind.padEnd(7)} computed ${computed === undefined ? '(no blindGuessOdds in this build)' : `${(computed.odds * 100).toFixed(2)}%`}, measured ${pct(measured.passed, measured.runs)} (${measured.passed}/${measured.runs}, ${measured.attemptsPerChallenge.toFixed(1)} attempts each)`,
    );
  }
  const load = `load ${loadBefore.toFixed(1)} to ${loadavg()[0].toFixed(1)}`;

  const file = new URL('bench/results/captcha-solvers.md', root);
  const { kept, header, notes } = await earlierResults(file, rows);
  const table = [...kept, ...rows.map(rowLine)].sort((a, b) => rowOrder(a, sets) - rowOrder(b, sets));
  const lines = [
    '# Captcha solvers against our own puzzles',
    '',
    count > 0 || header === undefined
      ? `\`node bench/captcha-solvers.mjs --count ${count} --guesses ${guesses}\`${flags.kinds ? ` (rows of ${flags.kinds}; the others kept from the run before)` : ''}, ${date}. First-try pass rate of each solver, through the real handler (goal: at most 5%).`
      : header,
    '',
    '| background set | kind | solver | first-try pass | ms per challenge |',
    '|---|---|---|---:|---:|',
    ...table,
    '',
    '## Blind guessing, over all allowed attempts (goal: at most 2%)',
    '',
    `\`--guesses ${guesses}\` challenges a kind on the built-in backgrounds, ${date}, ${load} (of ${cpus().length} cores). Computed: \`blindGuessOdds\`; measured: guesses that never look at the pictures, posted through the real handler over every attempt a challenge allows.`,
    '',
    '| kind | tolerance | attempts | computed | measured |',
    '|---|---:|---:|---:|---:|',
    ...odds.map(
      ({ kind, measured, computed }) =>
        `| ${kind} | ${computed?.tolerance ?? DEFAULT_TOLERANCE[kind]} | ${computed?.attempts ?? '-'} | ${computed ? `${(computed.odds * 100).toFixed(2)}%` : '-'} | ${pct(measured.passed, measured.runs)} (${measured.passed}/${measured.runs}) |`,
    ),
    '',
    NOTES_MARK,
    notes,
  ];
  await mkdir(new URL('bench/results/', root), { recursive: true });
  await writeFile(file, lines.join('\n'));
}

/** Where the tables this bench writes end and the notes written by hand begin, in the results file. */
const NOTES_MARK = '<!-- Written by hand from here on: the bench keeps what follows. -->';

function rowLine(r) {
  return `| ${r.set} | ${r.kind} | ${r.solver} | ${pct(r.passed, r.count)} (${r.passed}/${r.count}) | ${Math.round(r.ms)} |`;
}

/** A table row's place: by background set, then kind, in the order they run. */
function rowOrder(line, sets) {
  const [set, kind] = line
    .split('|')
    .map((cell) => cell.trim())
    .slice(1, 3);
  const setAt = sets.findIndex((s) => s.name === set);
  return (setAt < 0 ? sets.length : setAt) * allKinds.length + allKinds.indexOf(kind);
}

/**
 * From the results file of an earlier run: the table rows of the (set, kind) pairs this run did not measure,
 * and the notes written by hand below the mark.
 */
async function earlierResults(file, rows) {
  const text = await readFile(file, 'utf8').catch(() => '');
  const at = text.indexOf(NOTES_MARK);
  const notes = at < 0 ? '' : text.slice(at + NOTES_MARK.length).replace(/^\n/, '');
  // The paragraph under the title: what the solver rows are and where they come from.
  const header = text.split('\n')[2] || undefined;
  const measured = new Set(rows.map((r) => `${r.set}|${r.kind}`));
  const head = at < 0 ? text : text.slice(0, at);
  const kept = head
    .split('\n')
    .filter((line) => /^\| (built-in|host photos)/.test(line))
    .filter((line) => {
      const [set, kind] = line
        .split('|')
        .map((cell) => cell.trim())
        .slice(1, 3);
      return !measured.has(`${set}|${kind}`);
    });
  return { kept, header, notes };
}

await main().catch((error) => {
  console.error('captcha-solvers: stopped:', error instanceof Refused ? error.message : error);
  process.exitCode = 1;
});
