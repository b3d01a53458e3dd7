// The embed bundle: dist/embed/confab-embed.js, one ES module with React and ReactDOM inside that defines
// <confab-chat> and <confab-verify-button>, and the chunks it loads beside itself on first need (the chat's
// window, the emoji data, the captchas and their client). Its Stitches sheet is kept in memory
// (__CONFAB_SHADOW_STYLES__): every style goes into the elements' shadow roots, none into the page's document.
// Rolldown, not esbuild: every module the entry needs statically goes into one chunk (the `$initial` group) that
// the later chunks import from, so the first load is two files (the entry re-exports that chunk) and the runtime
// helpers. esbuild's splitting made five shared chunks of it, each gzipped alone: 88.4 kB against 84.8 kB.
// Run by scripts/build.mjs after tsc.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = join(root, 'dist/embed');

export async function buildEmbed() {
  // Chunks of an earlier build would be packed with the new ones.
  rmSync(join(outdir, 'chunks'), { recursive: true, force: true });
  const bundle = await rolldown({
    cwd: root,
    input: { 'confab-embed': 'src/embed/index.ts' },
    platform: 'browser',
    // Custom elements, shadow roots and ElementInternals are in every browser that has ES2022.
    transform: {
      target: 'es2022',
      define: { 'process.env.NODE_ENV': '"production"', __CONFAB_SHADOW_STYLES__: 'true' },
    },
    onLog(level, log, handler) {
      // The sources' "use client" lines mean nothing inside one bundle.
      if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
    },
  });
  try {
    return await bundle.write({
      dir: outdir,
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      minify: true,
      comments: false,
      codeSplitting: { groups: [{ name: 'first-load', tags: ['$initial'] }] },
    });
  } finally {
    await bundle.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildEmbed();
