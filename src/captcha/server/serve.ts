import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { parseArgs } from 'node:util';
import { createCaptchaHandler } from './handler.js';
import { redisStore, type RedisClientLike } from './redisStore.js';
import { createCaptchaService } from './service.js';
import type { CaptchaStore } from './store.js';
import { toNodeHandler } from './toNodeHandler.js';

/** What `confab-captcha serve` was asked for. */
export interface ServeOptions {
  port: number;
  host: string;
  basePath: string;
  redisUrl?: string;
  secretFile?: string;
  redeemKeyFile?: string;
  trustProxy: number;
  cors: string[];
}

/** The CLI's usage text. */
export const USAGE = `Usage: confab-captcha serve [options]

Serves the captcha handler over HTTP: POST {base}/:kind, POST {base}/:id/verify, GET {base}/health,
and POST {base}/redeem when a redeem key is given.

Options:
  --port <n>              port to listen on [8080]
  --host <address>        address to listen on [127.0.0.1]; 0.0.0.0 for every interface
  --base-path <path>      path the routes live under [/captcha]
  --secret-file <path>    file holding the token signing secret (32+ bytes); or set CONFAB_CAPTCHA_SECRET
  --redis-url <url>       keep challenges in Redis (needs ioredis or redis installed) [in memory]
  --redeem-key-file <p>   file holding the key (32+ bytes) that guards POST {base}/redeem [redeem off]
  --trust-proxy <n>       reverse proxies in front that append to X-Forwarded-For [0]
  --cors <origin>         allow this origin (repeatable; '*' for any) [same origin only]
  --help                  this text
`;

/** Thrown for a command line the CLI cannot run; the message is for the user. */
export class UsageError extends Error {
  override name = 'UsageError';
}

function whole(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number > max) throw new UsageError(`--${name} must be a whole number up to ${max}`);
  return number;
}

/** Reads `confab-captcha` arguments (without `node` and the script). Throws a UsageError for bad ones. */
export function parseServeArgs(argv: readonly string[]): ServeOptions | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'base-path': { type: 'string' },
        'secret-file': { type: 'string' },
        'redis-url': { type: 'string' },
        'redeem-key-file': { type: 'string' },
        'trust-proxy': { type: 'string' },
        cors: { type: 'string', multiple: true },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  if (positionals.length !== 1 || positionals[0] !== 'serve') throw new UsageError('the command is `serve`');
  return {
    port: whole('port', values.port, 8080, 65535),
    host: values.host ?? '127.0.0.1',
    basePath: values['base-path'] ?? '/captcha',
    redisUrl: values['redis-url'],
    secretFile: values['secret-file'],
    redeemKeyFile: values['redeem-key-file'],
    trustProxy: whole('trust-proxy', values['trust-proxy'], 0, 16),
    cors: values.cors ?? [],
  };
}

function readKey(path: string): string {
  try {
    // A trailing newline is the editor's, not the key's.
    return readFileSync(path, 'utf8').replace(/\r?\n$/, '');
  } catch {
    throw new UsageError(`cannot read ${path}`);
  }
}

async function connectRedis(url: string): Promise<{ client: RedisClientLike; close: () => Promise<unknown> }> {
  try {
    const { Redis } = await import('ioredis');
    const client = new Redis(url, { lazyConnect: true });
    await client.connect();
    return { client, close: () => client.quit() };
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ERR_MODULE_NOT_FOUND')) throw error;
  }
  try {
    const { createClient } = await import('redis');
    const client = createClient({ url });
    await client.connect();
    return { client, close: () => client.close() };
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ERR_MODULE_NOT_FOUND')) throw error;
  }
  throw new UsageError('--redis-url needs a Redis client: npm install ioredis');
}

/** A running service: its HTTP server (listening) and a way to stop it and its Redis connection. */
export interface RunningService {
  server: Server;
  /** The URL of its routes, e.g. http://127.0.0.1:8080/captcha. */
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts the service as `confab-captcha serve` does. `env` supplies CONFAB_CAPTCHA_SECRET when there is no
 * secret file; `log` receives unexpected errors. Throws a UsageError or the service's CaptchaConfigError.
 */
export async function startService(
  options: ServeOptions,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<RunningService> {
  const secret = options.secretFile ? readKey(options.secretFile) : env.CONFAB_CAPTCHA_SECRET;
  if (!secret) throw new UsageError('give the signing secret with --secret-file or CONFAB_CAPTCHA_SECRET');
  const redis = options.redisUrl ? await connectRedis(options.redisUrl) : null;
  const store: CaptchaStore | undefined = redis ? redisStore(redis.client) : undefined;
  try {
    const service = createCaptchaService({ secret, store });
    const handler = createCaptchaHandler(service, {
      basePath: options.basePath,
      trustProxy: options.trustProxy,
      cors: options.cors.length === 0 ? undefined : { origins: options.cors.includes('*') ? '*' : options.cors },
      redeemKey: options.redeemKeyFile ? readKey(options.redeemKeyFile) : undefined,
      onError: (error) =>
        log(`confab-captcha: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
    });
    const server = createServer(toNodeHandler(handler));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, resolve);
    });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    const host = options.host.includes(':') ? `[${options.host}]` : options.host;
    return {
      server,
      url: `http://${host}:${port}${options.basePath.replace(/\/+$/, '')}`,
      stop: async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await redis?.close();
      },
    };
  } catch (error) {
    await redis?.close();
    throw error;
  }
}
