import type { LinkToken } from './findLinks.js';

/** An inline style of message styling, by its delimiter: `*bold*`, `/italic/`, `_underline_`, `~strike~`, ... */
export type InlineStyle = 'bold' | 'italic' | 'underline' | 'strike' | 'code' | 'superscript' | 'subscript';

/** A message as data before it becomes React elements: text, links, styled runs and code. */
export type MessageNode =
  | { kind: 'text'; text: string }
  | { kind: 'link'; link: LinkToken }
  | { kind: 'style'; style: Exclude<InlineStyle, 'code'>; children: MessageNode[] }
  | { kind: 'code'; text: string };
