import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { IconButton } from '../../src/primitives/index.js';
import { expectNoAxeViolations } from '../../a11y/axe.js';

const icon = <svg viewBox="0 0 20 20" />;

describe('IconButton', () => {
  it('is a button named by its label, activated by click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<IconButton label="Close chat" icon={icon} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Close chat' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('draws the icon at 20 x 20 by default and hides it from assistive technology', () => {
    render(<IconButton label="Send" icon={icon} />);
    const box = screen.getByRole('button', { name: 'Send' }).querySelector('[data-icon]') as HTMLElement;
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(box.style.width).toBe('20px');
    expect(box.style.height).toBe('20px');
  });

  it('shows its label as a tooltip on keyboard focus, hides it on Escape, with no axe violation open', async () => {
    const user = userEvent.setup();
    render(<IconButton label="Minimize" icon={icon} />);
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Minimize');
    await expectNoAxeViolations();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByRole('button', { name: 'Minimize' })).toHaveFocus();
  });

  it('does not pop its tooltip up when a script moves focus to it (a dialog opening), only on Tab', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <IconButton label="Close" icon={icon} />
      </>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    await user.click(screen.getByRole('button', { name: 'Before' }));
    act(() => close.focus());
    expect(close).toHaveFocus();
    expect(screen.queryByRole('tooltip')).toBeNull();
    // Enter on another control that then focuses the button is a script's move too.
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    await user.keyboard('{Enter}');
    act(() => close.focus());
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Close');
  });

  it('waits for the 200 ms delay on hover before showing the tooltip', async () => {
    const user = userEvent.setup();
    render(<IconButton label="Attach a file" icon={icon} />);
    await user.hover(screen.getByRole('button', { name: 'Attach a file' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Attach a file');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('can be disabled', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Edit" icon={icon} onClick={onClick} disabled />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
  });

  it('has no axe violations when closed', async () => {
    render(<IconButton label="Close" icon={icon} />);
    await expectNoAxeViolations();
  });

  it('requires a label by its type', () => {
    // @ts-expect-error label is required
    const element = <IconButton icon={icon} />;
    expect(element).toBeTruthy();
  });
});
