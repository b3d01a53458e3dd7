import { spawn, spawnSync } from 'node:child_process';
import { createServer, connect } from 'node:net';

/** A redis-server started for a test file, on a free loopback port, with no persistence. */
export interface RedisServer {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

const BINARY = process.env.REDIS_SERVER ?? 'redis-server';

/**
 * Why the Redis tests cannot run here (the binary is missing), printed, or null when they can. On CI a missing
 * binary fails the run instead: .ci/run installs it.
 */
export function redisMissing(): string | null {
  const probe = spawnSync(BINARY, ['--version'], { encoding: 'utf8' });
  if (!probe.error) return null;
  const reason = `${BINARY} is not installed (.ci/run installs Debian's redis-server)`;
  if (process.env.CI) throw new Error(reason);
  console.warn(`Redis tests skipped: ${reason}`);
  return reason;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts redis-server and resolves once it accepts connections. */
export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  const child = spawn(
    BINARY,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; i < 200 && child.exitCode === null; i += 1) {
    if (await accepts(port)) {
      return {
        port,
        url: `redis://127.0.0.1:${port}`,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not start on port ${port}`);
}
