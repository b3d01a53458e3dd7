import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Chat } from '../../src/chat/index.js';
// @ts-expect-error the docs site's demo is plain JavaScript without types
import { demoParticipants, useFakeBot } from '../../website/src/chat-demo/index.js';

function Playground() {
  const bot = useFakeBot({ delay: 1500, initialUnread: 2 });
  return (
    <Chat
      participants={demoParticipants}
      messages={bot.messages}
      open={bot.open}
      onOpenChange={bot.setOpen}
      newMessagesCount={bot.unread}
      showTypingIndicator={bot.typing}
      onMessageSend={bot.send}
      onMessageEdit={bot.edit}
      onMessageRemove={bot.remove}
      onScrollToTop={bot.loadOlder}
      showEdition
      showDeletion
      messageStyling
    />
  );
}

describe('the docs playground’s fake bot', () => {
  it('answers after a typing pause, with suggestions, and announces the answer', { timeout: 15000 }, async () => {
    const user = userEvent.setup();
    render(<Playground />);
    await user.click(screen.getByRole('button', { name: 'Open chat, 2 unread messages' }));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'hello{Enter}');
    expect(screen.getByRole('log')).toHaveTextContent('You: hello');
    // The typing pause is long enough to be seen on a loaded machine; the answer may take a while to arrive.
    await screen.findByText('Confab bot is typing', {}, { timeout: 1500 });
    // In the log: the polite status region says it too, in the same render or the next.
    const log = screen.getByRole('log');
    expect(await within(log).findByText(/I am the demo bot/, {}, { timeout: 5000 })).toBeInTheDocument();
    // The indicator leaves the log with the answer (the status region may still be reading that the bot typed:
    // its 1.5 s of typing reach the announcer's threshold in the same tick as the answer).
    expect(within(log).queryByText('Confab bot is typing')).toBeNull();
    expect(screen.getByRole('button', { name: 'Tell me a joke' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(
        // Styling is on: what is read is what is shown, without the delimiters.
        'Confab bot: Hello! I am the demo bot. Ask me for help, a joke, or send a file.',
      ),
    );
  });
});
