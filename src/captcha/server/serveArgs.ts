import { parseArgs } from 'node:util';

// The command line alone, apart from the service: `--help` and `--version` must work where sharp is missing.

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
  --version               the version of confab-ui
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

/**
 * Reads `confab-captcha` arguments (without `node` and the script): the options of `serve`, or 'help' or
 * 'version' when asked. Throws a UsageError for bad ones.
 */
export function parseServeArgs(argv: readonly string[]): ServeOptions | 'help' | 'version' {
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
        version: { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  if (values.version) return 'version';
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
