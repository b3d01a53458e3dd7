// Library build: TypeScript emits ESM and .d.ts, one file per module, into dist/.
// tsc keeps each client entry's "use client" directive, which a bundler would strip.
import { rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
execFileSync(
  process.execPath,
  [new URL('../node_modules/typescript/bin/tsc', import.meta.url).pathname, '-p', 'tsconfig.build.json'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
// The languages' chat labels without their key names (scripts/pack-locales.mjs), before anything bundles dist/.
(await import('./pack-locales.mjs')).packLocales(join(root, 'dist'));
await (await import('./build-embed.mjs')).buildEmbed();
