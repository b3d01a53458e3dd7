// Jump-to-quote benchmark: `node bench/chat-jump.mjs` (no build needed: the page is bundled from src/ with
// esbuild, React in production mode). The chat bench's 10,000-message thread in Confab's inline chat, its newest
// message answering the one 9,000 rows up; each run loads the page afresh, waits for the bottom to show, activates
// the quote and times, frame by frame, until the original is rendered, focused and wholly in view (and stays in
// view two more frames). Medians of BENCH_RUNS runs (default 7) to bench/results/chat-jump.json and .md.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { launchChromium } from '../a11y/chromium/launch.mjs';
import { shellCss, shellHtml } from './chat/shell.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '..');
const runs = Number(process.env.BENCH_RUNS ?? 7);

const out = mkdtempSync(join(tmpdir(), 'confab-chat-jump-'));
await build({
  entryPoints: [join(here, 'chat-jump/page.js')],
  outfile: join(out, 'page.js'),
  bundle: true,
  format: 'esm',
  minify: true,
  alias: { 'confab-ui/chat': join(root, 'src/chat/index.ts') },
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
});
writeFileSync(
  join(out, 'index.html'),
  shellHtml({ title: 'chat bench: jump to a quoted message', script: './page.js' }),
);
copyFileSync(shellCss, join(out, 'shell.css'));

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((request, response) => {
  const name = new URL(request.url, 'http://x').pathname.slice(1) || 'index.html';
  if (!['index.html', 'page.js', 'shell.css'].includes(name)) return response.writeHead(404).end();
  response.writeHead(200, { 'content-type': types[name.slice(name.lastIndexOf('.'))] });
  response.end(readFileSync(join(out, name)));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;

const browser = await launchChromium();
const results = [];
try {
  for (let run = 1; run <= runs; run++) {
    const page = await browser.newPage({ viewport: { width: 420, height: 640 } });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    await page.waitForFunction(() => window.benchReady?.(), null, { timeout: 60_000 });
    await page.waitForTimeout(500);
    const result = await page.evaluate(() => window.jumpBench());
    if (errors.length) throw new Error(errors.join('\n'));
    await page.close();
    const baseline = await browser.newPage({ viewport: { width: 420, height: 640 } });
    await baseline.goto(url);
    await baseline.waitForFunction(() => window.benchReady?.(), null, { timeout: 60_000 });
    await baseline.waitForTimeout(500);
    result.home = await baseline.evaluate(() => window.homeBench());
    await baseline.close();
    results.push(result);
    console.log(`run ${run}: ${JSON.stringify(result)}`);
  }
} finally {
  await browser.close();
  server.close();
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round = (value) => (value === null ? null : Math.round(value * 10) / 10);
const summary = {
  runs,
  machine: { cpus: cpus().length, loadavg: loadavg().map((l) => Math.round(l * 10) / 10) },
  clickMs: round(median(results.map((r) => r.clickMs))),
  renderedMs: round(median(results.map((r) => r.renderedMs))),
  focusedMs: round(median(results.map((r) => r.focusedMs))),
  readyMs: round(median(results.map((r) => r.readyMs))),
  readyFrame: median(results.map((r) => r.readyFrame)),
  homeReadyMs: round(median(results.map((r) => r.home.readyMs))),
  idleFrameMs: round(median(results.map((r) => r.idleFrameMs))),
  afterTaskMs: round(median(results.map((r) => r.afterTaskMs))),
  framesAfterRendered: median(results.map((r) => r.framesAfterRendered)),
  worstFramesAfterRendered: Math.max(...results.map((r) => r.framesAfterRendered ?? Infinity)),
  allReady: results.every((r) => r.readyMs !== null && r.highlighted && r.posinset === '1000'),
  results,
};
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results/chat-jump.json'), `${JSON.stringify(summary, null, 2)}\n`);
writeFileSync(
  join(here, 'results/chat-jump.md'),
  [
    '# Jump to a quoted message 9,000 rows up (10,000 messages, Chromium)',
    '',
    `Medians of ${runs} runs; ${summary.machine.cpus} CPUs, load average ${summary.machine.loadavg.join(' / ')}.`,
    'Times are from the click on the quote.',
    '',
    '| measure | median |',
    '|---|---:|',
    `| a frame before the click (the page idle) | ${summary.idleFrameMs} ms |`,
    `| click handler (state set, scroll written) | ${summary.clickMs} ms |`,
    `| the task the click starts ends (React renders the window there, rows measured) | ${summary.afterTaskMs} ms |`,
    `| original rendered (measured as it mounts) | ${summary.renderedMs} ms |`,
    `| original focused | ${summary.focusedMs} ms |`,
    `| original focused and wholly in view | ${summary.readyMs} ms (frame ${summary.readyFrame}) |`,
    `| frames from the original drawn to focused and in view | ${summary.framesAfterRendered} (worst ${summary.worstFramesAfterRendered}) |`,
    `| baseline: Home from the newest message to the first, focused and in view (fresh page) | ${summary.homeReadyMs} ms |`,
    '',
    `Every run ended focused, in view, highlighted, at position 1000: ${summary.allReady ? 'yes' : 'NO'}.`,
    '',
  ].join('\n'),
);
console.log(readFileSync(join(here, 'results/chat-jump.md'), 'utf8'));
