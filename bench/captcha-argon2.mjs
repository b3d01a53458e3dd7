// Argon2id against the time-lock puzzle: `node bench/captcha-argon2.mjs` (needs no build). Issue 41 asked for work
// that hardware cannot shortcut, the time-lock puzzle as the model and a memory-hard function (Argon2id) as the
// alternative "if it measures better"; this measures Argon2id the way bench/captcha-economics.mjs measures the
// time-lock, so the two tables can be set side by side (docs/captcha/server.mdx, "Proof of work"):
// 1. the bot: native Argon2id, CPU time per hash (bench/captcha-argon2/solver.c, compiled with gcc against Debian's
//    libsodium, which picks its AVX-512F/AVX2/SSSE3 code at run time, with its memory mapped afresh for each hash
//    and kept from one hash to the next, and libargon2, Debian's portable build, memory kept); the fastest is the
//    bot's figure; skipped, saying so, without gcc, libsodium-dev or libargon2-dev;
// 2. the person: hash-wasm's Argon2id (WebAssembly) in a Chromium Web Worker, CPU time of the renderer by CDP's
//    ProcessTime, as the economics bench times the time-lock worker;
// 3. the server: what one verify costs, a full recomputation with Node's own Argon2id (node:crypto argon2Sync,
//    OpenSSL), since Argon2id has no trapdoor (the time-lock's server checks through N's factors);
// 4. the bytes a page would load for it: hash-wasm's argon2id bundled, min+gzip.
// One lane (parallelism 1), version 1.3, a 16-byte random salt (the challenge) and a 16-byte password, 32-byte hash.
// Every answer of the bot and of the browser is checked against the server's. Environment: BENCH_SOLVES (browser
// solves at 16 MiB, 8).
import { spawnSync } from 'node:child_process';
import { argon2Sync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../a11y/chromium/launch.mjs';
import { bundle, gzipBytes, load, median, rendererCpu, report, round, servePage } from './lib/workBench.mjs';

const solves = Number(process.env.BENCH_SOLVES ?? 8);
const { lines, say } = report();

/**
 * The settings: 16 MiB and one pass costs Chromium's worker about what a picture's time-lock work does (80 to 90
 * ms on this machine); 64 MiB, the top of the usual range; 1 MiB, about the most a server can recompute within
 * the 2 ms a verify may cost (a puzzle would then need many hashes, searched: see the docs).
 */
const settings = [
  { memoryKiB: 1024, passes: 1, browserCount: solves * 2, botCount: 40 },
  { memoryKiB: 16 * 1024, passes: 1, browserCount: solves, botCount: 12 },
  { memoryKiB: 64 * 1024, passes: 1, browserCount: Math.max(2, solves / 2), botCount: 6 },
];
const puzzles = (setting, count) =>
  Array.from({ length: count }, () => ({
    memoryKiB: setting.memoryKiB,
    passes: setting.passes,
    salt: randomBytes(16).toString('hex'),
    password: randomBytes(16).toString('hex'),
  }));
/** The server's answer: Node's Argon2id (OpenSSL). */
const serverHash = (p) =>
  argon2Sync('argon2id', {
    message: Buffer.from(p.password, 'hex'),
    nonce: Buffer.from(p.salt, 'hex'),
    parallelism: 1,
    tagLength: 32,
    memory: p.memoryKiB,
    passes: p.passes,
  }).toString('hex');

// 1. The bot.
const temp = mkdtempSync(join(tmpdir(), 'confab-argon2-'));
const solverPath = join(temp, 'solver');
const compiled = spawnSync(
  'gcc',
  ['-O2', '-o', solverPath, new URL('captcha-argon2/solver.c', import.meta.url).pathname, '-lsodium', '-largon2'],
  { encoding: 'utf8' },
);
const native = !compiled.error && compiled.status === 0;
let wrong = 0;
/** Median thread CPU ms per hash of `library` over `list` (the first hash, which faults the memory in, dropped). */
function botMs(library, list) {
  const input = `${list.map((p) => `${p.memoryKiB} ${p.passes} ${p.salt} ${p.password}`).join('\n')}\n`;
  const run = spawnSync(solverPath, [library], { input, encoding: 'utf8', maxBuffer: 1 << 24 });
  const rows = run.stdout
    .trim()
    .split('\n')
    .map((line) => line.split(' '));
  rows.forEach(([hash], i) => {
    if (hash !== serverHash(list[i])) wrong += 1;
  });
  return median(rows.slice(1).map(([, ns]) => Number(ns) / 1e6));
}

say(`# Argon2id, a bot against a person (${new Date().toISOString().slice(0, 10)}, Node ${process.version})`);
say();
say(`Load: ${load()}`);
if (!native) {
  say(
    `Native solver skipped: gcc, libsodium-dev or libargon2-dev is missing (${compiled.error?.message ?? compiled.stderr.trim()}).`,
  );
  say('Install them (Debian: apt-get install gcc libsodium-dev libargon2-dev) for the bot figures.');
}

const rows = [];
for (const setting of settings) {
  const row = { ...setting };
  if (native) {
    const list = puzzles(setting, setting.botCount);
    row.sodium = botMs('sodium', list);
    row.sodiumKept = botMs('sodium-kept', list);
    row.argon2 = botMs('argon2', list);
  }
  // 3. The server: one recomputation per verify, CPU per call.
  const list = puzzles(setting, Math.min(setting.botCount, 10));
  serverHash(list[0]);
  const since = process.cpuUsage();
  for (const p of list) serverHash(p);
  const { user, system } = process.cpuUsage(since);
  row.verify = (user + system) / 1000 / list.length;
  rows.push(row);
}

// 2. The person: hash-wasm in a worker, made from a Blob URL as the client's time-lock worker is.
const workerScript = await bundle(
  `import { argon2id } from 'hash-wasm';
const bytes = (hex) => new Uint8Array(hex.match(/../g).map((pair) => parseInt(pair, 16)));
onmessage = async ({ data: p }) => {
  const hash = await argon2id({ password: bytes(p.password), salt: bytes(p.salt), parallelism: 1,
    iterations: p.passes, memorySize: p.memoryKiB, hashLength: 32, outputType: 'hex' });
  postMessage(hash);
};`,
  'iife',
);
const page = `<!doctype html><title>argon2</title><script>
const worker = new Worker(URL.createObjectURL(new Blob([${JSON.stringify(workerScript)}], { type: 'text/javascript' })));
window.solve = (p) => new Promise((resolve) => { worker.onmessage = (event) => resolve(event.data); worker.postMessage(p); });
</script>`;
const server = await servePage(page);
const browser = await launchChromium();
try {
  const tab = await browser.newPage();
  await tab.goto(server.url);
  await tab.waitForFunction(() => typeof window.solve === 'function');
  const { clock: processTime } = await rendererCpu(tab);
  for (const row of rows) {
    const list = puzzles(row, row.browserCount);
    // Warms the worker up at this memory (compiles the module, grows its memory), as a kept worker would be.
    await tab.evaluate((p) => window.solve(p), puzzles(row, 1)[0]);
    const before = await processTime();
    const answers = [];
    for (const p of list) answers.push(await tab.evaluate((q) => window.solve(q), p));
    row.browser = ((await processTime()) - before) / list.length;
    answers.forEach((hash, i) => {
      if (hash !== serverHash(list[i])) wrong += 1;
    });
  }
  say(`Chromium ${browser.version()}, hash-wasm's argon2id in a Web Worker (CPU: the mean over the series)`);
} finally {
  await browser.close();
  server.close();
}

say();
say('## A hash: the bot against the person, and what the server pays to check it (CPU ms per hash)');
say();
say(
  '| memory, passes | bot: libsodium | bot: libsodium, memory kept | bot: libargon2 (portable), memory kept | ' +
    'browser worker (hash-wasm) | bot / browser | server verify (node:crypto) |',
);
say('| --- | --- | --- | --- | --- | --- | --- |');
const cell = (value) => (native ? round(value) : '-');
for (const row of rows) {
  const bot = native ? Math.min(row.sodium, row.sodiumKept, row.argon2) : null;
  say(
    `| ${row.memoryKiB / 1024} MiB, ${row.passes} | ${cell(row.sodium)} | ${cell(row.sodiumKept)} | ${cell(row.argon2)} | ` +
      `${round(row.browser)} | ${bot ? `1/${round(row.browser / bot)}` : '-'} | ${round(row.verify)} |`,
  );
}
if (wrong > 0) say(`(${wrong} answers differed from the server's)`);
else say("Every answer, native and browser, equalled the server's.");

const hashWasmBytes = gzipBytes(await bundle("export { argon2id } from 'hash-wasm';"));
say();
say(`min+gzip of hash-wasm's argon2id, bundled (what a page would load for it): ${hashWasmBytes} B`);
say(`Load after the run: ${load()}`);
rmSync(temp, { recursive: true, force: true });
writeFileSync(new URL('results/captcha-argon2.md', import.meta.url), `${lines.join('\n')}\n`);
