// Chat list benchmark: `npm run bench` (builds the library first), or `node bench/chat.mjs` after `npm run build`.
// Builds one page per library (Vite, production React) from bench/chat/, serves them on a free loopback port and
// drives /usr/bin/chromium with playwright-core: the same 10,000-message thread in each, 5 runs (libraries in
// turns, so a busy machine slows them alike), medians to bench/results/chat.json and bench/results/chat.md.
// What each figure means: bench/README.md. Confab is taken from dist/ (CONFAB_DIST points at another build).
// BENCH_RUNS=n changes the number of runs; BENCH_ONLY=confab,tanstack measures some pages only.
// Keyboard travel (Confab's pages and the bare TanStack list): from the newest message, Up x 100 and Page Up x 100,
// each press timed to the frame where focus (or the bare list's view) moved, and each focused row read back
// from Chromium's accessibility tree (CDP Accessibility.getPartialAXTree): role, name and aria-posinset.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, extname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../a11y/chromium/launch.mjs';
import { build as esbuild } from 'esbuild';
import { build } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '..');
// confab-ui/chat as the package's own exports map resolves it (dist/), or CONFAB_DIST's build.
const chatEntry = process.env.CONFAB_DIST
  ? join(root, process.env.CONFAB_DIST, 'chat/index.js')
  : fileURLToPath(import.meta.resolve('confab-ui/chat'));
const runs = Number(process.env.BENCH_RUNS ?? 5);
const only = process.env.BENCH_ONLY?.split(',');
// BENCH_RESULT=name writes bench/results/name.json and name.md instead of chat.*: a partial run keeps the full table.
const resultName = process.env.BENCH_RESULT ?? 'chat';
const started = performance.now();

if (!existsSync(chatEntry)) {
  console.error(`No ${chatEntry}: run \`npm run build\` first (or \`npm run bench\`).`);
  process.exit(1);
}

// The peers live in two sub-packages (bench/chat: React from the root; bench/chat/react-chat-window: React 15),
// installed on first use from their lock files, when a page measured needs them.
const peerFolders = [
  ...(!only || only.some((id) => ['tanstack', 'tanstack-times', 'virtuoso', 'chatscope'].includes(id)) ? ['chat'] : []),
  ...(!only || only.includes('rcw') ? ['chat/react-chat-window'] : []),
];
for (const folder of peerFolders) {
  const cwd = join(here, folder);
  if (!existsSync(join(cwd, 'node_modules'))) {
    console.log(`Installing bench/${folder} (first run only)...`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd, stdio: 'inherit' });
  }
}

// Confab with virtualization off, if the built types declare a boolean prop for it (virtualize, virtualized...).
const chatDir = dirname(chatEntry);
const declarations = readdirSync(chatDir).filter((name) => name.endsWith('.d.ts'));
const offProp = declarations
  .map((name) => /^\s*(\w*virtual\w*)\?:\s*boolean\b/im.exec(readFileSync(join(chatDir, name), 'utf8'))?.[1])
  .find(Boolean);

const pages = [
  { id: 'confab', page: 'pages/confab.html', label: 'Confab `<Chat mode="inline">`' },
  { id: 'confab-list', page: 'pages/confab.html?list', label: 'Confab `<MessageList>` alone' },
  { id: 'confab-notimes', page: 'pages/confab.html?notimes', label: 'Confab, messages without `sentAt`' },
  {
    id: 'confab-single',
    page: 'single/confab.html',
    label: 'Confab, one file (esbuild, no code splitting)',
  },
  {
    id: 'confab-preloaded',
    page: 'pages/confab.html?preload',
    label: 'Confab, `preloadChat()` as the page starts',
  },
  offProp
    ? { id: 'confab-off', page: `pages/confab.html?off=${offProp}`, label: `Confab, \`${offProp}={false}\`` }
    : {
        id: 'confab-off',
        skip: `no boolean prop named *virtual* in ${relative(root, chatDir)}/*.d.ts: no off switch to measure`,
        label: 'Confab, virtualization off',
      },
  { id: 'tanstack', page: 'pages/tanstack.html', label: '@tanstack/react-virtual, bare list' },
  {
    id: 'tanstack-times',
    page: 'pages/tanstack.html?times',
    label: '@tanstack/react-virtual, bare list showing times',
  },
  { id: 'virtuoso', page: 'pages/virtuoso.html', label: 'react-virtuoso' },
  { id: 'chatscope', page: 'pages/chatscope.html', label: '@chatscope/chat-ui-kit-react' },
  { id: 'rcw', page: 'rcw/index.html', label: 'react-chat-window (React 15)' },
].filter((p) => !only || only.includes(p.id));

// --- Build the pages: one Vite build for the React 19 pages, one for react-chat-window's React 15 page.
const out = mkdtempSync(join(tmpdir(), 'confab-chat-bench-'));
const quiet = {
  logLevel: 'error',
  configFile: false,
  build: { emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 100_000 },
};
const pageNames = ['confab', 'tanstack', 'virtuoso', 'chatscope'].filter(
  (name) => !only || only.some((id) => id.split('-')[0] === name),
);
await build({
  ...quiet,
  root: join(here, 'chat/pages'),
  base: '/pages/',
  resolve: {
    alias: { 'confab-ui/chat': chatEntry },
    dedupe: ['react', 'react-dom'],
  },
  build: {
    ...quiet.build,
    outDir: join(out, 'pages'),
    rollupOptions: { input: Object.fromEntries(pageNames.map((n) => [n, join(here, `chat/pages/${n}.html`)])) },
  },
});
if (!only || only.includes('rcw')) {
  await build({
    ...quiet,
    root: join(here, 'chat/react-chat-window'),
    base: '/rcw/',
    build: { ...quiet.build, outDir: join(out, 'rcw') },
  });
}
// The same Confab page as one file, as an embed script is built: esbuild without code splitting, so the
// window's dynamic import is code already in the bundle.
if (!only || only.includes('confab-single')) {
  await esbuild({
    entryPoints: [join(here, 'chat/pages/confab.js')],
    outfile: join(out, 'single/confab.js'),
    bundle: true,
    splitting: false,
    format: 'esm',
    minify: true,
    alias: { 'confab-ui/chat': chatEntry },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  writeFileSync(join(out, 'single/confab.html'), readFileSync(join(here, 'chat/pages/confab.html')));
  writeFileSync(join(out, 'single/shell.css'), readFileSync(join(here, 'chat/pages/shell.css')));
}

// --- Serve them.
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
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

// --- Measure.
const browser = await launchChromium();

async function measure(url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Only the bench's own server: a page that reaches for the network (fonts, avatars) gets nothing.
  await context.route(
    (url) => !url.href.startsWith(origin),
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(url);
    await page.waitForFunction(() => window.bench);
    const cdp = await context.newCDPSession(page);
    const cpuMs = {};
    const cpuElsewhereMs = {};
    const mount = await onCpu(cdp, cpuMs, cpuElsewhereMs, 'mount', () => page.evaluate(() => window.bench.mount()));
    const elements = await page.evaluate(() => window.bench.elements());
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const append = await onCpu(cdp, cpuMs, cpuElsewhereMs, 'append', () => page.evaluate(() => window.bench.append()));
    const scroll = await onCpu(cdp, cpuMs, cpuElsewhereMs, 'scroll', () => page.evaluate(() => window.bench.scroll()));
    const prepend = await onCpu(cdp, cpuMs, cpuElsewhereMs, 'prepend', () =>
      page.evaluate(() => window.bench.prepend()),
    );
    return { mount, elements, heapMiB: usedSize / 2 ** 20, append, scroll, prepend, cpuMs, cpuElsewhereMs, errors };
  } catch (error) {
    return { failed: String(error.message ?? error).split('\n')[0], errors };
  } finally {
    await context.close();
  }
}

/**
 * Runs `step` under Chromium's tracing (top-level tasks only) and records in `into[name]` the CPU time the
 * page's main thread spent on its tasks meanwhile (their thread time, which a loaded machine does not
 * stretch as it does wall-clock time). The step's settling frames count too, alike for every list.
 * The trace holds every renderer of the browser: a closed page's renderer winding down, or the spare one
 * Chromium starts for the next page, runs 30 ms and more of its own main-thread tasks in some steps and not
 * in others. Only the page's renderer counts (the one where a mark made at the step's start lands); the
 * others' time goes to `elsewhere[name]`, kept in the results to show what was left out.
 */
async function onCpu(cdp, into, elsewhere, name, step) {
  const events = [];
  const collect = (data) => events.push(...data.value);
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    categories: 'toplevel,blink.user_timing,__metadata',
    transferMode: 'ReportEvents',
  });
  await cdp.send('Runtime.evaluate', { expression: `performance.mark('${stepMark}')` });
  const result = await step();
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  const pagePid = events.find((e) => e.name === stepMark)?.pid;
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  into[name] = 0;
  elsewhere[name] = 0;
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'ThreadControllerImpl::RunTask' || !main.has(`${e.pid}:${e.tid}`)) continue;
    if (e.pid === pagePid) into[name] += (e.tdur ?? 0) / 1000;
    else elsewhere[name] += (e.tdur ?? 0) / 1000;
  }
  if (pagePid === undefined) throw new Error(`no ${stepMark} mark in the trace of the ${name} step`);
  return result;
}
const stepMark = 'confab-bench-step';

/** The focused element as Chromium's accessibility tree has it, with its position in the thread. */
async function focusedNode(page, cdp) {
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'document.activeElement' });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
    objectId: result.objectId,
    fetchRelatives: false,
  });
  const node = nodes.find((n) => !n.ignored) ?? nodes[0];
  const position = await page.evaluate(() => Number(document.activeElement?.getAttribute('aria-posinset') ?? NaN));
  return {
    role: node?.role?.value ?? null,
    name: node?.name?.value ?? '',
    posinset: Number.isNaN(position) ? null : position,
  };
}

/**
 * Keyboard travel: Confab from the newest message (one Shift+Tab from the input), the bare list with its
 * scroller focused; `key` x `presses`, each timed and each focused row read back. Null for a page without
 * keyboard travel to measure.
 */
async function measureKeys(url, rowsTakeFocus) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.route(
    (url) => !url.href.startsWith(origin),
    (route) => route.abort(),
  );
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page.waitForFunction(() => window.bench);
    await page.evaluate(() => window.bench.mount());
    const cdp = await context.newCDPSession(page);
    const result = {};
    for (const key of ['ArrowUp', 'PageUp']) {
      if (rowsTakeFocus) {
        await page.focus('textarea');
        await page.keyboard.press('Shift+Tab');
        if (key === 'PageUp') await page.keyboard.press('End');
      } else {
        await page.evaluate(() => window.bench.focusScroller());
        await page.keyboard.press('End');
      }
      await page.waitForTimeout(300);
      if (!(await page.evaluate(() => window.bench.timeKeys()))) return null;
      const start = rowsTakeFocus ? await focusedNode(page, cdp) : null;
      const visits = [];
      for (let i = 1; i <= presses; i++) {
        await page.keyboard.press(key);
        await page.waitForFunction((n) => window.__keyTimes.length >= n, i);
        if (rowsTakeFocus) visits.push(await focusedNode(page, cdp));
      }
      const times = await page.evaluate(() => window.__keyTimes);
      const sorted = times.filter((t) => t !== null).sort((a, b) => a - b);
      const last = visits.at(-1);
      result[key] = {
        medianMs: sorted.length ? sorted[Math.floor(sorted.length / 2)] : null,
        p95Ms: sorted.length ? sorted[Math.floor(sorted.length * 0.95)] : null,
        maxMs: sorted.at(-1) ?? null,
        timedOut: times.filter((t) => t === null).length,
        start,
        end: last ?? null,
        moved: start?.posinset && last?.posinset ? start.posinset - last.posinset : null,
        // Every focused row an article named with its text and carrying a position.
        allNamed: rowsTakeFocus ? visits.every((v) => v.role === 'article' && v.name && v.posinset) : null,
      };
    }
    return result;
  } catch (error) {
    return { failed: String(error.message ?? error).split('\n')[0] };
  } finally {
    await context.close();
  }
}
const presses = 100;

const measured = pages.filter((p) => !p.skip);
for (const p of pages) if (p.skip) console.log(`Skipping ${p.label}: ${p.skip}.`);
const loadBefore = loadavg()[0];
const samples = new Map(measured.map((p) => [p.id, []]));
// The bare list a page's CPU time is compared with: the one showing times for a thread with times (the bare
// list without when that one is not measured), the one without for the thread without (`confab-notimes`).
const measuredIds = new Set(measured.map((p) => p.id));
const bareIdOf = (id) => {
  if (id.startsWith('tanstack')) return null;
  const wanted = id === 'confab-notimes' ? ['tanstack'] : ['tanstack-times', 'tanstack'];
  return wanted.find((bareId) => measuredIds.has(bareId)) ?? null;
};
const cpuSteps = ['mount', 'append', 'prepend'];
// Each page is followed at once by its bare list, and its CPU time divided by that run's: the two share the
// machine's state of the moment (another session's load, the clock), which page by page in turns they do
// not; the bare list's figures are over all its runs.
for (let run = 1; run <= runs; run++) {
  for (const p of measured) {
    const bareId = bareIdOf(p.id);
    if (p.id.startsWith('tanstack') && measured.some((other) => bareIdOf(other.id) === p.id)) continue;
    const sample = await measure(`${origin}/${p.page}`);
    samples.get(p.id).push(sample);
    console.log(`run ${run}/${runs} ${p.id}: ${sample.failed ? `failed: ${sample.failed}` : 'ok'}`);
    if (!bareId) continue;
    const bareSample = await measure(`${origin}/${measured.find((other) => other.id === bareId).page}`);
    samples.get(bareId).push(bareSample);
    console.log(
      `run ${run}/${runs} ${bareId} (after ${p.id}): ${bareSample.failed ? `failed: ${bareSample.failed}` : 'ok'}`,
    );
    sample.timesBare = Object.fromEntries(
      cpuSteps.map((step) => [step, (sample.cpuMs?.[step] ?? NaN) / (bareSample.cpuMs?.[step] ?? NaN)]),
    );
  }
}
// Keyboard travel, once per page that has it (Confab's rows take focus; the bare list scrolls).
const keyPages = process.env.BENCH_NOKEYS
  ? []
  : measured.filter((p) => p.id === 'confab-preloaded' || p.id === 'tanstack');
const keyTravel = {};
for (const p of keyPages) {
  keyTravel[p.id] = await measureKeys(`${origin}/${p.page}`, p.id !== 'tanstack');
  console.log(`keys ${p.id}: ${JSON.stringify(keyTravel[p.id])}`);
}
await browser.close();
server.close();
if (!process.env.BENCH_KEEP) rmSync(out, { recursive: true, force: true });
else console.log(`Pages kept in ${out}`);

// --- Summarise: the median of each figure over the runs that produced it.
const median = (values) => {
  const list = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (list.length === 0) return null;
  const middle = Math.floor(list.length / 2);
  return list.length % 2 ? list[middle] : (list[middle - 1] + list[middle]) / 2;
};
const figures = {
  firstRenderMs: (s) => s.mount?.firstRenderMs,
  inDomMs: (s) => s.mount?.inDomMs,
  appendMs: (s) => s.append?.ms,
  prependMs: (s) => s.prepend?.ms,
  prependDriftPx: (s) => s.prepend?.driftPx,
  prependJumpPx: (s) => s.prepend?.jumpPx,
  heapMiB: (s) => s.heapMiB,
  elements: (s) => s.elements,
  scrollFrames: (s) => s.scroll?.frames,
  droppedFrames: (s) => s.scroll?.long,
  missedFrames: (s) => s.scroll?.missed,
  longestFrameMs: (s) => s.scroll?.longestMs,
  mountCpuMs: (s) => s.cpuMs?.mount,
  // Other renderers' main-thread time in the mount step, left out of mountCpuMs (see onCpu).
  mountCpuElsewhereMs: (s) => s.cpuElsewhereMs?.mount,
  appendCpuMs: (s) => s.cpuMs?.append,
  prependCpuMs: (s) => s.cpuMs?.prepend,
  scrollCpuMsPerFrame: (s) => (s.cpuMs && s.scroll?.frames ? s.cpuMs.scroll / s.scroll.frames : undefined),
};
const results = pages.map((p) => {
  if (p.skip) return { id: p.id, label: p.label, skipped: p.skip };
  const list = samples.get(p.id);
  const medians = Object.fromEntries(Object.entries(figures).map(([key, get]) => [key, median(list.map(get))]));
  return { id: p.id, label: p.label, median: medians, runs: list };
});

const version = browser.version();
const report = {
  date: new Date().toISOString(),
  chromium: version,
  node: process.version,
  runs,
  cpus: cpus().length,
  loadAverage: { before: loadBefore, after: loadavg()[0] },
  thread: { messages: 10_000, prepended: 50, appended: 1 },
  confab: { entry: relative(root, chatEntry), offProp: offProp ?? null },
  droppedFrameMs: 25,
  results,
  keyTravel,
};

const fmt = (value, digits = 0) => (value === null || value === undefined ? '—' : value.toFixed(digits));
const header = [
  'library',
  'first render ms',
  'in DOM ms',
  'append ms',
  'prepend ms',
  'prepend drift px',
  'heap MiB',
  'DOM elements',
  'scroll: dropped frames / drawn',
  'missed frames',
  'longest frame ms',
];
const rows = results.map((r) => {
  if (r.skipped) return [r.label, `skipped: ${r.skipped}`, ...header.slice(2).map(() => '')];
  const m = r.median;
  const held = r.runs.every((s) => s.prepend?.held) ? '' : ' (not held)';
  const shortOfTop = r.runs.filter((s) => s.scroll && s.scroll.reachedTop === false).length;
  const top = shortOfTop ? ` (stopped short of the top in ${shortOfTop} of ${r.runs.length} runs)` : '';
  return [
    r.label,
    fmt(m.firstRenderMs),
    fmt(m.inDomMs),
    fmt(m.appendMs),
    fmt(m.prependMs),
    `${fmt(m.prependDriftPx)}${held}`,
    fmt(m.heapMiB, 1),
    fmt(m.elements),
    `${fmt(m.droppedFrames)} / ${fmt(m.scrollFrames)}${top}`,
    fmt(m.missedFrames),
    fmt(m.longestFrameMs),
  ];
});
const table = [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
// Runs that failed or never showed the newest message after mount, one line per library and reason.
const notes = new Map();
for (const r of results) {
  (r.runs ?? []).forEach((s, i) => {
    const why =
      s.failed ??
      s.errors?.[0] ??
      (s.mount?.firstRenderMs === null ? 'the newest message never became visible at the bottom after mount' : null);
    if (!why) return;
    const key = `${r.label}: ${why}`;
    notes.set(key, [...(notes.get(key) ?? []), i + 1]);
  });
}
const failures = [...notes].map(([note, list]) => `- ${note} (run${list.length > 1 ? 's' : ''} ${list.join(', ')}).`);
const keyLabel = { ArrowUp: 'Up', PageUp: 'Page Up' };
const keyRows = Object.entries(keyTravel).flatMap(([id, travel]) =>
  travel && !travel.failed
    ? Object.entries(travel).map(([key, t]) => [
        pages.find((p) => p.id === id)?.label ?? id,
        `${keyLabel[key]} x ${presses}`,
        fmt(t.medianMs, 1),
        fmt(t.p95Ms, 1),
        fmt(t.maxMs, 1),
        t.start ? `${t.start.posinset} → ${t.end?.posinset} (${t.moved} up)` : 'scrolls the view (no focus moves)',
        t.allNamed === null ? '' : t.allNamed ? `yes (last: ${t.end?.role} "${t.end?.name}")` : 'NO',
      ])
    : [[pages.find((p) => p.id === id)?.label ?? id, travel?.failed ?? 'not measured', '', '', '', '', '']],
);
const keyHeader = [
  'list',
  'keys',
  'ms per press (median)',
  'p95 ms',
  'max ms',
  'focus',
  'each focused row an article, named, with aria-posinset',
];
const keyTable = keyRows.length
  ? [
      '',
      `Keyboard travel from the newest message, each press timed from keydown to the frame where focus (or the bare list's view) moved:`,
      '',
      ...[keyHeader, keyHeader.map(() => '---'), ...keyRows].map((cells) => `| ${cells.join(' | ')} |`),
    ]
  : [];
// Main-thread CPU time of each step, beside the bare TanStack list's when it ran (x its figure): a thread with
// times beside the bare list showing times when that ran too, a thread without (`confab-notimes`) beside the
// bare list without.
const medianOf = (id) => results.find((r) => r.id === id && !r.skipped)?.median;
const bare = medianOf('tanstack');
const bareTimed = medianOf('tanstack-times') ?? bare;
const cpuKeys = ['mountCpuMs', 'appendCpuMs', 'prependCpuMs', 'scrollCpuMsPerFrame'];
// The per-run multiples (each run's page over the bare list measured right after it): median and range.
const runMultiples = (r, key) => {
  const step = { mountCpuMs: 'mount', appendCpuMs: 'append', prependCpuMs: 'prepend' }[key];
  const list = r.runs
    .map((s) => s.timesBare?.[step])
    .filter((v) => Number.isFinite(v))
    .sort((a, b) => a - b);
  if (!list.length) return null;
  // The least CPU time of the page's runs over the bare list's least: another session's load only ever adds
  // time, so the least of several fresh loads is the one it touched least.
  const bareId = bareIdOf(r.id);
  const bareRuns = results.find((other) => other.id === bareId)?.runs ?? [];
  const least = (runsOf) => Math.min(...runsOf.map((s) => s.cpuMs?.[step]).filter((v) => Number.isFinite(v)));
  return { median: median(list), low: list[0], high: list.at(-1), least: least(r.runs) / least(bareRuns) };
};
for (const r of results) {
  if (r.skipped) continue;
  r.timesBare = Object.fromEntries(cpuSteps.map((step) => [step, runMultiples(r, `${step}CpuMs`)]));
}
const cpuRows = results
  .filter((r) => !r.skipped && r.median.mountCpuMs !== null)
  .map((r) => [
    r.label,
    ...cpuKeys.map((key) => {
      const value = r.median[key];
      const multiples = key === 'scrollCpuMsPerFrame' ? null : runMultiples(r, key);
      const base = r.id.startsWith('tanstack') ? null : r.id === 'confab-notimes' ? bare : bareTimed;
      const ratio = multiples
        ? ` (${multiples.median.toFixed(1)}x, runs ${multiples.low.toFixed(1)}-${multiples.high.toFixed(1)}x, least ${multiples.least.toFixed(1)}x)`
        : base && value !== null && base[key]
          ? ` (${(value / base[key]).toFixed(1)}x)`
          : '';
      return `${fmt(value, key === 'scrollCpuMsPerFrame' ? 1 : 0)}${ratio}`;
    }),
  ]);
const cpuHeader = [
  'library',
  'first render CPU ms',
  'append CPU ms',
  'prepend CPU ms',
  'scroll CPU ms per frame drawn',
];
const cpuTable = cpuRows.length
  ? [
      '',
      `The page's main-thread CPU time in each step (Chromium tracing, thread time of its tasks, the step's settling frames included), which a loaded machine stretches less than wall-clock time${bareTimed ? `; (Nx): times the bare TanStack list${bareTimed !== bare ? ' (showing times, for the rows whose thread has them; the bare list without for the thread without)' : ''}, the median of each run's multiple (the page's CPU time over the bare list's measured right after it), their range, and the page's least time over the bare list's least (the runs another session's load touched least); the scroll column divides the medians` : ''}:`,
      '',
      ...[cpuHeader, cpuHeader.map(() => '---'), ...cpuRows].map((cells) => `| ${cells.join(' | ')} |`),
    ]
  : [];
const markdown = [
  `# Chat lists at 10,000 messages`,
  '',
  `${report.date}, Chromium ${version} (headless, no GPU), Node ${process.version}, median of ${runs} runs;`,
  `${report.cpus} CPUs, load average ${loadBefore.toFixed(1)} before and ${report.loadAverage.after.toFixed(1)} after.`,
  'Lower is better everywhere. What each column means: bench/README.md.',
  '',
  table,
  ...cpuTable,
  ...keyTable,
  ...(failures.length ? ['', 'Notes:', ...failures] : []),
  '',
].join('\n');

mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, `results/${resultName}.json`), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(here, `results/${resultName}.md`), markdown);
console.log(`\n${markdown}`);
console.log(
  `Written bench/results/${resultName}.json and ${resultName}.md in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
);
