import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Chat, MessageList, type ChatMessage } from '../../src/chat/index.js';
import { getCssText } from '../../src/theme/index.js';
import { Host, makeMessages as make, participants } from './fixtures.js';
import { scrollLogTo, stubLogLayout } from './scrollStub.js';

/** The rules inside `@media (forced-colors: active)` blocks of the generated CSS. */
function forcedColorRules(): string {
  const css = getCssText();
  const blocks: string[] = [];
  for (const match of css.matchAll(/@media \(forced-colors: active\)\s*\{/g)) {
    let depth = 1;
    let end = match.index + match[0].length;
    for (; depth > 0 && end < css.length; end += 1) {
      if (css[end] === '{') depth += 1;
      else if (css[end] === '}') depth -= 1;
    }
    blocks.push(css.slice(match.index, end));
  }
  return blocks.join('\n');
}

/** Whether one of the element's classes is styled for forced colours with a system colour. */
function keepsEdgeInForcedColors(element: Element): boolean {
  const rules = forcedColorRules();
  return [...element.classList].some((name) =>
    new RegExp(`\\.${name}[^{]*\\{[^}]*(CanvasText|ButtonText|Highlight)`, 'i').test(rules),
  );
}

let unstub: () => void;
beforeEach(() => {
  unstub = stubLogLayout();
});
afterEach(() => unstub());

describe('forced colours (Windows High Contrast)', () => {
  it('gives every part of the message list an edge or a colour of the system’s, and keeps the focus ring', async () => {
    const user = userEvent.setup();
    const first = make(1, 30, 'me');
    const list = (messages: ChatMessage[]) => (
      <MessageList messages={messages} participants={participants} showEdition showTypingIndicator="ada" />
    );
    const { rerender } = render(list(first));
    const log = screen.getByRole('log');
    const row = screen.getByRole('article', { name: 'You: Message 30' });
    const parts: Record<string, Element> = {
      'message bubble': within(log).getByText('Message 30').closest('[data-part="message"] > div') as Element,
      'edit button': within(row).getByRole('button', { name: 'Edit message' }),
      'typing indicator': within(log).getByText('Ada is typing').parentElement as Element,
      'focused message': row,
    };
    await user.hover(parts['edit button'] as Element);
    parts.tooltip = await screen.findByRole('tooltip', { hidden: true });
    scrollLogTo(log, 0);
    rerender(list([...first, ...make(31, 1)]));
    parts['new messages button'] = screen.getByRole('button', { name: '1 new message' });
    for (const [name, element] of Object.entries(parts)) {
      expect({ name, kept: keepsEdgeInForcedColors(element) }).toEqual({ name, kept: true });
    }
  }, 30_000);

  it('keeps the edges of a quote, the reply bar and Retry', async () => {
    const user = userEvent.setup();
    render(
      <Host
        showReply
        onRetry={() => {}}
        initial={[
          { id: 1, author: 'ada', type: 'text', data: { text: 'Hi' } },
          { id: 2, author: 'me', type: 'text', data: { text: 'Yo' }, replyTo: 1, status: 'failed' },
        ]}
      />,
    );
    await user.click(screen.getAllByRole('button', { name: 'Reply' })[0] as HTMLElement);
    const parts: Record<string, Element> = {
      quote: screen.getByRole('button', { name: 'In reply to Ada: Hi' }),
      retry: screen.getByRole('button', { name: 'Retry' }),
      'reply bar': screen.getByText('Replying to Ada: Hi').parentElement as Element,
    };
    for (const [name, element] of Object.entries(parts)) {
      expect({ name, kept: keepsEdgeInForcedColors(element) }).toEqual({ name, kept: true });
    }
  }, 30_000);

  it('styles the launcher, its badge, the window and the input', () => {
    render(<Chat participants={participants} messages={make(1, 3)} newMessagesCount={2} />);
    const launcher = screen.getByRole('button', { name: /Open chat/ });
    expect(keepsEdgeInForcedColors(launcher)).toBe(true);
    expect(keepsEdgeInForcedColors(within(launcher).getByText('2'))).toBe(true);
    render(<Host />);
    expect(keepsEdgeInForcedColors(screen.getByRole('dialog'))).toBe(true);
    expect(keepsEdgeInForcedColors(screen.getByRole('textbox', { name: 'Message' }))).toBe(true);
  });

  it('keeps the edges of file chips, the upload progress and the drop zone', () => {
    const pending = () => new Promise<never>(() => {});
    render(<Host maxFiles={2} onFileUpload={pending} />);
    const dialog = screen.getByRole('dialog');
    const files = [new File(['x'], 'a.pdf', { type: 'application/pdf' })];
    fireEvent.drop(dialog, { dataTransfer: { types: ['Files'], files } });
    fireEvent.dragEnter(dialog, { dataTransfer: { types: ['Files'], files: [] } });
    const progress = screen.getByRole('progressbar', { name: 'Uploading a.pdf' });
    const parts: Record<string, Element> = {
      chip: screen.getByRole('listitem'),
      'progress track': progress,
      'progress fill': progress.firstElementChild as Element,
      'drop zone': screen.getByText('Drop files here to attach them'),
    };
    for (const [name, element] of Object.entries(parts)) {
      expect({ name, kept: keepsEdgeInForcedColors(element) }).toEqual({ name, kept: true });
    }
  });
});
