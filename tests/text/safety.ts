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

/** What Markdown adds: blocks, line breaks, code blocks (and their language), an ordered list's start. */
const MARKDOWN_TAGS = new Set(['P', 'BR', 'UL', 'OL', 'LI', 'BLOCKQUOTE', 'PRE']);
const MARKDOWN_ATTRIBUTES = new Set(['data-markdown', 'data-language', 'start']);

/**
 * What a message may contain once rendered: our elements, our attributes, and the four schemes (with
 * `markdown`, also the elements and attributes Markdown draws). Never an event handler attribute.
 */
export function expectSafe(container: HTMLElement, { markdown = false } = {}): void {
  for (const element of Array.from(container.querySelectorAll('*'))) {
    const tagAllowed = ALLOWED_TAGS.has(element.tagName) || (markdown && MARKDOWN_TAGS.has(element.tagName));
    expect(tagAllowed, `unexpected <${element.tagName}>`).toBe(true);
    for (const { name } of Array.from(element.attributes)) {
      expect(name, 'an event handler attribute').not.toMatch(/^on/i);
      const allowed = ALLOWED_ATTRIBUTES.has(name) || (markdown && MARKDOWN_ATTRIBUTES.has(name));
      expect(allowed, `unexpected attribute ${name}`).toBe(true);
    }
    const href = element.getAttribute('href');
    if (href !== null) expect(href).toMatch(/^(https?:\/\/|mailto:|tel:)/i);
  }
}
