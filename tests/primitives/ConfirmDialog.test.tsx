import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ConfirmDialog } from '../../src/primitives/index.js';
import { expectNoAxeViolations } from '../../a11y/axe.js';

function renderDialog() {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      title="Delete message"
      message="Do you really want to delete the message?"
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onCancel={onCancel}
      trigger={<button type="button">Delete</button>}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('opens as a named, described alert dialog with focus on Cancel', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('alertdialog', { name: 'Delete message' });
    expect(dialog).toHaveAccessibleDescription('Do you really want to delete the message?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('Escape cancels and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('confirms by Tab to the confirm button and Space, then returns focus', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete', hidden: false })).toHaveFocus();
    await user.keyboard(' ');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('keeps focus inside while open (Tab wraps)', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('has no axe violations closed or open', async () => {
    const user = userEvent.setup();
    renderDialog();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await expectNoAxeViolations();
  });
});
