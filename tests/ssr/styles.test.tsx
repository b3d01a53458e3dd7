// Server styles (issue 20): the HTML a server sends must carry the CSS of every Confab class it uses, or the
// page is unstyled until JavaScript runs. Stitches collects CSS while components render, so the CSS is read
// after rendering: in the plain recipe, and in Next.js through ConfabStyleRegistry.
import { describe, expect, it } from 'vitest';
import { lazy, Suspense, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { RotateCaptcha } from '../../src/captcha/index.js';
import { getCssText } from '../../src/theme/index.js';
import { ConfabStyleRegistry } from '../../src/next/index.js';
import { confabClasses, pipeToString, renderInRegistry, rotate, undefinedIn, WidgetsPage } from './serverStyles.js';

describe('server styles', () => {
  it('getCssText() read before rendering (a layout head) lacks the widgets: the defect the recipe avoids', () => {
    const early = getCssText();
    const classes = confabClasses(renderToString(<WidgetsPage />));
    expect(classes.length).toBeGreaterThan(20);
    expect(undefinedIn(early, classes).length).toBeGreaterThan(20);
  });

  it('renderToString, then getCssText(): CSS for every confab class in the HTML', () => {
    const html = renderToString(<WidgetsPage />);
    const css = getCssText();
    expect(confabClasses(html).length).toBeGreaterThan(20);
    expect(undefinedIn(css, confabClasses(html))).toEqual([]);
  });

  it('renderToPipeableStream: getCssText() in onAllReady covers widgets that render late, in Suspense', async () => {
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
              void pipeToString(pipe).then((html) => resolve({ shellCss, css, html }));
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
    const { html, inserted } = renderInRegistry(<WidgetsPage />);
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
