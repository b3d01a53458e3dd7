import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { UserInput, type SentMessage, type UserInputProps } from '../../src/chat/index.js';
import { chat as german } from '../../src/locales/de/chat.js';

const noop = () => {};

function setup(props: Partial<UserInputProps> = {}) {
  const onSubmit = props.onSubmit ?? vi.fn();
  const user = userEvent.setup();
  render(<UserInput onSubmit={onSubmit} {...props} />);
  return { user, onSubmit, input: screen.getByRole('textbox', { name: 'Message' }) };
}

const file = (name: string, type: string) => new File(['x'], name, { type });

/** jsdom has no DataTransfer: a clipboard holding plain text, HTML and files, as a browser's would. */
function clipboard({ text = '', html = '', files = [] as File[] }) {
  const data: Record<string, string> = { 'text/plain': text, text, 'text/html': html };
  return {
    types: [...(html ? ['text/html'] : []), ...(text ? ['text/plain'] : []), ...(files.length ? ['Files'] : [])],
    files,
    items: [],
    getData: (type: string) => data[type] ?? '',
  } as unknown as DataTransfer;
}

const pasteFile = (input: HTMLElement, pasted: File) =>
  fireEvent.paste(input, { clipboardData: clipboard({ files: [pasted] }) });

describe('UserInput', () => {
  it('is a labelled multiline textarea with the input placeholder', () => {
    const { input } = setup();
    expect(input.tagName).toBe('TEXTAREA');
    expect(input).toHaveAttribute('placeholder', 'Write a message...');
  });

  it("takes its placeholder from the labels' language, and the prop over it", () => {
    const { unmount } = render(<UserInput onSubmit={noop} labels={german.labels} />);
    expect(screen.getByRole('textbox', { name: 'Nachricht' })).toHaveAttribute('placeholder', 'Nachricht schreiben...');
    unmount();
    render(<UserInput onSubmit={noop} labels={german.labels} placeholder="Frag uns" />);
    expect(screen.getByRole('textbox', { name: 'Nachricht' })).toHaveAttribute('placeholder', 'Frag uns');
  });

  it('sends on Enter with the message payload, clears, and says "Message sent"', async () => {
    const { user, input, onSubmit } = setup();
    await user.type(input, 'Hello{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ author: 'me', type: 'text', data: { text: 'Hello' } });
    expect(input).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Message sent');
  });

  it('makes Shift+Enter a new line, never both a newline and a send', async () => {
    const { user, input, onSubmit } = setup();
    await user.type(input, 'one{Shift>}{Enter}{/Shift}two');
    expect(input).toHaveValue('one\ntwo');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ author: 'me', type: 'text', data: { text: 'one\ntwo' } });
    expect(input).toHaveValue('');
  });

  it('never sends while an IME composition is running', () => {
    const { input, onSubmit } = setup();
    fireEvent.change(input, { target: { value: 'にほん' } });
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveValue('にほん');
  });

  it('does not send empty or blank text, and disables Send until there is something', async () => {
    const { user, input, onSubmit } = setup();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(input, '   {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(input, 'x');
    expect(send).toBeEnabled();
  });

  it('sends with the Send button for pointer users and keeps focus in the input', async () => {
    const { user, input, onSubmit } = setup();
    await user.type(input, 'Tap');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ author: 'me', type: 'text', data: { text: 'Tap' } });
    expect(input).toHaveFocus();
  });

  it('sends a lone emoji as an emoji message', async () => {
    const { user, input, onSubmit } = setup();
    await user.type(input, '👍{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ author: 'me', type: 'emoji', data: { emoji: '👍' } });
  });

  it('keeps the text when the handler returns false', async () => {
    const { user, input } = setup({ onSubmit: () => false });
    await user.type(input, 'Keep me{Enter}');
    expect(input).toHaveValue('Keep me');
  });

  it('is busy while a promised send is pending and never sends twice', async () => {
    let resolve: (value: void) => void = noop;
    const onSubmit = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const { user, input } = setup({ onSubmit });
    await user.type(input, 'Slow{Enter}');
    const form = input.closest('form');
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.keyboard('{Enter}');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('Slow');
    await act(async () => resolve());
    expect(form).toHaveAttribute('aria-busy', 'false');
    expect(input).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Message sent');
  });

  it('keeps the text when the promise resolves to false', async () => {
    const { user, input } = setup({ onSubmit: () => Promise.resolve(false) });
    await user.type(input, 'Nope{Enter}');
    await act(async () => {});
    expect(input).toHaveValue('Nope');
  });

  it('keeps the text and hands the error to onSendError when the handler throws or rejects', async () => {
    const onSendError = vi.fn();
    const error = new Error('offline');
    const { user, input } = setup({
      onSubmit: vi
        .fn()
        .mockImplementationOnce(() => {
          throw error;
        })
        .mockImplementationOnce(() => Promise.reject(error)),
      onSendError,
    });
    await user.type(input, 'Try{Enter}');
    expect(onSendError).toHaveBeenCalledWith(error);
    expect(input).toHaveValue('Try');
    await user.keyboard('{Enter}');
    await act(async () => {});
    expect(onSendError).toHaveBeenCalledTimes(2);
    expect(input).toHaveValue('Try');
    expect(input.closest('form')).toHaveAttribute('aria-busy', 'false');
  });

  it('without onSendError, warns and rethrows the error so that it is never swallowed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = new Error('server down');
    const { user, input } = setup({
      onSubmit: () => {
        throw error;
      },
    });
    await user.type(input, 'Lost?');
    vi.useFakeTimers();
    fireEvent.keyDown(input, { key: 'Enter' });
    await act(async () => {});
    expect(() => vi.runAllTimers()).toThrow(error);
    expect(input).toHaveValue('Lost?');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('onMessageSend threw or rejected'));
    warn.mockRestore();
  });

  it('takes pasted HTML as plain text', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.paste(clipboard({ html: '<b>bold</b><script>alert(1)</script>', text: 'bold' }));
    expect(input).toHaveValue('bold');
  });

  it('attaches a pasted file as a removable chip, sent with or without text', async () => {
    const { user, input, onSubmit } = setup();
    await user.click(input);
    const photo = file('photo.png', 'image/png');
    pasteFile(input, photo);
    expect(screen.getByText('photo.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove file photo.png' }));
    expect(screen.queryByText('photo.png')).toBeNull();
    expect(input).toHaveFocus();
    pasteFile(input, photo);
    await user.keyboard('{Enter}');
    const sent = vi.mocked(onSubmit).mock.calls[0]?.[0] as SentMessage;
    expect(sent.type).toBe('file');
    expect(sent.data.text).toBeUndefined();
    expect(sent.data.file?.name).toBe('photo.png');
    expect(sent.data.file?.file).toBeInstanceOf(File);
    // "1 file attached" was said first; the queue keeps each announcement a moment before the next.
    expect(await screen.findByText('File sent: photo.png', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('photo.png')).toBeNull();
    pasteFile(input, photo);
    await user.type(input, 'look{Enter}');
    const second = vi.mocked(onSubmit).mock.calls[1]?.[0] as SentMessage;
    expect(second).toMatchObject({ type: 'file', data: { text: 'look', file: { name: 'photo.png' } } });
  });

  it('refuses a file of a type not accepted: its chip says why, it is said, and it can be dismissed', async () => {
    const { user, input, onSubmit } = setup({ acceptedFileTypes: 'image/*,.pdf' });
    await user.click(input);
    pasteFile(input, file('tool.exe', 'application/x-msdownload'));
    const why = 'tool.exe cannot be sent: only these types are accepted: image/*, .pdf.';
    expect(screen.getByRole('listitem')).toHaveTextContent(why);
    expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(why);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    pasteFile(input, file('doc.PDF', 'application/pdf'));
    expect(screen.getByRole('list', { name: 'Attached files' })).toHaveTextContent('doc.PDF');
    await user.click(screen.getByRole('button', { name: 'Remove file tool.exe' }));
    // Only the attached file's chip is left (the announcement may still be saying why).
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['doc.PDF']);
    expect(input).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('attaches a file dropped on the input area', () => {
    setup();
    const form = screen.getByRole('textbox').closest('form') as HTMLFormElement;
    const dropped = file('notes.txt', 'text/plain');
    const over = fireEvent.dragOver(form, { dataTransfer: { types: ['Files'], files: [dropped] } });
    expect(over).toBe(false);
    fireEvent.drop(form, { dataTransfer: { types: ['Files'], files: [dropped] } });
    expect(screen.getByText('notes.txt')).toBeInTheDocument();
  });

  it('inserts a picked emoji at the caret and returns focus to the input', async () => {
    const { user, input } = setup();
    await user.type(input, 'ab');
    (input as HTMLTextAreaElement).setSelectionRange(1, 1);
    await user.click(screen.getByRole('button', { name: 'Emoji' }));
    const grid = await screen.findByRole('grid');
    const first = grid.querySelector('button') as HTMLButtonElement;
    await user.click(first);
    expect(input).toHaveValue(`a${first.textContent}b`);
    expect(screen.queryByRole('grid')).toBeNull();
    expect(input).toHaveFocus();
    expect((input as HTMLTextAreaElement).selectionStart).toBe(1 + (first.textContent ?? '').length);
  });

  it('sends a suggestion’s text on click', async () => {
    const { user, onSubmit } = setup({ suggestions: ['Yes', 'No'] });
    expect(screen.getByRole('group', { name: 'Suggested replies' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onSubmit).toHaveBeenCalledWith({ author: 'me', type: 'text', data: { text: 'No' } });
  });

  it('in editing: hides emoji and file, Enter submits the edit, Escape cancels, empty is ignored', async () => {
    const onEditSubmit = vi.fn();
    const onEditCancel = vi.fn();
    const user = userEvent.setup();
    render(
      <UserInput
        onSubmit={noop}
        editing
        defaultDraft={{ text: 'old', file: null }}
        onEditSubmit={onEditSubmit}
        onEditCancel={onEditCancel}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Editing message' });
    expect(screen.queryByRole('button', { name: 'Emoji' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Attach a file' })).toBeNull();
    await user.clear(input);
    await user.keyboard('{Enter}');
    expect(onEditSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save edit' })).toBeDisabled();
    await user.type(input, 'new{Enter}');
    expect(onEditSubmit).toHaveBeenCalledWith('new');
    await user.keyboard('{Escape}');
    expect(onEditCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel editing' }));
    expect(onEditCancel).toHaveBeenCalledTimes(2);
  });

  it('in editing: an Escape that closes a tooltip the pointer opened does not also cancel the edit', async () => {
    const onEditCancel = vi.fn();
    const user = userEvent.setup();
    render(
      <UserInput onSubmit={noop} editing defaultDraft={{ text: 'old', file: null }} onEditCancel={onEditCancel} />,
    );
    await user.click(screen.getByRole('textbox', { name: 'Editing message' }));
    await user.hover(screen.getByRole('button', { name: 'Cancel editing' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Cancel editing');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(onEditCancel).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onEditCancel).toHaveBeenCalledTimes(1);
  });

  it('hides the emoji and file buttons when asked', () => {
    setup({ showEmoji: false, showFile: false });
    expect(screen.queryByRole('button', { name: 'Emoji' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Attach a file' })).toBeNull();
  });
});
