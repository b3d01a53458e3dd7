import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Header, UserList } from '../../src/chat/index.js';
import { participants } from './fixtures.js';

describe('Header', () => {
  it('makes the title a button that toggles the participant list', async () => {
    const user = userEvent.setup();
    const onUserListToggle = vi.fn();
    render(<Header title="Support" titleImageUrl="https://example.com/logo.png" onUserListToggle={onUserListToggle} />);
    // The name says what the button does, after the visible title (WCAG 2.5.3).
    const title = screen.getByRole('button', { name: 'Support: show participants' });
    expect(title).toHaveAttribute('aria-expanded', 'false');
    await user.click(title);
    expect(onUserListToggle).toHaveBeenCalledTimes(1);
    expect(document.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('keeps the title plain text with disableUserListToggle', () => {
    render(<Header title="Support" onUserListToggle={vi.fn()} disableUserListToggle />);
    expect(screen.queryByRole('button', { name: /^Support/ })).toBeNull();
    expect(screen.getByText('Support')).toBeInTheDocument();
  });

  it('emits onMinimize and onClose from labelled icon buttons with tooltips', async () => {
    const user = userEvent.setup();
    const onMinimize = vi.fn();
    const onClose = vi.fn();
    render(<Header title="Support" onMinimize={onMinimize} onClose={onClose} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Close');
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Minimize' }));
    expect(onMinimize).toHaveBeenCalledTimes(1);
  });

  it('hides the minimize and close buttons when asked', () => {
    render(<Header title="Support" showMinimizeButton={false} showCloseButton={false} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('UserList', () => {
  it('lists the participants with their names and avatars', () => {
    render(<UserList participants={participants} />);
    const list = screen.getByRole('list', { name: 'Participants' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(list).toHaveTextContent('Ada');
    expect(list).toHaveTextContent('Bob');
    expect(list.querySelector('img')).toHaveAttribute('src', 'https://example.com/ada.png');
    // Bob has no picture: the default round chat icon.
    expect(list.querySelectorAll('li')[1]?.querySelector('svg')).not.toBeNull();
  });
});
