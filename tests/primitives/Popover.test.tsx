import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Popover } from '../../src/primitives/index.js';
import { expectNoAxeViolations } from '../../a11y/axe.js';

function Example({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <>
      <Popover trigger={<button type="button">Choose emoji</button>} label="Emoji picker" onOpenChange={onOpenChange}>
        <button type="button">Smile</button>
        <button type="button">Wave</button>
      </Popover>
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('Popover', () => {
  it('opens from its trigger by Enter, takes focus, and gives it back on Escape', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    await user.tab();
    await user.keyboard('{Enter}');
    const panel = screen.getByRole('dialog', { name: 'Emoji picker' });
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose emoji' })).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('opens by Space and closes when its trigger is pressed again', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('dialog', { name: 'Emoji picker' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose emoji' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Choose emoji' }));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside while open, and closes when focus moves out another way', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Choose emoji' }));
    screen.getByRole('button', { name: 'Wave' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Smile' })).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no axe violations closed or open', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Choose emoji' }));
    await expectNoAxeViolations();
  });
});
