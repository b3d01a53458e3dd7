import { expect } from 'vitest';

const ALLOWED_TAGS = new Set(['DIV', 'SPAN', 'A', 'STRONG', 'EM', 'U', 'S', 'CODE', 'SUP', 'SUB']);
const ALLOWED_ATTRIBUTES = new Set([
  'href',
  'target',
  'rel',
  'aria-label',
  'title',
  'data-link',
  'data-message-text',
  'style',
]);

/** What a message may contain once rendered: our elements, our attributes, and the four schemes. */
export function expectSafe(container: HTMLElement): void {
  for (const element of Array.from(container.querySelectorAll('*'))) {
    expect(ALLOWED_TAGS.has(element.tagName), `unexpected <${element.tagName}>`).toBe(true);
    for (const { name } of Array.from(element.attributes)) {
      expect(ALLOWED_ATTRIBUTES.has(name), `unexpected attribute ${name}`).toBe(true);
    }
    const href = element.getAttribute('href');
    if (href !== null) expect(href).toMatch(/^(https?:\/\/|mailto:|tel:)/i);
  }
}
