import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { IconButton, Popover, TooltipProvider } from '../../src/primitives/index.js';
import { Chat } from '../../src/chat/index.js';
import { stubRect } from '../captcha/helpers.js';
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
    const button = screen.getByRole('button', { name: 'Attach a file' });
    // Timed from the pointer's arrival to the tooltip's: a busy machine can only make that longer, never
    // shorter (a fixed sleep shorter than the delay, then "not shown yet", failed when the sleep outlasted it).
    let arrived = 0;
    let shown = 0;
    button.addEventListener('pointermove', () => (arrived ||= performance.now()));
    const watch = new MutationObserver(() => {
      if (!shown && screen.queryByRole('tooltip')) shown = performance.now();
    });
    watch.observe(document.body, { childList: true, subtree: true });
    await user.hover(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Attach a file');
    watch.disconnect();
    expect(shown - arrived).toBeGreaterThanOrEqual(195);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows its tooltip again after it hid, at once on keyboard focus and on hover (mounted on first opening)', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <IconButton label="Emoji" icon={icon} />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Emoji' });
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Emoji');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.unhover(button);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(button).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Emoji');
    expect(button).not.toHaveAttribute('aria-describedby');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Emoji');
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
    stubRect(button, { left: 100, top: 100, width: 24, height: 24 });
    await user.pointer({ target: button, coords: { clientX: 112, clientY: 112 } });
    const tooltip = await screen.findByRole('tooltip');
    stubRect(tooltip, { left: 70, top: 70, width: 84, height: 26 });
    // Up out of the button, across the gap (inside Radix's grace area), onto the tooltip.
    await user.pointer({ target: document.body, coords: { clientX: 112, clientY: 98 } });
    await user.pointer({ target: tooltip, coords: { clientX: 112, clientY: 90 } });
    await wait(300);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Attach a file');
    await user.pointer({ target: button, coords: { clientX: 112, clientY: 110 } });
    await wait(300);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.pointer({ target: screen.getByText('Elsewhere'), coords: { clientX: 400, clientY: 400 } });
    await waitForNoTooltip();
  });

  it('hides when the pointer leaves the button away from the tooltip', async () => {
    const user = userEvent.setup();
    render(
      <>
        <IconButton label="Refresh" icon={icon} />
        <p>Elsewhere</p>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Refresh' });
    stubRect(button, { left: 100, top: 100, width: 24, height: 24 });
    await user.pointer({ target: button, coords: { clientX: 112, clientY: 112 } });
    stubRect(await screen.findByRole('tooltip'), { left: 70, top: 70, width: 84, height: 26 });
    // Down, away from the tooltip above the button.
    await user.pointer({ target: document.body, coords: { clientX: 112, clientY: 130 } });
    await user.pointer({ target: screen.getByText('Elsewhere'), coords: { clientX: 112, clientY: 160 } });
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

  it('marks the Escape that closes its tooltip handled, and leaves one alone when no tooltip is open', async () => {
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
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.keyboard('{Escape}');
    // The first and third reach the container unhandled; the second closed the tooltip and says so (the
    // chat window, like Radix's layers, leaves a handled Escape alone).
    expect(keys).toEqual([false, true, false]);
  });

  it('closes its tooltip alone on Escape inside the chat window, which the next Escape closes', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Chat defaultOpen onOpenChange={onOpenChange} participants={[]} messages={[]} />);
    // The window's Close (the launcher is "Close chat").
    const close = await screen.findByRole('button', { name: 'Close' });
    act(() => close.focus());
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    await user.tab();
    expect(close).toHaveFocus();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
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
    const wrapper = tooltip.closest('[data-radix-popper-content-wrapper]') as HTMLElement;
    expect(wrapper.parentElement).toBe(document.body);
    expect(tooltip).toHaveClass(dark);
    expect(wrapper.style.transform).toMatch(/^translate\(/);
  });

  it('is portalled into a native dialog holding its button (the top layer), not into a Radix one', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <dialog open aria-label="Native">
        <IconButton label="Refresh" icon={icon} />
      </dialog>,
    );
    await user.tab();
    expect(screen.getByRole('dialog', { name: 'Native' }).contains(screen.getByRole('tooltip'))).toBe(true);
    unmount();
    // Inside a Radix dialog's focus scope, Tab from the button would land on the dialog itself.
    render(
      <div role="dialog" aria-modal="true" aria-label="Radix">
        <IconButton label="Close" icon={icon} />
      </div>,
    );
    await user.tab();
    const wrapper = screen.getByRole('tooltip').closest('[data-radix-popper-content-wrapper]') as HTMLElement;
    expect(wrapper.parentElement).toBe(document.body);
  });

  it('flips to the other side when there is no room on its own', async () => {
    const user = userEvent.setup();
    Object.defineProperty(document.documentElement, 'clientWidth', { value: 800, configurable: true });
    Object.defineProperty(document.documentElement, 'clientHeight', { value: 600, configurable: true });
    try {
      render(<IconButton label="Close" icon={icon} />);
      const button = screen.getByRole('button', { name: 'Close' });
      stubRect(button, { left: 10, top: 0, width: 24, height: 24 });
      vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(60);
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(26);
      await user.tab();
      const tooltip = screen.getByRole('tooltip');
      await waitFor(() => expect(tooltip).toHaveAttribute('data-side', 'bottom'));
      // Centred on the button it would start at -8: kept 4 px inside the viewport.
      const wrapper = tooltip.closest('[data-radix-popper-content-wrapper]') as HTMLElement;
      expect(wrapper.style.transform).toMatch(/^translate\(4px, 28px\)/);
    } finally {
      vi.restoreAllMocks();
      Reflect.deleteProperty(document.documentElement, 'clientWidth');
      Reflect.deleteProperty(document.documentElement, 'clientHeight');
    }
  });

  it('shares one delay group: moving from one button to the next shows the next at once', async () => {
    const user = userEvent.setup();
    render(
      <TooltipProvider>
        <IconButton label="Close" icon={icon} />
        <IconButton label="Minimize" icon={icon} />
      </TooltipProvider>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    const minimize = screen.getByRole('button', { name: 'Minimize' });
    stubRect(close, { left: 100, top: 100, width: 24, height: 24 });
    stubRect(minimize, { left: 130, top: 100, width: 24, height: 24 });
    await user.pointer({ target: close, coords: { clientX: 112, clientY: 112 } });
    expect(screen.queryByRole('tooltip')).toBeNull();
    stubRect(await screen.findByRole('tooltip'), { left: 80, top: 70, width: 64, height: 26 });
    // Right, out of Close and across the gap (leaving the way to its tooltip), into Minimize.
    await user.pointer({ target: document.body, coords: { clientX: 127, clientY: 112 } });
    await user.pointer({ target: minimize, coords: { clientX: 140, clientY: 112 } });
    await user.pointer({ target: minimize, coords: { clientX: 142, clientY: 112 } });
    // No 200 ms wait this time.
    expect(screen.getByRole('tooltip')).toHaveTextContent('Minimize');
  });
});
