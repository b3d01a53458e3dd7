import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MessageContent, defaultChatLabels } from '../../src/chat/index.js';
import { copiedShownMs } from '../../src/chat/CodeBlock.js';
import { messageSummary } from '../../src/chat/messageRules.js';
import { rowControls } from '../../src/chat/rowControls.js';
import type { ChatMessage } from '../../src/chat/index.js';
import { markdown } from '../../src/text/markdown/index.js';
import { Host } from './fixtures.js';

const text = (value: string, type: ChatMessage['type'] = 'text'): ChatMessage => ({
  author: 'ada',
  type,
  data: { text: value },
});

// The Markdown chunk's first import is a module transform in Vitest (a fetch in a browser): done once, ahead.
beforeAll(() => import('../../src/chat/MarkdownText.js'), 30_000);

const withCode = text('**Run** this:\n\n```sh\nnpm i confab-ui\n```\n\n- then *enjoy*');

describe('MessageContent with messageStyling="markdown"', () => {
  it('draws the message from Markdown once its chunk is in, showing the text meanwhile', async () => {
    const { container } = render(<MessageContent message={withCode} messageStyling="markdown" />);
    expect(container).toHaveTextContent('Run');
    // The first Markdown message waits for the chunk, then for React's reveal of a suspended boundary.
    expect(await screen.findByText('Run', undefined, { timeout: 5000 })).toHaveProperty('tagName', 'STRONG');
    expect(screen.getByText('enjoy').tagName).toBe('EM');
    expect(screen.getByRole('listitem')).toHaveTextContent('then enjoy');
    expect(container.querySelector('pre code')).toHaveTextContent('npm i confab-ui');
  });

  it('keeps true as the inline marks, and never styles a system message', async () => {
    render(<MessageContent message={text('*bold* **x**')} messageStyling />);
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    render(<MessageContent message={text('**sys**', 'system')} messageStyling="markdown" />);
    expect(screen.getByText('**sys**')).toBeInTheDocument();
  });

  it('copies a code block by keyboard, says "Copied", then offers to copy again', async () => {
    const user = userEvent.setup();
    render(<MessageContent message={withCode} messageStyling="markdown" />);
    const copy = await screen.findByRole('button', { name: 'Copy code' }, { timeout: 5000 });
    copy.focus();
    await user.keyboard('{Enter}');
    expect(await navigator.clipboard.readText()).toBe('npm i confab-ui');
    expect(await screen.findByRole('status')).toHaveTextContent('Copied');
    expect(copy).toHaveAccessibleName('Copied');
    await waitFor(() => expect(copy).toHaveAccessibleName('Copy code'), { timeout: copiedShownMs + 2000 });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  }, 15_000);

  it('says "Could not copy" when the browser refuses', async () => {
    const user = userEvent.setup();
    render(<MessageContent message={withCode} messageStyling="markdown" />);
    const copy = await screen.findByRole('button', { name: 'Copy code' }, { timeout: 5000 });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(copy);
    expect(await screen.findByRole('status')).toHaveTextContent('Could not copy');
  });

  it('makes the copy button one of the row controls', async () => {
    const { container } = render(<MessageContent message={withCode} messageStyling="markdown" />);
    const copy = await screen.findByRole('button', { name: 'Copy code' }, { timeout: 5000 });
    expect(rowControls(container)).toContain(copy);
  });

  it('reads a Markdown message without its marks when it arrives', () => {
    const labels = {
      messageFrom: (name: string, what: string) => `${name}: ${what}`,
      fileMessage: (n: string) => n,
      filesMessage: (n: string) => n,
    };
    expect(messageSummary(text('**Hi** `there`'), 'Ada', labels, 'markdown', markdown)).toBe('Ada: Hi there');
    expect(messageSummary(text('**Hi**'), 'Ada', labels, 'markdown')).toBe('Ada: **Hi**');
  });
});

describe('Chat with messageStyling="markdown"', () => {
  it('draws Markdown in the thread; its copy button is out of the Tab order until Enter moves into the message', async () => {
    const user = userEvent.setup();
    render(<Host initial={[{ ...withCode, id: 1 }]} messageStyling="markdown" />);
    const log = await screen.findByRole('log');
    const copy = await within(log).findByRole('button', { name: 'Copy code' }, { timeout: 5000 });
    expect(within(log).getByText('Run').tagName).toBe('STRONG');
    expect(copy).toHaveAttribute('tabindex', '-1');
    within(log).getByRole('article').focus();
    await user.keyboard('{Enter}');
    expect(copy).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await navigator.clipboard.readText()).toBe('npm i confab-ui');
  });
});

describe('MessageContent, files', () => {
  const files = (list: unknown): ChatMessage => ({
    author: 'ada',
    type: 'file',
    data: { files: list } as ChatMessage['data'],
  });

  it('draws several files as a list: images named by their files, others as links with type and size', () => {
    render(
      <MessageContent
        message={files([
          { url: 'https://x.test/cat.png', name: 'cat.png', type: 'image/png', size: 52_000 },
          { url: '/uploads/report.pdf', name: 'report.pdf', size: 1_234_567 },
          { url: 'blob:https://x.test/1', name: '', type: 'image/jpeg' },
          { url: 'https://x.test/notes', name: 'notes' },
        ])}
      />,
    );
    const list = screen.getByRole('list', { name: 'Attached files' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByRole('link', { name: 'cat.png' })).toContainElement(
      screen.getByRole('img', { name: 'cat.png' }),
    );
    expect(within(list).getByRole('link', { name: 'report.pdf' })).toHaveAttribute('href', '/uploads/report.pdf');
    expect(within(list).getByText('PDF, 1.2 MB')).toBeInTheDocument();
    expect(within(list).getByRole('img', { name: 'Image' })).toHaveAttribute('src', 'blob:https://x.test/1');
    expect(within(list).getByRole('link', { name: 'notes' })).toBeInTheDocument();
  });

  it('never links or shows an address of another scheme: the name stays text', () => {
    render(
      <MessageContent
        message={files([
          { url: 'javascript:alert(1)', name: 'evil.pdf' },
          { url: 'data:image/svg+xml,<svg onload=alert(1)>', name: 'evil.svg', type: 'image/svg+xml' },
          null,
          'junk',
        ])}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('evil.pdf')).toBeInTheDocument();
    expect(screen.getByText('evil.svg')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('keeps a lone file as before: a link, no list; a files value that is not a list falls back to file', () => {
    render(
      <MessageContent
        message={{
          author: 'ada',
          type: 'file',
          data: {
            files: 'oops',
            file: { url: 'https://x.test/a.pdf', name: 'a.pdf' },
          } as unknown as ChatMessage['data'],
        }}
      />,
    );
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('link', { name: 'a.pdf' })).toHaveAttribute('href', 'https://x.test/a.pdf');
  });

  it('reads a message with several files by the first name and the count', () => {
    const message = files([
      { url: 'https://x.test/a', name: 'a.png' },
      { url: 'https://x.test/b', name: 'b.png' },
      { url: 'https://x.test/c', name: 'c.png' },
    ]);
    expect(messageSummary(message, 'Ada', defaultChatLabels)).toBe('Ada: files a.png and 2 more');
  });
});
