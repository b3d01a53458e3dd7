// The example's site: the static page and the embed script (dist/client, made by `npm run build`), the
// captcha routes passed through to a `confab-captcha serve` service, and the form's handler, which redeems the
// pass token with that service's redeem route. A host in any language does the same.
//   npx confab-captcha serve --port 8080 --secret-file secret --redeem-key-file redeem-key
//   node server.mjs http://127.0.0.1:8080 redeem-key
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const site = fileURLToPath(new URL('dist/client/', import.meta.url));
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript' };

const bodyOf = async (request) => {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks);
};

const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The form's handler: redeems the token for the signup action, and says what came of it. */
async function signup(request, response, captcha, redeemKey) {
  const form = new URLSearchParams((await bodyOf(request)).toString());
  const redeemed = await fetch(new URL('/captcha/redeem', captcha), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${redeemKey}` },
    body: JSON.stringify({ token: form.get('captchaToken') ?? '', action: 'signup' }),
  });
  const result = await redeemed.json();
  const message = result.ok ? `Welcome, ${form.get('email')}` : `Refused: ${result.reason}`;
  response.writeHead(result.ok ? 200 : 403, { 'content-type': types['.html'] });
  response.end(
    `<!doctype html><html lang="en"><title>Sign up</title><link rel="icon" href="data:,"><p role="status">${escapeHtml(message)}</p>`,
  );
}

/** Passes a captcha route through to the service, as a reverse proxy would. */
async function passThrough(request, response, captcha) {
  const body = request.method === 'POST' ? await bodyOf(request) : undefined;
  const answer = await fetch(new URL(request.url, captcha), {
    method: request.method,
    headers: { 'content-type': request.headers['content-type'] ?? 'application/json' },
    body,
  });
  response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
  response.end(Buffer.from(await answer.arrayBuffer()));
}

/**
 * Starts the site on 127.0.0.1 (`port` 0: a free one). `/` is the page with its hostile CSS, `/blank` the same
 * page without it (for comparing screenshots).
 */
export function startSite({ captcha, redeemKey, port = 0 }) {
  const page = readFileSync(join(site, 'index.html'), 'utf8');
  const blank = page.replace(/<style id="hostile">[\s\S]*?<\/style>/, '');
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://x').pathname;
    const fail = (error) => {
      response.writeHead(502).end(String(error));
    };
    if (path.startsWith('/captcha/') && path !== '/captcha/redeem')
      return void passThrough(request, response, captcha).catch(fail);
    if (path === '/signup' && request.method === 'POST')
      return void signup(request, response, captcha, redeemKey).catch(fail);
    if (path === '/' || path === '/blank') {
      response.writeHead(200, { 'content-type': types['.html'] });
      return void response.end(path === '/' ? page : blank);
    }
    const file = join(site, path);
    if (!file.startsWith(site) || !existsSync(file) || !statSync(file).isFile())
      return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}/`, stop: () => server.close() }),
    ),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [captcha = 'http://127.0.0.1:8080', keyFile = 'redeem-key'] = process.argv.slice(2);
  const { url } = await startSite({ captcha, redeemKey: readFileSync(keyFile, 'utf8').trim(), port: 3000 });
  console.log(`embed example on ${url}`);
}
