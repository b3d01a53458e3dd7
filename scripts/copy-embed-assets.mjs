// Copies the embed script and its chunks (dist/embed, made by `npm run build`) into the docs site's static
// files, so the "Embed on any page" guide runs the elements as a page with one script tag gets them.
import { cpSync, existsSync, rmSync } from 'node:fs';

const from = new URL('../dist/embed/', import.meta.url);
const to = new URL('../website/static/confab/', import.meta.url);
if (!existsSync(new URL('confab-embed.js', from))) throw new Error('dist/embed is missing: run `npm run build` first.');
rmSync(to, { recursive: true, force: true });
cpSync(new URL('confab-embed.js', from), new URL('confab-embed.js', to));
cpSync(new URL('chunks/', from), new URL('chunks/', to), { recursive: true });
