import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Chat, type ChatMessage } from '../../src/chat/index.js';
import { ChatColorsError, darkChatColors, type ChatColors } from '../../src/theme/index.js';
import { Host, conversation, participants } from './fixtures.js';

const textbox = () => screen.getByRole('textbox', { name: 'Message' });

describe('Chat window', () => {
  it('opens from the labelled launcher, moves focus to the input, and returns it on close', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const onClose = vi.fn();
    render(<Chat participants={participants} messages={conversation} onOpenChange={onOpenChange} onClose={onClose} />);
    const launcher = screen.getByRole('button', { name: 'Open chat' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(launcher);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('dialog', { name: 'You, Ada & others' })).toBeVisible();
    expect(textbox()).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open chat' })).toHaveFocus();
  });

  it('closes from the launcher too, and minimize emits onMinimize', async () => {
    const user = userEvent.setup();
    const onMinimize = vi.fn();
    render(<Chat participants={participants} messages={conversation} showMinimizeButton onMinimize={onMinimize} />);
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    await user.click(screen.getByRole('button', { name: 'Minimize' }));
    expect(onMinimize).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open chat' })).toHaveFocus();
  });

  it('is controlled by open and onOpenChange, like Radix', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <Chat participants={participants} messages={conversation} open={false} onOpenChange={onOpenChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<Chat participants={participants} messages={conversation} open onOpenChange={onOpenChange} />);
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(textbox()).toHaveFocus();
  });

  it('shows the unread badge only while closed', async () => {
    const user = userEvent.setup();
    render(<Chat participants={participants} messages={conversation} newMessagesCount={3} />);
    expect(screen.getByRole('button', { name: 'Open chat, 3 unread messages' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Open chat/ }));
    expect(screen.getByRole('button', { name: 'Close chat' })).toBeInTheDocument();
  });

  it('falls back to "You", "You & {name}", "You, {name} & others" for the title', () => {
    const { rerender } = render(<Chat participants={[]} messages={[]} defaultOpen />);
    expect(screen.getByRole('dialog', { name: 'You' })).toBeInTheDocument();
    rerender(<Chat participants={participants.slice(0, 1)} messages={[]} defaultOpen />);
    expect(screen.getByRole('dialog', { name: 'You & Ada' })).toBeInTheDocument();
    rerender(<Chat participants={participants} messages={[]} defaultOpen title="Support" />);
    expect(screen.getByRole('dialog', { name: 'Support' })).toBeInTheDocument();
  });

  it('toggles the participant list from the title', async () => {
    const user = userEvent.setup();
    render(<Host />);
    const title = screen.getByRole('button', { name: 'You, Ada & others: show participants' });
    await user.click(title);
    expect(title).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Participants' });
    expect(title).toHaveAttribute('aria-controls', list.id);
    expect(screen.queryByRole('log')).toBeNull();
    await user.click(title);
    expect(screen.queryByRole('list', { name: 'Participants' })).toBeNull();
    expect(screen.getByRole('log')).toBeInTheDocument();
  });

  it('moves focus to the title on reopening when the participant list hides the input', async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.click(screen.getByRole('button', { name: 'You, Ada & others: show participants' }));
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(screen.getByRole('button', { name: 'You, Ada & others: show participants' })).toHaveFocus();
  });

  it('does not toggle with disableUserListToggle', () => {
    render(<Host disableUserListToggle />);
    expect(screen.queryByRole('button', { name: /^You, Ada & others/ })).toBeNull();
  });

  it('throws a ChatColorsError naming the missing colours', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = { ...darkChatColors, header: { bg: '#000' } } as unknown as ChatColors;
    expect(() => render(<Chat participants={[]} messages={[]} colors={broken} />)).toThrow(ChatColorsError);
    expect(() => render(<Chat participants={[]} messages={[]} colors={broken} />)).toThrow(/header\.text/);
    error.mockRestore();
  });

  it('fills its container with no launcher in inline mode', () => {
    render(<Chat participants={participants} messages={conversation} mode="inline" title="Help" />);
    expect(screen.getByRole('region', { name: 'Help' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Open chat/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(textbox()).toBeInTheDocument();
  });

  it('takes no focus when it is open from the start (inline or defaultOpen): the page keeps its own', async () => {
    render(<button type="button">Page control</button>);
    const control = screen.getByRole('button', { name: 'Page control' });
    control.focus();
    render(
      <>
        <Chat participants={participants} messages={conversation} mode="inline" />
        <Chat participants={participants} messages={conversation} defaultOpen title="Floating" />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Message' })).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(control).toHaveFocus();
  });

  it('replaces every built-in string through labels', () => {
    render(
      <Chat
        participants={participants.slice(0, 1)}
        messages={conversation.slice(0, 2)}
        defaultOpen
        labels={{ titleWithOne: (n) => `Du & ${n}`, input: 'Nachricht', send: 'Senden', closeChat: 'Schließen' }}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Du & Ada' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nachricht' })).toHaveAttribute('placeholder', 'Write something...');
    expect(screen.getByRole('button', { name: 'Senden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });

  it('lays out right to left with dir="rtl", and the emoji grid follows it', async () => {
    const user = userEvent.setup();
    const { container } = render(<Host dir="rtl" />);
    expect(container.firstElementChild).toHaveAttribute('dir', 'rtl');
    await user.click(await screen.findByRole('button', { name: 'Emoji' }));
    // The emoji data loads with the first hover or opening; the first emoji takes focus when it arrives.
    const grid = await screen.findByRole('grid');
    const buttons = () => [...grid.querySelectorAll('button')];
    await waitFor(() => expect(buttons()[0]).toHaveFocus());
    await user.keyboard('{ArrowLeft}');
    expect(buttons()[1]).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Emoji' })).toHaveAttribute('dir', 'rtl');
  });
});

describe('Chat right to left', () => {
  it('mirrors the message log too: no part of the chat keeps an ltr direction of its own', () => {
    const { container } = render(<Host dir="rtl" />);
    const log = screen.getByRole('log');
    // Radix's scroll area wrote dir="ltr" on itself, so own messages stayed on the right.
    expect(log.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const directions = [...container.querySelectorAll('[dir]')].map((element) => element.getAttribute('dir'));
    expect(directions).not.toContain('ltr');
    expect(within(log).getByText('Hi Ada').closest('[data-part="message"]')?.closest('[dir]')).toHaveAttribute(
      'dir',
      'rtl',
    );
  });

  it('mirrors the Send arrow in rtl (and only the arrow: the edit check mark keeps its shape)', async () => {
    const user = userEvent.setup();
    render(<Host dir="rtl" showEdition />);
    await user.type(textbox(), 'x');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send.querySelector('[data-icon]')).toHaveAttribute('data-mirror');
    await user.click(screen.getByRole('button', { name: 'Edit message' }));
    expect(screen.getByRole('button', { name: 'Save edit' }).querySelector('[data-icon]')).not.toHaveAttribute(
      'data-mirror',
    );
  });
});

describe('Chat sending', () => {
  it('sends, shows the message at the bottom, and confirms politely', async () => {
    const user = userEvent.setup();
    const onMessageSend = vi.fn();
    render(<Host onMessageSend={onMessageSend} />);
    await user.type(textbox(), 'New here{Enter}');
    expect(onMessageSend).toHaveBeenCalledWith({ author: 'me', type: 'text', data: { text: 'New here' } });
    expect(screen.getByRole('log')).toHaveTextContent('You: New here');
    expect(screen.getByText('Message sent')).toBeInTheDocument();
  });

  it('keeps the draft, text and file, across closing and reopening', async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.type(textbox(), 'half a thought');
    fireEvent.drop(screen.getByRole('dialog'), {
      dataTransfer: { types: ['Files'], files: [new File(['x'], 'plan.pdf', { type: 'application/pdf' })] },
    });
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(textbox()).toHaveValue('half a thought');
    expect(screen.getByText('plan.pdf')).toBeInTheDocument();
    expect(textbox()).toHaveFocus();
  });

  it('accepts files dropped anywhere on the window, under the accept rules', () => {
    render(<Host acceptedFileTypes=".png" />);
    const window = screen.getByRole('dialog');
    fireEvent.drop(window, {
      dataTransfer: { types: ['Files'], files: [new File(['x'], 'a.gif', { type: 'image/gif' })] },
    });
    expect(screen.getByRole('listitem')).toHaveTextContent('a.gif cannot be sent');
    fireEvent.drop(window, {
      dataTransfer: { types: ['Files'], files: [new File(['x'], 'b.png', { type: 'image/png' })] },
    });
    expect(within(screen.getByRole('list', { name: 'Attached files' })).getByText('b.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('sends the last message’s suggestions on click', async () => {
    const user = userEvent.setup();
    const onMessageSend = vi.fn();
    const initial: ChatMessage[] = [
      ...conversation,
      { id: 4, author: 'ada', type: 'text', data: { text: 'Coffee?' }, suggestions: ['Yes', 'Later'] },
    ];
    render(<Host initial={initial} onMessageSend={onMessageSend} />);
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(onMessageSend).toHaveBeenCalledWith({ author: 'me', type: 'text', data: { text: 'Later' } });
    // The new last message has no suggestions: the row goes away.
    expect(screen.queryByRole('group', { name: 'Suggested replies' })).toBeNull();
  });

  it('draws a custom message type through renderMessage', () => {
    render(
      <Host
        initial={[{ id: 1, author: 'ada', type: 'card', data: { text: 'Order #12' } }]}
        renderMessage={(message, renderDefault) =>
          message.type === 'card' ? <strong>Card: {message.data.text}</strong> : renderDefault(message)
        }
      />,
    );
    expect(screen.getByText('Card: Order #12')).toBeInTheDocument();
  });

  it('draws avatars and message tools through renderAvatar and renderActions', async () => {
    const user = userEvent.setup();
    const onMessageRemove = vi.fn();
    const onReply = vi.fn();
    render(
      <Host
        showDeletion
        onMessageRemove={onMessageRemove}
        renderAvatar={(participant, _message, renderDefault) =>
          participant?.id === 'ada' ? <span role="img" aria-label="Ada's badge" /> : renderDefault()
        }
        renderActions={(message, actions) => (
          <>
            {actions}
            <button type="button" onClick={() => onReply(message)}>
              Reply to {message.id}
            </button>
          </>
        )}
      />,
    );
    expect(screen.getByRole('img', { name: "Ada's badge" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reply to 1' }));
    expect(onReply).toHaveBeenCalledWith(conversation[0]);
    // The built-in buttons come along where they apply.
    await user.click(screen.getByRole('button', { name: 'Delete message' }));
    expect(onMessageRemove).toHaveBeenCalledWith(conversation[1]);
  });

  it('reports the user typing with onType', async () => {
    const user = userEvent.setup();
    const onType = vi.fn();
    render(<Host onType={onType} />);
    await user.type(textbox(), 'abc');
    expect(onType).toHaveBeenCalledTimes(3);
  });

  it('shows the typing indicator', () => {
    render(<Host showTypingIndicator="bob" />);
    expect(screen.getByText('Bob is typing')).toBeInTheDocument();
  });
});

describe('Chat Escape', () => {
  it('closes the window from anywhere in it, calls onClose and returns focus to the launcher', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Host defaultOpen={false} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(textbox()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Open chat' })).toHaveFocus();
  });

  it('closes only the emoji picker when it is open, then the window', async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.click(await screen.findByRole('button', { name: 'Emoji' }));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'You, Ada & others' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes only the deletion dialog, or only the edit, when one is open', async () => {
    const user = userEvent.setup();
    render(<Host showEdition showDeletion showConfirmationDeletion />);
    await user.click(screen.getByRole('button', { name: 'Delete message' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'You, Ada & others' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Edit message' }));
    await user.keyboard('{Escape}');
    expect(textbox()).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'You, Ada & others' })).toBeVisible();
  });

  it('leaves an inline chat alone', async () => {
    const user = userEvent.setup();
    render(<Host mode="inline" />);
    textbox().focus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('region', { name: 'You, Ada & others' })).toBeVisible();
  });
});

describe('Chat editing', () => {
  it('edits an own message: target, input text, hidden buttons, Enter submits with the payload', async () => {
    const user = userEvent.setup();
    const onMessageEdit = vi.fn();
    render(<Host showEdition onMessageEdit={onMessageEdit} />);
    await user.type(textbox(), 'draft');
    const edit = screen.getByRole('button', { name: 'Edit message' });
    expect(screen.getAllByRole('button', { name: 'Edit message' })).toHaveLength(1);
    await user.click(edit);
    expect(edit).toBeDisabled();
    const input = screen.getByRole('textbox', { name: 'Editing message' });
    expect(input).toHaveValue('Hi Ada');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Emoji' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Attach a file' })).toBeNull();
    await user.type(input, '!{Enter}');
    expect(onMessageEdit).toHaveBeenCalledWith({
      id: 2,
      author: 'me',
      type: 'text',
      data: { text: 'Hi Ada!', meta: '10:02' },
      isEdited: true,
    });
    expect(textbox()).toHaveValue('draft');
    expect(screen.getByRole('log')).toHaveTextContent('Hi Ada!');
    expect(screen.getByRole('log')).toHaveTextContent('edited');
    expect(screen.getByRole('button', { name: 'Emoji' })).toBeInTheDocument();
  });

  it('cancels on Escape, restoring the draft, and ignores an empty edit', async () => {
    const user = userEvent.setup();
    const onMessageEdit = vi.fn();
    render(<Host showEdition onMessageEdit={onMessageEdit} />);
    await user.type(textbox(), 'keep');
    await user.click(screen.getByRole('button', { name: 'Edit message' }));
    const input = screen.getByRole('textbox', { name: 'Editing message' });
    await user.clear(input);
    await user.keyboard('{Enter}');
    expect(onMessageEdit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Editing message' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(textbox()).toHaveValue('keep');
    expect(screen.getByRole('button', { name: 'Edit message' })).toBeEnabled();
    expect(screen.getByRole('log')).toHaveTextContent('Hi Ada');
  });

  it('puts each edit and delete button inside its message, described by author and time, never the excerpt', () => {
    render(
      <Host
        showEdition
        showDeletion
        initial={[
          {
            id: 1,
            author: 'me',
            type: 'text',
            data: { text: 'See you at ten tomorrow at the station', meta: '10:02' },
          },
          { id: 2, author: 'me', type: 'text', data: { text: 'Ok' } },
          { id: 3, author: 'me', type: 'file', data: { file: { url: 'https://example.com/a.pdf', name: 'a.pdf' } } },
        ]}
      />,
    );
    const first = screen.getByRole('article', { name: 'You: 10:02 See you at ten tomorrow at the station' });
    const edit = within(first).getByRole('button', { name: 'Edit message' });
    expect(edit).toHaveAccessibleDescription('You: 10:02');
    expect(within(first).getByRole('button', { name: 'Delete message' })).toHaveAccessibleDescription('You: 10:02');
    const file = screen.getByRole('article', { name: 'You: a.pdf' });
    expect(within(file).getByRole('button', { name: 'Delete message' })).toHaveAccessibleDescription('You:');
    expect(screen.getAllByRole('button', { name: 'Delete message' })).toHaveLength(3);
  });

  it('offers no edit or delete on others’ messages or messages without id', () => {
    render(
      <Host
        showEdition
        showDeletion
        initial={[
          { id: 1, author: 'ada', type: 'text', data: { text: 'theirs' } },
          { author: 'me', type: 'text', data: { text: 'no id' } },
        ]}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Edit message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete message' })).toBeNull();
  });
});

describe('Chat deleting', () => {
  it('deletes at once without confirmation and moves focus to the input', async () => {
    const user = userEvent.setup();
    const onMessageRemove = vi.fn();
    render(<Host showDeletion onMessageRemove={onMessageRemove} />);
    await user.click(screen.getByRole('button', { name: 'Delete message' }));
    expect(onMessageRemove).toHaveBeenCalledWith(conversation[1]);
    expect(screen.getByRole('log')).not.toHaveTextContent('Hi Ada');
    await waitFor(() => expect(textbox()).toHaveFocus());
  });

  it('asks in a dialog with the confirmation message and removes only when confirmed', async () => {
    const user = userEvent.setup();
    const onMessageRemove = vi.fn();
    render(<Host showDeletion showConfirmationDeletion onMessageRemove={onMessageRemove} />);
    const remove = screen.getByRole('button', { name: 'Delete message' });
    await user.click(remove);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete message' });
    expect(dialog).toHaveTextContent('Do you really want to delete the message?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onMessageRemove).not.toHaveBeenCalled();
    await waitFor(() => expect(remove).toHaveFocus());
    await user.click(remove);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(onMessageRemove).toHaveBeenCalledWith(conversation[1]);
    await waitFor(() => expect(textbox()).toHaveFocus());
  });

  it('uses confirmationDeletionMessage', async () => {
    const user = userEvent.setup();
    render(<Host showDeletion showConfirmationDeletion confirmationDeletionMessage="Gone for good?" />);
    await user.click(screen.getByRole('button', { name: 'Delete message' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Gone for good?');
  });
});

describe('Chat announcements', () => {
  it('announces a reply arriving, not the transcript on open', async () => {
    function Replying() {
      const [messages, setMessages] = useState<ChatMessage[]>(conversation);
      return (
        <>
          <button
            type="button"
            onClick={() => setMessages((m) => [...m, { id: 9, author: 'ada', type: 'text', data: { text: 'Reply!' } }])}
          >
            Reply
          </button>
          <Chat participants={participants} messages={messages} defaultOpen />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Replying />);
    const statuses = () =>
      screen
        .getAllByRole('status')
        .map((s) => s.textContent)
        .join('|');
    expect(statuses()).not.toMatch(/Hello there/);
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    expect(statuses()).toMatch(/Ada: Reply!/);
  });
});
