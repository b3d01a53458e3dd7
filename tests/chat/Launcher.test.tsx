import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Launcher } from '../../src/chat/index.js';

describe('Launcher', () => {
  it('is a labelled button, not a div, that asks to open and close', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = render(<Launcher open={false} onOpenChange={onOpenChange} />);
    const button = screen.getByRole('button', { name: 'Open chat' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    rerender(<Launcher open onOpenChange={onOpenChange} />);
    expect(screen.getByRole('button', { name: 'Close chat' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('shows and announces the unread badge only while closed and above 0', () => {
    const { rerender } = render(<Launcher open={false} onOpenChange={vi.fn()} newMessagesCount={3} />);
    expect(screen.getByRole('button', { name: 'Open chat, 3 unread messages' })).toBeInTheDocument();
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('3 unread messages');
    rerender(<Launcher open={false} onOpenChange={vi.fn()} newMessagesCount={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('1 unread message');
    rerender(<Launcher open onOpenChange={vi.fn()} newMessagesCount={3} />);
    expect(screen.queryByText('3')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');
    rerender(<Launcher open={false} onOpenChange={vi.fn()} newMessagesCount={0} />);
    expect(screen.getByRole('button', { name: 'Open chat' })).toBeInTheDocument();
    expect(screen.queryByText('0')).toBeNull();
  });

  it('takes its strings from labels', () => {
    render(
      <Launcher
        open={false}
        onOpenChange={vi.fn()}
        newMessagesCount={2}
        labels={{ openChat: 'Chat öffnen', unreadMessages: (n) => `${n} ungelesen` }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Chat öffnen, 2 ungelesen' })).toBeInTheDocument();
  });
});
