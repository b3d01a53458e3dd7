// The page the streaming and jump benches load a list into: one box the size of a chat window (pages/shell.css,
// the box of bench/chat's pages) and one module script. Written here once, for Vite (a plugin that serves the
// pages without files of their own) and for a folder that esbuild's output is served from.
import { fileURLToPath } from 'node:url';
import { join, relative } from 'node:path';

/** The chat window's box, every bench page's style sheet. */
export const shellCss = fileURLToPath(new URL('pages/shell.css', import.meta.url));

/** A bench page's HTML: `title`, the style sheet at `css` and the module at `script` (URLs from the page). */
export function shellHtml({ title, script, css = './shell.css' }) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${title}</title>
    <link rel="stylesheet" href="${css}" />
  </head>
  <body>
    <div id="app"></div>
    <script type="module" src="${script}"></script>
  </body>
</html>
`;
}

/**
 * A Vite plugin serving one shell page per entry of `pages` ({ name: title }) at `root`/name.html, its script
 * `./name.js`. Returns the plugin and the build's inputs.
 */
export function shellPages(root, pages) {
  const css = relative(root, shellCss).split('\\').join('/');
  const html = new Map(
    Object.entries(pages).map(([name, title]) => [
      join(root, `${name}.html`),
      shellHtml({ title, script: `./${name}.js`, css }),
    ]),
  );
  const plugin = {
    name: 'confab-bench-shell',
    resolveId: (id) => (html.has(id) ? id : undefined),
    load: (id) => html.get(id),
  };
  const input = Object.fromEntries(Object.keys(pages).map((name) => [name, join(root, `${name}.html`)]));
  return { plugin, input };
}
