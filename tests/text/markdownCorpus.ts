// Hostile Markdown: read by tests/text/markdownHostile.test.tsx and bench/markdown.mjs (no imports, so Node
// runs it as it is).

/** Every way Markdown writes a link, with a dangerous scheme in each. */
export const dangerousLinks = [
  'javascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD4=',
].flatMap((address) => {
  const [scheme, rest] = [address.slice(0, address.indexOf(':')), address.slice(address.indexOf(':') + 1)];
  const first = scheme.charCodeAt(0).toString(16);
  return [
    `[x](${address})`,
    `[x](<${address}>)`,
    `[x](${address} "title")`,
    `[x][r]\n\n[r]: ${address}`,
    `[r][]\n\n[r]: <${address}> 'title'`,
    `[r]\n\n[r]:\n  ${address}`,
    `<${address}>`,
    address,
    `![x](${address})`,
    // Entity- and percent-encoded, escaped, split by whitespace and control characters, in mixed case.
    `[x](&#x${first};${address.slice(1)})`,
    `[x](&#${scheme.charCodeAt(0)};${address.slice(1)})`,
    `[x](${scheme}&colon;${rest})`,
    `[x](${scheme}&#58;${rest})`,
    `[x](%${first}${address.slice(1)})`,
    `[x](${scheme}\\:${rest})`,
    `[x](${scheme.toUpperCase()}:${rest})`,
    `[x](${scheme[0]!.toUpperCase()}${scheme.slice(1)}:${rest})`,
    `[x]( ${address} )`,
    `[x](${scheme.slice(0, 3)}&#x09;${scheme.slice(3)}:${rest})`,
    `[x](${scheme.slice(0, 3)}&#10;${scheme.slice(3)}:${rest})`,
    `[x](\u0001${address})`,
    `<${scheme.slice(0, 3)}&#x09;${scheme.slice(3)}:${rest}>`,
  ];
});

const deep = 10_000;

/** Deep nesting, long runs of markers, markup, entities and 1 MB messages, each named. */
export const hostileStructures: [string, string][] = [
  ['emphasis 10,000 deep', `${'*'.repeat(deep)}a${'*'.repeat(deep)}`],
  ['underscores 10,000 deep', `${'_'.repeat(deep)}a${'_'.repeat(deep)}`],
  ['strikethrough 10,000 deep', `${'~~'.repeat(deep / 2)}a${'~~'.repeat(deep / 2)}`],
  ['emphasis opened 10,000 times', `${'*a '.repeat(deep)}b${' a*'.repeat(deep)}`],
  ['mixed emphasis 10,000 deep', `${'*_'.repeat(deep / 2)}a${'_*'.repeat(deep / 2)}`],
  ['links 10,000 deep', `${'['.repeat(deep)}a${'](https://example.com)'.repeat(deep)}`],
  ['block quotes 10,000 deep', `${'>'.repeat(deep)} a`],
  ['spaced block quotes 10,000 deep', `${'> '.repeat(deep)}a\n${'> '.repeat(deep)}b`],
  ['bullet lists 10,000 deep', `${'- '.repeat(deep)}a`],
  ['ordered lists 10,000 deep', `${'1. '.repeat(deep)}a`],
  ['lists and quotes 10,000 deep', `${'- > '.repeat(deep / 2)}a`],
  ['indented lists 140 deep', Array.from({ length: 140 }, (_, i) => `${' '.repeat(2 * i)}- item ${i}`).join('\n')],
  ['10,000 unclosed brackets', `${'['.repeat(deep)}a`],
  ['10,000 unclosed code spans', `${'`'.repeat(deep)}a`],
  ['10,000 angle brackets', `${'<'.repeat(deep)}a`],
  ['10,000 fences', '```\n'.repeat(deep)],
  ['3,600 entities', '&amp;&lt;&#60;&#x3C;&nbsp;&bogus;'.repeat(600)],
  ['script tags', '<script>alert(1)</script>\n\n*<script>alert(1)</script>*\n\n`<script>`\n\n```\n<script>\n```'],
  ['html blocks', '<div onclick="alert(1)">\n\n*x*\n\n</div>\n<img src=x onerror=alert(1)>\n<!-- c --><?php ?>'],
  [
    'entity-encoded markup',
    '&lt;script&gt;alert(1)&lt;/script&gt; &#60;img src=x onerror=alert(1)&#62; &amp;lt;b&amp;gt;',
  ],
  [
    'a link title with quotes',
    '[x](https://example.com "a\\" onmouseover=\\"alert(1)") [y](https://example.com" onclick="x)',
  ],
  [
    'a 1 MB message',
    'Hello *world* and `code` with [a link](https://example.com/path?q=1) and ~~strike~~ <b>x</b>.\n\n'
      .repeat(11_000)
      .slice(0, 1 << 20),
  ],
  ['a 1 MB message of markup', '<script>alert(1)</script>[x](javascript:alert(1))'.repeat(22_000).slice(0, 1 << 20)],
  ['a 1 MB word', 'a'.repeat(1 << 20)],
];
