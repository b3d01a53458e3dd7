import { createCaptchaHandler } from 'confab-ui/captcha/server';
import { captcha } from '../../../captcha';

// A route handler sees no socket address, so the rate limit keys on X-Forwarded-For: `trustProxy: 1` takes
// the address the nearest proxy appended. Right behind a platform's proxy (Vercel and most hosts) and behind
// `next start`, which appends the socket's address when no proxy did; with no proxy at all, a client could
// write its own header, so put the app behind one.
export const POST = createCaptchaHandler(captcha, {
  basePath: '/api/captcha',
  trustProxy: 1,
  actions: ['signup'],
});
export const GET = POST;
