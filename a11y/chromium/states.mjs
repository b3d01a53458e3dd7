import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import matter from 'gray-matter';

async function* mdxFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* mdxFiles(path);
    else if (/\.mdx?$/.test(entry.name)) yield path;
  }
}

function parseViewport(value) {
  if (!value) return undefined;
  const [width, height] = String(value).split('x').map(Number);
  return { width, height };
}

/** Reads every docs page's `audit:` front matter: a map from the page's slug to its states. */
export async function loadAuditStates(docsDir) {
  const states = new Map();
  for await (const file of mdxFiles(docsDir)) {
    const { data } = matter(await readFile(file, 'utf8'));
    if (!data.audit) continue;
    if (!data.slug) throw new Error(`${file}: a page with audit states needs a slug`);
    states.set(
      data.slug,
      data.audit.map((state) => ({
        name: state.name,
        steps: state.steps ?? [],
        viewport: parseViewport(state.viewport),
      })),
    );
  }
  return states;
}
