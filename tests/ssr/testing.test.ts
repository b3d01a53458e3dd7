import { expect, it } from 'vitest';
import { auditAccessibility } from '../../src/testing/index.js';

it('confab-ui/testing imports without a DOM and says what it needs when audited there', async () => {
  await expect(auditAccessibility({} as Element)).rejects.toThrow(/needs a DOM.*jsdom/);
});
