import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createCaptchaHandler } from './handler.js';
import { redisStore, type RedisClientLike } from './redisStore.js';
import { createCaptchaService } from './service.js';
import type { CaptchaStore } from './store.js';
import { UsageError, type ServeOptions } from './serveArgs.js';
import { toNodeHandler } from './toNodeHandler.js';

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
    // The service reads its secret at its first call: make one now (a token that is none), so a missing or weak
    // secret stops the server at start, not at its first request.
    await service.redeem('');
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
