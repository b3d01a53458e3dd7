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
    later: (run) => wakes.push(run),
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
    const meter: PoolMeter = { now: () => 0, cpuMs: () => cpu, threadCpuMs: () => thread, later: () => {} };
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
});
