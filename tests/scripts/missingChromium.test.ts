import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const line =
  "Chromium not found at /nonexistent/chromium: install Debian's chromium (apt-get install chromium), or set CHROMIUM_PATH.";

/** Runs a browser script of `npm test` on a machine without Chromium. */
function withoutChromium(script: string) {
  return spawnSync(process.execPath, [script], {
    cwd: process.cwd(),
    env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
    encoding: 'utf8',
  });
}

// Each test starts a Node process: on a busy machine that takes seconds, so the ceiling is a minute, not 5 s.
describe('npm test on a machine without Chromium', { timeout: 60_000 }, () => {
  it('the example apps stop first, before packing, with the audit’s one line', () => {
    const run = withoutChromium('scripts/examples.mjs');
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`${line}\n`);
  });

  it.each(['a11y/chromium/audit.mjs', 'a11y/chromium/keyboard-tour.mjs'])('%s says the same line', (script) => {
    const run = withoutChromium(script);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(`${line}\n`);
  });
});
