// Streaming bench: `npm run bench` (builds the library first), or `node bench/chat-streaming.mjs` after
// `npm run build`. The 10,000-message thread of bench/chat, its last message an assistant's reply streaming at
// 30 tokens a second for 10 s, in Confab's chat and in a bare @tanstack/react-virtual list whose last row grows
// the same way (bench/chat-streaming/: one page each, built with Vite, production React; Confab from dist/).
// Reader at the bottom: dropped frames, and the distance from the bottom at every frame. Reader scrolled up
// 1,500 px: how far a message in view moves. Every update: React's time to render and commit it.
// BENCH_RUNS=n (default 3) runs; the pages take turns in each run. Results: bench/results/chat-streaming.{json,md}
// (BENCH_RESULT=name for another name; CONFAB_DIST=folder measures another build, as bench/chat.mjs does).
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { launchChromium } from '../a11y/chromium/launch.mjs';
import { shellPages } from './chat/shell.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const chatEntry = process.env.CONFAB_DIST
  ? join(here, '..', process.env.CONFAB_DIST, 'chat/index.js')
  : fileURLToPath(import.meta.resolve('confab-ui/chat'));
const runs = Number(process.env.BENCH_RUNS ?? 3);
// Another name for the results (a run against another build, say): BENCH_RESULT=chat-streaming-main.
const resultName = process.env.BENCH_RESULT ?? 'chat-streaming';
const tokens = 300;
const rate = 30;
const scrolledUp = 1500;
/** A frame longer than this counts as dropped (1.5 frames at 60 Hz), as in bench/chat. */
const droppedFrameMs = 1.5 * (1000 / 60);

if (!existsSync(chatEntry)) {
  console.error(`No ${chatEntry}: run \`npm run build\` first (or \`npm run bench\`).`);
  process.exit(1);
}

const out = mkdtempSync(join(tmpdir(), 'confab-streaming-bench-'));
const shell = shellPages(join(here, 'chat-streaming'), {
  confab: 'chat streaming bench: confab',
  'confab-list': 'chat streaming bench: confab MessageList',
  bare: 'chat streaming bench: bare',
});
await build({
  logLevel: 'error',
  configFile: false,
  root: join(here, 'chat-streaming'),
  base: '/',
  plugins: [shell.plugin],
  resolve: { alias: { 'confab-ui/chat': chatEntry }, dedupe: ['react', 'react-dom'] },
  build: {
    outDir: out,
    emptyOutDir: true,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 100_000,
    rollupOptions: { input: shell.input },
  },
});

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  const file = join(out, path);
  if (!file.startsWith(out) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  response.end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await launchChromium();

const allPages = [
  { id: 'confab', path: '/confab.html', label: 'Confab `<Chat mode="inline">`, `streaming: true`' },
  {
    id: 'confab-markdown',
    path: '/confab.html?styling=markdown',
    label: 'Confab `<Chat messageStyling="markdown">`, a 3,900-character Markdown reply',
    reply: 'markdown',
  },
  { id: 'confab-list', path: '/confab-list.html', label: 'Confab `<MessageList>` alone, `streaming: true`' },
  { id: 'bare', path: '/bare.html', label: '@tanstack/react-virtual, bare list, last row growing' },
];
// BENCH_ONLY=confab,bare measures those pages alone.
const only = process.env.BENCH_ONLY?.split(',');
const pages = allPages.filter(({ id }) => !only || only.includes(id));

async function measure(path, scenario) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.route(
    (url) => !url.href.startsWith(origin),
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(origin + path);
    await page.waitForFunction(() => window.bench);
    if (!(await page.evaluate(() => window.bench.mount()))) throw new Error('the reply never showed');
    const result = await page.evaluate((options) => window.bench.run(options), scenario);
    return { ...result, errors };
  } catch (error) {
    return { failed: String(error.message ?? error).split('\n')[0], errors };
  } finally {
    await context.close();
  }
}

const quantile = (values, q) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const median = (values) => quantile(values, 0.5);

const loadBefore = loadavg()[0];
const raw = { bottom: {}, up: {} };
// What is kept of each run (the frames and updates themselves are thousands of numbers).
const runsOf = { bottom: {}, up: {} };
function perRun(result) {
  if (result.failed) return { failed: result.failed, errors: result.errors };
  const updates = result.updates;
  return {
    framesDrawn: result.frames.length,
    droppedFrames: result.frames.filter((ms) => ms > droppedFrameMs).length,
    longestFrameMs: Math.max(...result.frames),
    framesOffBottom: result.gaps.filter((gap) => gap > 1).length,
    largestGapPx: result.gaps.length ? Math.max(...result.gaps) : null,
    largestDriftPx: result.drifts.length ? Math.max(...result.drifts.map(Math.abs)) : null,
    updates: updates.length,
    updateMs: { median: median(updates), p95: quantile(updates, 0.95), max: Math.max(...updates) },
    withLayoutMs: { median: median(result.withLayout), p95: quantile(result.withLayout, 0.95) },
    errors: result.errors,
  };
}
for (let run = 0; run < runs; run++) {
  for (const { id, path, reply = 'plain' } of pages) {
    for (const [scenario, options] of [
      ['bottom', { tokens, rate, scrolledUp: 0, reply }],
      ['up', { tokens, rate, scrolledUp, reply }],
    ]) {
      const result = await measure(path, options);
      (raw[scenario][id] ??= []).push(result);
      (runsOf[scenario][id] ??= []).push(perRun(result));
      const note = result.failed
        ? `failed: ${result.failed}`
        : `${result.frames.length} frames, updates median ${median(result.updates).toFixed(2)} ms`;
      console.log(`run ${run + 1}/${runs} ${id} ${scenario}: ${note}`);
    }
  }
}
await browser.close();
server.close();

/** One row of the table per page: each figure over all its runs (medians of per-run figures, worst of worst). */
function summarise(id) {
  const bottom = raw.bottom[id].filter((r) => !r.failed);
  const up = raw.up[id].filter((r) => !r.failed);
  const perRun = (list, f) => list.map(f);
  const dropped = perRun(bottom, (r) => r.frames.filter((ms) => ms > droppedFrameMs).length);
  const drawn = perRun(bottom, (r) => r.frames.length);
  const gaps = perRun(bottom, (r) => Math.max(...r.gaps));
  const shortFrames = perRun(bottom, (r) => r.gaps.filter((gap) => gap > 1).length);
  const drift = perRun(up, (r) => Math.max(...r.drifts.map(Math.abs)));
  const updates = [...bottom, ...up].flatMap((r) => r.updates);
  const withLayout = [...bottom, ...up].flatMap((r) => r.withLayout);
  return {
    runs: bottom.length,
    failed: [...raw.bottom[id], ...raw.up[id]].filter((r) => r.failed).map((r) => r.failed),
    droppedFrames: median(dropped),
    framesDrawn: median(drawn),
    maxGapPx: Math.max(...gaps),
    framesOffBottom: Math.max(...shortFrames),
    maxDriftPx: Math.max(...drift),
    updateMs: { median: median(updates), p95: quantile(updates, 0.95), max: Math.max(...updates) },
    withLayoutMs: { median: median(withLayout), p95: quantile(withLayout, 0.95) },
    updates: updates.length,
  };
}

const summary = Object.fromEntries(pages.map(({ id }) => [id, summarise(id)]));
const report = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, loadAverage: { before: loadBefore, after: loadavg()[0] } },
  settings: { messages: 10_001, tokens, rate, scrolledUp, runs, droppedFrameMs },
  summary,
  runs: runsOf,
};
const f = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '—');
const over = (a, b, field = 'updateMs') =>
  summary[a] && summary[b] ? summary[a][field].median / summary[b][field].median : NaN;
const ratio = over('confab', 'bare');
const layoutRatio = over('confab', 'bare', 'withLayoutMs');
const lines = [
  `# Streaming reply in a 10,000-message thread`,
  '',
  `${report.date}, Chromium headless, ${cpus().length} CPUs, load average ${f(loadBefore)} before, ` +
    `${f(report.machine.loadAverage.after)} after; ${runs} runs; ${tokens} tokens at ${rate} a second (10 s).`,
  `Generated by \`node bench/chat-streaming.mjs\`; what each column means: bench/README.md.`,
  '',
  '| list | dropped frames / drawn (at the bottom) | frames more than 1 px off the bottom (worst run) | largest gap px | drift px (scrolled up) | React ms per update: median / p95 / max | React + layout ms: median / p95 |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...pages.map(({ id, label }) => {
    const s = summary[id];
    return (
      `| ${label} | ${f(s.droppedFrames, 0)} / ${f(s.framesDrawn, 0)} | ${s.framesOffBottom} | ${f(s.maxGapPx)} | ` +
      `${f(s.maxDriftPx)} | ${f(s.updateMs.median, 2)} / ${f(s.updateMs.p95, 2)} / ${f(s.updateMs.max, 2)} | ` +
      `${f(s.withLayoutMs.median, 2)} / ${f(s.withLayoutMs.p95, 2)} |`
    );
  }),
  '',
  `React time per update, Confab over the bare list (medians): ${f(ratio, 2)}x (goal: at most 2x); with the ` +
    `layout each update causes: ${f(layoutRatio, 2)}x. The list alone over the bare list: ` +
    `${f(over('confab-list', 'bare'), 2)}x. The Markdown reply over the plain one (both the whole chat): ` +
    `${f(over('confab-markdown', 'confab'), 2)}x (goal: at most 2x).`,
  ...pages.flatMap(({ id }) => (summary[id].failed.length ? [`${id} failed: ${summary[id].failed.join('; ')}`] : [])),
  '',
];
const markdown = lines.join('\n');
writeFileSync(join(here, `results/${resultName}.json`), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(here, `results/${resultName}.md`), markdown);
console.log(`\n${markdown}`);
