import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Host, makeMessages as make, participants } from './fixtures.js';
import { MessageList, type ChatMessage, type MessageRenderer } from '../../src/chat/index.js';
import { bottomOf, rowOnScreen, scrollLogTo, stubLogLayout } from './scrollStub.js';

let unstub: () => void;
beforeEach(() => {
  unstub = stubLogLayout();
});
afterEach(() => unstub());

describe('MessageList at scale', () => {
  it('keeps the DOM to the rows near the view, whatever the length of the thread', () => {
    const { rerender } = render(<MessageList messages={make(1, 100)} participants={participants} />);
    const log = screen.getByRole('log');
    const few = log.querySelectorAll('[data-part="message"]').length;
    rerender(<MessageList messages={make(1, 10_000)} participants={participants} />);
    expect(log.querySelectorAll('[data-part="message"]').length).toBe(few);
    expect(few).toBeLessThan(30);
    expect(log).toHaveTextContent('Message 10000');
    expect(log).not.toHaveTextContent('Message 1 ');
  });

  it('never reads the height of the whole list when a message arrives', () => {
    const thread = make(1, 10_000);
    const { rerender } = render(<MessageList messages={thread} participants={participants} />);
    const log = screen.getByRole('log');
    // scrollHeight makes the browser lay out all the content: the virtualizer's total size stands in for it.
    const proto = HTMLElement.prototype;
    const stubbed = Object.getOwnPropertyDescriptor(proto, 'scrollHeight') as PropertyDescriptor;
    let reads = 0;
    Object.defineProperty(proto, 'scrollHeight', {
      configurable: true,
      get(this: HTMLElement) {
        if (this === log) reads += 1;
        return stubbed.get?.call(this);
      },
    });
    try {
      rerender(<MessageList messages={[...thread, ...make(10_001, 1)]} participants={participants} />);
    } finally {
      Object.defineProperty(proto, 'scrollHeight', stubbed);
    }
    expect(log).toHaveTextContent('Message 10001');
    expect(reads).toBe(0);
  });

  it('renders only the row that changed when a message is appended, edited or deleted', () => {
    const renders = vi.fn<(id: ChatMessage['id']) => void>();
    const renderMessage: MessageRenderer = (message, renderDefault) => {
      renders(message.id);
      return renderDefault(message);
    };
    const first = make(1, 20);
    const { rerender } = render(
      <MessageList messages={first} participants={participants} renderMessage={renderMessage} />,
    );
    const log = screen.getByRole('log');
    const shownIds = () =>
      [...log.querySelectorAll('[data-key]')].map((row) => Number(row.getAttribute('data-key')?.slice(3)));
    // What renders for an update: the rows that changed, and rows coming into the window (new mounts).
    // A row that was on screen and did not change never renders again.
    const update = (messages: ChatMessage[]) => {
      const before = new Set(shownIds());
      renders.mockClear();
      rerender(<MessageList messages={messages} participants={participants} renderMessage={renderMessage} />);
      const rendered = renders.mock.calls.map(([id]) => Number(id));
      return { rendered, again: rendered.filter((id) => before.has(id)) };
    };
    const appended = [...first, ...make(21, 1)];
    expect(update(appended)).toEqual({ rendered: [21], again: [] });
    const edited = appended.map((m) => (m.id === 19 ? { ...m, data: { text: 'Changed' }, isEdited: true } : m));
    expect(update(edited)).toEqual({ rendered: [19], again: [19] });
    expect(log).toHaveTextContent('Changed');
    const deletion = update(edited.filter((m) => m.id !== 18));
    expect(deletion.again).toEqual([]);
    expect(deletion.rendered.length).toBeLessThanOrEqual(1);
    expect(log).not.toHaveTextContent('Message 18');
  });

  it('scrolls by page, to the top and to the bottom from the keyboard', () => {
    const onScrollToTop = vi.fn();
    render(<MessageList messages={make(1, 50)} participants={participants} onScrollToTop={onScrollToTop} />);
    const log = screen.getByRole('log');
    const bottom = bottomOf(log);
    expect(log.scrollTop).toBe(bottom);
    // A page is 90 % of the 400 px view (rows measured on the way keep the reader's place on top of it).
    const last = rowOnScreen(log, 'Message 50') as number;
    fireEvent.keyDown(log, { key: 'PageUp' });
    expect(rowOnScreen(log, 'Message 50')).toBe(last + 360);
    expect(log).toHaveTextContent('Message 45');
    fireEvent.keyDown(log, { key: 'Home' });
    expect(log.scrollTop).toBe(0);
    expect(log).toHaveTextContent('Message 1');
    // The browser's scroll event follows, and the arrival at the top asks for older messages.
    fireEvent.scroll(log);
    expect(onScrollToTop).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(log, { key: 'PageDown' });
    expect(log.scrollTop).toBe(360);
    // Keys meant for a row's own buttons are left to them.
    const button = document.createElement('button');
    log.querySelector('[data-part="message"]')?.append(button);
    fireEvent.keyDown(button, { key: 'End' });
    expect(log.scrollTop).toBe(360);
    fireEvent.keyDown(log, { key: 'End' });
    expect(log.scrollTop).toBe(bottomOf(log));
    expect(log).toHaveTextContent('Message 50');
  });

  it('keeps the focused message rendered, and focused, when it scrolls out of view', async () => {
    const user = userEvent.setup();
    const messages = make(1, 60, 'me');
    render(<MessageList messages={messages} participants={participants} showDeletion />);
    const log = screen.getByRole('log');
    const lastDelete = within(log)
      .getAllByRole('button', { name: /delete/i })
      .at(-1) as HTMLElement;
    await user.click(lastDelete);
    lastDelete.focus();
    expect(lastDelete).toHaveFocus();
    scrollLogTo(log, 0);
    expect(log).toHaveTextContent('Message 1');
    expect(lastDelete).toBeInTheDocument();
    expect(lastDelete).toHaveFocus();
    // Rows stay in reading order in the DOM: the pinned row comes after the window at the top.
    const rows = [...log.querySelectorAll('[data-index]')].map((row) => Number(row.getAttribute('data-index')));
    expect(rows).toEqual([...rows].sort((a, b) => a - b));
    expect(rows.at(-1)).toBe(59);
  });

  it('keeps the message being edited rendered while the reader scrolls away', async () => {
    const user = userEvent.setup();
    const initial = make(1, 60, 'me');
    render(<Host initial={initial} showEdition />);
    const log = screen.getByRole('log');
    const edits = within(log).getAllByRole('button', { name: /edit/i });
    await user.click(edits.at(-1) as HTMLElement);
    const input = screen.getByRole('textbox');
    expect(input).toHaveValue('Message 60');
    scrollLogTo(log, 0);
    expect(log).toHaveTextContent('Message 1');
    expect(log).toHaveTextContent('Message 60');
    expect(input).toHaveValue('Message 60');
  });
});
