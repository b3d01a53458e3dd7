// Imports every entry of the package's exports map from the built dist/, as a consumer would (by the package
// name, in plain Node, no DOM), and checks each client entry starts with "use client" for React Server
// Components hosts. Run after `npm run build`.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
// Entries with no React in them need no "use client" banner.
const serverSafe = new Set(['./theme', './text', './emoji', './testing']);
let failed = 0;

for (const [key, target] of Object.entries(pkg.exports)) {
  if (typeof target !== 'object') continue;
  const specifier = `${pkg.name}${key.slice(1)}`;
  try {
    const module = await import(specifier);
    const names = Object.keys(module);
    if (names.length === 0) throw new Error('exports nothing');
    const source = readFileSync(new URL(`../${target.default}`, import.meta.url), 'utf8');
    const client = source.startsWith("'use client'") || source.startsWith('"use client"');
    if (!serverSafe.has(key) && !client) throw new Error('a client entry without "use client"');
    readFileSync(new URL(`../${target.types}`, import.meta.url));
    console.log(`ok    ${specifier}: ${names.length} exports${client ? ', "use client"' : ''}, types`);
  } catch (error) {
    failed += 1;
    console.log(`FAIL  ${specifier}: ${error.message}`);
  }
}
process.exit(failed ? 1 : 0);
