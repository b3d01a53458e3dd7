import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Chat, type ChatMessage } from '../src/chat/index.js';
import { darkChatColors } from '../src/theme/index.js';
import { Host, conversation, participants } from '../tests/chat/fixtures.js';
import { scrollLogTo, stubLogLayout } from '../tests/chat/scrollStub.js';
import * as ar from '../src/locales/ar/index.js';
import * as ja from '../src/locales/ja/index.js';
import { expectNoAxeViolations } from './axe.js';

const many = (from: number, count: number): ChatMessage[] =>
  Array.from({ length: count }, (_, i) => ({
    id: from + i,
    author: 'ada',
    type: 'text',
    data: { text: `m${from + i}` },
  }));

const rich: ChatMessage[] = [
  ...conversation,
  { id: 4, author: 'ada', type: 'file', data: { file: { url: 'https://x.test/a.pdf', name: 'a.pdf' } } },
  { id: 5, author: 'bob', type: 'file', data: { file: { url: 'https://x.test/cat.png', name: 'cat.png' } } },
  { id: 6, author: 'ada', type: 'system', data: { text: 'Ada joined' } },
  {
    id: 7,
    author: 'ada',
    type: 'text',
    data: { text: 'Visit https://example.com', meta: '10:05' },
    isEdited: true,
    suggestions: ['Sure', 'No'],
  },
];

describe('Chat accessibility (axe, jsdom)', () => {
  it('closed with a badge', async () => {
    render(<Chat participants={participants} messages={rich} newMessagesCount={4} />);
    await expectNoAxeViolations();
  });

  it('open, with every kind of message, suggestions and own-message buttons', async () => {
    render(<Host initial={rich} showEdition showDeletion />);
    await expectNoAxeViolations();
  });

  it('participant list', async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.click(screen.getByRole('button', { name: 'You, Ada & others: show participants' }));
    await expectNoAxeViolations();
  });

  it('typing', async () => {
    render(<Host showTypingIndicator="ada" />);
    await expectNoAxeViolations();
  });

  it('editing', async () => {
    const user = userEvent.setup();
    render(<Host showEdition showDeletion />);
    await user.click(screen.getByRole('button', { name: 'Edit message' }));
    await expectNoAxeViolations();
  });

  // One test per category: five audits of the emoji grid in one test took 71 s on a busy 2-core machine (issue 43).
  it.each(['People', 'Nature', 'Objects', 'Places', 'Symbols'])('emoji picker open, on %s', async (name) => {
    const user = userEvent.setup();
    render(<Host />);
    await user.click(await screen.findByRole('button', { name: 'Emoji' }));
    await user.click(await screen.findByRole('tab', { name }));
    expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations();
  });

  it('confirm dialog open', async () => {
    const user = userEvent.setup();
    render(<Host showDeletion showConfirmationDeletion />);
    await user.click(screen.getByRole('button', { name: 'Delete message' }));
    await expectNoAxeViolations();
  });

  it('file chosen, and file rejected', async () => {
    render(<Host acceptedFileTypes="image/*" />);
    const window = screen.getByRole('dialog');
    fireEvent.drop(window, {
      dataTransfer: { types: ['Files'], files: [new File(['x'], 'a.png', { type: 'image/png' })] },
    });
    await expectNoAxeViolations();
    fireEvent.drop(window, { dataTransfer: { types: ['Files'], files: [new File(['x'], 'b.exe', { type: '' })] } });
    await expectNoAxeViolations();
  });

  it('attachments: drop zone shown, chips uploading with progress, a refused file, a failed upload', async () => {
    let fail: (error: Error) => void = () => {};
    const onFileUpload = (file: File) =>
      new Promise<never>((_, reject) => {
        if (file.name === 'b.pdf') fail = reject;
      });
    render(<Host maxFiles={2} maxFileSize={1000} acceptedFileTypes="image/*,.pdf" onFileUpload={onFileUpload} />);
    const window = screen.getByRole('dialog');
    fireEvent.dragEnter(window, { dataTransfer: { types: ['Files'], files: [] } });
    await expectNoAxeViolations();
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5000 });
    const files = [
      new File(['x'], 'a.png', { type: 'image/png' }),
      new File(['x'], 'b.pdf', { type: 'application/pdf' }),
      big,
      new File(['x'], 'c.exe', { type: '' }),
    ];
    fireEvent.drop(window, { dataTransfer: { types: ['Files'], files } });
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
    await expectNoAxeViolations();
    await act(async () => fail(new Error('offline')));
    expect(screen.getByRole('button', { name: 'Retry upload of b.pdf' })).toBeInTheDocument();
    await expectNoAxeViolations();
  }, 30_000);

  it('sending (busy)', async () => {
    const user = userEvent.setup();
    render(<Host onMessageSend={() => new Promise(() => {})} />);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'wait{Enter}');
    await expectNoAxeViolations();
  });

  describe('with layout', () => {
    let unstub: () => void;
    beforeEach(() => {
      unstub = stubLogLayout();
    });
    afterEach(() => unstub());

    it('a message with several files, images among them', async () => {
      render(
        <Host
          initial={[
            ...conversation,
            {
              id: 9,
              author: 'ada',
              type: 'file',
              data: {
                text: 'The plans',
                files: [
                  { url: 'https://x.test/cat.png', name: 'cat.png', type: 'image/png', size: 52_000 },
                  { url: 'https://x.test/plan.pdf', name: 'plan.pdf', size: 1_200_000 },
                  { url: 'javascript:alert(1)', name: 'bad.pdf' },
                ],
              },
            },
          ]}
        />,
      );
      expect(await screen.findByRole('img', { name: 'cat.png' })).toBeInTheDocument();
      await expectNoAxeViolations();
    }, 30_000);

    it('a reply streaming below the view: Stop and "reply still coming" shown', async () => {
      const first = many(1, 30);
      const reply = (text: string): ChatMessage => ({
        id: 'reply',
        author: 'bob',
        type: 'text',
        data: { text },
        streaming: true,
      });
      const props = { participants, defaultOpen: true, onStop: () => {} };
      const { rerender } = render(<Chat {...props} messages={[...first, reply('The answer')]} />);
      scrollLogTo(screen.getByRole('log'), 0);
      rerender(<Chat {...props} messages={[...first, reply('The answer is coming')]} />);
      screen.getByRole('button', { name: 'Stop' });
      screen.getByRole('button', { name: 'Latest message, reply still coming' });
      await expectNoAxeViolations();
    });

    it('"new messages" button shown', async () => {
      const first = many(1, 30);
      const { rerender } = render(<Chat participants={participants} messages={first} defaultOpen />);
      scrollLogTo(screen.getByRole('log'), 0);
      rerender(<Chat participants={participants} messages={[...first, ...many(31, 2)]} defaultOpen />);
      screen.getByRole('button', { name: '2 new messages' });
      await expectNoAxeViolations();
    });
  });

  describe('a thread with times', () => {
    const now = Date.now();
    const at = (minutesAgo: number) => now - minutesAgo * 60_000;
    const thread: ChatMessage[] = [
      { id: 1, author: 'ada', type: 'text', data: { text: 'Yesterday’s note' }, sentAt: at(26 * 60) },
      { id: 2, author: 'ada', type: 'text', data: { text: 'First of a run' }, sentAt: new Date(at(12)) },
      { id: 3, author: 'ada', type: 'text', data: { text: 'Second' }, sentAt: new Date(at(11)).toISOString() },
      { id: 4, author: 'ada', type: 'text', data: { text: 'Third', meta: 'edited on the go' }, sentAt: at(10) },
      { id: 5, author: 'me', type: 'text', data: { text: 'Mine' }, sentAt: at(9) },
      { id: 6, author: 'me', type: 'text', data: { text: 'Mine again' }, sentAt: at(8) },
      { id: 7, author: 'bob', type: 'text', data: { text: 'Unread from here' }, sentAt: at(2) },
    ];

    it('a grouped run with day separators and the unread line', async () => {
      render(<Host initial={thread} unreadFrom={7} showEdition showDeletion />);
      screen.getByText('New messages');
      screen.getByText('Today');
      await expectNoAxeViolations();
    });

    it('the same, right to left and dark, with the full date tooltip shown', async () => {
      const user = userEvent.setup();
      render(<Host initial={thread} unreadFrom={7} dir="rtl" colors={darkChatColors} locale="ar-EG" />);
      act(() => screen.getByRole('article', { name: /Unread from here/ }).focus());
      // Tab on a message moves into its controls: the first is its time.
      await user.tab();
      const time = document.activeElement as HTMLElement;
      expect(time.tagName).toBe('TIME');
      // The full date, in Arabic, longer than the time of day shown.
      const tooltip = await screen.findByRole('tooltip');
      expect(tooltip.textContent?.length).toBeGreaterThan((time.textContent ?? '').length + 10);
      await expectNoAxeViolations();
    });
  });

  describe('replies and delivery state', () => {
    const thread: ChatMessage[] = [
      ...many(1, 40),
      { id: 41, author: 'me', type: 'text', data: { text: 'Read one' }, status: 'read', readBy: ['ada', 'bob'] },
      { id: 42, author: 'me', type: 'text', data: { text: 'On its way' }, status: 'sending' },
      { id: 43, author: 'me', type: 'text', data: { text: 'Lost' }, status: 'failed' },
      { id: 44, author: 'bob', type: 'text', data: { text: 'About m2' }, replyTo: 2 },
      { id: 45, author: 'ada', type: 'text', data: { text: 'About a gone one' }, replyTo: 0 },
    ];
    let unstub: () => void;
    beforeEach(() => {
      unstub = stubLogLayout();
    });
    afterEach(() => unstub());

    it('a reply being composed, quotes, a failed message with Retry, read state', async () => {
      const user = userEvent.setup();
      render(<Host initial={thread} showReply hasMoreHistory={false} onRetry={() => {}} />);
      await expectNoAxeViolations();
      await user.click(screen.getAllByRole('button', { name: 'Reply' }).at(-1) as HTMLElement);
      await user.keyboard('Sure');
      screen.getByText('Replying to Ada: About a gone one');
      await expectNoAxeViolations();
    }, 30_000);

    it('a quote jumped to (original focused and highlighted)', async () => {
      const user = userEvent.setup();
      render(<Host initial={thread} showReply />);
      await user.click(screen.getByRole('button', { name: 'In reply to Ada: m2' }));
      screen.getByRole('article', { name: 'Ada: m2' });
      await expectNoAxeViolations();
    }, 30_000);

    it('right to left and dark, with a reply being composed', async () => {
      const user = userEvent.setup();
      render(<Host initial={thread} showReply dir="rtl" colors={darkChatColors} onRetry={() => {}} />);
      await user.click(screen.getAllByRole('button', { name: 'Reply' }).at(-1) as HTMLElement);
      await expectNoAxeViolations();
    }, 30_000);
  });

  it('inline mode', async () => {
    render(<Chat participants={participants} messages={rich} mode="inline" />);
    await expectNoAxeViolations();
  });

  it('right to left', async () => {
    render(<Host dir="rtl" initial={rich} />);
    await expectNoAxeViolations();
  });

  it('narrow viewport', async () => {
    const width = window.innerWidth;
    act(() => {
      window.innerWidth = 375;
      window.dispatchEvent(new Event('resize'));
    });
    render(<Host initial={rich} />);
    await expectNoAxeViolations();
    window.innerWidth = width;
  });

  it('dark colours', async () => {
    render(<Host colors={darkChatColors} initial={rich} showEdition showDeletion />);
    await expectNoAxeViolations();
  });

  describe('reactions', () => {
    const reacted: ChatMessage[] = [
      ...conversation,
      {
        id: 8,
        author: 'ada',
        type: 'text',
        data: { text: 'Lunch?' },
        reactions: [
          { emoji: '👍', count: 2, mine: true, by: ['bob', 'me'] },
          { emoji: '🎉', count: 1, by: ['ada'] },
        ],
      },
    ];
    const props = { onReact: () => {}, onUnreact: () => {}, initial: reacted };

    it('a reactions row, light and dark', async () => {
      const { unmount } = render(<Host {...props} />);
      screen.getByRole('button', { name: 'thumbs up, 2 people, including you' });
      await expectNoAxeViolations();
      unmount();
      render(<Host {...props} colors={darkChatColors} dir="rtl" />);
      await expectNoAxeViolations();
    });

    it('who reacted open (a reaction focused by keyboard)', async () => {
      const user = userEvent.setup();
      render(<Host {...props} />);
      const row = screen.getByRole('article', { name: 'Ada: Lunch?' });
      row.focus();
      await user.tab();
      await screen.findByRole('tooltip');
      await expectNoAxeViolations();
    });

    it('the React picker open', async () => {
      const user = userEvent.setup();
      render(<Host {...props} />);
      const buttons = screen.getAllByRole('button', { name: 'React' });
      await user.click(buttons[buttons.length - 1] as HTMLElement);
      await screen.findByRole('tablist', { name: 'Emoji categories' });
      await expectNoAxeViolations();
      // The whole picker's grid is in the page: slow to check, like the emoji picker's states above.
    }, 120_000);
  });

  it('with the tooltip of a header button shown', async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.tab();
    await user.tab();
    await expectNoAxeViolations();
  });
});

describe.each([
  ['Arabic', ar.chat],
  ['Japanese', ja.chat],
])('Chat in %s: axe', (_, language) => {
  it('closed with a badge', async () => {
    render(<Chat participants={participants} messages={rich} newMessagesCount={4} locale={language} />);
    await expectNoAxeViolations();
  }, 60_000);

  it('open, with every kind of message, own-message buttons, typing; then the delete dialog', async () => {
    render(
      <Host
        initial={rich}
        locale={language}
        showEdition
        showDeletion
        showConfirmationDeletion
        showTypingIndicator="ada"
      />,
    );
    await expectNoAxeViolations();
    await userEvent
      .setup()
      .click(screen.getAllByRole('button', { name: language.labels.deleteMessage, hidden: true })[0] as HTMLElement);
    await expectNoAxeViolations();
  }, 60_000);
});
