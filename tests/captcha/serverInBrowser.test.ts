import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as {
  exports: Record<string, Record<string, string>>;
};

describe('confab-ui/captcha/server in a browser bundle', () => {
  it('resolves, under the browser condition (before default), to a module of its own', () => {
    const conditions = pkg.exports['./captcha/server'] ?? {};
    expect(Object.keys(conditions)).toEqual(['types', 'browser', 'default']);
    expect(conditions.browser).toBe('./dist/captcha/serverInBrowser.js');
  });

  it('has every name the server entry exports, so a bundler builds the import and the sentence is what is read', async () => {
    const server = await import('../../src/captcha/server/index.js');
    const source = readFileSync(join(process.cwd(), 'src/captcha/serverInBrowser.ts'), 'utf8');
    const names = [...source.matchAll(/serverOnly as (\w+)/g)].map((match) => match[1]);
    expect(names.sort()).toEqual(Object.keys(server).sort());
  });

  it('throws one sentence naming the entry and where it belongs', async () => {
    await expect(import('../../src/captcha/serverInBrowser.js')).rejects.toThrow(
      new Error(
        'confab-ui/captcha/server runs on a server (Node 22+) only: import it in server code (a route handler, a server action, your API), and use confab-ui/captcha/client in the browser.',
      ),
    );
  });
});
