import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { render } from '@testing-library/react';
import MarkdownIt from 'markdown-it';
import { resolveOptions } from '../../src/text/options.js';
import { renderMarkdown, renderMarkdownOnce } from '../../src/text/markdown/renderMarkdown.js';
import { splitBlocks, streamingView } from '../../src/text/markdown/markdownBlocks.js';
import { MarkdownText } from '../../src/chat/MarkdownText.js';
import { CodeBlock } from '../../src/chat/CodeBlock.js';
import { hostileStructures } from './markdownCorpus.js';

const options = { ...resolveOptions({ styling: 'markdown' }), codeBlock: CodeBlock };
const html = (node: ReturnType<typeof renderMarkdown>) => renderToStaticMarkup(<>{node}</>);

/** An assistant's answer: paragraphs with marks and links, lists (tight, loose, nested), a quote, code. */
export const answer = [
  'Here is how to **stream** a reply into the *chat*, with [the docs](https://example.com/docs) at hand.',
  '',
  '1. Keep the messages in state.',
  '2. Replace the last one as tokens arrive:',
  '   - a new object each time',
  '   - the same `id`',
  '',
  'Then render:',
  '',
  '```tsx',
  'function Host() {',
  '  const [messages, setMessages] = useState(thread);',
  '',
  '  return <Chat messages={messages} />;',
  '}',
  '```',
  '',
  '> A quoted note that goes on',
  'lazily, then ends.',
  '',
  '- loose item one',
  '',
  '- loose item two, see https://example.org and mail@example.com',
  '',
  'Closing words with ~~strike~~ and `code` and __strong__ _em_.',
].join('\n');

const corpus: [string, string][] = [
  ['an answer', answer],
  ['an answer four times', Array.from({ length: 4 }, () => answer).join('\n\n')],
  ['a list item that goes on after a blank line', '- a\n\n  b\n\nc'],
  ['a reference definition after its use', 'see [x]\n\ntext\n\n[x]: https://example.com'],
  ['an unclosed fence with blank lines', 'intro\n\n```\ncode\n\nmore\n\nend'],
  ['a tilde fence and a backtick line inside it', '~~~\n```\n\nx\n~~~\n\nafter'],
  ['a quote after a quote', '> a\n\n> b\n\nc'],
  ...hostileStructures.filter(([, text]) => text.length < 30_000),
];

afterEach(() => vi.restoreAllMocks());

describe('a Markdown message streamed', () => {
  it.each(corpus)('ends as a one-shot parse draws it: %s, streamed in chunks', (_name, text) => {
    // Hostile messages are long: fewer, larger chunks.
    const step = Math.max(1, Math.ceil(text.length / (text.length > 5_000 ? 6 : 60)));
    for (let end = step; end < text.length; end += step) renderMarkdown(text.slice(0, end), options);
    expect(html(renderMarkdown(text, options))).toBe(html(renderMarkdownOnce(text, options)));
  });

  it('ends as a one-shot parse draws it when streamed a character at a time', () => {
    const text = answer;
    for (let end = 1; end < text.length; end += 1) renderMarkdown(text.slice(0, end), options);
    expect(html(renderMarkdown(text, options))).toBe(html(renderMarkdownOnce(text, options)));
  });

  it('parses each complete block once, and only the open tail again as it grows', () => {
    const parse = vi.spyOn(MarkdownIt.prototype, 'parse');
    const blocks = Array.from({ length: 20 }, (_, i) => `Paragraph ${i} of a long answer, *unique* ${Math.PI * i}.`);
    const text = blocks.join('\n\n');
    let updates = 0;
    for (let end = 8; end <= text.length; end += 8) {
      renderMarkdown(text.slice(0, end), options);
      updates += 1;
    }
    // Each update parses its tail; each of the 19 blocks completed is parsed once more, when it completes.
    expect(parse.mock.calls.length).toBeLessThanOrEqual(updates + blocks.length);
    // Each block read once, and each update's tail (at most a block and a step): linear in the text. A whole
    // parse each update would read about updates * length / 2 characters (80,000 here).
    const parsedChars = parse.mock.calls.reduce((sum, [source]) => sum + source.length, 0);
    const longest = Math.max(...blocks.map((block) => block.length + 2));
    expect(parsedChars).toBeLessThanOrEqual(text.length + updates * (longest + 8));
    expect(parsedChars).toBeLessThan((updates * text.length) / 10);
  });

  it('cuts only at blank lines that nothing above continues', () => {
    expect(splitBlocks('a\n\nb\n\nc')).toEqual(['a\n\n', 'b\n\n', 'c']);
    expect(splitBlocks('- a\n\n- b')).toEqual(['- a\n\n- b']);
    expect(splitBlocks('- a\n\n  b\n\nc')).toEqual(['- a\n\n  b\n\n', 'c']);
    expect(splitBlocks('```\na\n\nb\n```\n\nc')).toEqual(['```\na\n\nb\n```\n\n', 'c']);
    expect(splitBlocks('a\n\nb\n\n[x]: https://example.com')).toHaveLength(1);
  });
});

describe('the open tail of a message still streaming', () => {
  it('shows open marks closed and holds back a mark with nothing after it', () => {
    expect(streamingView('Some **bold te')).toBe('Some **bold te**');
    expect(streamingView('Some *it and **both')).toBe('Some *it and **both***');
    expect(streamingView('Some **')).toBe('Some');
    expect(streamingView('see `code sp')).toBe('see `code sp`');
    expect(streamingView('a [link](https://exa')).toBe('a [link](https://exa)');
    expect(streamingView('snake_case stays')).toBe('snake_case stays');
    expect(streamingView('done.\n\n- item\n- ')).toBe('done.\n\n- item');
    expect(streamingView('text\n\n```js\nconst a = 1;\n``')).toBe('text\n\n```js\nconst a = 1;\n');
  });

  it('closes the marks opened before an open code span, and reads a fence closed on the last line as code', () => {
    expect(streamingView('**a `b')).toBe('**a `b`**');
    expect(streamingView('x\n\n```\ncode\n```')).toBe('x\n\n```\ncode');
  });

  it('never shows a raw emphasis mark that later turns into emphasis', () => {
    const text = 'Plain, then **strong words** and *em words* and ~~gone~~ and `code` end.';
    const { container, rerender } = render(<MarkdownText text="" streaming />);
    for (let end = 1; end <= text.length; end += 1) {
      rerender(<MarkdownText text={text.slice(0, end)} streaming />);
      expect(container.textContent).not.toMatch(/\*|~~|`/);
    }
  });

  it('keeps a growing code block’s node and its Copy button, and ends as a one-shot render', () => {
    const text = `${answer}\n\n\`\`\`js\n${Array.from({ length: 30 }, (_, i) => `const line${i} = ${i};`).join('\n')}\n\`\`\`\n\nAfter.`;
    const codeStart = text.lastIndexOf('```js');
    const { container, rerender } = render(<MarkdownText text={text.slice(0, codeStart + 12)} streaming />);
    const pres = () => container.querySelectorAll('pre');
    const growing = pres()[1]!;
    const button = growing.parentElement!.querySelector('button')!;
    for (let end = codeStart + 20; end < text.length; end += 7) {
      rerender(<MarkdownText text={text.slice(0, end)} streaming />);
      expect(pres()[1]).toBe(growing);
      expect(growing.parentElement!.querySelector('button')).toBe(button);
    }
    rerender(<MarkdownText text={text} />);
    expect(pres()[1]).toBe(growing);
    const once = render(<>{renderMarkdownOnce(text, options)}</>).container;
    const markup = (root: Element) => root.querySelector('[data-markdown]')!.innerHTML.replace(/ id="[^"]*"/g, '');
    expect(markup(container)).toBe(markup(once));
  });
});
