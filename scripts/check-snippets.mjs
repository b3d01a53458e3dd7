// Snippets are code: every ```ts and ```tsx block of README.md and docs/**/*.mdx is written into a scratch
// project (.snippets/, not committed) where `confab-ui` resolves to the built package (dist/, through the
// package's own exports), type-checked there with strict TypeScript, and the blocks marked `run` are run in Node.
// A snippet that drifts from the API fails. Run after `npm run build`. Markers, after the language:
//   fragment           a fragment of a module: its imports stay on top, the rest is wrapped in an async function,
//                      and it may use the names scripts/snippets/prelude.d.ts declares (`challenge`, `send`, ...)
//   title="app/x.ts"   written at that path, so that other snippets import it ('../../../captcha')
//   run                also run in Node once it type-checks (after a bundle of it by esbuild, packages external)
//   noCheck="reason"   not checked (a signature summary, not code); the reason is required
// Usage: node scripts/check-snippets.mjs
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { extractSnippets } from './extract-snippets.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const scratch = join(root, '.snippets');

/** Every markdown file whose snippets are checked. */
function sources() {
  const docs = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.mdx')) docs.push(path);
    }
  };
  walk(join(root, 'docs'));
  return [join(root, 'README.md'), ...docs.sort()];
}

/** A fragment as a module: its imports on top, the rest in an async function (so `return` and `await` work). */
function wrapFragment(code) {
  const lines = code.split('\n');
  const imports = [];
  let index = 0;
  // Leading imports, each possibly over several lines, and the comments and blank lines among them.
  while (index < lines.length) {
    const line = lines[index];
    if (/^\s*(\/\/.*)?$/.test(line)) {
      index += 1;
      continue;
    }
    if (!/^import\b/.test(line)) break;
    let end = index;
    while (!/['"];?\s*(\/\/.*)?$/.test(lines[end]) && end < lines.length - 1) end += 1;
    imports.push(...lines.slice(index, end + 1));
    index = end + 1;
  }
  return `${imports.join('\n')}\nexport {};\nexport async function fragment(): Promise<unknown> {\n${lines.slice(index).join('\n')}\nreturn undefined;\n}\n`;
}

function main() {
  if (!existsSync(join(root, 'dist/index.js'))) throw new Error('dist/ is missing: run `npm run build` first.');
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  cpSync(join(root, 'scripts/snippets'), scratch, { recursive: true });
  const checked = [];
  const skipped = [];
  for (const source of sources()) {
    for (const snippet of extractSnippets(source)) {
      const where = `${snippet.file}:${snippet.line}`;
      if (snippet.meta.noCheck !== undefined) {
        if (snippet.meta.noCheck === true) throw new Error(`${where}: noCheck needs a reason, noCheck="..."`);
        skipped.push(`${where} (${snippet.meta.noCheck})`);
        continue;
      }
      const name = snippet.file.replace(/[^A-Za-z0-9]+/g, '-');
      const path =
        typeof snippet.meta.title === 'string'
          ? join('files', snippet.meta.title)
          : `${name}-${snippet.line}.${snippet.lang}`;
      const code = snippet.meta.fragment ? wrapFragment(snippet.code) : snippet.code;
      mkdirSync(dirname(join(scratch, path)), { recursive: true });
      writeFileSync(join(scratch, path), `// ${where}\n${code}`);
      checked.push({ ...snippet, where, path });
    }
  }
  writeFileSync(
    join(scratch, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        isolatedModules: true,
        // No 'vitest/globals': Vitest's globals are off by default, so a test snippet imports `it` and `expect`.
        types: ['node'],
      },
      include: ['**/*.ts', '**/*.tsx'],
    }),
  );
  const tsc = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', scratch], {
    encoding: 'utf8',
  });
  if (tsc.status !== 0) {
    // Each error names the scratch file; its first line names the snippet's file and line.
    const output = tsc.stdout.replace(/^([^\s(]+)\((\d+),(\d+)\)/gm, (whole, file, line) => {
      const full = join(scratch, file.replace(/^\.snippets\//, ''));
      const origin = existsSync(full) ? readFileSync(full, 'utf8').split('\n', 1)[0].slice(3) : '';
      return origin ? `${origin} (scratch line ${line}): ${whole}` : whole;
    });
    console.log(`FAIL  snippets: the type check failed\n${output}`);
    process.exit(1);
  }
  return { checked, skipped };
}

const { checked, skipped } = main();
let ran = 0;
for (const snippet of checked.filter((s) => s.meta.run)) {
  const name = snippet.path.replace(/[^A-Za-z0-9]+/g, '-');
  const outfile = join(scratch, 'run', `${name}.mjs`);
  // A fragment's body is a function: the run calls it.
  const entry = join(scratch, `run-${name}.ts`);
  const module = `./${snippet.path.replace(/\.tsx?$/, '.js')}`;
  writeFileSync(
    entry,
    snippet.meta.fragment ? `import { fragment } from '${module}';\nawait fragment();\n` : `import '${module}';\n`,
  );
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    logLevel: 'error',
  });
  try {
    execFileSync(process.execPath, [outfile], { cwd: scratch, stdio: 'pipe', encoding: 'utf8' });
    ran += 1;
  } catch (error) {
    console.log(`FAIL  snippets: ${snippet.where} type-checks but throws when run:\n${error.stderr}`);
    process.exit(1);
  }
}
console.log(
  `ok    snippets: ${checked.length} type-checked against dist/, ${ran} run; ${skipped.length} not checked: ${skipped.join(', ')}`,
);
