import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { StrictMode, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { loadImages } from './helpers.js';
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

describe("the server guide's wiring under React's StrictMode", () => {
  it('verifies the challenge on show when the first of the two loads answers last', async () => {
    const challenge = (letter: string) => ({
      id: `slide-${letter.repeat(24)}`,
      data: {
        image: `data:image/png;base64,${letter}`,
        thumb: `data:image/png;base64,${letter}${letter}`,
        thumbX: 0,
        thumbY: 40,
        thumbWidth: 60,
        thumbHeight: 60,
      },
      work: { modulus: 'bb', base: '02', squarings: 1 },
    });
    let releaseFirst: () => void = () => {};
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    const loads: string[] = [];
    const verified: string[] = [];
    vi.stubGlobal('fetch', async (input: string) => {
      if (input.endsWith('/verify')) {
        verified.push(input);
        return Response.json({ ok: true, token: `token-of-${input.split('/')[2]}` });
      }
      const letter = loads.length === 0 ? 'A' : 'B';
      loads.push(letter);
      // The first response is the slow one: it comes after the second has been shown.
      if (letter === 'A') await firstHeld;
      return Response.json(challenge(letter));
    });
    const SignupCaptcha = await documentedSignupCaptcha();
    const onToken = vi.fn();
    const user = userEvent.setup();
    render(
      <StrictMode>
        <SignupCaptcha onToken={onToken} />
      </StrictMode>,
    );
    await waitFor(() => expect(document.querySelector('img[src="data:image/png;base64,B"]')).not.toBeNull());
    expect(loads).toEqual(['A', 'B']);
    releaseFirst();
    // The slow response arrives (a turn of the event loop lets it through) and is dropped: the picture stays B's.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector('img[src="data:image/png;base64,B"]')).not.toBeNull();
    loadImages();
    screen.getByRole('slider').focus();
    await user.keyboard('{PageUp}{Enter}');
    await waitFor(() => expect(onToken).toHaveBeenCalledWith(`token-of-${challenge('B').id}`));
    expect(verified).toEqual([`/captcha/${challenge('B').id}/verify`]);
  });
});
