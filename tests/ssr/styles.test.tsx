// Server styles (issue 20): the HTML a server sends must carry the CSS of every Confab class it uses, or the
// page is unstyled until JavaScript runs. Stitches collects CSS while components render, so the CSS is read
// after rendering: in the plain recipe, and in Next.js through ConfabStyleRegistry.
import { describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { lazy, Suspense, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { ServerInsertedHTMLContext } from 'next/dist/shared/lib/server-inserted-html.shared-runtime.js';
import { Chat, type ChatMessage, type Participant } from '../../src/chat/index.js';
import { RotateCaptcha, SlideCaptcha, VerifyButton } from '../../src/captcha/index.js';
import { getCssText } from '../../src/theme/index.js';
import { ConfabStyleRegistry } from '../../src/next/index.js';

const participants: Participant[] = [{ id: 'ada', name: 'Ada' }];
const messages: ChatMessage[] = [{ id: 1, author: 'ada', type: 'text', data: { text: 'Hi https://example.com' } }];
const slide = { image: '/bg.png', thumb: '/piece.png', thumbX: 0, thumbY: 80, thumbWidth: 60, thumbHeight: 60 };

function Page() {
  return (
    <main>
      <Chat participants={participants} messages={messages} mode="inline" />
      <SlideCaptcha locale="en" data={slide} />
      <VerifyButton locale="en" />
    </main>
  );
}

/** The Confab classes an HTML string uses (component, variant and theme classes). */
function confabClasses(html: string): string[] {
  const names = [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/));
  return [...new Set(names.filter((name) => /^confab-[ct]-/.test(name)))];
}

const undefinedIn = (css: string, classes: string[]) => classes.filter((name) => !css.includes(`.${name}`));

describe('server styles', () => {
  it('getCssText() read before rendering (a layout head) lacks the widgets: the defect the recipe avoids', () => {
    const early = getCssText();
    const classes = confabClasses(renderToString(<Page />));
    expect(classes.length).toBeGreaterThan(20);
    expect(undefinedIn(early, classes).length).toBeGreaterThan(20);
  });

  it('renderToString, then getCssText(): CSS for every confab class in the HTML', () => {
    const html = renderToString(<Page />);
    const css = getCssText();
    expect(confabClasses(html).length).toBeGreaterThan(20);
    expect(undefinedIn(css, confabClasses(html))).toEqual([]);
  });

  it('renderToPipeableStream: getCssText() in onAllReady covers widgets that render late, in Suspense', async () => {
    const rotate = { image: '/bg.png', thumb: '/thumb.png', angle: 30, thumbSize: 100 };
    const Late = lazy(async () => ({ default: () => <RotateCaptcha locale="en" data={rotate} /> }));
    const { shellCss, css, html } = await new Promise<{ shellCss: string; css: string; html: string }>(
      (resolve, reject) => {
        let shellCss = '';
        const { pipe } = renderToPipeableStream(
          <Suspense fallback={<p>Loading</p>}>
            <Late />
          </Suspense>,
          {
            onShellReady: () => (shellCss = getCssText()),
            onAllReady() {
              const css = getCssText();
              let html = '';
              const sink = new PassThrough();
              sink.on('data', (chunk: Buffer) => (html += chunk.toString()));
              sink.on('end', () => resolve({ shellCss, css, html }));
              pipe(sink);
            },
            onError: reject,
          },
        );
      },
    );
    const classes = confabClasses(html);
    expect(classes.length).toBeGreaterThan(5);
    expect(undefinedIn(shellCss, classes).length).toBeGreaterThan(0);
    expect(undefinedIn(css, classes)).toEqual([]);
  });

  it('ConfabStyleRegistry hands Next.js a <style> with the CSS of every class rendered, once per new CSS', () => {
    const inserted: (() => ReactNode)[] = [];
    const html = renderToString(
      <ServerInsertedHTMLContext.Provider value={(callback) => inserted.push(callback)}>
        <ConfabStyleRegistry>
          <Page />
        </ConfabStyleRegistry>
      </ServerInsertedHTMLContext.Provider>,
    );
    expect(inserted).toHaveLength(1);
    const [flush] = inserted as [() => ReactNode];
    const style = renderToString(<>{flush()}</>);
    expect(style).toMatch(/^<style data-confab="">/);
    expect(style).not.toContain('&gt;');
    expect(undefinedIn(style, confabClasses(html))).toEqual([]);
    // The next streamed chunk: nothing new was rendered, so nothing is sent again.
    expect(flush()).toBeNull();
  });

  it('ConfabStyleRegistry outside Next.js renders its children and nothing else', () => {
    expect(renderToString(<ConfabStyleRegistry>hello</ConfabStyleRegistry>)).toBe('hello');
  });
});
