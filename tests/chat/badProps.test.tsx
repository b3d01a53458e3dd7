// Hosts that call the chat from JavaScript, without types: wrong props must give a clear development
// warning and a safe render, never crash the page (issue 20).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Chat, MessageList, type ChatMessage, type ChatProps, type MessageListProps } from '../../src/chat/index.js';
import { participants } from './fixtures.js';

const said = () => vi.mocked(console.warn).mock.calls.map((call) => String(call[0]));

/** Props as a JavaScript host may pass them: anything at all. */
function untyped(props: Record<string, unknown>): ChatProps & MessageListProps {
  return props as unknown as ChatProps & MessageListProps;
}

describe('Chat and MessageList given wrong props from JavaScript', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('renders without participants (was: "participants is not iterable")', () => {
    render(<Chat {...untyped({ mode: 'inline', messages: [] })} />);
    expect(screen.getByRole('log', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toBeInTheDocument();
    expect(said()).toEqual([expect.stringMatching(/^\[confab\] Chat: participants must be an array .* got undefined/)]);
  });

  it('renders without messages (was: "Cannot read properties of undefined (reading \'length\')")', () => {
    render(<Chat {...untyped({ mode: 'inline', participants })} />);
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).queryAllByRole('article')).toEqual([]);
    expect(log).toHaveTextContent('');
    expect(said()).toEqual([expect.stringMatching(/^\[confab\] Chat: messages must be an array .* got undefined/)]);
  });

  it('renders messages given as an object (was: "messages.forEach is not a function")', () => {
    render(<Chat {...untyped({ mode: 'inline', participants, messages: { id: 1, text: 'hi' } })} />);
    expect(screen.getByRole('log', { name: 'Messages' })).not.toHaveTextContent('hi');
    expect(said()).toEqual([expect.stringMatching(/^\[confab\] Chat: messages must be an array .* got an object/)]);
  });

  it('renders a MessageList given null messages, and warns once across renders', () => {
    const { rerender } = render(<MessageList {...untyped({ participants, messages: null })} />);
    rerender(<MessageList {...untyped({ participants, messages: null })} />);
    expect(screen.getByRole('log', { name: 'Messages' })).toBeInTheDocument();
    expect(said()).toEqual([expect.stringMatching(/^\[confab\] MessageList: messages must be an array .* got null/)]);
  });

  it('names a broken message by its id, not its place in the list (was: "Message 1")', () => {
    const messages = [
      { id: 'm-1', author: 'ada', type: 'text', data: { text: 'fine' } },
      { id: 4, author: 'ada', type: 'poll', data: {} },
      { author: 'ada', type: 'text', data: {} },
    ] as ChatMessage[];
    render(<MessageList messages={messages} participants={participants} />);
    expect(said()).toEqual([
      '[confab] The message with id 4 has the unknown type "poll" (render it with renderMessage).',
      '[confab] The message at index 2 (it has no id) has no data.text.',
    ]);
  });
});

describe('Chat given colours that lack fields', () => {
  const partial = untyped({ participants, messages: [], colors: { header: { bg: '#123456' } }, defaultOpen: true });

  afterEach(() => vi.unstubAllEnvs());

  it('throws in development, saying how to start from defaultChatColors', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Chat {...partial} />)).toThrow(
      /Chat colors are missing fields: header\.text, .*Start from defaultChatColors \(or darkChatColors\) from 'confab-ui\/theme'/,
    );
    vi.mocked(console.error).mockRestore();
  });

  it('renders nothing of the chat in production, and the host page around it stays', () => {
    vi.stubEnv('NODE_ENV', 'production');
    render(
      <main>
        <h1>Host page</h1>
        <Chat {...partial} />
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Host page' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /chat/i })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('main').children).toHaveLength(1);
  });
});
