import { describe, expect, it } from 'vitest';
import { loadAxe, missingAxeMessage } from '../../src/testing/loadAxe.js';

describe('loadAxe', () => {
  it('names axe-core and the command to install it when the package is missing, then tries again', async () => {
    const missing = () =>
      Promise.reject(new Error("Cannot find package 'axe-core' imported from auditAccessibility.js"));
    const failure = await loadAxe(missing).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe(
      'confab-ui/testing audits with axe-core, which is not installed: run `npm install --save-dev axe-core`.',
    );
    expect((failure as Error).message).toBe(missingAxeMessage);
    expect(((failure as Error).cause as Error).message).toMatch(/Cannot find package 'axe-core'/);
    // Once installed, the next audit loads it.
    const axe = await loadAxe();
    expect(typeof axe.run).toBe('function');
  });
});
