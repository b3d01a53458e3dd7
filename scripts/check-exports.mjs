// Checks the built dist/ as a consumer and a React Server Components bundler see it. Run after the build.
// 1. Every entry of the package's exports map imports by the package name in plain Node (no DOM), exports
//    something, and has its types.
// 2. "use client" sits exactly on the modules that need it: every module with JSX, a React hook, a context,
//    a styled component (its CSS must reach the client's sheet) or a Radix import has it; every other module (pure functions, entries that re-export) has not, so a
//    server component can call renderMessageText, linkify, getCssText... from any entry. A server module
//    that re-exports a client module hands on its client reference, which is what the entries do.
// 3. An entry with a `browser` condition (the Node-only server entry), bundled for the browser by esbuild as a
//    user's bundler would, throws at once with the one sentence that says where it belongs.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const dist = new URL('../dist/', import.meta.url);
let failed = 0;

function fail(message) {
  failed += 1;
  console.log(`FAIL  ${message}`);
}

/** Why a built module must be a client module, or null when it can run in a server component. */
function clientReason(source) {
  if (/from ['"]react\/jsx-runtime['"]/.test(source)) return 'JSX';
  if (/from ['"]@radix-ui\//.test(source)) return 'a Radix import';
  if (/\bstyled\(/.test(source)) return 'a styled component';
  for (const match of source.matchAll(/import (?:\w+, )?\{([^}]*)\} from ['"]react['"]/g)) {
    const names = match[1].split(',').map((part) => part.trim().split(/\s+as\s+/)[0]);
    const client = names.find((name) => /^use[A-Z]/.test(name) || name === 'createContext');
    if (client) return client;
  }
  const namespace = /import \* as (\w+) from ['"]react['"]/.exec(source)?.[1];
  const member = namespace && new RegExp(`\\b${namespace}\\.(use[A-Z]\\w*|createContext)\\b`).exec(source);
  if (member) return member[0];
  return null;
}

const hasDirective = (source) => /^['"]use client['"];/.test(source);

/** An entry of the exports map, or each entry a pattern stands for (`./locales/*`: one per folder of dist/locales/). */
function entries(key, target) {
  if (!key.includes('*')) return [[key, target]];
  const folder = key.slice(2, key.indexOf('*'));
  return readdirSync(new URL(folder, dist), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => [key.replace('*', name), { ...target, types: target.types.replace('*', name) }]);
}

for (const [key, target] of Object.entries(pkg.exports).flatMap(([key, target]) =>
  typeof target === 'object' ? entries(key, target) : [],
)) {
  const specifier = `${pkg.name}${key.slice(1)}`;
  try {
    const module = await import(specifier);
    const names = Object.keys(module);
    if (names.length === 0) throw new Error('exports nothing');
    readFileSync(new URL(`../${target.types}`, import.meta.url));
    console.log(`ok    ${specifier}: ${names.length} exports, types`);
  } catch (error) {
    fail(`${specifier}: ${error.message}`);
  }
}

// A scratch app whose node_modules/confab-ui is this package, as installed.
const app = mkdtempSync(join(tmpdir(), 'confab-browser-'));
mkdirSync(join(app, 'node_modules'));
symlinkSync(fileURLToPath(new URL('..', import.meta.url)), join(app, 'node_modules', pkg.name), 'dir');
for (const [key, target] of Object.entries(pkg.exports)) {
  if (typeof target !== 'object' || !target.browser) continue;
  const specifier = `${pkg.name}${key.slice(1)}`;
  const { outputFiles } = await build({
    stdin: { contents: `import ${JSON.stringify(specifier)};`, resolveDir: app },
    bundle: true,
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  let thrown = null;
  try {
    runInNewContext(outputFiles[0].text, {});
  } catch (error) {
    thrown = error;
  }
  const message = thrown?.message ?? '';
  if (message.includes(specifier) && message.includes('server'))
    console.log(`ok    ${specifier} in a browser bundle: "${message}"`);
  else fail(`${specifier} in a browser bundle: expected a clear error, got ${thrown ? message : 'none'}`);
}
rmSync(app, { recursive: true, force: true });

// The embed bundle (one script for a page, React inside) is no module of a React app: it is left out.
const embedBundle = /^embed[\\/](?:confab-embed\.js$|chunks[\\/])/;
const files = readdirSync(dist, { recursive: true }).filter((file) => file.endsWith('.js') && !embedBundle.test(file));
let client = 0;
for (const file of files) {
  const source = readFileSync(new URL(file, dist), 'utf8');
  const reason = clientReason(source);
  if (reason && !hasDirective(source)) fail(`dist/${file} uses ${reason} but has no "use client"`);
  if (!reason && hasDirective(source))
    fail(`dist/${file} has "use client" but needs none (a server component could not call it)`);
  if (reason) client += 1;
}
console.log(`ok    "use client" on ${client} of ${files.length} modules, each with JSX or hooks; none on the rest`);
process.exit(failed ? 1 : 0);
