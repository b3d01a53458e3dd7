// Code colours chosen for WCAG AA contrast (4.5:1) on their backgrounds; stock Prism themes miss it
// for comments and punctuation, and the Chromium audit checks every token.
export const prismLight = {
  plain: { color: '#1f2933', backgroundColor: '#f4f6f8' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#5c6470', fontStyle: 'italic' } },
    { types: ['punctuation', 'operator'], style: { color: '#3e4652' } },
    { types: ['tag', 'keyword', 'boolean', 'constant', 'symbol', 'deleted'], style: { color: '#a3155b' } },
    { types: ['attr-name', 'property', 'function', 'class-name'], style: { color: '#6a3fb5' } },
    { types: ['string', 'char', 'attr-value', 'inserted', 'selector'], style: { color: '#1e6b36' } },
    { types: ['number', 'regex', 'variable', 'builtin', 'url'], style: { color: '#8a4b00' } },
  ],
};

export const prismDark = {
  plain: { color: '#e6edf3', backgroundColor: '#161b22' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#9aa5b1', fontStyle: 'italic' } },
    { types: ['punctuation', 'operator'], style: { color: '#c9d1d9' } },
    { types: ['tag', 'keyword', 'boolean', 'constant', 'symbol', 'deleted'], style: { color: '#ff9bce' } },
    { types: ['attr-name', 'property', 'function', 'class-name'], style: { color: '#d2b8ff' } },
    { types: ['string', 'char', 'attr-value', 'inserted', 'selector'], style: { color: '#8ee3a5' } },
    { types: ['number', 'regex', 'variable', 'builtin', 'url'], style: { color: '#ffc46b' } },
  ],
};
