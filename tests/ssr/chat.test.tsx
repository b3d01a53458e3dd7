import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import * as chat from '../../src/chat/index.js';
import type { ChatMessage, Participant } from '../../src/chat/index.js';

const participants: Participant[] = [{ id: 'ada', name: 'Ada' }];
const messages: ChatMessage[] = [
  { id: 1, author: 'ada', type: 'text', data: { text: 'Hello\nthere https://example.com' }, suggestions: ['Hi'] },
  { id: 2, author: 'me', type: 'file', data: { file: { url: '/cat.png', name: 'cat.png' } } },
];
const reactions = [{ emoji: '👍', count: 2, mine: true, by: ['ada', 'me'] }];
const reacted: ChatMessage = { ...(messages[0] as ChatMessage), reactions };
const noop = () => {};

describe('chat entry on a server (plain Node, no DOM)', () => {
  it('imports without a window', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(Object.keys(chat).sort()).toEqual(
      [
        'Chat',
        'EmojiPicker',
        'FileButton',
        'Header',
        'Launcher',
        'Message',
        'MessageContent',
        'MessageList',
        'MessageQuote',
        'MessageStatusMark',
        'ReactionPicker',
        'Reactions',
        'ReadReceipt',
        'ReplyBar',
        'StopButton',
        'Suggestions',
        'ThreadSeparator',
        'TypingIndicator',
        'UserInput',
        'UserList',
        'WhoReacted',
        'chatTitle',
        'preloadChat',
        'defaultChatLabels',
        'isFileAccepted',
        'isImageFile',
        'useAutoScroll',
        'useChatState',
      ].sort(),
    );
  });

  it('renders Chat closed, open and inline', async () => {
    // An open chat's window is a lazily loaded chunk: a streaming render waits for it, renderToString
    // needs it loaded first.
    await chat.preloadChat();
    const closed = renderToString(<chat.Chat participants={participants} messages={messages} newMessagesCount={2} />);
    expect(closed).toContain('aria-label="Open chat, 2 unread messages"');
    const open = renderToString(<chat.Chat participants={participants} messages={messages} defaultOpen dir="rtl" />);
    expect(open).toContain('role="log"');
    expect(open).toContain('Hello\nthere');
    expect(open).toContain('dir="rtl"');
    const inline = renderToString(<chat.Chat participants={participants} messages={messages} mode="inline" />);
    expect(inline).toContain('role="region"');
    expect(inline).not.toContain('Open chat');
  });

  it('renders every part', () => {
    const html = renderToString(
      <>
        <chat.Launcher open={false} onOpenChange={noop} newMessagesCount={1} />
        <chat.Header title="Support" onUserListToggle={noop} />
        <chat.UserList participants={participants} />
        <chat.MessageList messages={messages} participants={participants} showTypingIndicator="ada" />
        <chat.Message message={messages[0] as ChatMessage} authorName="Ada" />
        <chat.MessageContent message={messages[1] as ChatMessage} />
        <chat.UserInput onSubmit={noop} suggestions={['Yes']} />
        <chat.EmojiPicker onSelect={noop} />
        <chat.FileButton onFileSelect={noop} />
        <chat.Suggestions suggestions={['Yes']} onSelect={noop} />
        <chat.TypingIndicator participant={participants[0] as Participant} />
        <chat.Reactions message={reacted} onReact={noop} onUnreact={noop} />
        <chat.ReactionPicker message={reacted} onReact={noop} />
        <chat.WhoReacted reactions={reactions} participantName={(id) => (id === 'ada' ? 'Ada' : id)} />
        <chat.StopButton onStop={noop} />
      </>,
    );
    for (const text of [
      'Open chat, 1 unread message',
      'Support',
      'Participants',
      'Ada is typing',
      'Write a message...',
      'Emoji',
      'Attach a file',
      'Yes',
      'aria-label="thumbs up, 2 people, including you" data-part="reaction" aria-pressed="true"',
      'aria-label="React" aria-haspopup="dialog"',
      '</svg>Stop</button>',
      '<span>Ada and you</span>',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('alt="cat.png"');
  });

  it('runs the hooks on a server', () => {
    function Hooks() {
      const state = chat.useChatState({ defaultOpen: true });
      const scroll = chat.useAutoScroll({ keys: [], ownKeys: new Set() });
      return <p>{`${state.open} ${scroll.unseen}`}</p>;
    }
    expect(renderToString(<Hooks />)).toContain('true 0');
  });
});
