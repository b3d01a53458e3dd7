// Type test, checked by `npm run typecheck` (tsconfig includes tests/): the handler as a Next.js route file
// exports it. Next 16's `next build` checks every route file against the shape below (from its typegen, for
// app/api/captcha/[...path]/route.ts); a handler whose second parameter clashes with `{ params }` fails the
// build with TS2344. The object is checked here the same way, with `satisfies`.
import type { NextRequest } from 'next/server.js';
import { createCaptchaHandler, createCaptchaService } from '../../src/captcha/server/index.js';

type RouteHandlerConfig = {
  GET?: (
    request: NextRequest,
    context: { params: Promise<{ path: string[] }> },
  ) => Promise<Response | void> | Response | void;
  POST?: (
    request: NextRequest,
    context: { params: Promise<{ path: string[] }> },
  ) => Promise<Response | void> | Response | void;
};

const captcha = createCaptchaService({ secret: process.env.CAPTCHA_SECRET });
const POST = createCaptchaHandler(captcha, {
  basePath: '/api/captcha',
  clientKey: (request) => request.headers.get('x-real-ip') ?? undefined,
});
const GET = POST;

export const routeFile = { GET, POST } satisfies RouteHandlerConfig;
