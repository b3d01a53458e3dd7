import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { extractSnippets } from '../../scripts/extract-snippets.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The server guide's wiring snippet as written, its `confab-ui` imports pointed at the source. */
async function documentedSignupCaptcha() {
  const snippet = extractSnippets(join(root, 'docs/captcha/server.mdx')).find(
    (block) => block.meta.title === 'SignupCaptcha.tsx',
  );
  if (!snippet) throw new Error('docs/captcha/server.mdx has no snippet titled SignupCaptcha.tsx');
  const code = snippet.code
    .replaceAll("'confab-ui/captcha/client'", `'${join(root, 'src/captcha/client/index.js')}'`)
    .replaceAll("'confab-ui/captcha'", `'${join(root, 'src/captcha/index.js')}'`);
  const dir = join(root, '.snippets/vitest');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'SignupCaptcha.tsx');
  writeFileSync(file, code);
  const module = (await import(/* @vite-ignore */ file)) as {
    SignupCaptcha: (props: { onToken: (token: string) => void }) => ReactElement;
  };
  return module.SignupCaptcha;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the server guide's wiring snippet", () => {
  it('shows the error state, with no unhandled rejection, when the handler refuses the load', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    vi.stubGlobal('fetch', async () =>
      Response.json({ ok: false, error: 'rate-limited' }, { status: 429, headers: { 'retry-after': '30' } }),
    );
    try {
      const SignupCaptcha = await documentedSignupCaptcha();
      render(<SignupCaptcha onToken={() => {}} />);
      await waitFor(() => expect(document.querySelector('img[src="data:,"]')).not.toBeNull());
      // jsdom loads no images: the browser would fire `error` for these.
      for (const image of document.querySelectorAll('img')) fireEvent.error(image);
      expect(await screen.findByText('The image could not be loaded. Refresh to try again.')).toBeVisible();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });
});
