import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../src/captcha/server/rateLimiter.js';

function clock() {
  let time = 1_700_000_000_000;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('createRateLimiter', () => {
  it('allows max requests per window, then says how many seconds to wait', () => {
    const { now, advance } = clock();
    const limiter = createRateLimiter({ max: 2, windowMs: 10_000 }, now);
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('a')]).toEqual([0, 0, 10]);
    advance(4_000);
    expect(limiter.hit('a')).toBe(6);
    advance(6_000);
    expect(limiter.hit('a')).toBe(0);
  });

  it('never forgets a client over its limit, however many other clients come (10,000 by default)', () => {
    const { now } = clock();
    const limiter = createRateLimiter({ max: 1 }, now);
    limiter.hit('attacker');
    expect(limiter.hit('attacker')).toBeGreaterThan(0);
    for (let i = 0; i < 20_000; i += 1) limiter.hit(`visitor-${i}`);
    expect(limiter.hit('attacker')).toBeGreaterThan(0);
  });

  it('makes room by forgetting the oldest client under its limit', () => {
    const { now, advance } = clock();
    const limiter = createRateLimiter({ max: 2, maxClients: 3 }, now);
    for (const key of ['a', 'b', 'c']) {
      limiter.hit(key);
      advance(1);
    }
    limiter.hit('a');
    limiter.hit('d'); // forgets a, the oldest
    expect([limiter.hit('a'), limiter.hit('a')]).toEqual([0, 0]); // a counts afresh; b went to make room
    expect(limiter.hit('c')).toBe(0);
    expect(limiter.hit('c')).toBeGreaterThan(0);
  });

  it('refuses new clients while every tracked client is over its limit, until the first window ends', () => {
    const { now, advance } = clock();
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000, maxClients: 3 }, now);
    for (const key of ['a', 'b', 'c']) {
      limiter.hit(key);
      limiter.hit(key);
      advance(10_000);
    }
    expect(limiter.hit('newcomer')).toBe(30);
    expect(limiter.hit('a')).toBe(30);
    advance(30_000);
    expect(limiter.hit('newcomer')).toBe(0);
    expect(limiter.hit('b')).toBeGreaterThan(0);
  });

  it('refuses options that are not positive integers', () => {
    expect(() => createRateLimiter({ max: 0 })).toThrow(RangeError);
    expect(() => createRateLimiter({ windowMs: 1.5 })).toThrow(RangeError);
    expect(() => createRateLimiter({ maxClients: -1 })).toThrow(RangeError);
  });
});
