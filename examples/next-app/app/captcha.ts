import { createCaptchaService, memoryStore } from 'confab-ui/captcha/server';

/**
 * This process's challenges. Named (`shared`), so the copy of this module that Next.js loads for the server
 * actions finds the same store as the one loaded for the route handlers (the service's default store is shared
 * the same way; the example names its own only for the test hook in app/api/test-hooks). Several instances
 * need `redisStore` instead.
 */
export const captchaStore = memoryStore({ shared: 'confab-example-next-app' });

/**
 * The app's captcha service, made when a module first imports it. Its secret is read at the first request,
 * not here, so `next build` (which imports this module while it collects page data) needs none.
 */
export const captcha = createCaptchaService({ secret: process.env.CAPTCHA_SECRET, store: captchaStore });
