import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Profiler, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MessageList, type ChatMessage, type MessageListProps } from '../../src/chat/index.js';
import { makeMessages as make, participants } from './fixtures.js';
import { stubLogLayout } from './scrollStub.js';

/** The assistant's reply as a host's state replaces it: a new object with the text so far. */
const reply = (words: number, streaming = true): ChatMessage => ({
  id: 'reply',
  author: 'bob',
  type: 'text',
  data: { text: Array.from({ length: words }, (_, i) => `word${i + 1}`).join(' ') },
  streaming,
});

/**
 * A list whose every message content is drawn inside a React Profiler named by the message's id: each row
 * that renders reports its id in the commit. The list itself is in a Profiler too, which counts commits.
 */
function setup(initial: readonly ChatMessage[], props: Partial<MessageListProps> = {}) {
  const rendered: string[] = [];
  let commits = 0;
  const renderMessage: MessageListProps['renderMessage'] = (message, renderDefault) => (
    <Profiler id={String(message.id)} onRender={(id) => rendered.push(id)}>
      {renderDefault(message)}
    </Profiler>
  );
  const draw = (messages: readonly ChatMessage[], more: Partial<MessageListProps> = {}): ReactNode => (
    <Profiler id="list" onRender={() => (commits += 1)}>
      <MessageList messages={messages} participants={participants} renderMessage={renderMessage} {...props} {...more} />
    </Profiler>
  );
  const result = render(draw(initial));
  /** Hands the list a new array; returns the ids of the rows rendered and the commits it took. */
  const update = (messages: readonly ChatMessage[], more: Partial<MessageListProps> = {}) => {
    rendered.length = 0;
    commits = 0;
    result.rerender(draw(messages, more));
    return { rendered: [...rendered], commits };
  };
  return { ...result, update, rendered };
}

/** Messages that count the reads of their properties: a pass over the thread reads some of each. */
function counted(messages: readonly ChatMessage[]) {
  const reads = { count: 0 };
  const watched = messages.map(
    (message) =>
      new Proxy(message, {
        get(target, property, receiver) {
          reads.count += 1;
          return Reflect.get(target, property, receiver) as unknown;
        },
      }),
  );
  return { watched, reads };
}

let unstub: () => void;
beforeEach(() => {
  unstub = stubLogLayout();
});
afterEach(() => unstub());

describe('a streamed update in a 10,000-message thread', () => {
  const history = make(1, 10_000);

  it('renders the streaming row and no other, in one commit', () => {
    const { update } = setup([...history, reply(1)]);
    for (let words = 2; words <= 6; words += 1) {
      const { rendered, commits } = update([...history, reply(words)]);
      expect(rendered).toEqual(['reply']);
      expect(commits).toBe(1);
    }
  });

  it('renders the streaming row alone when the host writes its handlers inline (new functions each time)', () => {
    const { update } = setup([...history, reply(1)]);
    const reacted: string[] = [];
    for (let words = 2; words <= 4; words += 1) {
      const handlers = {
        onReact: (message: ChatMessage, emoji: string) => reacted.push(`${String(message.id)} ${emoji}`),
        onRetry: () => {},
        onReply: () => {},
      };
      expect(update([...history, reply(words)], { ...handlers, showReply: true }).rendered).toEqual(
        words === 2 ? expect.arrayContaining(['reply']) : ['reply'],
      );
    }
  });

  it('renders the rows whose messages changed when a reaction lands beside the streaming reply', () => {
    const thread = [...history, reply(1)];
    const { update } = setup(thread);
    const reacted = { ...(thread[9_999] as ChatMessage), reactions: [{ emoji: '👍', count: 1, by: ['ada'] }] };
    const { rendered } = update([...history.slice(0, 9_999), reacted, reply(2)]);
    expect(rendered.sort()).toEqual(['10000', 'reply']);
  });

  it('reads nothing of the messages that did not change, beyond the rows in view', () => {
    const { watched, reads } = counted(history);
    const { update } = setup([...watched, reply(1)]);
    reads.count = 0;
    update([...watched, reply(2)]);
    // The rows in view are a few; a pass over the thread would read 10,000 messages or more.
    expect(reads.count).toBeLessThan(100);
  });
});
