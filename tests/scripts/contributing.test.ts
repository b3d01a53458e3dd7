import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('CONTRIBUTING.md, What you need', () => {
  it('names every program the tests start: Chromium and redis-server, with how to install each', () => {
    const text = readFileSync(join(process.cwd(), 'CONTRIBUTING.md'), 'utf8');
    const section = text.slice(
      text.indexOf('## What you need'),
      text.indexOf('## ', text.indexOf('## What you need') + 3),
    );
    expect(section).toMatch(/\*\*Chromium\*\*[\s\S]*apt-get install chromium/);
    expect(section).toMatch(/\*\*redis-server\*\*[\s\S]*apt-get install redis-server/);
    // The binary the Redis tests start, overridable as the section says.
    expect(readFileSync(join(process.cwd(), 'tests/captcha/server/redisServer.ts'), 'utf8')).toContain(
      "process.env.REDIS_SERVER ?? 'redis-server'",
    );
    expect(section).toContain('REDIS_SERVER=');
  });
});
