// What a pass costs, a bot against a person: `npm run bench` (after `npm run build`), or
// `node bench/captcha-economics.mjs`. For each path the handler can serve (a picture's work, the same for the four
// kinds, and `proof`, ten times it), at the defaults:
// 1. the bot: the best solver we could write, native C on GMP (bench/captcha-economics/solver.c: mpz_powm with
//    exponent 2^squarings, all squarings in GMP's assembly), compiled here with gcc into a temporary folder (skipped,
//    saying so, without gcc or libgmp-dev), CPU time per token;
// 2. the person: Chromium's worker (solveWorkInBrowser from the built package, bundled as a host app would),
//    CPU time of the renderer (CDP's ProcessTime, the worker included), without and with 4x CPU throttle (CDP
//    Emulation.setCPUThrottlingRate); throttling does not reach workers, so the worker's CPU time times 4 stands for
//    a device four times slower, and the main-thread fallback, which it does reach, is timed throttled too;
// 3. the climb: the 1st, 10th and 50th token from one IPv6 /48 through the handler, each from a new /64, and what
//    each costs the bot;
// 4. the server: CPU per create (proof, and a picture without its image: images are the pool's cost,
//    bench/captcha-server.mjs) and per verify;
// 5. sequential work: one chain in one thread against the same chain split over 8 threads (each share needs the
//    last one's result: the threads take turns, and it is no faster);
// 6. the modulus's size: the bot and the worker on the same chains modulo random odd numbers of 1536 to 3072 bits
//    (the browser never needs the factors), which shows why the default stays at 2048.
// Argon2id, the memory-hard alternative, is measured the same way by bench/captcha-argon2.mjs.
// Environment: CONFAB_DIST (another build folder than ../dist), BENCH_SOLVES (browser solves per setting, 12).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../a11y/chromium/launch.mjs';
import { bundle, gzipBytes, load, median, rendererCpu, report, round, servePage } from './lib/workBench.mjs';

const distDir = new URL(`${process.env.CONFAB_DIST ?? '../dist'}/`, import.meta.url);
const dist = (path) => new URL(path, distDir).pathname;
const solves = Number(process.env.BENCH_SOLVES ?? 12);
const { createCaptchaService, createCaptchaHandler, memoryStore, solveWork, DEFAULT_WORK, DEFAULT_PROOF } =
  await import(dist('captcha/server/index.js'));

const { lines, say } = report();
const cpuMs = (since) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};

// The native solver.
const temp = mkdtempSync(join(tmpdir(), 'confab-economics-'));
const solverPath = join(temp, 'solver');
const compiled = spawnSync(
  'gcc',
  ['-O2', '-o', solverPath, new URL('captcha-economics/solver.c', import.meta.url).pathname, '-lgmp', '-lpthread'],
  { encoding: 'utf8' },
);
const native = !compiled.error && compiled.status === 0;
if (!native) {
  say(`Native solver skipped: gcc or libgmp-dev is missing (${compiled.error?.message ?? compiled.stderr.trim()}).`);
  say('Install them (Debian: apt-get install gcc libgmp-dev) for the bot figures.');
}
/** Native answers and thread CPU ms for each puzzle, in one process. */
function solveNatively(puzzles) {
  const input = `${puzzles.map((p) => `${p.modulus} ${p.base} ${p.squarings}`).join('\n')}\n`;
  const run = spawnSync(solverPath, [], { input, encoding: 'utf8', maxBuffer: 1 << 26 });
  return run.stdout
    .trim()
    .split('\n')
    .map((line) => {
      const [answer, ns] = line.split(' ');
      return { answer, cpuMs: Number(ns) / 1e6 };
    });
}
/** A bot's answer: native when it can, else BigInt in this process (slower: the figures say which). */
const botSolve = (puzzles) =>
  native
    ? solveNatively(puzzles)
    : puzzles.map((p) => {
        const start = process.cpuUsage();
        const answer = solveWork(p);
        return { answer, cpuMs: cpuMs(start) };
      });

const secret = 'a benchmark secret, at least thirty-two bytes long';
const image = 'data:image/webp;base64,AAAA';
const cheapMaker = {
  async make() {
    return {
      data: { image, thumb: image, thumbX: 0, thumbY: 40, thumbWidth: 60, thumbHeight: 60 },
      answer: { kind: 'slide', x: 120, y: 40 },
    };
  },
};
const service = createCaptchaService({
  secret,
  images: cheapMaker,
  store: memoryStore(),
  kinds: ['click', 'slide', 'region', 'rotate', 'proof'],
  proof: { total: 100_000, perClient: 100_000 },
});
// The first create makes the hour's modulus (two 1024-bit primes): not a create's cost.
let start = process.cpuUsage();
await service.create('slide');
const modulusMs = cpuMs(start);

say(`# Captcha economics (${new Date().toISOString().slice(0, 10)}, Node ${process.version})`);
say();
say(
  `Defaults: ${DEFAULT_WORK.squarings} squarings modulo a ${DEFAULT_WORK.modulusBits}-bit N for a picture, ` +
    `${DEFAULT_PROOF.multiplier} times that for proof; modulus made in ${round(modulusMs, 0)} ms of CPU. Load: ${load()}`,
);

// 1 and 2: the bot and the person, per path.
const paths = [
  { name: 'picture (click, slide, region, rotate)', kind: 'slide', botCount: 20 },
  { name: 'proof', kind: 'proof', botCount: 5 },
];
const puzzlesOf = async (kind, count) => {
  const made = [];
  for (let i = 0; i < count; i += 1) made.push((await service.create(kind)).work);
  return made;
};
const botMs = {};
for (const path of paths) {
  const puzzles = await puzzlesOf(path.kind, native ? path.botCount : 2);
  botMs[path.kind] = median(botSolve(puzzles).map((solved) => solved.cpuMs));
}

const pageScript = await bundle(`import { solveWorkInBrowser } from ${JSON.stringify(dist('captcha/client/index.js'))};
window.solve = async (puzzle, mainThread) => {
  const t = performance.now();
  const answer = await solveWorkInBrowser(puzzle, { mainThread });
  return { answer, wall: performance.now() - t };
};`);
const server = await servePage('<!doctype html><title>work</title><script type="module" src="/page.js"></script>', {
  '/page.js': pageScript,
});
const browser = await launchChromium();
const browserRows = [];
const sizeRows = [];
let wrongAnswers = 0;
try {
  const page = await browser.newPage();
  await page.goto(server.url);
  await page.waitForFunction(() => typeof window.solve === 'function');
  const { cdp, clock: processTime } = await rendererCpu(page);
  // Warms the worker up (it is kept for the page, as a host's page keeps it).
  await page.evaluate((p) => window.solve(p, false), (await puzzlesOf('slide', 1))[0]);
  const settings = [
    { kind: 'slide', mainThread: false, rate: 1, count: solves },
    { kind: 'slide', mainThread: false, rate: 4, count: solves },
    { kind: 'slide', mainThread: true, rate: 1, count: solves },
    { kind: 'slide', mainThread: true, rate: 4, count: Math.max(2, solves / 2) },
    { kind: 'proof', mainThread: false, rate: 1, count: Math.max(2, solves / 4) },
  ];
  for (const setting of settings) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: setting.rate });
    const wall = [];
    const puzzles = await puzzlesOf(setting.kind, setting.count);
    const expected = botSolve(puzzles).map((solved) => solved.answer);
    // The renderer's CPU time over the whole series, divided: CDP's ProcessTime moves in steps of 10 ms.
    const before = await processTime();
    for (const [i, puzzle] of puzzles.entries()) {
      const { answer, wall: ms } = await page.evaluate(([p, m]) => window.solve(p, m), [puzzle, setting.mainThread]);
      wall.push(ms);
      if (answer !== expected[i]) wrongAnswers += 1;
    }
    const cpu = ((await processTime()) - before) / puzzles.length;
    browserRows.push({ ...setting, cpu, wall: median(wall) });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  for (const bits of [1536, 2048, 2304, 2560, 3072]) {
    const random = () => BigInt(`0x${randomBytes(bits / 8).toString('hex')}`);
    const modulus = random() | (1n << BigInt(bits - 1)) | 1n;
    const puzzles = Array.from({ length: 4 }, () => ({
      modulus: modulus.toString(16),
      base: (random() % modulus).toString(16),
      squarings: 20_000,
    }));
    const bot = botSolve(puzzles);
    const before = await processTime();
    for (const [i, puzzle] of puzzles.entries()) {
      const { answer } = await page.evaluate(([p, m]) => window.solve(p, m), [puzzle, false]);
      if (answer !== bot[i].answer) wrongAnswers += 1;
    }
    const browserMs = ((await processTime()) - before) / puzzles.length;
    sizeRows.push({ bits, bot: median(bot.map((solved) => solved.cpuMs)), browser: browserMs });
  }
  say(`Chromium ${browser.version()}, ${solves} solves per setting (CPU: the mean; wall: the median)`);
} finally {
  await browser.close();
  server.close();
}

const row = (kind, mainThread, rate) =>
  browserRows.find((r) => r.kind === kind && r.mainThread === mainThread && r.rate === rate);
say();
say('## A token: the bot against the person, CPU per token');
say();
say('| path | squarings | bot (GMP, native) | browser worker | bot / browser | worker x4 (a phone) |');
say('| --- | --- | --- | --- | --- | --- |');
for (const path of paths) {
  const worker = row(path.kind, false, 1);
  const squarings = path.kind === 'proof' ? DEFAULT_WORK.squarings * DEFAULT_PROOF.multiplier : DEFAULT_WORK.squarings;
  const bot = botMs[path.kind];
  say(
    `| ${path.name} | ${squarings} | ${round(bot)} ms${native ? '' : ' (BigInt: no gcc/gmp)'} | ${round(worker.cpu)} ms | ` +
      `1/${round(worker.cpu / bot)} | ${round(4 * worker.cpu)} ms |`,
  );
}
say();
say("The person's picture work in Chromium, by where it runs and the CPU throttle (ms):");
say();
say('| where | throttle | CPU | wall |');
say('| --- | --- | --- | --- |');
for (const r of browserRows.filter((r) => r.kind === 'slide')) {
  say(`| ${r.mainThread ? 'main thread (no Worker)' : 'worker'} | ${r.rate}x | ${round(r.cpu)} | ${round(r.wall)} |`);
}
if (wrongAnswers > 0) say(`(${wrongAnswers} browser answers differed from the native solver's)`);
say();
say("By the modulus's size, 20,000 squarings (4 chains each, modulo random odd numbers; CPU per chain):");
say();
say('| modulus bits | bot (GMP) | browser worker | bot / browser |');
say('| --- | --- | --- | --- |');
for (const r of sizeRows)
  say(`| ${r.bits} | ${round(r.bot)} ms | ${round(r.browser)} ms | 1/${round(r.browser / r.bot)} |`);

// 3: the climb through the handler, one /48, a new /64 each time.
say();
say('## The climb: tokens from one IPv6 /48 within ten minutes, a new /64 each (handler defaults)');
say();
const climbService = createCaptchaService({ secret, images: cheapMaker, store: memoryStore() });
const handler = createCaptchaHandler(climbService, { rateLimit: false });
const post = async (path, body, clientAddress) => {
  const request = new Request(`http://bench.test/captcha/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await handler(request, { clientAddress })).json();
};
const climb = [];
for (let i = 1; i <= 50; i += 1) {
  const address = `2001:db8:77:${i.toString(16)}::1`;
  const { id, work } = await post('slide', {}, address);
  const [solved] = botSolve([work]);
  const verified = await post(`${id}/verify`, { answer: { x: 120, y: 40 }, work: solved.answer }, address);
  if (!verified.ok) throw new Error(`token ${i} refused: ${verified.reason}`);
  climb.push({ squarings: work.squarings, cpuMs: solved.cpuMs });
}
const elsewhere = (await post('slide', {}, '2001:db8:99::1')).work.squarings;
say('| token | squarings | times the first | bot CPU |');
say('| --- | --- | --- | --- |');
for (const n of [1, 10, 50]) {
  const { squarings, cpuMs: ms } = climb[n - 1];
  say(`| ${n} | ${squarings} | ${round(squarings / climb[0].squarings)} | ${round(ms)} ms |`);
}
say(`A new client in another /48 meanwhile: ${elsewhere} squarings (the base).`);

// 4: the server's CPU.
const timed = async (count, act) => {
  const since = process.cpuUsage();
  for (let i = 0; i < count; i += 1) await act(i);
  return cpuMs(since) / count;
};
const proofCreate = await timed(200, () => service.create('proof'));
const pictureCreate = await timed(200, () => service.create('slide'));
const ready = [];
for (const challenge of await Promise.all(Array.from({ length: 40 }, () => service.create('slide')))) {
  ready.push({ id: challenge.id, work: botSolve([challenge.work])[0].answer });
}
let passed = 0;
const verifyMs = await timed(ready.length, async (i) => {
  if ((await service.verify(ready[i].id, { x: 120, y: 40 }, { work: ready[i].work })).ok) passed += 1;
});
say();
say('## The server, CPU per call (one core)');
say();
say(`- create, proof: ${round(proofCreate, 3)} ms`);
say(`- create, picture without its image: ${round(pictureCreate, 3)} ms`);
say(
  `- verify with the work checked (two 1024-bit exponentiations, by CRT): ${round(verifyMs, 3)} ms (${passed} of ${ready.length} passed)`,
);

// 5: sequential work.
say();
say('## Splitting one token over 8 threads');
say();
if (native) {
  const [puzzle] = await puzzlesOf('proof', 1);
  const run = spawnSync(solverPath, ['pipeline', '8'], {
    input: `${puzzle.modulus} ${puzzle.base} ${puzzle.squarings}\n`,
    encoding: 'utf8',
  });
  const [one, split, overlap, same] = run.stdout.trim().split(' ').map(Number);
  say(
    `One proof chain (${puzzle.squarings} squarings): ${round(one / 1e6)} ms of CPU in one thread; split over 8 ` +
      `threads, ${round(split / 1e6)} ms of CPU in all, and the threads' shares overlapped ${round(overlap / 1e6, 3)} ms ` +
      `(${same ? 'same answer' : 'ANSWERS DIFFER'}). Each squaring needs the one before, so each share starts when ` +
      'the last one ends: the threads take turns, and the chain takes as long as in one thread. Only the factors of ' +
      'N shorten it, and only the server has them. (Wall times on this shared machine say nothing; CPU and overlap do.)',
  );
} else {
  say('(needs the native solver)');
}

// Bytes.
const solverBytes = gzipBytes(
  await bundle(`export { solveWorkInBrowser } from ${JSON.stringify(dist('captcha/client/solveWorkInBrowser.js'))};`),
);
say();
say(`min+gzip of the client's solver (solveWorkInBrowser with squareChain, BigInt): ${solverBytes} B`);
say(`Load after the run: ${load()}`);
rmSync(temp, { recursive: true, force: true });
writeFileSync(new URL('results/captcha-economics.md', import.meta.url), `${lines.join('\n')}\n`);
