/**
 * What `confab-ui/captcha/server` resolves to in a browser bundle (the `browser` condition of the package's
 * exports, which Vite, webpack, Next.js's client bundles and esbuild use): the server entry needs Node (sharp,
 * node:crypto), so importing it in browser code fails at once, in one sentence that says where it belongs. It
 * has the server entry's names (a test holds them equal), so that a bundler builds the import and the sentence
 * is what the developer reads; `sideEffects` in package.json keeps it in a bundle.
 */
export const serverInBrowserMessage =
  'confab-ui/captcha/server runs on a server (Node 22+) only: import it in server code (a route handler, a server action, your API), and use confab-ui/captcha/client in the browser.';

throw new Error(serverInBrowserMessage);

/** Never called: the module throws first. */
function serverOnly(): never {
  throw new Error(serverInBrowserMessage);
}

export {
  serverOnly as CaptchaBudgetError,
  serverOnly as CaptchaConfigError,
  serverOnly as CaptchaInputError,
  serverOnly as CaptchaKindOffError,
  serverOnly as DEFAULT_CLIMB,
  serverOnly as DEFAULT_MAX_ATTEMPTS,
  serverOnly as DEFAULT_PROOF,
  serverOnly as DEFAULT_TOLERANCE,
  serverOnly as DEFAULT_WORK,
  serverOnly as RedisClientError,
  serverOnly as blindGuessOdds,
  serverOnly as createCaptchaHandler,
  serverOnly as createCaptchaService,
  serverOnly as memoryStore,
  serverOnly as redisStore,
  serverOnly as solveWork,
  serverOnly as toNodeHandler,
};
