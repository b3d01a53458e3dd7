import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaptchaConfigError } from '../../../src/captcha/server/index.js';
import { startService, type RunningService } from '../../../src/captcha/server/serve.js';
import { parseServeArgs, UsageError } from '../../../src/captcha/server/serveArgs.js';
import { redisMissing, startRedis, type RedisServer } from './redisServer.js';

const folder = mkdtempSync(join(tmpdir(), 'confab-captcha-cli-'));
const file = (name: string, text: string) => {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
};
const secretFile = file('secret', 'a secret of at least thirty-two bytes, from a file\n');
const keyFile = file('redeem-key', 'a redeem key of at least thirty-two bytes too\n');
const quiet = () => {};

describe('confab-captcha serve: arguments', () => {
  it('reads every option, with defaults', () => {
    expect(parseServeArgs(['serve'])).toEqual({
      port: 8080,
      host: '127.0.0.1',
      basePath: '/captcha',
      redisUrl: undefined,
      secretFile: undefined,
      redeemKeyFile: undefined,
      trustProxy: 0,
      cors: [],
    });
    expect(
      parseServeArgs([
        'serve',
        '--port',
        '0',
        '--host',
        '::1',
        '--base-path',
        '/api/captcha',
        '--trust-proxy',
        '1',
        '--cors',
        'https://a.example',
        '--cors',
        'https://b.example',
      ]),
    ).toMatchObject({
      port: 0,
      host: '::1',
      basePath: '/api/captcha',
      trustProxy: 1,
      cors: ['https://a.example', 'https://b.example'],
    });
    expect(parseServeArgs(['--help'])).toBe('help');
    expect(parseServeArgs(['--version'])).toBe('version');
  });

  it.each([[[]], [['start']], [['serve', '--port', 'http']], [['serve', '--port', '70000']], [['serve', '--nope']]])(
    'refuses %j with a UsageError',
    (argv) => {
      expect(() => parseServeArgs(argv)).toThrow(UsageError);
    },
  );
});

describe('confab-captcha on a host without sharp', () => {
  // The CLI itself, in a process of its own, with the sharp package made impossible to load.
  const cli = (...argv: string[]) =>
    spawnSync(
      process.execPath,
      [
        '--import',
        join(import.meta.dirname, 'withoutSharp.mjs'),
        join(import.meta.dirname, '../../../src/captcha/server/cli.ts'),
        ...argv,
      ],
      { encoding: 'utf8', env: { ...process.env, CONFAB_CAPTCHA_SECRET: '' } },
    );
  const { version } = JSON.parse(readFileSync(join(import.meta.dirname, '../../../package.json'), 'utf8')) as {
    version: string;
  };

  it('prints its usage for --help', () => {
    const result = cli('--help');
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^Usage: confab-captcha serve \[options\]/);
    expect(result.status).toBe(0);
  });

  it('prints its version for --version', () => {
    const result = cli('--version');
    expect(result.stdout).toBe(`${version}\n`);
    expect(result.status).toBe(0);
  });

  it('says in one line to install sharp when asked to serve', () => {
    const result = cli('serve', '--port', '0', '--secret-file', secretFile);
    expect(result.stderr).toMatch(/^confab-captcha: .*npm install sharp.*\n$/);
    expect(result.status).toBe(1);
  });
});

describe('confab-captcha serve: the service', () => {
  const running: RunningService[] = [];
  afterAll(() => Promise.all(running.map((service) => service.stop())));
  const start = async (argv: string[], env: NodeJS.ProcessEnv = {}) => {
    const options = parseServeArgs(['serve', '--port', '0', ...argv]);
    if (typeof options === 'string') throw new Error(`unexpected ${options}`);
    const service = await startService(options, env, quiet);
    running.push(service);
    return service;
  };

  it('serves health under its base path, with the secret from a file', async () => {
    const { url } = await start(['--secret-file', secretFile, '--base-path', '/api/captcha']);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/captcha$/);
    expect(await (await fetch(`${url}/health`)).json()).toEqual({ ok: true });
  });

  it('takes the secret from CONFAB_CAPTCHA_SECRET, and opens redeem only with a key file', async () => {
    const env = { CONFAB_CAPTCHA_SECRET: 'a secret of at least thirty-two bytes, from env' };
    const closed = await start([], env);
    const open = await start(['--redeem-key-file', keyFile], env);
    const redeem = (url: string, key: string) =>
      fetch(`${url}/redeem`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({ token: 'v1.x' }),
      });
    expect((await redeem(closed.url, 'a redeem key of at least thirty-two bytes too')).status).toBe(404);
    expect(await (await redeem(open.url, 'a redeem key of at least thirty-two bytes too')).json()).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('will not start without a secret, with a short one, or with an unreadable file', async () => {
    await expect(start([])).rejects.toThrow(UsageError);
    await expect(start([], { CONFAB_CAPTCHA_SECRET: 'short' })).rejects.toThrow(CaptchaConfigError);
    await expect(start(['--secret-file', join(folder, 'missing')])).rejects.toThrow(/cannot read/);
  });

  const missing = redisMissing();
  describe.skipIf(missing !== null)('with --redis-url', () => {
    let redis: RedisServer;
    beforeAll(async () => {
      redis = await startRedis();
    });
    afterAll(() => redis?.stop());

    it('keeps challenges in Redis', async () => {
      const { url } = await start(['--secret-file', secretFile, '--redis-url', redis.url]);
      const created = await fetch(`${url}/rotate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(created.status).toBe(200);
      const { id } = (await created.json()) as { id: string };
      const client = new Redis(redis.url);
      expect(await client.exists(`confab:captcha:{${id}}`)).toBe(1);
      await client.quit();
    });
  });
});
