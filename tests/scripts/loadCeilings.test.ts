import { getConfig } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// Issue 43: on a busy 2-core machine tests failed with "Test timed out in 5000ms" and a findBy* gave up after
// its 1 s default. Tests wait for conditions; these are only the ceilings after which a wait counts as hung.
describe('the ceilings a busy machine needs', () => {
  it('gives each test a minute and each findBy/waitFor 15 s before either counts as hung', (context) => {
    expect(context.task.timeout).toBeGreaterThanOrEqual(60_000);
    expect(getConfig().asyncUtilTimeout).toBeGreaterThanOrEqual(15_000);
  });
});
