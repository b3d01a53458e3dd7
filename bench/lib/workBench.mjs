// What the work benches (captcha-economics.mjs, captcha-argon2.mjs) share: their report, a page for Chromium with
// the bundled code under test, and the renderer's CPU time as Chromium counts it.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** The report's lines, each printed as it is said; `lines` is what the bench writes to bench/results/. */
export function report() {
  const lines = [];
  const say = (line = '') => {
    lines.push(line);
    console.log(line);
  };
  return { lines, say };
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const round = (value, digits = 1) => Number(value.toFixed(digits));
/** The machine's load average, printed beside each figure taken on it. */
export const load = () =>
  process.platform === 'linux' ? spawnSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).stdout.trim() : 'n/a';

/** `contents` (module source, imports resolved from bench/) bundled and minified, as a page would load it. */
export async function bundle(contents, format = 'esm') {
  const result = await build({
    stdin: { contents, resolveDir: new URL('..', import.meta.url).pathname, loader: 'js' },
    bundle: true,
    minify: true,
    format,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/** Bytes of `text` gzipped: min+gzip when `text` is a `bundle`. */
export const gzipBytes = (text) => gzipSync(text).length;

/** Serves `html` at / and each of `scripts` (path to module text) on a loopback port; resolves to its URL. */
export async function servePage(html, scripts = {}) {
  const server = createServer((request, response) => {
    const script = scripts[request.url];
    response.writeHead(200, { 'content-type': script === undefined ? 'text/html' : 'text/javascript' });
    response.end(script ?? html);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() };
}

/**
 * A clock of the renderer's CPU ms for `page` (CDP's ProcessTime: its worker included; it moves in steps of
 * 10 ms, so time a series and divide).
 */
export async function rendererCpu(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const clock = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'ProcessTime').value * 1000;
  return { cdp, clock };
}
