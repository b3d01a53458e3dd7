// Vue treats every `confab-` tag as a custom element (not a Vue component to resolve). The dev and preview
// servers pass `/captcha/*` through to a `confab-captcha serve` service and answer the sign-up form's POST
// `/signup` by redeeming its token with that service's redeem route, as the site's own backend would:
//   npx confab-captcha serve --port 8080 --secret-file secret --redeem-key-file redeem-key
//   CONFAB_CAPTCHA_URL=http://127.0.0.1:8080 CONFAB_REDEEM_KEY_FILE=redeem-key npm run dev
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { defineConfig, type Plugin } from 'vite';
import vue from '@vitejs/plugin-vue';

const captcha = process.env.CONFAB_CAPTCHA_URL ?? 'http://127.0.0.1:8080';

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/** POST /signup with `{ email, captchaToken }`: redeems the token for the signup action and says what came of it. */
async function signup(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const { email, captchaToken } = JSON.parse(await bodyOf(request)) as Record<string, unknown>;
  const redeemKey = readFileSync(process.env.CONFAB_REDEEM_KEY_FILE ?? 'redeem-key', 'utf8').trim();
  const redeemed = await fetch(new URL('/captcha/redeem', captcha), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${redeemKey}` },
    body: JSON.stringify({ token: typeof captchaToken === 'string' ? captchaToken : '', action: 'signup' }),
  });
  const result = (await redeemed.json()) as { ok: boolean; reason?: string };
  response.writeHead(result.ok ? 200 : 403, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ message: result.ok ? `Welcome, ${String(email)}` : `Refused: ${result.reason}` }));
}

function signupRoute(): Plugin {
  // A block body: a hook that returns a function has Vite call it after its own middlewares.
  const use = (server: { middlewares: { use: (path: string, handler: typeof signup) => void } }): void => {
    server.middlewares.use('/signup', (request, response) =>
      signup(request, response).catch((error: unknown) => {
        response.writeHead(502).end(String(error));
      }),
    );
  };
  return { name: 'signup-route', configureServer: use, configurePreviewServer: use };
}

const proxy = {
  '/captcha': {
    target: captcha,
    bypass: (request: IncomingMessage) => (request.url?.startsWith('/captcha/redeem') ? false : undefined),
  },
};

export default defineConfig({
  plugins: [
    vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('confab-') } } }),
    signupRoute(),
  ],
  server: { proxy },
  preview: { proxy },
});
