import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MessageList, type ChatMessage, type MessageListProps } from '../../src/chat/index.js';
import { makeMessages as make, participants } from './fixtures.js';
import { bottomFor, bottomOf, rowOnScreen, scrollLogTo, setViewportHeight, stubLogLayout } from './scrollStub.js';

function setup(initial: ChatMessage[], props: Partial<MessageListProps> = {}) {
  const result = render(<MessageList messages={initial} participants={participants} {...props} />);
  const update = (messages: ChatMessage[], more: Partial<MessageListProps> = {}) =>
    result.rerender(<MessageList messages={messages} participants={participants} {...props} {...more} />);
  return { ...result, update, log: screen.getByRole('log', { name: 'Messages' }) };
}

let unstub: () => void;
beforeEach(() => {
  unstub = stubLogLayout();
});
afterEach(() => unstub());

describe('MessageList scrolling', () => {
  it('shows the bottom on first display', () => {
    const { log } = setup(make(1, 10));
    expect(log.scrollTop).toBe(bottomFor(10));
    expect(log).toHaveTextContent('Message 10');
  });

  it('follows new messages when the view is within 600 px of the bottom', () => {
    const first = make(1, 20);
    const { log, update } = setup(first);
    scrollLogTo(log, bottomOf(log) - 500);
    update([...first, ...make(21, 1)]);
    expect(log.scrollTop).toBe(bottomOf(log));
    expect(log).toHaveTextContent('Message 21');
  });

  it('stays put when the reader has scrolled further up, and offers the new messages', async () => {
    const user = userEvent.setup();
    const first = make(1, 30);
    const { log, update } = setup(first);
    scrollLogTo(log, 1000);
    const second = [...first, ...make(31, 1)];
    update(second);
    expect(log.scrollTop).toBe(1000);
    expect(screen.getByRole('button', { name: '1 new message' })).toBeInTheDocument();
    update([...second, ...make(32, 2)]);
    const button = screen.getByRole('button', { name: '3 new messages' });
    await user.click(button);
    // Focus goes to the first of the three, drawn in view, and the button goes.
    const firstNew = screen.getByRole('article', { name: 'Ada: Message 31' });
    expect(firstNew).toHaveFocus();
    expect(firstNew).toHaveAttribute('tabindex', '0');
    const place = rowOnScreen(log, 'Message 31') as number;
    expect(place).toBeGreaterThanOrEqual(0);
    expect(place).toBeLessThan(400);
    expect(screen.queryByRole('button', { name: /new message/ })).toBeNull();
  });

  it('drops the new-messages button when the reader scrolls to the bottom', () => {
    const first = make(1, 30);
    const { log, update } = setup(first);
    scrollLogTo(log, 0);
    update([...first, ...make(31, 1)]);
    expect(screen.getByRole('button', { name: '1 new message' })).toBeInTheDocument();
    scrollLogTo(log, bottomOf(log));
    expect(screen.queryByRole('button', { name: /new message/ })).toBeNull();
  });

  it('always follows with alwaysScrollToBottom', () => {
    const first = make(1, 30);
    const { log, update } = setup(first, { alwaysScrollToBottom: true });
    scrollLogTo(log, 0);
    update([...first, ...make(31, 1)]);
    expect(log.scrollTop).toBe(bottomOf(log));
    expect(log).toHaveTextContent('Message 31');
  });

  it('follows the reader’s own message even when scrolled up (the list follows after sending)', () => {
    const first = make(1, 30);
    const { log, update } = setup(first);
    scrollLogTo(log, 0);
    update([...first, ...make(31, 1, 'me')]);
    expect(log.scrollTop).toBe(bottomOf(log));
    expect(log).toHaveTextContent('Message 31');
  });

  it('follows the typing indicator when near the bottom', () => {
    const first = make(1, 10);
    const { log, update } = setup(first);
    update(first, { showTypingIndicator: 'ada' });
    expect(log.scrollTop).toBe(bottomFor(11));
    expect(log.scrollTop).toBe(bottomOf(log));
  });

  it('goes back to the bottom when resized while reading the latest', () => {
    const observers: ResizeObserverCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          observers.push(callback);
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const { log } = setup(make(1, 10));
    setViewportHeight(200);
    for (const callback of observers) callback([], {} as ResizeObserver);
    expect(log.scrollTop).toBe(bottomFor(10));
    expect(log.scrollTop).toBe(800);
    vi.unstubAllGlobals();
  });

  it('calls onScrollToTop once per arrival at the top, not in a loop', () => {
    const onScrollToTop = vi.fn();
    const { log } = setup(make(1, 30), { onScrollToTop });
    scrollLogTo(log, 300);
    scrollLogTo(log, 0);
    scrollLogTo(log, 0);
    scrollLogTo(log, 0);
    expect(onScrollToTop).toHaveBeenCalledTimes(1);
    scrollLogTo(log, 200);
    scrollLogTo(log, 0);
    expect(onScrollToTop).toHaveBeenCalledTimes(2);
  });

  it('keeps the reader on the message they were reading when older messages are prepended', () => {
    const onScrollToTop = vi.fn();
    const current = make(100, 30);
    const { log, update } = setup(current, { onScrollToTop });
    scrollLogTo(log, 250);
    scrollLogTo(log, 0);
    expect(onScrollToTop).toHaveBeenCalledTimes(1);
    const place = rowOnScreen(log, 'Message 100');
    expect(place).not.toBeNull();
    const row = within(log).getByText('Message 100').closest('article');
    update([...make(90, 10), ...current]);
    // Its row was drawn where it now is from the first render: kept, not unmounted and mounted again.
    expect(within(log).getByText('Message 100').closest('article')).toBe(row);
    // Ten rows went in above: the view moved down by exactly their height, not to the bottom, and the
    // message the reader was on is drawn where it was (the rows above measured as they rendered).
    expect(rowOnScreen(log, 'Message 100')).toBe(place);
    expect(log.scrollTop).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /new message/ })).toBeNull();
    scrollLogTo(log, 0);
    expect(onScrollToTop).toHaveBeenCalledTimes(2);
  });
});

describe('MessageList announcements', () => {
  it('announces only messages arriving at the bottom, once, never history or the transcript', () => {
    const first = make(1, 5);
    const { update } = setup(first);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    const second = [...first, { id: 6, author: 'ada', type: 'text', data: { text: 'Fresh news' } }];
    update(second);
    expect(status).toHaveTextContent('Ada: Fresh news');
    const node = status.firstElementChild;
    update([...make(-5, 5), ...second]);
    expect(status.firstElementChild).toBe(node);
    update([...make(-5, 5), ...second]);
    expect(status.firstElementChild).toBe(node);
    expect(status).toHaveTextContent(/^Ada: Fresh news$/);
  });

  it('does not announce the reader’s own messages and reads files by name', () => {
    const first = make(1, 2);
    const { update } = setup(first);
    const status = screen.getByRole('status');
    update([...first, ...make(3, 1, 'me')]);
    expect(status).toHaveTextContent('');
    update([
      ...first,
      ...make(3, 1, 'me'),
      { id: 9, author: 'bob', type: 'file', data: { file: { url: 'https://x.test/r.pdf', name: 'report.pdf' } } },
    ]);
    expect(status).toHaveTextContent('Bob: file report.pdf');
  });

  it('keeps the log itself quiet so that re-rendering is never read out', () => {
    const { log } = setup(make(1, 2));
    expect(log).toHaveAttribute('aria-live', 'off');
  });
});

describe('MessageList rows', () => {
  it('draws text with newlines and spaces as typed, auto-links, and never turns text into markup', () => {
    setup([
      { id: 1, author: 'ada', type: 'text', data: { text: 'line one\n  line two <b>x</b> https://example.com' } },
    ]);
    const log = screen.getByRole('log');
    const text = within(log).getByText(/line one/);
    expect(text.textContent).toContain('line one\n  line two <b>x</b>');
    expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap');
    expect(log.querySelector('b')).toBeNull();
    expect(within(log).getByRole('link', { name: /example\.com/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/example\.com/),
    );
  });

  it('applies inline styling only with messageStyling', () => {
    const messages: ChatMessage[] = [{ id: 1, author: 'ada', type: 'text', data: { text: '*bold*' } }];
    const { update } = setup(messages);
    expect(screen.getByRole('log').querySelector('strong, b')).toBeNull();
    update(messages, { messageStyling: true });
    expect(screen.getByRole('log').querySelector('strong, b')).not.toBeNull();
  });

  it('names each author for screen readers, shows meta and the edited mark', () => {
    setup([
      { id: 1, author: 'ada', type: 'text', data: { text: 'Hi', meta: '10:01' }, isEdited: true },
      { id: 2, author: 'me', type: 'text', data: { text: 'Yo' } },
    ]);
    const log = screen.getByRole('log');
    expect(log).toHaveTextContent('Ada: Hi');
    expect(log).toHaveTextContent('10:01 · edited');
    expect(log).toHaveTextContent('You: Yo');
  });

  it('draws emoji large, files as links, image files as thumbnails, system messages', () => {
    setup([
      { id: 1, author: 'ada', type: 'emoji', data: { emoji: '🎉' } },
      { id: 2, author: 'ada', type: 'file', data: { file: { url: 'https://x.test/a.pdf', name: 'a.pdf' } } },
      {
        id: 3,
        author: 'ada',
        type: 'file',
        data: { file: { url: 'https://x.test/cat', name: 'cat', type: 'image/png' } },
      },
      { id: 4, author: 'ada', type: 'file', data: { file: { url: 'https://x.test/d.jpg', name: 'dog.jpg' } } },
      { id: 5, author: 'ada', type: 'system', data: { text: 'Ada joined' } },
    ]);
    const log = screen.getByRole('log');
    expect(within(log).getByText('🎉')).toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'a.pdf' })).toHaveAttribute('href', 'https://x.test/a.pdf');
    expect(within(log).getByRole('img', { name: 'cat' })).toHaveAttribute('src', 'https://x.test/cat');
    expect(within(log).getByRole('link', { name: 'dog.jpg' })).toContainElement(
      within(log).getByRole('img', { name: 'dog.jpg' }),
    );
    expect(within(log).getByText('Ada joined')).toBeInTheDocument();
  });

  it('shows the typing indicator for a participant id, read as "{name} is typing"', () => {
    const { update } = setup(make(1, 1));
    expect(screen.queryByText('Ada is typing')).toBeNull();
    update(make(1, 1), { showTypingIndicator: 'ada' });
    expect(screen.getByText('Ada is typing')).toBeInTheDocument();
    update(make(1, 1), { showTypingIndicator: '' });
    expect(screen.queryByText('Ada is typing')).toBeNull();
  });

  it('renders bad messages safely with a development warning, never crashing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bad = [
      { id: 1, author: 'ada', type: 'poll', data: { text: 'vote' } },
      { id: 2, author: 'ada', type: 'text' },
      { id: 3, author: 'ada', type: 'text', data: { text: 'first' } },
      { id: 3, author: 'ada', type: 'text', data: { text: 'duplicate' } },
      { id: 4, author: 'zed', type: 'text', data: { text: 'from a stranger' } },
      { id: 5, author: 'ada', type: 'file', data: { file: { name: 'nourl.txt' } } },
      null,
    ] as unknown as ChatMessage[];
    setup(bad);
    const log = screen.getByRole('log');
    expect(within(log).queryByText('vote')).toBeNull();
    expect(log).toHaveTextContent('first');
    expect(log).toHaveTextContent('duplicate');
    expect(log).toHaveTextContent('Unknown: from a stranger');
    expect(within(log).getByText('nourl.txt')).toBeInTheDocument();
    expect(within(log).queryByRole('link', { name: 'nourl.txt' })).toBeNull();
    const said = warn.mock.calls.map((call) => String(call[0])).join('\n');
    expect(said).toMatch(/unknown type "poll"/);
    expect(said).toMatch(/has no data.text/);
    expect(said).toMatch(/repeats the id 3/);
    expect(said).toMatch(/"zed", who is not among the participants/);
    expect(said).toMatch(/file without url/);
    expect(said).toMatch(/is not an object/);
    warn.mockRestore();
  });

  it('spaces each kind of row by margins', () => {
    setup(
      [
        { id: 1, author: 'ada', type: 'text', data: { text: 'a' } },
        { id: 2, author: 'me', type: 'text', data: { text: 'b' } },
        { id: 3, author: 'ada', type: 'system', data: { text: 'c' } },
      ],
      { margins: { recipient: '1px', sender: '2px', system: '3px' } },
    );
    const rows = [...screen.getByRole('log').querySelectorAll<HTMLElement>('[data-part="message"]')];
    expect(rows.map((row) => row.style.margin)).toEqual(['1px', '2px', '3px']);
  });

  it('hands every message to renderMessage with the default renderer, unknown types included', () => {
    setup(
      [
        { id: 1, author: 'ada', type: 'poll', data: { text: 'Lunch?' } },
        { id: 2, author: 'ada', type: 'text', data: { text: 'plain' } },
      ],
      {
        renderMessage: (message, renderDefault) =>
          message.type === 'poll' ? <button type="button">Vote: {message.data.text}</button> : renderDefault(message),
      },
    );
    expect(screen.getByRole('button', { name: 'Vote: Lunch?' })).toBeInTheDocument();
    expect(screen.getByRole('log')).toHaveTextContent('plain');
  });
});
