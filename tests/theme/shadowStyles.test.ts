import { describe, expect, it } from 'vitest';
import { ruleForShadowRoot } from '../../src/theme/shadowStyles.js';

describe('rules copied into a shadow root', () => {
  it("put the default theme's tokens on :host, where the page's own rule for the element wins over them", () => {
    expect(ruleForShadowRoot(':root,.confab-t-abc{--confab-colors-text:#111}')).toBe(
      ':host,.confab-t-abc{--confab-colors-text:#111}',
    );
  });

  it('leave every other rule as Stitches wrote it', () => {
    const rule = '.confab-c-x:root{color:red}';
    expect(ruleForShadowRoot(rule)).toBe(rule);
    expect(ruleForShadowRoot('@media (prefers-color-scheme: dark){.confab-c-y{--a:1}}')).toBe(
      '@media (prefers-color-scheme: dark){.confab-c-y{--a:1}}',
    );
  });
});
