import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Chat, MessageList, type ChatMessage, type MessageListProps } from '../../src/chat/index.js';
import { makeMessages as make, participants } from './fixtures.js';
import { bottomOf, rowHeight, rowOnScreen, scrollLogTo, setRowHeight, stubLogLayout } from './scrollStub.js';

function setup(initial: ChatMessage[], props: Partial<MessageListProps> = {}) {
  const result = render(<MessageList messages={initial} participants={participants} {...props} />);
  const update = (messages: ChatMessage[], more: Partial<MessageListProps> = {}) =>
    result.rerender(<MessageList messages={messages} participants={participants} {...props} {...more} />);
  return { ...result, update, log: screen.getByRole('log', { name: 'Messages' }) };
}

/** The assistant's reply as the host replaces it: `words` words so far. */
const reply = (words: number, streaming = true): ChatMessage => ({
  id: 'reply',
  author: 'bob',
  type: 'text',
  data: { text: Array.from({ length: words }, (_, i) => `word${i + 1}`).join(' ') },
  streaming,
});

// A row is 100 px, and one more 20 px line for every 5 words of text: a streaming reply grows as it comes.
const growingRows = () =>
  setRowHeight((row) => {
    const words = row.textContent?.match(/word\d+/g)?.length ?? 0;
    return heightOf(words);
  });

const heightOf = (words: number) => rowHeight + Math.floor(words / 5) * 20;

const said = () => screen.getByRole('status').textContent;

let unstub: () => void;
beforeEach(() => {
  unstub = stubLogLayout();
  growingRows();
});
afterEach(() => {
  unstub();
  vi.useRealTimers();
});

describe('a streaming reply', () => {
  it('keeps the bottom pinned as it grows, in the same render that draws the longer text', () => {
    const history = make(1, 20);
    const { log, update } = setup([...history, reply(1)]);
    expect(log.scrollTop).toBe(bottomOf(log));
    for (let words = 2; words <= 40; words += 6) {
      update([...history, reply(words)]);
      // In the render that draws the longer text, the view is at the bottom: the row ends where the view does.
      expect(log.scrollTop).toBe(bottomOf(log));
      expect(rowOnScreen(log, `word${words}`)).toBe(400 - heightOf(words));
    }
  });

  it('keeps the reader’s place when they have scrolled up, and says the reply is still coming', async () => {
    const user = userEvent.setup();
    const history = make(1, 30);
    const { log, update } = setup([...history, reply(1)]);
    scrollLogTo(log, 1000);
    const before = rowOnScreen(log, 'Message 12');
    for (let words = 2; words <= 30; words += 4) {
      update([...history, reply(words)]);
      expect(log.scrollTop).toBe(1000);
      expect(rowOnScreen(log, 'Message 12')).toBe(before);
    }
    const jump = screen.getByRole('button', { name: 'Latest message, reply still coming' });
    await user.click(jump);
    expect(log.querySelector('[aria-busy="true"]')).toHaveFocus();
    expect(log.scrollTop).toBe(bottomOf(log));
    // The browser's scroll event for that move (jsdom sends none of its own).
    scrollLogTo(log, log.scrollTop);
    expect(screen.queryByRole('button', { name: /reply still coming/ })).toBeNull();
    // From the bottom again, the list follows the rest of the reply.
    update([...history, reply(50)]);
    expect(log.scrollTop).toBe(bottomOf(log));
  });

  it('counts a reply that arrived while scrolled up among the new messages, still coming', () => {
    const history = make(1, 30);
    const { log, update } = setup(history);
    scrollLogTo(log, 0);
    update([...history, reply(3)]);
    expect(screen.getByRole('button', { name: '1 new message, reply still coming' })).toBeInTheDocument();
    update([...history, reply(6, false)]);
    expect(screen.getByRole('button', { name: '1 new message' })).toBeInTheDocument();
    expect(log.scrollTop).toBe(0);
  });

  it('is aria-busy while it streams, and no longer once complete', () => {
    const history = make(1, 3);
    const { update } = setup([...history, reply(2)]);
    expect(screen.getByRole('article', { name: /word2$/ })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('article', { name: 'Ada: Message 3' })).not.toHaveAttribute('aria-busy');
    update([...history, reply(5, false)]);
    expect(screen.getByRole('article', { name: /word5$/ })).not.toHaveAttribute('aria-busy');
  });

  it('is announced once, complete, never per token', () => {
    vi.useFakeTimers();
    const history = make(1, 3);
    const { update } = setup(history);
    update([...history, reply(1)]);
    for (let words = 2; words <= 12; words += 1) {
      update([...history, reply(words)]);
      act(() => vi.advanceTimersByTime(300));
      expect(said()).toBe('');
    }
    update([...history, reply(13, false)]);
    expect(said()).toBe(`Bob: ${reply(13).data.text}`);
    act(() => vi.advanceTimersByTime(5000));
    update([...history, { ...reply(13, false) }]);
    act(() => vi.advanceTimersByTime(5000));
    expect(said()).toBe(`Bob: ${reply(13).data.text}`);
  });

  it('renders only its own row again as it grows', () => {
    const renderMessage = vi.fn((message: ChatMessage, renderDefault: (m: ChatMessage) => unknown) =>
      renderDefault(message),
    ) as unknown as NonNullable<MessageListProps['renderMessage']>;
    const history = make(1, 10);
    const { update } = setup([...history, reply(1)], { renderMessage });
    const calls = vi.mocked(renderMessage);
    calls.mockClear();
    update([...history, reply(2)]);
    update([...history, reply(3)]);
    expect(calls.mock.calls.map(([message]) => message.id)).toEqual(['reply', 'reply']);
  });
});

describe('the Stop button', () => {
  it('shows while a message streams, named Stop, and calls onStop', async () => {
    const user = userEvent.setup();
    const onStop = vi.fn();
    const history = make(1, 3);
    const { update } = setup([...history, reply(2)], { onStop });
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onStop).toHaveBeenCalledTimes(1);
    update([...history, reply(2, false)]);
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
  });

  it('Enter on Stop in <Chat> moves focus to the message input, not to <body>', async () => {
    const user = userEvent.setup();
    const history = make(1, 3);
    function Streaming() {
      const [streaming, setStreaming] = useState(true);
      return (
        <Chat
          participants={participants}
          messages={[...history, reply(2, streaming)]}
          mode="inline"
          onStop={() => setStreaming(false)}
        />
      );
    }
    render(<Streaming />);
    const stop = await screen.findByRole('button', { name: 'Stop' });
    stop.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });

  it('Enter on Stop in a list on its own moves focus to the thread’s active message', async () => {
    const user = userEvent.setup();
    const history = make(1, 3);
    let stopped = () => {};
    const { update } = setup([...history, reply(2)], { onStop: () => stopped() });
    stopped = () => update([...history, reply(2, false)]);
    screen.getByRole('button', { name: 'Stop' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    expect(document.activeElement).toBe(screen.getAllByRole('article').at(-1));
  });

  it('is absent without onStop, and in <Chat> comes with the prop', () => {
    const history = make(1, 3);
    const { unmount } = setup([...history, reply(2)]);
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    unmount();
    render(
      <Chat
        participants={participants}
        messages={[...history, reply(2)]}
        mode="inline"
        onStop={() => {}}
        labels={{ stop: 'Stop generating' }}
      />,
    );
    return screen.findByRole('button', { name: 'Stop generating' }).then((button) => {
      expect(within(document.body).getAllByRole('button', { name: 'Stop generating' })).toEqual([button]);
    });
  });
});
