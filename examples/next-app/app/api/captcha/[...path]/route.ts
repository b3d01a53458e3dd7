import { createCaptchaHandler } from 'confab-ui/captcha/server';
import { captcha } from '../../../captcha';

// A route handler sees no socket address, so the rate limits key on a header the platform sets and a client
// cannot (`x-real-ip` on Vercel; `cf-connecting-ip` behind Cloudflare; self-hosted, the proxy in front sets it).
// Not X-Forwarded-For with `trustProxy`: `next start` keeps one the client wrote. Without the header, requests
// share one low-rate bucket.
export const POST = createCaptchaHandler(captcha, {
  basePath: '/api/captcha',
  clientKey: (request) => request.headers.get('x-real-ip') ?? undefined,
  actions: ['signup'],
});
export const GET = POST;
