// README's Next.js recipe as files: the four blocks it titles app/..., written under an app's `app/readme/`
// (their relative imports hold there), so that scripts/examples.mjs builds the recipe exactly as README has it.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractSnippets } from './extract-snippets.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The recipe's files, by the title of their README block. */
export const recipeFiles = [
  'app/captcha.ts',
  'app/api/captcha/[...path]/route.ts',
  'app/signup/actions.ts',
  'app/signup/page.tsx',
];

/** README's blocks of the recipe, `{ title, code }` each; throws naming any block that is missing. */
export function readmeRecipe(readme = join(root, 'README.md')) {
  const blocks = extractSnippets(readme);
  return recipeFiles.map((title) => {
    const block = blocks.find((snippet) => snippet.meta.title === title);
    if (!block) throw new Error(`README.md has no block titled "${title}": the Next.js recipe is incomplete`);
    return { title, code: block.code };
  });
}

/** Writes the recipe under `<appDir>/app/readme/` (replacing what a previous run wrote); returns its paths. */
export function writeReadmeRecipe(appDir) {
  const target = join(appDir, 'app/readme');
  rmSync(target, { recursive: true, force: true });
  return readmeRecipe().map(({ title, code }) => {
    const path = join(target, title.replace(/^app\//, ''));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `// Written by scripts/readme-recipe.mjs from README.md: edit README, not this copy.\n${code}`);
    return path;
  });
}
