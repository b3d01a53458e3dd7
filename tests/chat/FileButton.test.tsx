import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { FileButton } from '../../src/chat/index.js';

describe('FileButton', () => {
  it('opens the native chooser, resetting its value on each click', async () => {
    const user = userEvent.setup();
    const { container } = render(<FileButton onFileSelect={vi.fn()} />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const click = vi.spyOn(input, 'click');
    let resetBeforeClick = false;
    click.mockImplementation(() => {
      resetBeforeClick = input.value === '';
    });
    await user.click(screen.getByRole('button', { name: 'Attach a file' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(resetBeforeClick).toBe(true);
  });

  it('reports only the first chosen file and honours the accept list', async () => {
    const onFileSelect = vi.fn();
    const onFileReject = vi.fn();
    const { container } = render(
      <FileButton onFileSelect={onFileSelect} onFileReject={onFileReject} acceptedFileTypes="image/*" />,
    );
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/*');
    const a = new File(['a'], 'a.png', { type: 'image/png' });
    const b = new File(['b'], 'b.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [a, b] } });
    expect(onFileSelect).toHaveBeenCalledTimes(1);
    expect(onFileSelect).toHaveBeenCalledWith(a);
    const c = new File(['c'], 'c.txt', { type: 'text/plain' });
    fireEvent.change(input, { target: { files: [c] } });
    expect(onFileReject).toHaveBeenCalledWith(c);
    expect(onFileSelect).toHaveBeenCalledTimes(1);
  });

  it('keeps the hidden native input out of the tab order', async () => {
    const user = userEvent.setup();
    render(<FileButton onFileSelect={vi.fn()} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Attach a file' })).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
  });
});
