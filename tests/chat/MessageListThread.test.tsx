import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Message, MessageList, type ChatMessage, type MessageListProps } from '../../src/chat/index.js';
import { Host, makeMessages as make, participants } from './fixtures.js';
import { scrollLogTo, stubLogLayout } from './scrollStub.js';

function setup(initial: ChatMessage[], props: Partial<MessageListProps> = {}) {
  const list = (messages: ChatMessage[], more: Partial<MessageListProps> = {}) => (
    <>
      <MessageList messages={messages} participants={participants} {...props} {...more} />
      <button type="button">After the thread</button>
    </>
  );
  const result = render(list(initial));
  const update = (messages: ChatMessage[], more: Partial<MessageListProps> = {}) =>
    result.rerender(list(messages, more));
  return { ...result, update, log: screen.getByRole('log', { name: 'Messages' }) };
}

const positionOf = (element: Element) => [element.getAttribute('aria-posinset'), element.getAttribute('aria-setsize')];

let unstub: () => void;
beforeEach(() => {
  unstub = stubLogLayout();
});
afterEach(() => {
  unstub();
  vi.useRealTimers();
});

describe('MessageList rows', () => {
  it('makes each message an article named by author, time and content, with its position', () => {
    setup([
      { id: 1, author: 'ada', type: 'text', data: { text: 'Hello', meta: '10:01' } },
      { id: 2, author: 'me', type: 'text', data: { text: 'Hi', meta: 'Delivered' } },
      { id: 3, author: 'ada', type: 'system', data: { text: 'Ada left' } },
    ]);
    const articles = screen.getAllByRole('article');
    expect(articles.map((a) => a.getAttribute('aria-labelledby')?.split(' ').length)).toEqual([3, 3, 1]);
    expect(screen.getByRole('article', { name: 'Ada: 10:01 Hello' })).toBe(articles[0]);
    expect(screen.getByRole('article', { name: 'You: Delivered Hi' })).toBe(articles[1]);
    expect(screen.getByRole('article', { name: 'Ada left' })).toBe(articles[2]);
    expect(articles.map(positionOf)).toEqual([
      ['1', '3'],
      ['2', '3'],
      ['3', '3'],
    ]);
    // A machine-readable caption is a <time>; another caption is plain text.
    const time = within(articles[0] as HTMLElement).getByText('10:01');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '10:01');
    expect(within(articles[1] as HTMLElement).getByText('Delivered').tagName).not.toBe('TIME');
  });

  it('counts positions from the host’s true length, or says the size is unknown while history remains', () => {
    const { update } = setup(make(9951, 50), { totalCount: 10_000, onScrollToTop: () => {} });
    const articles = () => screen.getAllByRole('article');
    expect(positionOf(articles().at(-1) as HTMLElement)).toEqual(['10000', '10000']);
    update(make(9951, 50), { totalCount: undefined });
    expect(positionOf(articles().at(-1) as HTMLElement)).toEqual(['50', '-1']);
    update(make(9951, 50), { totalCount: undefined, hasMoreHistory: false });
    expect(positionOf(articles().at(-1) as HTMLElement)).toEqual(['50', '50']);
  });

  it('marks the beginning of the conversation when the host says the history is complete, and is busy while loading', () => {
    const { log, update } = setup(make(1, 3), { onScrollToTop: () => {} });
    expect(log).not.toHaveTextContent('Beginning of conversation');
    expect(log).not.toHaveAttribute('aria-busy');
    update(make(1, 3), { loadingHistory: true });
    expect(log).toHaveAttribute('aria-busy', 'true');
    update(make(1, 3), { hasMoreHistory: false, labels: { beginningOfConversation: 'Start' } });
    expect(log).not.toHaveAttribute('aria-busy');
    const marker = within(log).getByText('Start');
    // Above the first message, and not a message itself.
    expect(marker.compareDocumentPosition(screen.getAllByRole('article')[0] as Node)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(marker.closest('article')).toBeNull();
  });
});

describe('MessageList keyboard', () => {
  it('is one Tab stop, on the newest message, whatever the length of the thread', async () => {
    const user = userEvent.setup();
    setup(make(1, 10_000));
    const tabbable = [...document.querySelectorAll('[tabindex="0"], button')].filter(
      (element) => element.getAttribute('tabindex') !== '-1',
    );
    expect(tabbable).toEqual([
      screen.getByRole('article', { name: 'Ada: Message 10000' }),
      screen.getByRole('button', { name: 'After the thread' }),
    ]);
    await user.tab();
    expect(screen.getByRole('article', { name: 'Ada: Message 10000' })).toHaveFocus();
    expect(positionOf(document.activeElement as Element)).toEqual(['10000', '10000']);
    await user.tab();
    expect(screen.getByRole('button', { name: 'After the thread' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('article', { name: 'Ada: Message 10000' })).toHaveFocus();
  });

  it('moves focus by message, by page and to either end, rendering the message it goes to', async () => {
    const user = userEvent.setup();
    setup(make(1, 200));
    await user.tab();
    const focused = () => document.activeElement?.getAttribute('aria-posinset');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('article', { name: 'Ada: Message 199' })).toHaveFocus();
    // The Tab stop moved with focus: one article only is in the Tab order.
    expect(screen.getByRole('article', { name: 'Ada: Message 199' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('article', { name: 'Ada: Message 200' })).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{PageUp}');
    expect(focused()).toBe('189');
    await user.keyboard('{PageUp}{PageUp}{ArrowDown}');
    expect(focused()).toBe('170');
    expect(document.activeElement).toHaveAccessibleName('Ada: Message 170');
    await user.keyboard('{Home}');
    expect(screen.getByRole('article', { name: 'Ada: Message 1' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('1');
    await user.keyboard('{PageDown}');
    expect(focused()).toBe('11');
    await user.keyboard('{End}');
    expect(screen.getByRole('article', { name: 'Ada: Message 200' })).toHaveFocus();
    expect(screen.getAllByRole('article').filter((a) => a.tabIndex === 0)).toHaveLength(1);
  }, 30_000);

  it('asks for older messages when focus reaches the first loaded one, and keeps focus through the prepend', async () => {
    const user = userEvent.setup();
    const onScrollToTop = vi.fn();
    const { log, update } = setup(make(100, 30), { onScrollToTop });
    await user.tab();
    await user.keyboard('{Home}');
    // The view goes to the top; the browser's scroll event says it arrived there.
    expect(log.scrollTop).toBe(0);
    fireEvent.scroll(log);
    expect(onScrollToTop).toHaveBeenCalledTimes(1);
    update([...make(90, 10), ...make(100, 30)]);
    const first = screen.getByRole('article', { name: 'Ada: Message 100' });
    expect(first).toHaveFocus();
    expect(positionOf(first)).toEqual(['11', '-1']);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('article', { name: 'Ada: Message 99' })).toHaveFocus();
  });

  it('asks for older messages at once when the view is already at the top', async () => {
    const user = userEvent.setup();
    const onScrollToTop = vi.fn();
    const { log } = setup(make(1, 3), { onScrollToTop });
    expect(log.scrollTop).toBe(0);
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(onScrollToTop).not.toHaveBeenCalled();
    await user.keyboard('{ArrowUp}');
    expect(onScrollToTop).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowUp}');
    expect(onScrollToTop).toHaveBeenCalledTimes(1);
  });

  it('keeps a message’s controls out of the Tab order until Enter or Tab moves into them; Escape comes back', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    setup(
      [
        ...make(1, 20, 'me'),
        { id: 21, author: 'me', type: 'text', data: { text: 'see https://example.com' } },
        ...make(22, 1),
      ],
      { showEdition: true, showDeletion: true, onDelete },
    );
    const controls = within(screen.getByRole('log')).getAllByRole('button');
    expect(controls.every((button) => button.tabIndex === -1)).toBe(true);
    expect(screen.getByRole('link', { name: /example\.com/ })).toHaveAttribute('tabindex', '-1');
    await user.tab();
    // A message without controls: Tab leaves the thread.
    expect(document.activeElement).toHaveAccessibleName('Ada: Message 22');
    await user.keyboard('{ArrowUp}');
    const row = screen.getByRole('article', { name: /^You: see / });
    expect(row).toHaveFocus();
    await user.keyboard('{Enter}');
    const link = within(row).getByRole('link', { name: /example\.com/ });
    expect(link).toHaveFocus();
    await user.tab();
    expect(within(row).getByRole('button', { name: 'Edit message' })).toHaveFocus();
    await user.tab();
    const remove = within(row).getByRole('button', { name: 'Delete message' });
    expect(remove).toHaveFocus();
    // The other messages' controls stayed out of the Tab order.
    await user.tab();
    expect(screen.getByRole('button', { name: 'After the thread' })).toHaveFocus();
    // Back in, the thread's Tab stop is the message, its controls out of the Tab order again.
    await user.tab({ shift: true });
    expect(row).toHaveFocus();
    expect(remove).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{Enter}');
    await user.tab();
    expect(within(row).getByRole('button', { name: 'Edit message' })).toHaveFocus();
    // The first Escape hides the button's tooltip (shown on keyboard focus); the next goes back to the message.
    await user.keyboard('{Escape}');
    expect(within(row).getByRole('button', { name: 'Edit message' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(row).toHaveFocus();
    expect(remove).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(link).toHaveFocus();
    await user.tab({ shift: true });
    expect(row).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    const above = screen.getByRole('article', { name: 'You: Message 20' });
    expect(within(above).getByRole('button', { name: 'Edit message' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 20 }));
  }, 30_000);
});

describe('Message on its own', () => {
  it('keeps its controls in the Tab order', async () => {
    const user = userEvent.setup();
    render(
      <Message
        message={{ id: 1, author: 'me', type: 'text', data: { text: 'Mine' } }}
        authorName="You"
        showDeletion
        onDelete={() => {}}
      />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete message' })).toHaveFocus();
  });
});

describe('Chat thread tab stops', () => {
  it('takes one Shift+Tab from the input to the newest of 10,000 messages, and one Tab back', async () => {
    const user = userEvent.setup();
    render(<Host initial={make(1, 10_000)} showEdition showDeletion />);
    const input = screen.getByRole('textbox', { name: 'Message' });
    input.focus();
    await user.tab({ shift: true });
    expect(screen.getByRole('article', { name: 'Ada: Message 10000' })).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
  });
});

describe('MessageList announcements, in time', () => {
  const said = () => screen.getByRole('status').textContent;

  it('reads a burst of five in order, each for a second at least, and summarises what is beyond three', () => {
    vi.useFakeTimers();
    const first = make(1, 5);
    const { update } = setup(first);
    update([...first, ...make(6, 5)]);
    const heard: string[] = [said() ?? ''];
    for (let step = 0; step < 4; step++) {
      act(() => vi.advanceTimersByTime(999));
      // Nothing is replaced in under a second.
      expect(said()).toBe(heard.at(-1));
      act(() => vi.advanceTimersByTime(1));
      if (said() !== heard.at(-1)) heard.push(said() ?? '');
    }
    expect(heard).toEqual(['Ada: Message 6', 'Ada: Message 7', 'Ada: Message 8', 'and 2 more new messages']);
  });

  it('holds a message a second before the next one arriving 30 ms later', () => {
    vi.useFakeTimers();
    const first = make(1, 5);
    const { update } = setup(first);
    update([...first, ...make(6, 1)]);
    act(() => vi.advanceTimersByTime(30));
    update([...first, ...make(6, 2)]);
    expect(said()).toBe('Ada: Message 6');
    act(() => vi.advanceTimersByTime(969));
    expect(said()).toBe('Ada: Message 6');
    act(() => vi.advanceTimersByTime(1));
    expect(said()).toBe('Ada: Message 7');
  });

  it('says someone is typing once they have been at it a moment, and not a brief flicker', () => {
    vi.useFakeTimers();
    const messages = make(1, 3);
    const { update } = setup(messages);
    update(messages, { showTypingIndicator: 'bob' });
    act(() => vi.advanceTimersByTime(1000));
    update(messages, { showTypingIndicator: '' });
    act(() => vi.advanceTimersByTime(2000));
    expect(said()).toBe('');
    update(messages, { showTypingIndicator: 'ada' });
    act(() => vi.advanceTimersByTime(1499));
    expect(said()).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(said()).toBe('Ada is typing');
  });

  it('says how many earlier messages were loaded', () => {
    const current = make(100, 30);
    const { log, update } = setup(current, { onScrollToTop: () => {} });
    scrollLogTo(log, 0);
    update([...make(90, 10), ...current]);
    expect(said()).toBe('10 earlier messages loaded');
  });
});
