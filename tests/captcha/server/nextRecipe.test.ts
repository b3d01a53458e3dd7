import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it, vi } from 'vitest';
import {
  createCaptchaHandler,
  createCaptchaService,
  type CaptchaHandler,
  type CaptchaService,
} from '../../../src/captcha/server/index.js';
import { DEFAULT_RATE_LIMITS } from '../../../src/captcha/server/rateLimiter.js';
import { fakeMaker } from './fakeMaker.js';

const README = new URL('../../../README.md', import.meta.url);
const ROUTE = 'app/api/captcha/[...path]/route.ts';

/** The README's Next.js route file as written, run with the real handler over `captcha`: its POST export. */
function readmeRoute(captcha: CaptchaService): CaptchaHandler {
  const fence = new RegExp('```ts title="' + ROUTE.replace(/[.[\]]/g, '\\$&') + '"\\n([\\s\\S]*?)```');
  const source = fence.exec(readFileSync(README, 'utf8'))?.[1];
  if (source === undefined) throw new Error(`README.md has no ${ROUTE} block`);
  // Its imports become the function's parameters; its exports, what the function returns.
  const body = source.replace(/^import .*$/gm, '').replace(/^export const (\w+) =/gm, 'const $1 = exports.$1 =');
  const { outputText } = ts.transpileModule(body, { compilerOptions: { target: ts.ScriptTarget.ES2022 } });
  const exports: { POST?: CaptchaHandler } = {};
  new Function('createCaptchaHandler', 'captcha', 'exports', outputText)(createCaptchaHandler, captcha, exports);
  if (!exports.POST) throw new Error(`the README's ${ROUTE} exports no POST`);
  return exports.POST;
}

/** A create as `next start` hands it to the route: no socket address, the client's headers as it wrote them. */
const create = (route: CaptchaHandler, headers: Record<string, string>) =>
  route(
    new Request('http://app.test/api/captcha/slide', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: '{}',
    }),
    { params: Promise.resolve({ path: ['slide'] }) },
  );

describe("the README's Next.js route recipe, as written", () => {
  it("gives a forged X-Forwarded-For nothing: the platform's header keys the client, one budget", async () => {
    const route = readmeRoute(createCaptchaService({ secret: 'x'.repeat(8), testMode: true, images: fakeMaker }));
    let served = 0;
    for (let i = 0; i < 100; i += 1) {
      // The platform sets x-real-ip to the address it saw; the client writes a new X-Forwarded-For each time.
      const forged = `203.0.${i}.${i}, 2001:db8:${i.toString(16)}::1`;
      const response = await create(route, { 'x-real-ip': '192.0.2.44', 'x-forwarded-for': forged });
      if (response.status === 200) served += 1;
    }
    expect(served).toBe(DEFAULT_RATE_LIMITS.max);
  });

  it('puts requests without the header (no platform in front) in the shared low-rate bucket, never unlimited', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const route = readmeRoute(createCaptchaService({ secret: 'x'.repeat(8), testMode: true, images: fakeMaker }));
      let served = 0;
      for (let i = 0; i < 100; i += 1) {
        const response = await create(route, { 'x-forwarded-for': `198.51.100.${i}` });
        if (response.status === 200) served += 1;
      }
      expect(served).toBe(DEFAULT_RATE_LIMITS.maxUnknown);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });
});
