import { findLinks } from './findLinks.js';
import type { MessageNode } from './nodes.js';
import { resolveOptions, toText, type MessageTextOptions } from './options.js';
import { parseInline } from './parseInline.js';

function flatten(nodes: readonly MessageNode[]): string {
  return nodes
    .map((node) => {
      switch (node.kind) {
        case 'text':
        case 'code':
          return node.text;
        case 'link':
          return node.link.text;
        case 'style':
          return flatten(node.children);
      }
    })
    .join('');
}

/**
 * The words of a message as a reader sees them, as a plain string: with `styling`, the delimiters that
 * `renderMessageText` turns into bold, italic and the rest are dropped (`*Hi* there` gives `Hi there`);
 * links keep their whole text. With `styling: 'markdown'` and `markdown`, the Markdown marks are dropped (without
 * `markdown`, the text is returned as typed). For announcements, titles and previews, where markup means nothing.
 */
export function messageTextToPlain(text: string, options?: Pick<MessageTextOptions, 'styling' | 'markdown'>): string {
  const plain = toText(text);
  const resolved = resolveOptions({ styling: options?.styling });
  if (resolved.styling === 'markdown') return options?.markdown ? options.markdown.toPlain(plain) : plain;
  if (!resolved.styling) return plain;
  return flatten(parseInline(plain, findLinks(plain, { ...resolved, styling: true }), true));
}
