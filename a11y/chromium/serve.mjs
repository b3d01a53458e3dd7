import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
};

async function resolveFile(root, urlPath) {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  for (const candidate of [clean, `${clean}.html`, join(clean, 'index.html')]) {
    const file = join(root, candidate);
    if (!file.startsWith(root)) return null;
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) return file;
  }
  return null;
}

/** Serves a built static site from `root` on a free loopback port; resolves to { url, close }. */
export async function serveStatic(root) {
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file = await resolveFile(root, path);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(await readFile(join(root, '404.html')).catch(() => 'Not found'));
      return;
    }
    // The build does not change while it is served: scripts, styles and images come from Chromium's cache after
    // the first load (and their compiled code too), not fetched, parsed and compiled again for every state.
    // Pages are fetched anew, as a reader's first visit would.
    const type = types[extname(file)] ?? 'application/octet-stream';
    const cache = extname(file) === '.html' ? 'no-cache' : 'public, max-age=3600, immutable';
    res.writeHead(200, { 'content-type': type, 'cache-control': cache });
    res.end(await readFile(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
