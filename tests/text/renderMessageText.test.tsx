import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { renderMessageText } from '../../src/text/index.js';
import type { MessageTextOptions } from '../../src/text/index.js';

function show(text: string, options?: MessageTextOptions) {
  const { container } = render(<div>{renderMessageText(text, options)}</div>);
  return container.firstElementChild as HTMLElement;
}

describe('renderMessageText: links', () => {
  it('links urls, e-mail addresses and phone numbers, always', () => {
    show('Docs at https://example.com/docs, write to help@example.com or call +1 (555) 555-1234.');
    expect(screen.getByRole('link', { name: /^https:\/\/example\.com\/docs/ })).toHaveAttribute(
      'href',
      'https://example.com/docs',
    );
    expect(screen.getByRole('link', { name: /^help@example\.com/ })).toHaveAttribute('href', 'mailto:help@example.com');
    expect(screen.getByRole('link', { name: /^\+1 \(555\) 555-1234/ })).toHaveAttribute('href', 'tel:+15555551234');
  });

  it('shows a link as typed and gives a bare domain http', () => {
    show('see www.example.com/a and example.org');
    expect(screen.getByRole('link', { name: /^www\.example\.com\/a/ })).toHaveTextContent(/^www\.example\.com\/a$/);
    expect(screen.getByRole('link', { name: /^www\.example\.com\/a/ })).toHaveAttribute(
      'href',
      'http://www.example.com/a',
    );
    expect(screen.getByRole('link', { name: /^example\.org/ })).toHaveAttribute('href', 'http://example.org');
  });

  it('opens links in a new window with noopener noreferrer, and says so to screen readers', () => {
    show('go to example.com');
    const link = screen.getByRole('link', { name: 'example.com (opens in a new window)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('truncates link text over 50 characters in the middle; the full address stays in href and name', () => {
    const url = 'https://example.com/articles/2026/11/a-very-long-title-about-accessible-chat-widgets';
    show(`read ${url} today`);
    const link = screen.getByRole('link', {
      name: new RegExp(`^\\S+…\\S+, ${url.replaceAll('.', '\\.')} \\(opens in a new window\\)$`),
    });
    // The name starts with the text shown (label in name), then gives the whole address.
    expect(link.getAttribute('aria-label')?.startsWith(`${link.textContent}, `)).toBe(true);
    expect(link).toHaveAttribute('href', url);
    expect(Array.from(link.textContent ?? '')).toHaveLength(50);
    expect(link.textContent).toMatch(/^https:\/\/example\.com\/artic.*….*chat-widgets$/);
    expect(link).toHaveAttribute('title', url);
  });

  it('keeps a link of exactly 50 characters whole, and honours another truncate length', () => {
    const fifty = 'https://example.com/' + 'a'.repeat(30);
    show(fifty);
    expect(screen.getByRole('link')).toHaveTextContent(fifty);
    expect(screen.getByRole('link')).not.toHaveAttribute('title');
    document.body.innerHTML = '';
    show(fifty, { truncate: 20 });
    expect(Array.from(screen.getByRole('link').textContent ?? '')).toHaveLength(20);
    document.body.innerHTML = '';
    show(fifty + 'b'.repeat(100), { truncate: 0 });
    expect(screen.getByRole('link')).toHaveTextContent(fifty + 'b'.repeat(100));
  });

  it('leaves hashtags and mentions as text unless asked', () => {
    const element = show('#news from @confab');
    expect(screen.queryByRole('link')).toBeNull();
    expect(element).toHaveTextContent('#news from @confab');
  });

  it.each([
    ['twitter', 'https://twitter.com/hashtag/news'],
    ['facebook', 'https://www.facebook.com/hashtag/news'],
    ['instagram', 'https://instagram.com/explore/tags/news'],
    ['tiktok', 'https://www.tiktok.com/tag/news'],
    ['youtube', 'https://youtube.com/hashtag/news'],
  ] as const)('links hashtags to %s', (hashtag, href) => {
    show('today #news', { hashtag });
    expect(screen.getByRole('link', { name: '#news (opens in a new window)' })).toHaveAttribute('href', href);
  });

  it('links hashtags of at most 140 characters', () => {
    const ok = '#' + 'a'.repeat(139);
    const tooLong = '#' + 'b'.repeat(140);
    show(`${ok} ${tooLong}`, { hashtag: 'twitter', truncate: 0 });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link')).toHaveTextContent(ok);
  });

  it.each([
    ['twitter', 'https://twitter.com/confab'],
    ['instagram', 'https://instagram.com/confab'],
    ['soundcloud', 'https://soundcloud.com/confab'],
    ['tiktok', 'https://www.tiktok.com/@confab'],
    ['youtube', 'https://youtube.com/@confab'],
  ] as const)('links mentions to %s', (mention, href) => {
    show('thanks @confab!', { mention });
    expect(screen.getByRole('link', { name: '@confab (opens in a new window)' })).toHaveAttribute('href', href);
  });

  it("follows each service's username rules", () => {
    show('@ab @abcdefghijklmnop', { mention: 'twitter' });
    // twitter: 1 to 15 word characters; a 16-character name is not a mention.
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['@ab']);
    document.body.innerHTML = '';
    show('@ab @abc', { mention: 'soundcloud' });
    // soundcloud: 3 to 25 characters.
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['@abc']);
  });

  it('throws a TypeError naming the allowed services for an invalid one', () => {
    expect(() => renderMessageText('x', { hashtag: 'myspace' as never })).toThrow(
      new TypeError(
        'Invalid hashtag service "myspace": expected false or one of twitter, facebook, instagram, tiktok, youtube.',
      ),
    );
    expect(() => renderMessageText('x', { mention: 'facebook' as never })).toThrow(
      /^Invalid mention service "facebook": expected false or one of twitter, instagram, soundcloud, tiktok, youtube\.$/,
    );
    expect(() => renderMessageText('x', { mention: true as never })).toThrow(TypeError);
    expect(() => renderMessageText('x', { truncate: -1 })).toThrow(TypeError);
    expect(() => renderMessageText('x', { truncate: '50' as never })).toThrow(TypeError);
  });

  it('accepts false, undefined and null as "off"', () => {
    expect(() => renderMessageText('#a @b', { hashtag: false, mention: undefined })).not.toThrow();
    expect(() => renderMessageText('#a', { hashtag: null as never })).not.toThrow();
  });
});

describe('renderMessageText: styling', () => {
  it('is off by default', () => {
    show('*bold* /italic/');
    expect(screen.queryByRole('strong')).toBeNull();
    expect(document.querySelector('strong, em')).toBeNull();
  });

  it('renders each delimiter as its element', () => {
    const element = show('*b* /i/ _u_ ~s~ `c` ^sup^ ¡sub¡', { styling: true });
    const tags = Array.from(element.querySelectorAll('strong, em, u, s, code, sup, sub')).map(
      (e) => `${e.tagName.toLowerCase()}:${e.textContent}`,
    );
    expect(tags).toEqual(['strong:b', 'em:i', 'u:u', 's:s', 'code:c', 'sup:sup', 'sub:sub']);
    expect(element).toHaveTextContent('b i u s c sup sub');
  });

  it('styles around a link but never inside one', () => {
    const element = show('*see example.com/a_b_c* and https://x.example/_y_', { styling: true });
    const strong = element.querySelector('strong');
    expect(strong).toHaveTextContent('see example.com/a_b_c');
    expect(strong?.querySelector('a')).toHaveAttribute('href', 'http://example.com/a_b_c');
    expect(element.querySelector('u')).toBeNull();
    expect(screen.getByRole('link', { name: /^https:\/\/x\.example\/_y_/ })).toBeInTheDocument();
  });

  it('neither styles nor links code content', () => {
    const element = show('try `*x* example.com`', { styling: true });
    expect(element.querySelector('code')).toHaveTextContent('*x* example.com');
    expect(screen.queryByRole('link')).toBeNull();
    expect(element.querySelector('strong')).toBeNull();
  });

  it('leaves paths, arithmetic and identifiers as typed', () => {
    const typed = 'a/b/c snake_case_names 2*3*4 /usr/local/bin ~/notes';
    const element = show(typed, { styling: true });
    expect(element.querySelector('strong, em, u, s, sup, sub, code')).toBeNull();
    expect(element.textContent).toBe(typed);
  });
});

describe('renderMessageText: whitespace', () => {
  it('keeps line breaks and runs of spaces, and shows them with white-space: pre-wrap', () => {
    const typed = 'line one\n\nline   two\twith tab\r\n  indented';
    const element = show(typed).firstElementChild as HTMLElement;
    expect(element.textContent).toBe(typed);
    expect(element.style.whiteSpace).toBe('pre-wrap');
    expect(element).toHaveAttribute('data-message-text');
  });
});
