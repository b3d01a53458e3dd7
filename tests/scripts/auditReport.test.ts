import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const git = (...args: string[]) => execFileSync('git', args, { cwd: process.cwd(), encoding: 'utf8' });

describe("the Chromium audit's report", () => {
  it('is written where git ignores it and tracks nothing, so npm test leaves the work tree unmodified', () => {
    expect(git('ls-files', 'a11y/report')).toBe('');
    for (const written of ['a11y/report/report.json', 'a11y/report/README.md', 'a11y/report/screenshots/0.jpg']) {
      expect(git('check-ignore', '--no-index', written).trim()).toBe(written);
    }
  });
});
