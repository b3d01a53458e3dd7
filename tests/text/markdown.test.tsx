import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { messageTextToPlain, renderMessageText, type CodeBlockProps } from '../../src/text/index.js';
import { markdown, maxMarkdownLength } from '../../src/text/markdown/index.js';

const show = (text: string, options: Parameters<typeof renderMessageText>[1] = {}) =>
  render(<div data-testid="message">{renderMessageText(text, { styling: 'markdown', markdown, ...options })}</div>)
    .container.firstElementChild as HTMLElement;

describe('renderMessageText with styling "markdown"', () => {
  it('draws emphasis, strong, strikethrough and code spans', () => {
    const message = show('*a* _b_ **c** __d__ ~~e~~ `f *g*`');
    expect(Array.from(message.querySelectorAll('em'), (e) => e.textContent)).toEqual(['a', 'b']);
    expect(Array.from(message.querySelectorAll('strong'), (e) => e.textContent)).toEqual(['c', 'd']);
    expect(message.querySelector('s')).toHaveTextContent('e');
    expect(message.querySelector('code')).toHaveTextContent('f *g*');
    expect(message.querySelector('code em')).toBeNull();
  });

  it('draws paragraphs, kept line breaks and hard breaks', () => {
    const message = show('one\ntwo  \nthree\n\nfour');
    const paragraphs = message.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]!.textContent).toBe('one\ntwothree');
    expect(paragraphs[0]!.querySelectorAll('br')).toHaveLength(1);
    expect(paragraphs[1]).toHaveTextContent('four');
    expect(message.firstElementChild).toHaveAttribute('data-markdown');
  });

  it('draws bullet and ordered lists (with their start) and nested block quotes', () => {
    const message = show('- a\n- b\n  1. c\n\n3. d\n4. e\n\n> quote\n>> inner');
    const [bullets] = screen.getAllByRole('list');
    expect(within(bullets!).getAllByRole('listitem')[0]).toHaveTextContent('a');
    expect(message.querySelector('ul ol li')).toHaveTextContent('c');
    expect(message.querySelector(':scope > div > ol')).toHaveAttribute('start', '3');
    expect(message.querySelector('blockquote > p')).toHaveTextContent('quote');
    expect(message.querySelector('blockquote blockquote')).toHaveTextContent('inner');
  });

  it('draws a fenced code block as pre/code with its language, the code untouched', () => {
    const message = show('```ts\nconst a = *b* <i>x</i>;\nhttps://example.com\n```');
    const pre = message.querySelector('pre')!;
    expect(pre).toHaveAttribute('data-language', 'ts');
    expect(pre.querySelector('code')!.textContent).toBe('const a = *b* <i>x</i>;\nhttps://example.com');
    expect(pre.querySelector('a, em, i')).toBeNull();
  });

  it('hands each code block to the codeBlock component with its code, language and default pre', () => {
    const seen: Omit<CodeBlockProps, 'children'>[] = [];
    const CodeBlock = ({ code, language, children }: CodeBlockProps) => {
      seen.push({ code, language });
      return <figure>{children}</figure>;
    };
    const message = show('```\nplain\n```\n\n```js"><img src=x>\nx\n```', { codeBlock: CodeBlock });
    expect(seen).toEqual([
      { code: 'plain', language: undefined },
      { code: 'x', language: undefined },
    ]);
    expect(message.querySelectorAll('figure > pre > code')).toHaveLength(2);
    expect(message.querySelector('img')).toBeNull();
  });

  it('links inline links, autolinks and bare addresses, with safe hrefs, a new window and names', () => {
    show('[docs](https://example.com/docs) <https://example.com/a> and www.example.org or a@example.com');
    const docs = screen.getByRole('link', { name: 'docs (opens in a new window)' });
    expect(docs).toHaveAttribute('href', 'https://example.com/docs');
    expect(docs).toHaveAttribute('title', 'https://example.com/docs');
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'https://example.com/a (opens in a new window)' })).toHaveAttribute(
      'href',
      'https://example.com/a',
    );
    expect(screen.getByRole('link', { name: /^www\.example\.org/ })).toHaveAttribute('href', 'http://www.example.org');
    expect(screen.getByRole('link', { name: /^a@example\.com/ })).toHaveAttribute('href', 'mailto:a@example.com');
  });

  it('shortens a long autolink in the middle and keeps the whole address in its name', () => {
    const long = `https://example.com/${'a'.repeat(80)}/end`;
    show(`<${long}>`, { truncate: 20 });
    const link = screen.getByRole('link');
    expect(link.textContent).toHaveLength(20);
    expect(link.textContent).toContain('…');
    expect(link).toHaveAccessibleName(`${link.textContent}, ${long} (opens in a new window)`);
  });

  it('links hashtags and mentions with the services asked, not inside code or a link', () => {
    show('#news by @ada `#not @code` [#nope](https://example.com)', { hashtag: 'twitter', mention: 'twitter' });
    expect(screen.getByRole('link', { name: /^#news/ })).toHaveAttribute('href', 'https://twitter.com/hashtag/news');
    expect(screen.getByRole('link', { name: /^@ada/ })).toHaveAttribute('href', 'https://twitter.com/ada');
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('shows raw HTML, headings and images as typed: no markup, no title, nothing loaded', () => {
    const message = show('<b>bold?</b>\n\n# Not a title\n\n![cat](https://example.com/cat.png)\n\n<div>x</div>');
    expect(message.querySelector('b, h1, img')).toBeNull();
    expect(message.querySelectorAll('div')).toHaveLength(1);
    expect(message).toHaveTextContent('<b>bold?</b>');
    expect(message).toHaveTextContent('# Not a title');
    expect(message).toHaveTextContent('<div>x</div>');
    // The image's address is a link to follow, not a picture fetched by itself.
    expect(screen.getByRole('link', { name: 'cat (opens in a new window)' })).toHaveAttribute(
      'href',
      'https://example.com/cat.png',
    );
    expect(message).toHaveTextContent('!cat');
  });

  it('keeps an unsafe link as its text', () => {
    const message = show('[click](javascript:alert(1)) [data](data:text/html,x) [ftp](ftp://example.com)');
    expect(message.querySelector('a')).toBeNull();
    expect(message).toHaveTextContent('click');
    expect(message).toHaveTextContent('ftp');
  });

  it('shows a message longer than the Markdown limit as typed, without marks or links', () => {
    const text = `**not bold** https://example.com ${'x'.repeat(maxMarkdownLength)}`;
    const message = show(text);
    expect(message.querySelector('[data-markdown], strong, a')).toBeNull();
    expect(message.textContent).toBe(text);
    expect(markdown.maxLength).toBe(maxMarkdownLength);
  });

  it('throws a TypeError naming the entry when the Markdown renderer is not given', () => {
    expect(() => renderMessageText('*a*', { styling: 'markdown' })).toThrow(
      /needs the markdown option, from .confab-ui\/text\/markdown./,
    );
  });

  it('reads a Markdown message without its marks', () => {
    expect(
      messageTextToPlain('**Hi** _there_\n\n- one\n- [two](https://example.com)', { styling: 'markdown', markdown }),
    ).toBe('Hi there\none\ntwo');
    expect(messageTextToPlain('**Hi**', { styling: 'markdown' })).toBe('**Hi**');
  });
});
