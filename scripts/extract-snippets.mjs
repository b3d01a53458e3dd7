// The ts and tsx code blocks of a markdown file, for scripts/check-snippets.mjs and the tests that run a
// documented snippet (tests/captcha/serverGuide.test.tsx).
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The words of a fence's info string after the language: `run`, `title="a b"`, `noCheck="why"`. */
function parseMeta(meta) {
  const flags = {};
  for (const [, key, quoted, bare] of meta.matchAll(/(\w+)(?:=(?:"([^"]*)"|(\S+)))?/g)) {
    flags[key] = quoted ?? bare ?? true;
  }
  return flags;
}

/** The ts and tsx code blocks of a markdown file, with their line and markers. */
export function extractSnippets(file) {
  const text = readFileSync(file, 'utf8');
  const snippets = [];
  for (const match of text.matchAll(/^```(tsx?)([^\n]*)\n([\s\S]*?)^```[ \t]*$/gm)) {
    const line = text.slice(0, match.index).split('\n').length;
    snippets.push({ file: relative(root, file), line, lang: match[1], meta: parseMeta(match[2]), code: match[3] });
  }
  return snippets;
}
