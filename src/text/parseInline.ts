import type { LinkToken } from './findLinks.js';
import { AFTER_WORD, BEFORE_WORD, SPACE, STYLE_DELIMITERS } from './delimiters.js';
import type { MessageNode } from './nodes.js';

interface Scan {
  text: string;
  links: readonly LinkToken[];
  styling: boolean;
}

function canOpen(text: string, at: number, start: number, end: number): boolean {
  const next = text[at + 1];
  if (at + 1 >= end || next === undefined || next === text[at] || SPACE.test(next)) return false;
  const previous = text[at - 1];
  return at === start || previous === undefined || BEFORE_WORD.test(previous);
}

function canClose(text: string, at: number, end: number): boolean {
  const previous = text[at - 1];
  if (previous === undefined || SPACE.test(previous)) return false;
  const next = text[at + 1];
  return at + 1 === end || next === undefined || AFTER_WORD.test(next);
}

/** Index of the first link that does not end at or before `position`. */
function firstLinkFrom(links: readonly LinkToken[], position: number, from: number): number {
  let index = from;
  while (index < links.length && links[index]!.end <= position) index++;
  return index;
}

/**
 * The closing delimiter for the one at `open`: the next same character outside any link, if it sits at a word
 * end. A styled run never holds its own delimiter, so the search is linear.
 */
function findClose(scan: Scan, open: number, end: number, linkIndex: number): number {
  const { text, links } = scan;
  const delimiter = text[open]!;
  let from = open + 1;
  let index = linkIndex;
  for (;;) {
    const at = text.indexOf(delimiter, from);
    if (at < 0 || at >= end) return -1;
    index = firstLinkFrom(links, at, index);
    const link = links[index];
    if (link && link.start <= at) {
      from = link.end;
      continue;
    }
    return at > open + 1 && canClose(text, at, end) ? at : -1;
  }
}

const DELIMITER = /[*/_~`^¡]/g;

/** Position of the next delimiter character at or after `from`, or `end`. */
function nextDelimiter(text: string, from: number, end: number): number {
  DELIMITER.lastIndex = from;
  const found = DELIMITER.exec(text);
  return found && found.index < end ? found.index : end;
}

function parseRange(scan: Scan, start: number, end: number, linkIndex: number): MessageNode[] {
  const { text, links, styling } = scan;
  const nodes: MessageNode[] = [];
  let plainFrom = start;
  let index = linkIndex;
  const flush = (to: number) => {
    if (to > plainFrom) nodes.push({ kind: 'text', text: text.slice(plainFrom, to) });
  };
  let at = start;
  while (at < end) {
    const link = links[index];
    const nextLink = link && link.start < end ? link.start : end;
    if (at === nextLink && link) {
      flush(at);
      nodes.push({ kind: 'link', link });
      at = link.end;
      plainFrom = at;
      index++;
      continue;
    }
    // Jump over plain text: to the next delimiter, or the next link.
    at = styling ? Math.min(nextDelimiter(text, at, end), nextLink) : nextLink;
    if (at >= end || at === nextLink) continue;
    const style = STYLE_DELIMITERS[text[at]!]!;
    const close = canOpen(text, at, start, end) ? findClose(scan, at, end, index) : -1;
    if (close > 0) {
      flush(at);
      if (style === 'code') nodes.push({ kind: 'code', text: text.slice(at + 1, close) });
      else nodes.push({ kind: 'style', style, children: parseRange(scan, at + 1, close, index) });
      at = close + 1;
      plainFrom = at;
      index = firstLinkFrom(links, at, index);
      continue;
    }
    at++;
  }
  flush(end);
  return nodes;
}

/**
 * Splits `text` into text, links and (when `styling` is on) styled runs. Links are atomic: no delimiter inside a
 * link opens or closes a style, and a styled run may hold whole links. Code content is kept literally: neither
 * styled nor linked. Unclosed or misplaced delimiters stay as typed. Linear in the length of the text.
 */
export function parseInline(text: string, links: readonly LinkToken[], styling: boolean): MessageNode[] {
  return parseRange({ text, links, styling }, 0, text.length, 0);
}
