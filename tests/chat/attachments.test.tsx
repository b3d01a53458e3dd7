import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { UserInput, type FileUploadOptions, type FileUploadResult, type SentMessage } from '../../src/chat/index.js';
import { Host } from './fixtures.js';

const MB = 1_000_000;

/** A file of `size` bytes (its content is never read). */
function file(name: string, type: string, size = 10) {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

/** Uploads the test settles by hand, by file name. */
function uploads() {
  const pending = new Map<
    string,
    { resolve: (result: FileUploadResult) => void; reject: (error: Error) => void } & FileUploadOptions
  >();
  const onFileUpload = vi.fn(
    (uploaded: File, options: FileUploadOptions) =>
      new Promise<FileUploadResult>((resolve, reject) => {
        pending.set(uploaded.name, { resolve, reject, ...options });
      }),
  );
  const get = (name: string) => {
    const entry = pending.get(name);
    if (!entry) throw new Error(`no upload of ${name}`);
    return entry;
  };
  return { onFileUpload, get };
}

const dataTransfer = (files: File[]) => ({ dataTransfer: { types: ['Files'], files } });

/** How many times `text` occurs in `within`. */
const occurrences = (within: string, text: string) => within.split(text).length - 1;

let made: string[];
let revoked: string[];
beforeEach(() => {
  made = [];
  revoked = [];
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => {
    const url = `blob:test/${made.length + 1}`;
    made.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => {
    revoked.push(url);
  });
});
afterEach(() => {
  // @ts-expect-error: removing the stubs (jsdom has none)
  delete URL.createObjectURL;
  // @ts-expect-error: as above
  delete URL.revokeObjectURL;
});

describe('attachments', () => {
  it('ten files dropped with maxFiles 4 and maxFileSize 1 MB: four chips, each refusal said once, uploads with progress, a failure retried, four files sent', async () => {
    const user = userEvent.setup();
    const { onFileUpload, get } = uploads();
    const onMessageSend = vi.fn();
    render(
      <Host
        maxFiles={4}
        maxFileSize={MB}
        acceptedFileTypes="image/*,.pdf,.txt"
        onFileUpload={onFileUpload}
        onMessageSend={onMessageSend}
      />,
    );
    const dialog = screen.getByRole('dialog');
    const dropped = [
      file('a.png', 'image/png'),
      file('huge.png', 'image/png', 2 * MB),
      file('b.pdf', 'application/pdf', 1_500),
      file('tool.exe', 'application/x-msdownload'),
      file('c.txt', 'text/plain'),
      file('big.pdf', 'application/pdf', 1.5 * MB),
      file('d.png', 'image/png'),
      file('e.png', 'image/png'),
      file('f.pdf', 'application/pdf'),
      file('g.txt', 'text/plain'),
    ];
    fireEvent.dragEnter(dialog, dataTransfer(dropped));
    expect(screen.getByText('Drop files here to attach them')).toBeVisible();
    fireEvent.drop(dialog, dataTransfer(dropped));
    expect(screen.queryByText('Drop files here to attach them')).toBeNull();

    const chips = screen.getByRole('list', { name: 'Attached files' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent?.slice(0, 5)),
    ).toEqual(['a.png', 'b.pdf', 'c.txt', 'd.png']);
    const refusals = [
      'huge.png cannot be sent: files must be at most 1 MB.',
      'tool.exe cannot be sent: only these types are accepted: image/*, .pdf, .txt.',
      'big.pdf cannot be sent: files must be at most 1 MB.',
      'e.png cannot be sent: at most 4 files can go with a message.',
      'f.pdf cannot be sent: at most 4 files can go with a message.',
      'g.txt cannot be sent: at most 4 files can go with a message.',
    ];
    const said = await screen.findByText(/4 files attached/);
    for (const refusal of refusals) {
      expect(occurrences(said.textContent ?? '', refusal)).toBe(1);
      expect(screen.getByText(refusal).closest('li')).not.toBeNull();
    }

    // Uploads start at once, each with a named progress bar; Send waits for them.
    expect(onFileUpload.mock.calls.map(([uploaded]) => uploaded.name)).toEqual(['a.png', 'b.pdf', 'c.txt', 'd.png']);
    const progress = screen.getByRole('progressbar', { name: 'Uploading a.png' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    act(() => get('a.png').onProgress(0.5));
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getAllByRole('progressbar')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await act(async () => {
      get('a.png').resolve({ url: 'https://cdn.test/a.png', name: 'a.png' });
      get('b.pdf').resolve({ url: 'https://cdn.test/b.pdf', name: 'b.pdf' });
      get('c.txt').resolve({ url: 'https://cdn.test/c.txt', name: 'c.txt' });
      get('d.png').reject(new Error('offline'));
    });
    expect(screen.queryByRole('progressbar', { name: 'Uploading a.png' })).toBeNull();
    expect(within(chips).getByText('d.png could not be uploaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    // Retry by keyboard.
    screen.getByRole('button', { name: 'Retry upload of d.png' }).focus();
    await user.keyboard('{Enter}');
    expect(onFileUpload).toHaveBeenCalledTimes(5);
    expect(screen.getByRole('progressbar', { name: 'Uploading d.png' })).toHaveAttribute('aria-valuenow', '0');
    await act(async () => get('d.png').resolve({ url: 'https://cdn.test/d.png', name: 'd.png' }));
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();

    await user.click(screen.getByRole('textbox', { name: 'Message' }));
    await user.keyboard('{Enter}');
    const sent = onMessageSend.mock.calls[0]?.[0] as SentMessage;
    expect(sent.type).toBe('file');
    expect(sent.data.files?.map(({ url, name }) => ({ url, name }))).toEqual(
      ['a.png', 'b.pdf', 'c.txt', 'd.png'].map((name) => ({ url: `https://cdn.test/${name}`, name })),
    );
    expect(sent.data.file).toBe(sent.data.files?.[0]);
    const form = screen.getByRole('textbox', { name: 'Message' }).closest('form') as HTMLFormElement;
    expect(within(form).queryByRole('list', { name: 'Attached files' })).toBeNull();
    expect(screen.queryByText(refusals[0] as string)).toBeNull();

    // The message shows its files: images by their names, others as links with type and size.
    const log = screen.getByRole('log');
    const files = within(log).getByRole('list', { name: 'Attached files' });
    expect(within(files).getByRole('img', { name: 'a.png' })).toHaveAttribute('src', 'https://cdn.test/a.png');
    expect(within(files).getByRole('link', { name: 'b.pdf' })).toHaveAttribute('href', 'https://cdn.test/b.pdf');
    expect(within(files).getByText('PDF, 1.5 kB')).toBeInTheDocument();
  }, 30_000);

  it('attaches pasted files, several at once', () => {
    render(<UserInput onSubmit={vi.fn()} maxFiles={3} />);
    const input = screen.getByRole('textbox', { name: 'Message' });
    const pasted = [file('one.png', 'image/png'), file('two.txt', 'text/plain')];
    const event = fireEvent.paste(input, { clipboardData: { types: ['Files'], files: pasted, getData: () => '' } });
    expect(event).toBe(false);
    const chips = screen.getByRole('list', { name: 'Attached files' });
    expect(within(chips).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('2 files attached');
  });

  it('takes several chosen files from the button, which says so', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = render(<UserInput onSubmit={onSubmit} maxFiles={2} />);
    expect(screen.getByRole('button', { name: 'Attach files' })).toBeInTheDocument();
    const chooser = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(chooser).toHaveAttribute('multiple');
    await user.upload(chooser, [file('x.pdf', 'application/pdf'), file('y.pdf', 'application/pdf'), file('z.pdf', '')]);
    expect(within(screen.getByRole('list', { name: 'Attached files' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('z.pdf cannot be sent: at most 2 files can go with a message.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const sent = onSubmit.mock.calls[0]?.[0] as SentMessage;
    expect(sent.data.files?.map((sentFile) => sentFile.name)).toEqual(['x.pdf', 'y.pdf']);
    expect(screen.getByRole('status')).toHaveTextContent(/2 files attached|2 files sent/);
  });

  it('keeps one file by default: a new one replaces it (the seed), and the button names one file', () => {
    const { container } = render(<UserInput onSubmit={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Attach a file' })).toBeInTheDocument();
    expect(container.querySelector('input[type="file"]')).not.toHaveAttribute('multiple');
    const form = container.querySelector('form') as HTMLFormElement;
    fireEvent.drop(form, dataTransfer([file('first.txt', 'text/plain')]));
    fireEvent.drop(form, dataTransfer([file('second.txt', 'text/plain')]));
    const chips = screen.getByRole('list', { name: 'Attached files' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['second.txt']);
  });

  it('draws thumbnails from object URLs, revoked when a file is removed, sent, or the input unmounts', async () => {
    const user = userEvent.setup();
    const { unmount, container } = render(<UserInput onSubmit={vi.fn()} maxFiles={3} />);
    const form = container.querySelector('form') as HTMLFormElement;
    fireEvent.drop(form, dataTransfer([file('cat.png', 'image/png'), file('dog.png', 'image/png')]));
    const thumbnails = () =>
      [...form.querySelectorAll('[data-part="file-chip"] img')].map((img) => img.getAttribute('src'));
    expect(thumbnails()).toEqual(['blob:test/1', 'blob:test/2']);
    await user.click(screen.getByRole('button', { name: 'Remove file cat.png' }));
    expect(revoked).toEqual(['blob:test/1']);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    await user.keyboard('{Enter}');
    // Sent: the thumbnail's URL is revoked (the message's own object URL, blob:test/3, is the host's).
    expect(revoked).toEqual(['blob:test/1', 'blob:test/2']);
    fireEvent.drop(form, dataTransfer([file('owl.png', 'image/png')]));
    expect(thumbnails()).toEqual(['blob:test/4']);
    unmount();
    expect(revoked).toEqual(['blob:test/1', 'blob:test/2', 'blob:test/4']);
  });

  it('Cancel aborts the upload’s signal and removes the file; a finished upload is never aborted', async () => {
    const user = userEvent.setup();
    const { onFileUpload, get } = uploads();
    const { container } = render(<UserInput onSubmit={vi.fn()} maxFiles={2} onFileUpload={onFileUpload} />);
    const form = container.querySelector('form') as HTMLFormElement;
    fireEvent.drop(form, dataTransfer([file('a.pdf', 'application/pdf'), file('b.pdf', 'application/pdf')]));
    await act(async () => get('b.pdf').resolve({ url: 'https://cdn.test/b', name: 'b.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Cancel upload of a.pdf' }));
    expect(get('a.pdf').signal.aborted).toBe(true);
    expect(screen.queryByText('a.pdf')).toBeNull();
    expect(await screen.findByText('Upload of a.pdf cancelled', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove file b.pdf' }));
    expect(get('b.pdf').signal.aborted).toBe(false);
  });

  it('a result without a url is a failed upload, offering Retry', async () => {
    const { onFileUpload, get } = uploads();
    const { container } = render(<UserInput onSubmit={vi.fn()} onFileUpload={onFileUpload} />);
    fireEvent.drop(
      container.querySelector('form') as HTMLFormElement,
      dataTransfer([file('a.pdf', 'application/pdf')]),
    );
    await act(async () => get('a.pdf').resolve({ name: 'a.pdf' } as FileUploadResult));
    expect(screen.getByText('a.pdf could not be uploaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry upload of a.pdf' })).toBeInTheDocument();
  });

  it('reaches every chip button by keyboard, and says it waits while files upload', async () => {
    const user = userEvent.setup();
    const { onFileUpload } = uploads();
    const onSubmit = vi.fn();
    const { container } = render(<UserInput onSubmit={onSubmit} maxFiles={2} onFileUpload={onFileUpload} />);
    fireEvent.drop(
      container.querySelector('form') as HTMLFormElement,
      dataTransfer([file('a.pdf', 'application/pdf')]),
    );
    const input = screen.getByRole('textbox', { name: 'Message' });
    await user.click(input);
    await user.keyboard('note{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText('Waiting for the files to upload', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Cancel upload of a.pdf' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull();
    expect(input).toHaveFocus();
  });

  it('shows the drop zone over the window while files are dragged, says so once, and hides it when they leave', async () => {
    render(<Host maxFiles={4} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.dragEnter(dialog, dataTransfer([]));
    // Crossing a child: dragenter on it before dragleave of the parent.
    fireEvent.dragEnter(screen.getByRole('textbox', { name: 'Message' }), dataTransfer([]));
    fireEvent.dragLeave(dialog, dataTransfer([]));
    const zone = screen.getByText('Drop files here to attach them');
    expect(dialog).toContainElement(zone);
    expect(
      screen.getAllByRole('status').some((s) => s.textContent === 'Drop zone shown: release the files to attach them'),
    ).toBe(true);
    fireEvent.dragLeave(screen.getByRole('textbox', { name: 'Message' }), dataTransfer([]));
    expect(screen.queryByText('Drop files here to attach them')).toBeNull();
    // Text dragged, not files: no zone.
    fireEvent.dragEnter(dialog, { dataTransfer: { types: ['text/plain'], files: [] } });
    expect(screen.queryByText('Drop files here to attach them')).toBeNull();
  });
});
