// Issue 28, finding 10: a server renders many pages (`next build` prerenders them in one process, `next start`
// serves request after request), while Stitches keeps one sheet per process. Through ConfabStyleRegistry each
// page must carry the CSS of what it renders and nothing of the pages rendered before or beside it. A file of
// its own: no Confab style is rendered here before the registry (as in Next.js, where it wraps the layout).
import { beforeAll, describe, expect, it } from 'vitest';
import { AsyncLocalStorage } from 'node:async_hooks';
import { lazy, Suspense, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { preloadChat } from '../../src/chat/index.js';
import { RotateCaptcha, VerifyButton } from '../../src/captcha/index.js';
import {
  confabClasses,
  NextServerInserted,
  pipeToString,
  renderInRegistry,
  rotate,
  undefinedIn,
  WidgetsPage,
} from './serverStyles.js';

// Next.js's server, as the registry sees it: Node's AsyncLocalStorage on globalThis
// (next/dist/server/node-environment-baseline) and process.env.NEXT_RUNTIME set ('' in browser bundles).
(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage = AsyncLocalStorage;
process.env.NEXT_RUNTIME = 'nodejs';

/** A page with only the verify button: none of the chat's or the slide captcha's styles. */
function VerifyPage() {
  return (
    <main>
      <VerifyButton locale="en" />
    </main>
  );
}

/** Flushes what the registry handed Next.js, as Next.js does between chunks. */
const flushAll = (inserted: (() => ReactNode)[]) => inserted.map((flush) => renderToString(<>{flush()}</>)).join('');

/**
 * One request as Next.js serves it: `page` rendered inside the registry, in an async context of its own (each
 * request has one), and the <style> the registry sent.
 */
function serve(page: ReactNode): Promise<{ html: string; css: string }> {
  return new Promise((resolve) =>
    setImmediate(() => {
      const { html, inserted } = renderInRegistry(page);
      resolve({ html, css: flushAll(inserted) });
    }),
  );
}

describe('ConfabStyleRegistry on a server that renders many pages', () => {
  // The open chat's window loads on first need: loaded first, every render of a page draws the same widgets.
  beforeAll(() => preloadChat());

  it('each page carries its own CSS and none of the pages rendered before it', async () => {
    const chat = await serve(<WidgetsPage />);
    const verify = await serve(<VerifyPage />);
    const verifyClasses = confabClasses(verify.html);
    const chatOnly = confabClasses(chat.html).filter((name) => !verifyClasses.includes(name));
    expect(chatOnly.length).toBeGreaterThan(20);
    expect(undefinedIn(verify.css, verifyClasses)).toEqual([]);
    expect(chatOnly.filter((name) => verify.css.includes(`.${name}`))).toEqual([]);
    expect(verify.css.length).toBeLessThan(chat.css.length / 2);
    // The theme's tokens are on every page.
    expect(verify.css).toContain('--confab-colors-');
    // A page rendered again gets its whole CSS, though the process wrote those rules before.
    const again = await serve(<WidgetsPage />);
    expect(undefinedIn(again.css, confabClasses(again.html))).toEqual([]);
    expect(again.css.length).toBe(chat.css.length);
  });

  it("the browser's Stitches is told only of the styles the page carries", async () => {
    await serve(<WidgetsPage />);
    const { css } = await serve(<VerifyPage />);
    // The markers before each group list the keys Stitches in the browser will take as already written.
    const keys = [...css.matchAll(/--sxs\{--sxs:([^}]*)\}/g)].flatMap((match) => (match[1] ?? '').split(' '));
    const componentKeys = keys.filter((key) => /^confab-[ct]-/.test(key));
    expect(componentKeys.length).toBeGreaterThan(0);
    expect(componentKeys.filter((key) => !css.includes(`.${key}`))).toEqual([]);
  });

  it('renders that interleave (a streamed page waiting on a lazy part while another renders) stay apart', async () => {
    let loadRotate = () => {};
    const LateRotate = lazy(
      () =>
        new Promise<{ default: () => ReactNode }>((resolve) => {
          loadRotate = () => resolve({ default: () => <RotateCaptcha locale="en" data={rotate} /> });
        }),
    );
    const streamed = new Promise<{ html: string; css: string }>((resolve, reject) =>
      setImmediate(() => {
        const inserted: (() => ReactNode)[] = [];
        const { pipe } = renderToPipeableStream(
          <NextServerInserted inserted={inserted}>
            <Suspense fallback={<p>Loading</p>}>
              <LateRotate />
            </Suspense>
          </NextServerInserted>,
          {
            onAllReady() {
              void pipeToString(pipe).then((html) => resolve({ html, css: flushAll(inserted) }));
            },
            onError: reject,
          },
        );
      }),
    );
    const chat = await serve(<WidgetsPage />);
    loadRotate();
    const late = await streamed;
    const lateClasses = confabClasses(late.html);
    expect(lateClasses.length).toBeGreaterThan(0);
    expect(undefinedIn(late.css, lateClasses)).toEqual([]);
    const chatOnly = confabClasses(chat.html).filter((name) => !lateClasses.includes(name));
    expect(chatOnly.filter((name) => late.css.includes(`.${name}`))).toEqual([]);
  });
});
