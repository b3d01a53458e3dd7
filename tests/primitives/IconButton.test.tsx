import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { IconButton, Popover } from '../../src/primitives/index.js';
import { createChatTheme, darkChatColors } from '../../src/theme/index.js';
import { expectNoAxeViolations } from '../../a11y/axe.js';

const icon = <svg viewBox="0 0 20 20" />;
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

async function waitForNoTooltip() {
  await wait(200);
  expect(screen.queryByRole('tooltip')).toBeNull();
}

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
  it('does not show its tooltip when a click focuses it, and hides it on a press', async () => {
    const user = userEvent.setup();
    render(<IconButton label="Send" icon={icon} />);
    const button = screen.getByRole('button', { name: 'Send' });
    await user.click(button);
    expect(button).toHaveFocus();
    await wait(300);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.unhover(button);
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Send');
    await user.click(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
    // Resting on the button after the press does not bring it back.
    await wait(300);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('stays while the pointer moves onto the tooltip, and hides when the pointer leaves both', async () => {
    const user = userEvent.setup();
    render(
      <>
        <IconButton label="Attach a file" icon={icon} />
        <p>Elsewhere</p>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Attach a file' });
    await user.hover(button);
    const tooltip = await screen.findByRole('tooltip');
    await user.hover(tooltip);
    await wait(300);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Attach a file');
    await user.hover(button);
    await wait(300);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.hover(screen.getByText('Elsewhere'));
    await waitForNoTooltip();
  });

  it('stays when the pointer goes straight from the button onto the tooltip, in the order a browser reports it', async () => {
    const user = userEvent.setup();
    render(<IconButton label="Refresh" icon={icon} tooltipSide="bottom" />);
    const button = screen.getByRole('button', { name: 'Refresh' });
    await user.hover(button);
    const tooltip = await screen.findByRole('tooltip');
    // out (React turns it into the tooltip's pointerenter at once), then the button's leave, then over.
    fireEvent.pointerOut(button, { relatedTarget: tooltip });
    // Dispatched by hand: Testing Library's pointerLeave also fires another pointerout.
    act(() => {
      button.dispatchEvent(new PointerEvent('pointerleave', { relatedTarget: tooltip }));
    });
    fireEvent.pointerOver(tooltip, { relatedTarget: button });
    await wait(300);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Refresh');
    fireEvent.pointerOut(tooltip, { relatedTarget: document.body });
    await waitForNoTooltip();
  });

  it('is a tooltip with an id, not a description repeating the name', async () => {
    const user = userEvent.setup();
    render(<IconButton label="Close" icon={icon} />);
    await user.tab();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.id).not.toBe('');
    expect(screen.getByRole('button', { name: 'Close' })).not.toHaveAttribute('aria-describedby');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAccessibleDescription('');
  });

  it('hides its tooltip on blur', async () => {
    const user = userEvent.setup();
    render(
      <>
        <IconButton label="Close" icon={icon} />
        <button type="button">Next</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('takes the Escape that closes its tooltip, and lets the next one close the popover around it', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Popover trigger={<button type="button">Tools</button>} label="Tools" onOpenChange={onOpenChange}>
        <button type="button">First</button>
        <IconButton label="Refresh" icon={icon} />
      </Popover>,
    );
    await user.click(screen.getByRole('button', { name: 'Tools' }));
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Refresh');
    onOpenChange.mockClear();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Tools' })).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog', { name: 'Tools' })).toBeNull();
  });

  it('leaves an Escape alone when no tooltip is open', async () => {
    const user = userEvent.setup();
    const keys: boolean[] = [];
    render(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions
      <div onKeyDown={(event) => event.key === 'Escape' && keys.push(event.defaultPrevented)}>
        <IconButton label="Close" icon={icon} showTooltip={false} />
        <IconButton label="Minimize" icon={icon} />
      </div>,
    );
    await user.tab();
    await user.keyboard('{Escape}');
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Minimize');
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    // The first and third reach the container unhandled; the second closed the tooltip and went no further.
    expect(keys).toEqual([false, false]);
  });

  it('shows one tooltip at a time', async () => {
    const user = userEvent.setup();
    render(
      <>
        <IconButton label="Close" icon={icon} />
        <IconButton label="Minimize" icon={icon} />
      </>,
    );
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Close');
    await user.hover(screen.getByRole('button', { name: 'Minimize' }));
    await wait(300);
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Minimize');
  });

  it('is portalled to the body with the theme of the widget around its button (dark mode)', async () => {
    const user = userEvent.setup();
    const dark = createChatTheme(darkChatColors).className;
    render(
      <div className={dark}>
        <IconButton label="Close" icon={icon} />
      </div>,
    );
    await user.tab();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.parentElement).toBe(document.body);
    expect(tooltip).toHaveClass(dark);
    expect(tooltip.style.transform).toMatch(/^translate\(/);
  });
});
