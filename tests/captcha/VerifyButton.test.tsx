import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { SlideCaptcha, VerifyButton } from '../../src/captcha/index.js';
import { createChatTheme, darkChatColors } from '../../src/theme/index.js';
import { loadImages, slideData, stubRect } from './helpers.js';

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('style');
  Reflect.deleteProperty(document.documentElement, 'clientWidth');
  Reflect.deleteProperty(document.documentElement, 'clientHeight');
});

/** The element Radix's popper places (the panel is inside it). */
const wrapperOf = (panel: HTMLElement) => panel.closest('[data-radix-popper-content-wrapper]') as HTMLElement;

/** Opens the popover of `button` placed at `rect`, in a 1000 x 700 viewport, the panel 326 x 330. */
async function openSized(
  user: ReturnType<typeof userEvent.setup>,
  button: HTMLElement,
  rect: { left: number; top: number; width: number; height: number },
) {
  Object.defineProperty(document.documentElement, 'clientWidth', { value: 1000, configurable: true });
  Object.defineProperty(document.documentElement, 'clientHeight', { value: 700, configurable: true });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(326);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(330);
  stubRect(button, rect);
  await user.click(button);
  return screen.getByRole('dialog', { name: 'Human verification' });
}

/** A verify button opening a slide captcha, and a button after it that takes focus elsewhere. */
function renderBesideElsewhere(props: Partial<ComponentProps<typeof VerifyButton>> = {}) {
  return render(
    <>
      <VerifyButton locale="en" captcha={<SlideCaptcha locale="en" data={slideData} />} {...props} />
      <button type="button">Elsewhere</button>
    </>,
  );
}

describe('VerifyButton', () => {
  it('is a 330 x 44 button with the default text, calling onClick', async () => {
    const onClick = vi.fn();
    render(<VerifyButton onClick={onClick} />);
    const button = screen.getByRole('button', { name: '点击按键进行验证' });
    expect(button.style.width).toBe('330px');
    expect(button.style.minHeight).toBe('44px');
    expect(button.style.padding).toBe('12px 16px');
    await userEvent.setup().click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('says its type in words and icon, not colour alone', () => {
    const { rerender } = render(<VerifyButton locale="en" type="success" />);
    expect(screen.getByRole('button')).toHaveAccessibleName('Verified: Click to verify');
    expect(screen.getByRole('button')).toHaveAttribute('data-type', 'success');
    rerender(<VerifyButton locale="en" type="error" title="Try again" />);
    expect(screen.getByRole('button')).toHaveAccessibleName('Error: Try again');
    rerender(<VerifyButton locale="en" type="warn" />);
    expect(screen.getByRole('button')).toHaveAccessibleName('Warning: Click to verify');
    // A title that already says the state is not read twice ("Verified: Verified").
    rerender(<VerifyButton locale="en" type="success" title="Verified" />);
    expect(screen.getByRole('button')).toHaveAccessibleName('Verified');
    rerender(<VerifyButton type="success" title="已通过验证" />);
    expect(screen.getByRole('button')).toHaveAccessibleName('已通过验证');
  });

  it('can be disabled', async () => {
    const onClick = vi.fn();
    render(<VerifyButton locale="en" disabled onClick={onClick} />);
    await userEvent.setup().click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toBeDisabled();
  });

  it('opens a captcha in a popover and reflects the result', async () => {
    const user = userEvent.setup();
    render(
      <VerifyButton
        locale="en"
        captcha={({ close, setType }) => (
          <SlideCaptcha
            locale="en"
            data={slideData}
            onConfirm={(point) => {
              const ok = point.x === 120;
              setType(ok ? 'success' : 'error');
              if (ok) close();
              return ok;
            }}
          />
        )}
      />,
    );
    const button = screen.getByRole('button', { name: 'Click to verify' });
    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Human verification' })).toBeInTheDocument();
    loadImages(screen.getByRole('dialog'));
    const slider = screen.getByRole('slider');
    slider.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAccessibleName('Error: Click to verify');
    await user.keyboard('{PageUp}'.repeat(12) + '{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveAccessibleName('Verified: Click to verify');
    expect(button).toHaveFocus();
  });

  it('opens a captcha in a modal dialog, closed by Escape with focus back on the button', async () => {
    const user = userEvent.setup();
    render(<VerifyButton locale="en" container="dialog" captcha={<SlideCaptcha locale="en" data={slideData} />} />);
    const button = screen.getByRole('button', { name: 'Click to verify' });
    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Human verification' })).toBeInTheDocument();
    // Focus lands on the first control (Close) without popping its tooltip up, so one Escape closes the dialog.
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('popover: focus moves in, Escape closes it and focus returns; the button says it is expanded', async () => {
    const user = userEvent.setup();
    renderBesideElsewhere();
    const button = screen.getByRole('button', { name: 'Click to verify' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const panel = screen.getByRole('dialog', { name: 'Human verification' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([false, true])('mirrors its panel inside a right-to-left block (dialog: %s)', async (dialog) => {
    const user = userEvent.setup();
    render(
      <div dir="rtl">
        <VerifyButton
          locale="en"
          container={dialog ? 'dialog' : 'popover'}
          captcha={<SlideCaptcha locale="en" data={slideData} />}
        />
      </div>,
    );
    await user.click(screen.getByRole('button', { name: 'Click to verify' }));
    // Portalled to <body>, outside the block: the panel carries the button's direction itself.
    const panel = screen.getByRole('dialog');
    expect(panel.closest('[dir="rtl"]')).toBe(panel);
    await user.keyboard('{Escape}');
    render(<VerifyButton locale="en" captcha={<SlideCaptcha locale="en" data={slideData} />} />);
    await user.click(screen.getAllByRole('button', { name: 'Click to verify' })[1]!);
    expect(screen.getByRole('dialog')).toHaveAttribute('dir', 'ltr');
  });

  it('popover: a press outside closes it, leaving focus where the user put it; the button toggles it', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderBesideElsewhere({ onOpenChange });
    const button = screen.getByRole('button', { name: 'Click to verify' });
    await user.click(button);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    // The button opens it, and a second press on the button closes it.
    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Human verification' })).toBeInTheDocument();
    await user.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('popover: closes when focus leaves it, not when it goes back to the button', async () => {
    const user = userEvent.setup();
    renderBesideElsewhere();
    const button = screen.getByRole('button', { name: 'Click to verify' });
    await user.click(button);
    act(() => button.focus());
    expect(screen.getByRole('dialog', { name: 'Human verification' })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('popover: placed under the button, lined up with its start edge, flipped above without room', async () => {
    const user = userEvent.setup();
    render(<VerifyButton locale="en" captcha={<SlideCaptcha locale="en" data={slideData} />} />);
    const button = screen.getByRole('button', { name: 'Click to verify' });
    const panel = await openSized(user, button, { left: 100, top: 50, width: 330, height: 44 });
    await waitFor(() => expect(wrapperOf(panel).style.transform).toBe('translate(100px, 100px)'));
    expect(panel).toHaveAttribute('data-side', 'bottom');
    // Scrolled down to the bottom of the viewport: above the button.
    stubRect(button, { left: 100, top: 600, width: 330, height: 44 });
    fireEvent.scroll(window);
    await waitFor(() => expect(wrapperOf(panel).style.transform).toBe(`translate(100px, ${600 - 6 - 330}px)`));
    expect(panel).toHaveAttribute('data-side', 'top');
  });

  it("popover: right to left, it takes the direction and lines up with the button's right edge", async () => {
    const user = userEvent.setup();
    render(
      <div dir="rtl">
        <VerifyButton locale="en" captcha={<SlideCaptcha locale="en" data={slideData} />} />
      </div>,
    );
    const button = screen.getByRole('button', { name: 'Click to verify' });
    const panel = await openSized(user, button, { left: 100, top: 50, width: 330, height: 44 });
    expect(panel).toHaveAttribute('dir', 'rtl');
    // The panel's right edge on the button's: 100 + 330 - 326.
    await waitFor(() => expect(wrapperOf(panel).style.transform).toBe('translate(104px, 100px)'));
  });

  it('carries the theme of the widget around the button into its portalled panel (dark mode), both ways', async () => {
    const user = userEvent.setup();
    const dark = createChatTheme(darkChatColors).className;
    const { rerender } = render(
      <div className={dark}>
        <VerifyButton locale="en" captcha={<SlideCaptcha locale="en" data={slideData} />} />
      </div>,
    );
    await user.click(screen.getByRole('button', { name: 'Click to verify' }));
    expect(screen.getByRole('dialog', { name: 'Human verification' })).toHaveClass(dark);
    await user.keyboard('{Escape}');
    rerender(
      <div className={dark}>
        <VerifyButton locale="en" container="dialog" captcha={<SlideCaptcha locale="en" data={slideData} />} />
      </div>,
    );
    await user.click(screen.getByRole('button', { name: 'Click to verify' }));
    expect(screen.getByRole('dialog', { name: 'Human verification' })).toHaveClass(dark);
  });

  it('dialog: named by its title, closed by a press on the overlay, focus back on the button', async () => {
    const user = userEvent.setup();
    render(<VerifyButton locale="en" container="dialog" captcha={<SlideCaptcha locale="en" data={slideData} />} />);
    const button = screen.getByRole('button', { name: 'Click to verify' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Human verification' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('aria-labelledby', screen.getByRole('heading', { name: 'Human verification' }).id);
    // A press inside keeps it open.
    await user.click(screen.getByRole('slider'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(document.querySelector('body > [data-state="open"]:not([role])') as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('dialog: the page behind is hidden from assistive technology and does not scroll', async () => {
    const user = userEvent.setup();
    renderBesideElsewhere({ container: 'dialog' });
    await user.click(screen.getByRole('button', { name: 'Click to verify' }));
    expect(screen.getByRole('dialog', { name: 'Human verification' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Elsewhere' })).toBeNull();
    expect(document.body).toHaveAttribute('data-scroll-locked');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
  });

  it("dialog: a captcha button's tooltip opens above it, Escape closes the tooltip alone, Tab goes on", async () => {
    const user = userEvent.setup();
    render(<VerifyButton locale="en" container="dialog" captcha={<SlideCaptcha locale="en" data={slideData} />} />);
    const button = screen.getByRole('button', { name: 'Click to verify' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Human verification' });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    const tooltip = screen.getByRole('tooltip');
    // In the body, out of the dialog's focus scope, where Tab from its button landed on the dialog itself.
    expect(dialog.contains(tooltip)).toBe(false);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Human verification' })).toBeInTheDocument();
    // Tab goes on to the captcha's next control (the keyboard tour, in Chromium, checks it is the slider).
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(dialog);
    expect(screen.getByRole('button', { name: 'Refresh' })).not.toHaveFocus();
    // That control is an icon button too (jsdom loads no image, so the slider is not ready): its tooltip
    // takes the first Escape, the dialog the second.
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('falls back to default for an unknown type and bad sizes, with a warning', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<VerifyButton type={'odd' as 'default'} config={{ width: -3, height: Number.NaN }} />);
    expect(screen.getByRole('button')).toHaveAttribute('data-type', 'default');
    expect(screen.getByRole('button').style.width).toBe('330px');
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
