import type { InlineStyle } from './nodes.js';

/** The delimiters of inline styling (msgdown's) and the style each one makes. */
export const STYLE_DELIMITERS: Readonly<Record<string, InlineStyle>> = {
  '*': 'bold',
  '/': 'italic',
  _: 'underline',
  '~': 'strike',
  '`': 'code',
  '^': 'superscript',
  '¡': 'subscript',
};

export const SPACE = /\s/;
// A delimiter opens at a word start: after a space or opening punctuation. It closes at a word end: before a
// space or closing punctuation. So `a/b/c`, `snake_case_names` and `2*3*4` stay as typed.
export const BEFORE_WORD = /[\s([{<"'«“‘„¿\-–—]/;
export const AFTER_WORD = /[\s.,;:!?)\]}>"'»”’…\-–—]/;
