import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import matter from 'gray-matter';

async function* mdxFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* mdxFiles(path);
    else if (/\.mdx?$/.test(entry.name)) yield path;
  }
}

const stateKeys = new Set(['name', 'widget', 'steps', 'viewport', 'theme', 'colorScheme', 'dir', 'forcedColors']);

function parseViewport(value, where) {
  if (value === undefined) return undefined;
  const match = /^(\d+)x(\d+)$/.exec(String(value));
  if (!match) throw new Error(`${where}: viewport must read WIDTHxHEIGHT (e.g. 390x844), got ${JSON.stringify(value)}`);
  return { width: Number(match[1]), height: Number(match[2]) };
}

function oneOf(value, allowed, key, where) {
  if (value === undefined || allowed.includes(value)) return value;
  throw new Error(`${where}: ${key} must be ${allowed.join(' or ')}, got ${JSON.stringify(value)}`);
}

/** Checks one `audit:` entry and gives it its defaults. */
function parseState(state, where) {
  const unknown = Object.keys(state).filter((key) => !stateKeys.has(key));
  if (unknown.length > 0) throw new Error(`${where}: unknown key(s) ${unknown.join(', ')}`);
  if (!state.name) throw new Error(`${where}: a state needs a name`);
  if (state.theme !== undefined && state.colorScheme !== undefined && state.theme !== state.colorScheme) {
    throw new Error(`${where}: theme and colorScheme disagree`);
  }
  return {
    name: state.name,
    widget: state.widget,
    steps: state.steps ?? [],
    viewport: parseViewport(state.viewport, where),
    // `colorScheme` is read as a synonym of `theme`, the CSS name for the same thing.
    theme: oneOf(state.theme ?? state.colorScheme, ['light', 'dark'], 'theme', where),
    dir: oneOf(state.dir, ['ltr', 'rtl'], 'dir', where),
    // Windows High Contrast and other forced-colour modes, emulated (`active`) before the page loads.
    forcedColors: oneOf(state.forcedColors, ['active', 'none'], 'forcedColors', where),
  };
}

/**
 * Reads every docs page's front matter: a map from the page's slug to its title and its `audit:` states
 * (name, optional widget, steps, and optional viewport, theme, dir and forcedColors). A malformed state throws, naming
 * the file and the state, so a typo cannot silently skip a check.
 */
export async function loadAuditStates(docsDir) {
  const pages = new Map();
  for await (const file of mdxFiles(docsDir)) {
    const { data } = matter(await readFile(file, 'utf8'));
    const name = relative(docsDir, file);
    if (data.audit && !data.slug) throw new Error(`docs/${name}: a page with audit states needs a slug`);
    if (!data.slug) continue;
    pages.set(data.slug, {
      title: data.title ?? data.slug,
      states: (data.audit ?? []).map((state, i) =>
        parseState(state, `docs/${name}, audit state ${state?.name ? JSON.stringify(state.name) : i + 1}`),
      ),
    });
  }
  return pages;
}
