import { createHash, timingSafeEqual } from 'node:crypto';
import { clientAddress, clientKeys, hostClientKeys, type ClientKeys } from './clientAddress.js';
import { CaptchaBudgetError, CaptchaBusyError, CaptchaConfigError, CaptchaKindOffError } from './errors.js';
import { captchaKinds, isAction, isChallengeKind, type ChallengeKind } from './ids.js';
import { serverLog } from './log.js';
import {
  createNetworkLimiter,
  createRateLimiter,
  createStoreRateLimiter,
  type RateLimitOptions,
} from './rateLimiter.js';
import type { CaptchaService } from './service.js';
import { serviceInternals } from './serviceInternals.js';

/** Cross-origin access to the handler, for a page served from another origin than the handler. */
export interface CorsOptions {
  /** Origins allowed to call the handler (exactly, e.g. 'https://app.example'), or '*' for any. */
  origins: readonly string[] | '*';
}

/** Options of {@link createCaptchaHandler}. */
export interface CaptchaHandlerOptions {
  /** Path the routes live under ['/captcha']. */
  basePath?: string;
  /**
   * The kinds served [the service's `kinds`: the four pictures unless the host listed others]. Any other kind
   * asked for is refused (403 `kind-off`), and so is a token of another kind at the redeem route. `proof`, the
   * non-visual way through, is served only when listed here and in the service's `kinds`: the strength of the
   * whole is the weakest kind served.
   */
  kinds?: readonly ChallengeKind[];
  /**
   * Limits on the challenge and verify routes, a minute: 60 per client, 240 per IPv6 /56 and IPv4 /24, 480 per
   * IPv6 /48, 6,000 for the whole service, and 30 for every client whose address cannot be known together;
   * `false` turns them off (tests, benchmarks). Clients are told apart by `clientKey`, else by address (IPv4 per
   * address, IPv6 per /64). Counted in the service's store when it can count (`redisStore`: shared by every
   * instance), else in this process.
   */
  rateLimit?: RateLimitOptions | false;
  /**
   * The rate-limit key of a request [its address: the socket's, or X-Forwarded-For's per `trustProxy`], for
   * hosts that know the client better (a header their platform sets and a client cannot, a session). An IP
   * address returned is keyed as addresses are (IPv6 per /64, within its /56 and /48; IPv4 within its /24);
   * `undefined` or `''` means the client cannot be told apart: such requests share one low-rate bucket
   * (`rateLimit.maxUnknown`), and the handler says so once in the log.
   */
  clientKey?: (request: Request, info: ConnectionInfo | undefined) => string | undefined;
  /** Cross-origin access [none: same origin only]. Never applies to the redeem route. */
  cors?: CorsOptions;
  /** Largest request body in bytes [8,192]; a larger one is refused with 413. */
  maxBodyBytes?: number;
  /**
   * Reverse proxies in front of the server that append to X-Forwarded-For [0]: the rate limit keys on the
   * address the nearest of them saw. Leave 0 when clients reach the server directly, or they can pick any address.
   */
  trustProxy?: number;
  /** Actions the browser may ask a challenge for [any well-formed action]. */
  actions?: readonly string[];
  /**
   * Turns on `POST {basePath}/redeem` for backends in other languages, guarded by `Authorization: Bearer <key>`
   * (at least 32 bytes, not the signing secret). Off by default: Node backends call `service.redeem` directly.
   */
  redeemKey?: string;
  /** Called with any unexpected error (the response says only `internal`) [logged to the console]. */
  onError?: (error: unknown) => void;
}

/** What the host knows about the request that a Fetch `Request` does not carry. */
export interface ConnectionInfo {
  /** The socket's remote address (Node's `req.socket.remoteAddress`, Hono's `getConnInfo`, ...). */
  clientAddress?: string;
}

/**
 * The second argument a Next.js route handler receives (`{ params }`). The handler takes it and ignores it, so
 * `export const POST = createCaptchaHandler(...)` type-checks in a route file under `next build`.
 */
export interface RouteContext {
  params: unknown;
}

/** A Fetch-API handler: Node through `toNodeHandler`, Next.js route handlers, Hono, Deno, Bun. */
export type CaptchaHandler = (request: Request, info?: ConnectionInfo | RouteContext) => Promise<Response>;

/** The socket's address, when the host passed one. */
function socketAddress(info: ConnectionInfo | RouteContext | undefined): string | undefined {
  return info && 'clientAddress' in info ? info.clientAddress : undefined;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
  }
}

const ID_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...headers,
    },
  });
}

/** The body of a request that declares no length (chunked), read only up to `maxBytes`. */
async function readCapped(request: Request, maxBytes: number): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw new HttpError(413, 'payload-too-large');
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function readJson(request: Request, maxBytes: number): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  // JSON only: a form or text/plain post cannot reach these routes from another site without a preflight.
  if (!/^application\/json\s*(;|$)/i.test(type)) throw new HttpError(415, 'unsupported-media-type');
  const declared = request.headers.get('content-length') ?? '';
  const length = /^\d{1,15}$/.test(declared) ? Number(declared) : null;
  if (length !== null && length > maxBytes) throw new HttpError(413, 'payload-too-large');
  // A declared length is the HTTP server's to enforce (Node's parser reads no more), so such a body is read
  // at once; one without (chunked) is counted as it arrives.
  let text: string;
  try {
    text = length !== null ? await request.text() : await readCapped(request, maxBytes);
  } catch (error) {
    // A body that could not be read (the client went away, or the server adapter cut it off) is the client's.
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'bad-request');
  }
  if (Buffer.byteLength(text) > maxBytes) throw new HttpError(413, 'payload-too-large');
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Falls through to the same answer as every other body that is not a JSON object.
  }
  throw new HttpError(400, 'malformed');
}

function sameKey(given: string, expected: Buffer): boolean {
  // Hashing first makes both sides 32 bytes, so the comparison's time says nothing about the key's length.
  return timingSafeEqual(createHash('sha256').update(given).digest(), expected);
}

/**
 * Serves a captcha service over HTTP as a Fetch-API handler. Routes, under `basePath`:
 * - `POST /:kind` (a kind of `kinds`), body `{ action? }`: a new challenge, `{ id, data, work, anotherWay }`
 *   (`data` null for proof; `anotherWay`: whether `proof` is served); 403 `kind-off` for a kind not served,
 *   429 `proof-budget` for `proof` past its budget;
 * - `POST /:id/verify`, body `{ answer, work }` (work: the puzzle's answer in hex): `{ ok: true, token }`, or
 *   `{ ok: false, reason, work? }` with 400 (malformed) or 422 (expired, unknown, used, too-many-attempts, wrong, work);
 * - `POST /redeem`, only with `redeemKey`: body `{ token, action? }`, the service's redeem result for the
 *   kinds served (200, 400 or 422; 401 without the key);
 * - `GET /health`: `{ ok: true }`.
 * Bodies are JSON (415 otherwise) of at most `maxBodyBytes` (413); a client past its rate limit gets 429 with
 * Retry-After; errors are `{ ok: false, error }` and never carry a stack. Throws a `CaptchaConfigError` for bad options.
 */
export function createCaptchaHandler(service: CaptchaService, options: CaptchaHandlerOptions = {}): CaptchaHandler {
  const base = (options.basePath ?? '/captcha').replace(/\/+$/, '');
  if (base !== '' && !/^(\/[A-Za-z0-9._~-]+)+$/.test(base)) {
    throw new CaptchaConfigError(`createCaptchaHandler: basePath must look like /captcha, got ${base}`);
  }
  const maxBodyBytes = options.maxBodyBytes ?? 8192;
  const trustProxy = options.trustProxy ?? 0;
  if (!Number.isInteger(maxBodyBytes) || maxBodyBytes < 256) {
    throw new CaptchaConfigError('createCaptchaHandler: maxBodyBytes must be an integer of at least 256');
  }
  if (!Number.isInteger(trustProxy) || trustProxy < 0) {
    throw new CaptchaConfigError('createCaptchaHandler: trustProxy must be a whole number of proxies');
  }
  if (options.redeemKey !== undefined && Buffer.byteLength(options.redeemKey) < 32) {
    throw new CaptchaConfigError('createCaptchaHandler: redeemKey must be at least 32 bytes');
  }
  const internals = serviceInternals(service);
  if (options.redeemKey !== undefined && internals?.isSigningSecret(options.redeemKey)) {
    throw new CaptchaConfigError(
      'createCaptchaHandler: redeemKey must not be the signing secret (whoever holds it could mint tokens): make another with `openssl rand -base64 48`',
    );
  }
  const redeemKey = options.redeemKey === undefined ? null : createHash('sha256').update(options.redeemKey).digest();
  const counter = internals?.store;
  let limiter: ((keys: ClientKeys) => Promise<number>) | null = null;
  if (options.rateLimit !== false) {
    const counted = counter?.countHit
      ? createStoreRateLimiter({ countHit: counter.countHit.bind(counter) }, options.rateLimit)
      : createRateLimiter(options.rateLimit);
    limiter = createNetworkLimiter(counted, options.rateLimit);
  }
  const { clientKey } = options;
  let warnedUnknownClient = false;
  const actions = options.actions ? new Set(options.actions) : null;
  const kinds = options.kinds ?? service.kinds ?? captchaKinds;
  if (!Array.isArray(kinds) || kinds.length === 0 || !kinds.every(isChallengeKind)) {
    throw new CaptchaConfigError('createCaptchaHandler: kinds must list some of click, slide, region, rotate, proof');
  }
  // Told to the client with each challenge, so the widgets offer "Verify another way" only when it works.
  const anotherWay = kinds.includes('proof');
  const cors = options.cors;

  const corsHeaders = (request: Request): Record<string, string> => {
    const origin = request.headers.get('origin');
    if (!cors || origin === null) return {};
    const allowed = cors.origins === '*' || cors.origins.includes(origin);
    return allowed ? { 'access-control-allow-origin': cors.origins === '*' ? '*' : origin, vary: 'Origin' } : {};
  };

  /** The keys of the request's client: its own, its wider networks', or the shared key of an unknown address. */
  const clientOf = (request: Request, info: ConnectionInfo | RouteContext | undefined): ClientKeys => {
    // Next's route context is no connection info: the key function sees none.
    if (clientKey) return hostClientKeys(clientKey(request, info && 'clientAddress' in info ? info : undefined));
    return clientKeys(clientAddress(request.headers.get('x-forwarded-for'), socketAddress(info), trustProxy));
  };

  /** Counts the request against its client's budgets; resolves the client's keys. */
  const limit = async (request: Request, info: ConnectionInfo | RouteContext | undefined): Promise<ClientKeys> => {
    const client = clientOf(request, info);
    if (!client.known && !warnedUnknownClient) {
      warnedUnknownClient = true;
      serverLog.warn(
        'createCaptchaHandler cannot tell clients apart (no socket address, no X-Forwarded-For it may trust, no clientKey), so every such request shares one low-rate bucket (rateLimit.maxUnknown, 30 a minute). Pass the connection info (handler(request, { clientAddress })), set trustProxy to the number of proxies that append to X-Forwarded-For, or give a clientKey that reads the header your platform sets and a client cannot (x-vercel-forwarded-for, cf-connecting-ip, fly-client-ip, x-nf-client-connection-ip, or x-real-ip set by your nginx).',
      );
    }
    const wait = limiter ? await limiter(client) : 0;
    if (wait > 0) throw new HttpError(429, 'rate-limited', { 'retry-after': String(wait) });
    return client;
  };

  const route = async (
    request: Request,
    info: ConnectionInfo | RouteContext | undefined,
    segments: string[],
  ): Promise<Response> => {
    const method = request.method;
    const [first = '', second, extra] = segments;
    if (extra !== undefined || first === '') throw new HttpError(404, 'not-found');
    if (method === 'OPTIONS' && cors) {
      const headers = corsHeaders(request);
      if (!headers['access-control-allow-origin'] || first === 'redeem') throw new HttpError(403, 'forbidden');
      return new Response(null, {
        status: 204,
        headers: {
          ...headers,
          'access-control-allow-methods': 'GET, POST',
          'access-control-allow-headers': 'content-type',
          'access-control-max-age': '600',
        },
      });
    }
    if (first === 'health' && second === undefined) {
      if (method !== 'GET') throw new HttpError(405, 'method-not-allowed', { allow: 'GET' });
      return json(200, { ok: true });
    }
    if (method !== 'POST') throw new HttpError(405, 'method-not-allowed', { allow: 'POST' });

    if (first === 'redeem' && second === undefined && redeemKey) {
      const authorization = request.headers.get('authorization') ?? '';
      // The scheme is case-insensitive (RFC 9110, 11.1): `bearer` and `BEARER` are Bearer.
      const given = /^Bearer +(.+)$/i.exec(authorization)?.[1];
      if (given === undefined || !sameKey(given, redeemKey)) throw new HttpError(401, 'unauthorized');
      const body = await readJson(request, maxBodyBytes);
      const action = body.action ?? '';
      if (!isAction(action)) return json(400, { ok: false, reason: 'malformed' });
      const result = await service.redeem(body.token, { action, kinds });
      return json(result.ok ? 200 : result.reason === 'malformed' ? 400 : 422, result);
    }
    if (second === undefined && isChallengeKind(first)) {
      const client = await limit(request, info);
      const body = await readJson(request, maxBodyBytes);
      const action = body.action ?? '';
      if (!isAction(action) || (actions && !actions.has(action))) throw new HttpError(400, 'bad-action');
      if (!kinds.includes(first)) throw new HttpError(403, 'kind-off');
      const { id, data, work } = await service.create(first, { action, client }).catch((error: unknown) => {
        if (error instanceof CaptchaKindOffError) throw new HttpError(403, 'kind-off');
        if (error instanceof CaptchaBudgetError) {
          const seconds = String(Math.ceil(error.retryAfterMs / 1000));
          throw new HttpError(429, 'proof-budget', { 'retry-after': seconds });
        }
        throw error;
      });
      return json(200, { id, data, work, anotherWay });
    }
    if (second === 'verify' && ID_SEGMENT.test(first)) {
      await limit(request, info);
      const body = await readJson(request, maxBodyBytes);
      const result = await service.verify(first, body.answer, { work: body.work });
      return json(result.ok ? 200 : result.reason === 'malformed' ? 400 : 422, result);
    }
    throw new HttpError(404, 'not-found');
  };

  return async (request, info) => {
    const { pathname } = new URL(request.url);
    let response: Response;
    try {
      if (pathname !== base && !pathname.startsWith(`${base}/`)) throw new HttpError(404, 'not-found');
      response = await route(request, info, pathname.slice(base.length + 1).split('/'));
    } catch (error) {
      if (error instanceof HttpError) {
        response = json(error.status, { ok: false, error: error.code }, error.headers);
      } else if (error instanceof CaptchaBusyError) {
        // Beyond what the server can afford now: said at once, never queued.
        response = json(503, { ok: false, error: 'busy' }, { 'retry-after': String(error.retryAfterSeconds) });
      } else {
        (options.onError ?? serverLog.error)(error);
        response = json(500, { ok: false, error: 'internal' });
      }
    }
    if (pathname !== `${base}/redeem`) {
      for (const [name, value] of Object.entries(corsHeaders(request))) response.headers.set(name, value);
    }
    return response;
  };
}
