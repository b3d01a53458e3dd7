import { act, version } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { render18 as render } from './render.js';
import {
  Chat,
  EmojiPicker,
  FileButton,
  Header,
  Launcher,
  Message,
  MessageContent,
  MessageList,
  MessageQuote,
  MessageStatusMark,
  ReactionPicker,
  Reactions,
  ReadReceipt,
  ReplyBar,
  StopButton,
  Suggestions,
  TypingIndicator,
  UserInput,
  UserList,
  WhoReacted,
  type ChatMessage,
  type Participant,
} from '../../src/chat/index.js';

const participants: Participant[] = [{ id: 'ada', name: 'Ada' }];
const messages: ChatMessage[] = [
  { id: 1, author: 'ada', type: 'text', data: { text: 'Hello' } },
  { id: 2, author: 'me', type: 'text', data: { text: 'Hi' } },
];
const noop = () => {};
const reactions = [{ emoji: '👍', count: 2, mine: true, by: ['ada', 'me'] }];
const reacted: ChatMessage = { ...(messages[0] as ChatMessage), reactions };

// user-event through @testing-library/dom does not wrap in act (React 18 would warn): each step does.
const step = (action: () => Promise<unknown>) =>
  act(async () => {
    await action();
  });

describe('chat on React 18.3', () => {
  it('runs on React 18.3', () => {
    expect(version).toMatch(/^18\.3\./);
  });

  it('Chat opens, sends and closes', async () => {
    const user = userEvent.setup();
    const onMessageSend = vi.fn();
    render(<Chat participants={participants} messages={messages} onMessageSend={onMessageSend} />);
    await step(() => user.click(screen.getByRole('button', { name: 'Open chat' })));
    const input = screen.getByRole('textbox', { name: 'Message' });
    expect(input).toHaveFocus();
    await step(() => user.type(input, 'Yo{Enter}'));
    expect(onMessageSend).toHaveBeenCalledWith({ author: 'me', type: 'text', data: { text: 'Yo' } });
    await step(() => user.click(screen.getByRole('button', { name: 'Close' })));
    expect(screen.getByRole('button', { name: 'Open chat' })).toHaveFocus();
  });

  it('every part renders', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Launcher open={false} onOpenChange={noop} newMessagesCount={2} />
        <Header title="Support" onUserListToggle={noop} />
        <UserList participants={participants} />
        <MessageList messages={messages} participants={participants} showTypingIndicator="ada" />
        <Message message={messages[0] as ChatMessage} authorName="Ada" />
        <MessageContent message={messages[1] as ChatMessage} />
        <MessageQuote quote={{ state: 'found', key: 'id-1', authorName: 'Ada', excerpt: 'Hello' }} onActivate={noop} />
        <ReplyBar target={{ id: 1, authorName: 'Ada', excerpt: 'Hello' }} onCancel={noop} />
        <MessageStatusMark status="failed" onRetry={noop} />
        <ReadReceipt readers={participants} />
        <UserInput onSubmit={noop} />
        <FileButton onFileSelect={noop} />
        <Suggestions suggestions={['Sure']} onSelect={noop} />
        <TypingIndicator participant={participants[0] as Participant} />
        <Reactions message={reacted} onReact={noop} onUnreact={noop} />
        <ReactionPicker message={reacted} onReact={noop} />
        <WhoReacted reactions={reactions} participantName={(id) => (id === 'ada' ? 'Ada' : id)} />
        <StopButton onStop={noop} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Open chat, 2 unread messages' })).toBeInTheDocument();
    expect(screen.getByRole('log', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Participants' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sure' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'In reply to Ada: Hello' })).toBeInTheDocument();
    expect(screen.getByText('Replying to Ada: Hello')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('Seen by Ada')).toBeInTheDocument();
    expect(screen.getAllByText('Ada is typing')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'thumbs up, 2 people, including you' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('list', { name: 'Reactions' })).toHaveTextContent('Ada and you');
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    await step(() => user.click(screen.getByRole('button', { name: 'React' })));
    expect(screen.getByRole('button', { name: 'thumbs up' })).toBeInTheDocument();
    await step(() => user.keyboard('{Escape}'));
    await step(async () => user.click(await screen.findByRole('button', { name: 'Emoji' })));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    await step(() => user.keyboard('{Escape}'));
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('EmojiPicker picks', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<EmojiPicker onSelect={onSelect} />);
    await step(() => user.click(screen.getByRole('button', { name: 'Emoji' })));
    await step(() => user.keyboard('{Enter}'));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});
