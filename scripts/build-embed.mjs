// The embed bundle: dist/embed/confab-embed.js, one ES module with React and ReactDOM inside that defines
// <confab-chat> and <confab-verify-button>, and the chunks it loads beside itself on first need (the chat's
// window, the emoji data, the captchas and their client). Its Stitches sheet is kept in memory
// (__CONFAB_SHADOW_STYLES__): every style goes into the elements' shadow roots, none into the page's document.
// Run by scripts/build.mjs after tsc.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function buildEmbed() {
  return build({
    absWorkingDir: root,
    entryPoints: { 'confab-embed': 'src/embed/index.ts' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    // Custom elements, shadow roots and ElementInternals are in every browser that has ES2022.
    target: 'es2022',
    minify: true,
    outdir: 'dist/embed',
    chunkNames: 'chunks/[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"', __CONFAB_SHADOW_STYLES__: 'true' },
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildEmbed();
