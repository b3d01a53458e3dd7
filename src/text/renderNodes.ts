import { createElement, type ReactNode } from 'react';
import type { LinkToken } from './findLinks.js';
import type { InlineStyle, MessageNode } from './nodes.js';
import { truncateMiddle } from './truncateMiddle.js';

const TAGS: Readonly<Record<InlineStyle, string>> = {
  bold: 'strong',
  italic: 'em',
  underline: 'u',
  strike: 's',
  code: 'code',
  superscript: 'sup',
  subscript: 'sub',
};

/** What screen readers hear after a link's address, since every link opens in a new window. */
export const NEW_WINDOW_NOTE = '(opens in a new window)';

/** A found link as an `<a>`: its text shortened in the middle past `truncate`, named by the whole address. */
export function renderLink(link: LinkToken, truncate: number, key: number): ReactNode {
  const shown = truncateMiddle(link.text, truncate);
  return createElement(
    'a',
    {
      key,
      href: link.href,
      target: '_blank',
      rel: 'noopener noreferrer',
      // The whole address and the new window, for screen readers. A shortened link's name starts with what
      // is shown, so speech users can say what they see (WCAG 2.5.3, label in name), then the whole address.
      'aria-label':
        shown === link.text ? `${link.text} ${NEW_WINDOW_NOTE}` : `${shown}, ${link.text} ${NEW_WINDOW_NOTE}`,
      title: shown === link.text ? undefined : link.text,
      'data-link': link.kind,
    },
    shown,
  );
}

/** Turns parsed message nodes into React elements: strings, `a`, `strong`, `em`, `u`, `s`, `code`, `sup`, `sub`. */
export function renderNodes(nodes: readonly MessageNode[], truncate: number): ReactNode[] {
  return nodes.map((node, key) => {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'link':
        return renderLink(node.link, truncate, key);
      case 'code':
        return createElement(TAGS.code, { key }, node.text);
      case 'style':
        return createElement(TAGS[node.style], { key }, renderNodes(node.children, truncate));
    }
  });
}
