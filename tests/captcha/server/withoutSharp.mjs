// Module hooks for `node --import`: run the TypeScript sources (esbuild strips the types; `./x.js` imports
// resolve to `./x.ts`) on a host where the sharp package cannot be loaded, as after `npm install` without it.
import { existsSync, readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'sharp') {
      throw Object.assign(new Error("Cannot find package 'sharp'"), { code: 'ERR_MODULE_NOT_FOUND' });
    }
    if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
      const source = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
      if (existsSync(fileURLToPath(source))) return { url: source.href, shortCircuit: true };
    }
    return nextResolve(specifier, context);
  },
  load(url, context, nextLoad) {
    if (!url.endsWith('.ts')) return nextLoad(url, context);
    const { code } = transformSync(readFileSync(fileURLToPath(url), 'utf8'), { loader: 'ts', format: 'esm' });
    return { format: 'module', source: code, shortCircuit: true };
  },
});
