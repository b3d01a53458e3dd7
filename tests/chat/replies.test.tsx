import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { Chat, MessageList, type ChatMessage, type MessageListProps, type SentMessage } from '../../src/chat/index.js';
import { quoteHighlightMs } from '../../src/chat/useQuoteJump.js';
import { getCssText } from '../../src/theme/index.js';
import { Host, conversation, makeMessages as make, participants } from './fixtures.js';
import { rowOnScreen, stubLogLayout } from './scrollStub.js';

const list = (messages: ChatMessage[], props: Partial<MessageListProps> = {}) =>
  render(<MessageList messages={messages} participants={participants} {...props} />);

describe('Reply', () => {
  it('answers a message by keyboard: the input shows what is answered, and the message sent carries replyTo', async () => {
    const user = userEvent.setup();
    const onMessageSend = vi.fn();
    render(<Host showReply onMessageSend={onMessageSend} />);
    const input = screen.getByRole('textbox', { name: 'Message' });
    input.focus();
    // Into the thread, up to Ada's message, into its controls: Reply.
    await user.tab({ shift: true });
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    const ada = screen.getByRole('article', { name: 'Ada: Hello there' });
    const reply = within(ada).getByRole('button', { name: 'Reply' });
    expect(reply).toHaveFocus();
    expect(reply).toHaveAccessibleDescription('Ada:');
    await user.keyboard('{Enter}');
    expect(input).toHaveFocus();
    expect(screen.getByText('Replying to Ada: Hello there')).toBeVisible();
    expect(input).toHaveAccessibleDescription('Replying to Ada: Hello there');
    await user.keyboard('Hi again{Enter}');
    expect(onMessageSend).toHaveBeenCalledWith({ author: 'me', type: 'text', data: { text: 'Hi again' }, replyTo: 1 });
    expect(screen.queryByText(/^Replying to/)).toBeNull();
    expect(input).not.toHaveAccessibleDescription();
    // The answer quotes the original above its text.
    const answer = screen.getByRole('article', { name: 'You: Hi again' });
    expect(answer).toHaveAccessibleDescription('In reply to Ada: Hello there');
    const quote = within(answer).getByRole('button', { name: 'In reply to Ada: Hello there' });
    // Drawn as the author in bold above the excerpt.
    expect(within(quote).getByText('Ada').tagName).toBe('STRONG');
    expect(quote.lastElementChild).toHaveTextContent(/^AdaHello there$/);
  }, 30_000);

  it('cancels with Escape (the window stays open) or the cancel button, by pointer too', async () => {
    const user = userEvent.setup();
    const onMessageSend = vi.fn();
    render(<Host showReply onMessageSend={onMessageSend} />);
    const input = screen.getByRole('textbox', { name: 'Message' });
    await user.click(within(screen.getByRole('article', { name: 'Bob: 🎉' })).getByRole('button', { name: 'Reply' }));
    expect(input).toHaveFocus();
    expect(screen.getByText('Replying to Bob: 🎉')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByText(/^Replying to/)).toBeNull();
    expect(screen.getByRole('dialog')).toBeVisible();
    await user.click(within(screen.getByRole('article', { name: /^You: / })).getByRole('button', { name: 'Reply' }));
    expect(screen.getByText('Replying to You: Hi Ada')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel reply' }));
    expect(screen.queryByText(/^Replying to/)).toBeNull();
    expect(input).toHaveFocus();
    await user.keyboard('plain{Enter}');
    expect(onMessageSend).toHaveBeenCalledWith({ author: 'me', type: 'text', data: { text: 'plain' } });
  }, 30_000);

  it('gives way to editing, and editing to it', async () => {
    const user = userEvent.setup();
    render(<Host showReply showEdition />);
    const mine = screen.getByRole('article', { name: /^You: / });
    await user.click(within(mine).getByRole('button', { name: 'Reply' }));
    await user.click(within(mine).getByRole('button', { name: 'Edit message' }));
    expect(screen.queryByText(/^Replying to/)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Editing message' })).toHaveValue('Hi Ada');
    await user.click(within(mine).getByRole('button', { name: 'Reply' }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(screen.getByText('Replying to You: Hi Ada')).toBeVisible();
  }, 30_000);

  it('offers no Reply on messages without an id, on system messages, or unless asked', () => {
    const { rerender } = render(
      <Chat
        participants={participants}
        defaultOpen
        showReply
        messages={[
          { author: 'ada', type: 'text', data: { text: 'no id' } },
          { id: 2, author: 'ada', type: 'system', data: { text: 'Ada joined' } },
          { id: 3, author: 'ada', type: 'text', data: { text: 'with id' } },
        ]}
      />,
    );
    expect(screen.getAllByRole('button', { name: 'Reply' })).toHaveLength(1);
    rerender(<Chat participants={participants} defaultOpen messages={conversation} />);
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
  });
});

describe('Quotes', () => {
  it('says when the original was deleted or is not loaded, and is then no control', () => {
    const answer: ChatMessage = { id: 5, author: 'ada', type: 'text', data: { text: 'Agreed' }, replyTo: 99 };
    const { rerender } = list([answer], { hasMoreHistory: false });
    const row = screen.getByRole('article', { name: 'Ada: Agreed' });
    expect(row).toHaveAccessibleDescription('In reply to a message that was deleted');
    expect(within(row).queryByRole('button')).toBeNull();
    rerender(<MessageList messages={[answer]} participants={participants} onScrollToTop={() => {}} />);
    expect(row).toHaveAccessibleDescription('In reply to an earlier message that is not loaded');
    expect(within(row).queryByRole('button')).toBeNull();
  });

  describe('with layout', () => {
    let unstub: () => void;
    beforeEach(() => {
      unstub = stubLogLayout();
    });
    afterEach(() => unstub());

    it('shows an original 9,000 messages up: rendered, in view, focused, highlighted briefly', async () => {
      const user = userEvent.setup();
      const thread = make(1, 10_000);
      thread[9_999] = { id: 10_000, author: 'me', type: 'text', data: { text: 'About that' }, replyTo: 1_000 };
      list(thread);
      const log = screen.getByRole('log');
      expect(screen.queryByRole('article', { name: 'Ada: Message 1000' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'In reply to Ada: Message 1000' }));
      const original = screen.getByRole('article', { name: 'Ada: Message 1000' });
      expect(original).toHaveFocus();
      expect(original).toHaveAttribute('aria-posinset', '1000');
      expect(original).toHaveAttribute('data-highlighted');
      // The highlight fades, except under reduced motion.
      const css = getCssText().replace(/\s+/g, '');
      const classes = [...original.classList];
      expect(classes.some((name) => new RegExp(`\\.${name}\\{[^}]*transition:background-color600ms`).test(css))).toBe(
        true,
      );
      expect(
        classes.some((name) =>
          new RegExp(`@media\\(prefers-reduced-motion:reduce\\)\\{\\.${name}\\{transition:none;?\\}`).test(css),
        ),
      ).toBe(true);
      // The thread's Tab stop moved there too.
      expect(original).toHaveAttribute('tabindex', '0');
      // Wholly inside the 400 px view once its rows are measured.
      await waitFor(() => {
        const top = rowOnScreen(log, 'Message 1000') as number;
        expect(top).toBeGreaterThanOrEqual(0);
        expect(top + 100).toBeLessThanOrEqual(400);
      });
      await waitFor(() => expect(original).not.toHaveAttribute('data-highlighted'), {
        timeout: quoteHighlightMs + 2000,
      });
      expect(original).toHaveFocus();
    }, 30_000);
  });
});

describe('Delivery and read state', () => {
  const mine = (id: number, text: string, more: Partial<ChatMessage>): ChatMessage => ({
    id,
    author: 'me',
    type: 'text',
    data: { text },
    ...more,
  });

  it('tells each state of own messages in words, and the read state on the latest read message only', () => {
    list([
      mine(1, 'one', { status: 'read', readBy: ['ada'] }),
      mine(2, 'two', { status: 'read', readBy: ['ada', 'bob'] }),
      mine(3, 'three', { status: 'delivered' }),
      mine(4, 'four', { status: 'sent' }),
      mine(5, 'five', { status: 'sending' }),
      { id: 6, author: 'ada', type: 'text', data: { text: 'six' }, status: 'read' },
    ]);
    expect(screen.getByRole('article', { name: 'You: one' })).not.toHaveAccessibleDescription();
    expect(screen.getByRole('article', { name: 'You: two' })).toHaveAccessibleDescription('Read Seen by Ada and Bob');
    expect(screen.getByRole('article', { name: 'You: three' })).toHaveAccessibleDescription('Delivered');
    expect(screen.getByRole('article', { name: 'You: four' })).toHaveAccessibleDescription('Sent');
    expect(screen.getByRole('article', { name: 'You: five' })).toHaveAccessibleDescription('Sending');
    expect(screen.getByRole('article', { name: 'Ada: six' })).not.toHaveAccessibleDescription();
    // One "Seen by" under the thread, with the readers' avatars.
    expect(screen.getAllByText(/^Seen by/)).toHaveLength(1);
    const receipt = screen.getByText('Seen by Ada and Bob').closest('[data-part="read-receipt"]') as HTMLElement;
    expect(receipt.querySelectorAll(':scope > [aria-hidden="true"]')).toHaveLength(2);
    expect(receipt.querySelector('img')).toHaveAttribute('src', 'https://example.com/ada.png');
  });

  it('says a failed message was not sent, with Retry calling onRetry by keyboard', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const failed = mine(1, 'lost', { status: 'failed' });
    list([failed], { onRetry });
    const row = screen.getByRole('article', { name: 'You: lost' });
    expect(row).toHaveAccessibleDescription('Not sent');
    expect(within(row).getByText('Not sent')).toBeVisible();
    await user.tab();
    expect(row).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(row).getByRole('button', { name: 'Retry' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledWith(failed);
  });

  it('draws a message as sending while its promised send is pending, then the host’s own', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    function Server() {
      const [messages, setMessages] = useState<ChatMessage[]>(conversation);
      const send = (message: SentMessage) =>
        new Promise<void>((resolve) => {
          finish = () => {
            setMessages((current) => [...current, { ...message, id: 'stored', status: 'sent' } as ChatMessage]);
            resolve();
          };
        });
      return <Chat participants={participants} messages={messages} defaultOpen onMessageSend={send} />;
    }
    render(<Server />);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'on its way{Enter}');
    expect(screen.getByRole('article', { name: 'You: on its way' })).toHaveAccessibleDescription('Sending');
    await act(async () => finish());
    expect(screen.getAllByRole('article', { name: 'You: on its way' })).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'You: on its way' })).toHaveAccessibleDescription('Sent');
  }, 30_000);
});
