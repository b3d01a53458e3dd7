import type { ComponentType, ReactNode } from 'react';
import { checkService, hashtagServices, mentionServices } from './services.js';
import type { HashtagService, MentionService } from './services.js';
import { DEFAULT_TRUNCATE } from './truncateMiddle.js';

/** Options of {@link linkify}. */
export interface LinkifyOptions {
  /**
   * Link `#hashtags` (at most 140 characters) to this service's tag page, or `false` (default) to leave them as
   * text. Anything else throws a `TypeError` naming the allowed services.
   */
  hashtag?: HashtagService | false;
  /**
   * Link `@mentions` to this service's profile pages, following its username rules (length, characters), or
   * `false` (default). Anything else throws a `TypeError` naming the allowed services.
   */
  mention?: MentionService | false;
  /**
   * Link text longer than this many characters is shortened in the middle with an ellipsis (default 50); the
   * full address stays in `href` and in the link's accessible name. `0` or `Infinity` never shortens.
   * A negative number or a non-number throws a `TypeError`.
   */
  truncate?: number;
}

/**
 * How a message's text is styled: `false` (plain, linked), `true` (the seed's inline marks: `*bold*`,
 * `/italic/`, `_underline_`, ...) or `'markdown'` (CommonMark's inline and block constructs chat needs, with the
 * Markdown renderer of `confab-ui/text/markdown`).
 */
export type MessageStyling = boolean | 'markdown';

/** What a code block component receives: the code, its language (from the fence's info) and the default `<pre>`. */
export interface CodeBlockProps {
  /** The code as typed, without the fence and its final newline. */
  code: string;
  /** The first word of the fence's info string (```` ```ts ````), when it is a plain name. */
  language: string | undefined;
  /** The default drawing: `<pre data-language><code>code</code></pre>`. */
  children: ReactNode;
}

/** Options the Markdown renderer works with: the checked options, and how to draw code blocks. */
export interface MarkdownRenderOptions extends ResolvedOptions {
  /** Draws each fenced code block (the chat's adds a copy button); default, the `<pre>` alone. */
  codeBlock?: ComponentType<CodeBlockProps>;
}

/**
 * The Markdown renderer, `markdown` of `confab-ui/text/markdown`. It is its own entry so that the parser
 * loads only where Markdown is on: pass it to {@link renderMessageText} with `styling: 'markdown'`.
 */
export interface MarkdownRenderer {
  /** Longer messages are not Markdown: they show as typed, without marks or links (see `maxMarkdownLength`). */
  maxLength: number;
  /**
   * The message as one element: a `<div data-message-text data-markdown>` of blocks, a `<span data-message-text>`
   * of the text as typed when it is longer than `maxLength`, or `undefined` when it must be shown as plain
   * linked text instead (nested deeper than the parser follows).
   */
  render(text: string, options: MarkdownRenderOptions): ReactNode;
  /** The words of a Markdown message as a reader sees them, without its marks (for announcements). */
  toPlain(text: string): string;
}

/** Options of {@link renderMessageText}. */
export interface MessageTextOptions extends LinkifyOptions {
  /**
   * `true`: inline styling with msgdown's delimiters (`*bold*`, `/italic/`, `_underline_`, ...). `'markdown'`:
   * CommonMark (emphasis, strong, ~~strikethrough~~, code, fenced code blocks, lists, block quotes, links,
   * paragraphs and line breaks), which needs `markdown`. Default off.
   */
  styling?: MessageStyling;
  /**
   * The Markdown renderer (`import { markdown } from 'confab-ui/text/markdown'`), required with
   * `styling: 'markdown'`: importing it is what brings the parser into a bundle.
   */
  markdown?: MarkdownRenderer;
  /** Draws each fenced code block of a Markdown message (see {@link CodeBlockProps}); default, a `<pre>`. */
  codeBlock?: ComponentType<CodeBlockProps>;
}

/** Options after checking: every field present and valid. */
export interface ResolvedOptions {
  styling: MessageStyling;
  hashtag: HashtagService | false;
  mention: MentionService | false;
  truncate: number;
}

function checkTruncate(value: unknown): number {
  if (value === undefined || value === null) return DEFAULT_TRUNCATE;
  if (typeof value !== 'number' || Number.isNaN(value) || value < 0) {
    throw new TypeError(`Invalid truncate ${String(value)}: expected a number of characters, 0 or more.`);
  }
  return Math.floor(value);
}

/** Checks options from TypeScript and JavaScript callers alike; throws a `TypeError` for an invalid one. */
export function resolveOptions(options: MessageTextOptions | null | undefined): ResolvedOptions {
  const given: MessageTextOptions = options ?? {};
  return {
    styling: given.styling === 'markdown' ? 'markdown' : Boolean(given.styling),
    hashtag: checkService('hashtag', given.hashtag, hashtagServices),
    mention: checkService('mention', given.mention, mentionServices),
    truncate: checkTruncate(given.truncate),
  };
}

/** A message's text from any caller: `null` and `undefined` are empty, anything else becomes a string. */
export function toText(text: unknown): string {
  if (typeof text === 'string') return text;
  if (text === null || text === undefined) return '';
  try {
    return String(text);
  } catch {
    return '';
  }
}
