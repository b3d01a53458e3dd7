import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readmeRecipe, recipeFiles, writeReadmeRecipe } from '../../scripts/readme-recipe.mjs';

describe("README's Next.js recipe, as scripts/examples.mjs builds it", () => {
  it('has its four files, the page submitting the action through useActionState', () => {
    const recipe = readmeRecipe();
    expect(recipe.map((file) => file.title)).toEqual(recipeFiles);
    const page = recipe.find((file) => file.title === 'app/signup/page.tsx')?.code ?? '';
    // The action a <form action> cannot take directly (it returns a state) is used the documented way.
    expect(page).toMatch(/useActionState\(signUp,/);
    expect(page).toMatch(/<form action=\{submit\}>/);
  });

  it('writes them under app/readme/ as written, where their relative imports hold', () => {
    const app = mkdtempSync(join(tmpdir(), 'confab-recipe-'));
    try {
      const paths = writeReadmeRecipe(app).map((path) => relative(app, path));
      expect(paths).toEqual(recipeFiles.map((title) => title.replace(/^app\//, 'app/readme/')));
      const action = readFileSync(join(app, 'app/readme/signup/actions.ts'), 'utf8');
      expect(action).toContain(readmeRecipe()[2]?.code);
      expect(action).toContain("from '../captcha'");
    } finally {
      rmSync(app, { recursive: true, force: true });
    }
  });
});
