import { beforeAll, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { renderMessageText } from '../../src/text/index.js';
import { markdown } from '../../src/text/markdown/index.js';
import { renderToString } from 'react-dom/server';
import { XSS_CORPUS } from './corpus.js';
import { dangerousLinks, hostileStructures } from './markdownCorpus.js';
import { expectSafe } from './safety.js';

/**
 * A generous ceiling for one hostile message, parsed and rendered by React (to a string: jsdom's DOM is far
 * slower than a browser's, and is not what is measured); bench/markdown.mjs prints the real figures.
 */
const limitMs = 200;

/**
 * Milliseconds of CPU this process spent: the work done, whatever else the machine runs (wall time on a
 * shared CI machine measures its neighbours too).
 */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

const cases: [string, string][] = [
  ...dangerousLinks.map((text): [string, string] => [JSON.stringify(text), text]),
  ...XSS_CORPUS.map((text): [string, string] => [JSON.stringify(text), text]),
  ...hostileStructures,
];

describe('Markdown: hostile corpus', () => {
  // The parser, Autolinker and React compiled once, as in a page that has drawn a message already.
  beforeAll(() => {
    render(<div>{renderMessageText('*a* [b](https://example.com) c.d', { styling: 'markdown', markdown })}</div>);
  });

  it.each(cases)(
    'renders %s within the time limit, with only allowed elements and safe hrefs',
    (_, text) => {
      const options = { styling: 'markdown', markdown, hashtag: 'twitter', mention: 'twitter' } as const;
      // The faster of two renders: the first may include compiling the code paths this input takes, or a GC.
      const elapsed = Math.min(
        ...[0, 1].map(() => {
          const started = cpuMs();
          renderToString(<div>{renderMessageText(text, options)}</div>);
          return cpuMs() - started;
        }),
      );
      const { container } = render(<div>{renderMessageText(text, options)}</div>);
      expectSafe(container, { markdown: true });
      expect(container.querySelector('script, img, svg, iframe, style, math, b, h1')).toBeNull();
      // The wrapper and the message's own element: no <div> from the text.
      expect(container.querySelectorAll('div').length).toBeLessThanOrEqual(2);
      expect(elapsed).toBeLessThan(limitMs);
    },
    // The limit above is on CPU time; this one, Vitest's, is wall time, which a busy machine stretches.
    30_000,
  );

  it.each(dangerousLinks)('draws no link for %j', (text) => {
    const { container } = render(<div>{renderMessageText(text, { styling: 'markdown', markdown })}</div>);
    expect(container.querySelectorAll('a')).toHaveLength(0);
  });

  it('keeps the text of emphasis nested past the drawing depth, with at most 32 nested elements', () => {
    const { container } = render(
      <div>{renderMessageText(`${'*'.repeat(10_000)}a${'*'.repeat(10_000)}`, { styling: 'markdown', markdown })}</div>,
    );
    expect(container).toHaveTextContent(/a/);
    let depth = 0;
    for (let element = container.querySelector('p'); element; element = element.querySelector('em, strong')) depth += 1;
    expect(depth).toBeLessThanOrEqual(33);
    expect(depth).toBeGreaterThan(1);
  });

  it('shows block quotes nested past the parser limit as plain text, whole', () => {
    const text = `${'> '.repeat(10_000)}a\nlast line`;
    const { container } = render(<div>{renderMessageText(text, { styling: 'markdown', markdown })}</div>);
    expect(container.querySelector('blockquote')).toBeNull();
    expect(container.textContent).toBe(text);
  });
});
