import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';
import { describe, expect, it, vi } from 'vitest';
import { CaptchaBusyError } from '../../../src/captcha/server/errors.js';
import type { CaptchaKind, ChallengeMaker } from '../../../src/captcha/server/index.js';
import { createPicturePool, type PoolMeter } from '../../../src/captcha/server/picturePool.js';
import { fakeMaker } from './fakeMaker.js';

/** A maker whose pictures cost `costMs` of the fake CPU each, and a meter over that CPU and a clock tests move. */
function setup(costMs: number, gated = false) {
  let cpu = 0;
  let time = 0;
  const made: string[] = [];
  const gates: (() => void)[] = [];
  const wakes: (() => void)[] = [];
  const maker: ChallengeMaker = {
    make: (async (kind: CaptchaKind) => {
      if (gated) await new Promise<void>((resolve) => gates.push(resolve));
      cpu += costMs;
      made.push(kind);
      return fakeMaker.make(kind);
    }) as ChallengeMaker['make'],
  };
  const meter: PoolMeter = {
    now: () => time,
    cpuMs: () => cpu,
    later: (run) => {
      wakes.push(run);
      return { ref: () => undefined };
    },
  };
  return {
    maker,
    meter,
    made,
    /** Lets the picture being made finish. */
    release: async () => {
      await vi.waitFor(() => expect(gates.length).toBeGreaterThan(0));
      gates.shift()!();
    },
    elapse: (ms: number) => {
      time += ms;
      for (const wake of wakes.splice(0)) wake();
    },
  };
}

describe('createPicturePool', () => {
  it('makes nothing until asked, then makes pictures ahead and serves the next creates at once', async () => {
    const { maker, meter, made } = setup(10);
    const pool = createPicturePool(maker, { poolSize: 2 }, meter);
    expect(made).toEqual([]);
    await pool.take('slide', 'net-a');
    await pool.take('rotate', 'net-a').catch(() => undefined);
    // The first creates' own pictures, then two of each kind asked for, ahead (none of the others).
    await vi.waitFor(() => expect(made).toHaveLength(6));
    expect(made.slice(2).sort()).toEqual(['rotate', 'rotate', 'slide', 'slide']);
    const served = await Promise.all([pool.take('rotate', 'net-a'), pool.take('slide', 'net-b')]);
    expect(served.map((picture) => picture.answer.kind)).toEqual(['rotate', 'slide']);
    // Served from the pool: the two made now only refill it.
    await vi.waitFor(() => expect(made).toHaveLength(8));
    expect(pool.spentCpuMs).toBe(80);
  });

  it('refuses a create at once with Retry-After once the budget is spent, and makes again when it refills', async () => {
    const { maker, meter, made, elapse } = setup(1000);
    const pool = createPicturePool(maker, { cpuShare: 0.5, poolSize: 0 }, meter);
    // Half a core holds 500 ms: a picture of 1,000 ms leaves it 500 ms in debt, a second's refill at 0.5 ms a ms.
    await pool.take('slide', 'net-a');
    const refused = await pool.take('slide', 'net-b').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CaptchaBusyError);
    expect((refused as CaptchaBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(made).toHaveLength(1);
    elapse(1100);
    await expect(pool.take('slide', 'net-b')).resolves.toMatchObject({ answer: { kind: 'slide' } });
    expect(made).toHaveLength(2);
    expect(pool.spentCpuMs).toBe(2000);
  });

  it('serves waiting creates one network after another, not first come, and caps each network at two', async () => {
    const { maker, meter, release } = setup(1, true);
    const pool = createPicturePool(maker, { poolSize: 0 }, meter);
    const order: string[] = [];
    const take = (label: string, network: string) => pool.take('slide', network).then(() => order.push(label));
    const waits = [take('A1', 'flood'), take('A2', 'flood'), take('A3', 'flood'), take('B1', 'person')];
    const refused = await pool.take('slide', 'flood').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CaptchaBusyError);
    for (let i = 0; i < 4; i += 1) await release();
    await Promise.all(waits);
    expect(order).toEqual(['A1', 'A2', 'B1', 'A3']);
  });

  it('makes room in a full line for a network with fewer waiters: the fullest network gives up its newest', async () => {
    const { maker, meter, release } = setup(1, true);
    const pool = createPicturePool(maker, { poolSize: 0, maxWaiting: 3 }, meter);
    const outcome: Record<string, string> = {};
    const take = (label: string, network: string) =>
      pool.take('slide', network).then(
        () => (outcome[label] = 'served'),
        (error: unknown) => (outcome[label] = error instanceof CaptchaBusyError ? 'busy' : 'error'),
      );
    const waits = [take('A1', 'flood'), take('A2', 'flood'), take('A3', 'flood'), take('B1', 'other')];
    waits.push(take('C1', 'person'));
    for (let i = 0; i < 4; i += 1) await release();
    await Promise.all(waits);
    expect(outcome).toEqual({ A1: 'served', A2: 'served', A3: 'busy', B1: 'served', C1: 'served' });
  });

  it("charges a picture the other threads' CPU, not the event loop's work for other requests meanwhile", async () => {
    let cpu = 0;
    let thread = 0;
    let busyLoop = false;
    const maker: ChallengeMaker = {
      make: (async (kind: CaptchaKind) => {
        // 6 ms on libvips' threads, 4 ms of the maker's own JavaScript; under a flood the event loop also spends
        // 100 ms on other requests while the picture is made.
        cpu += 10;
        thread += 4;
        if (busyLoop) {
          cpu += 100;
          thread += 100;
        }
        return fakeMaker.make(kind);
      }) as ChallengeMaker['make'],
    };
    const meter: PoolMeter = {
      now: () => 0,
      cpuMs: () => cpu,
      threadCpuMs: () => thread,
      later: () => ({ ref: () => undefined }),
    };
    const pool = createPicturePool(maker, { poolSize: 0 }, meter);
    await pool.take('slide', 'quiet');
    expect(pool.spentCpuMs).toBe(10);
    busyLoop = true;
    await pool.take('slide', 'flood');
    // At most 1.5 times the cheapest recent picture (10 ms), and at least the 6 ms off the event loop.
    expect(pool.spentCpuMs).toBe(25);
  });

  it("passes the maker's error to the create that waited for it", async () => {
    const failing: ChallengeMaker = { make: () => Promise.reject(new Error('no sharp')) };
    const pool = createPicturePool(failing, {}, setup(0).meter);
    await expect(pool.take('click', 'net')).rejects.toThrow('no sharp');
    await expect(pool.take('click', 'net')).rejects.toThrow('no sharp');
  });

  it('refuses bad options', () => {
    expect(() => createPicturePool(fakeMaker, { cpuShare: 0 })).toThrow(RangeError);
    expect(() => createPicturePool(fakeMaker, { poolSize: -1 })).toThrow(RangeError);
    expect(() => createPicturePool(fakeMaker, { maxWaiting: 0 })).toThrow(RangeError);
  });

  // Node 22.12 to 22.14 (the engines allow them) have no process.threadCpuUsage: every create threw a TypeError.
  it('serves pictures on a Node without process.threadCpuUsage (22.12 to 22.14)', async () => {
    const own = process as { threadCpuUsage?: NodeJS.Process['threadCpuUsage'] };
    const saved = own.threadCpuUsage;
    own.threadCpuUsage = undefined;
    try {
      vi.resetModules();
      const fresh = await import('../../../src/captcha/server/picturePool.js');
      const pool = fresh.createPicturePool(fakeMaker, { poolSize: 0 });
      await expect(pool.take('slide', 'net-a')).resolves.toHaveProperty('answer.kind', 'slide');
    } finally {
      own.threadCpuUsage = saved;
    }
  });

  // A Node process of its own, with the real clock and CPU: what decides whether it stays alive is Node's.
  it('keeps a script alive while its create waits for the budget, and serves it', async () => {
    // Half a core's default would need seconds of CPU; a twentieth holds 50 ms, so a picture of 80 ms of CPU
    // puts the budget in debt and the second create waits some hundred ms for its turn.
    const script = `
      import { createPicturePool } from './src/captcha/server/picturePool.ts';
      const cpuMs = () => { const { user, system } = process.cpuUsage(); return (user + system) / 1000; };
      const maker = { make: async (kind) => { const end = cpuMs() + 80; while (cpuMs() < end); return { kind }; } };
      const pool = createPicturePool(maker, { cpuShare: 0.05, poolSize: 0 });
      await pool.take('slide', 'net-a');
      const second = await pool.take('slide', 'net-a').catch((error) => error);
      process.stdout.write(second instanceof Error ? second.message : second.kind);
    `;
    const bundle = await build({
      stdin: { contents: script, resolveDir: process.cwd(), loader: 'js' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      write: false,
    });
    const run = spawnSync(process.execPath, ['--input-type=module'], {
      input: bundle.outputFiles[0]!.text,
      encoding: 'utf8',
    });
    // Before: the wake-up was an unref'd timer, so the process ended with the create unsettled (status 13).
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('slide');
    expect(run.status).toBe(0);
  });
});
