import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, act } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { SlideCaptcha, type CaptchaHandle } from '../../src/captcha/index.js';
import { loadImages, slideData, stubRect } from './helpers.js';

function setup(props: Partial<Parameters<typeof SlideCaptcha>[0]> = {}) {
  const onConfirm = vi.fn();
  const onMove = vi.fn();
  const utils = render(<SlideCaptcha locale="en" data={slideData} onConfirm={onConfirm} onMove={onMove} {...props} />);
  return { ...utils, onConfirm, onMove, user: userEvent.setup() };
}

describe('SlideCaptcha', () => {
  it('shows the loading state and a disabled confirm until the image loads', () => {
    const { container } = setup();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(screen.getByRole('slider', { name: 'Slider' })).toHaveAttribute('aria-disabled', 'true');
    loadImages(container);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('is a slider with px values and a percent valuetext', () => {
    const { container } = setup();
    loadImages(container);
    const slider = screen.getByRole('slider', { name: 'Slider' });
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '240');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(slider).toHaveAttribute('aria-valuetext', '0 percent');
    expect(slider).toHaveAccessibleDescription(/Arrow keys/);
  });

  it('is solved with the keyboard: arrows, Shift, Page keys, Home/End, Enter confirms and resets', async () => {
    const { container, onConfirm, onMove, user } = setup();
    loadImages(container);
    const slider = screen.getByRole('slider');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    await user.tab();
    expect(slider).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '2');
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(slider).toHaveAttribute('aria-valuenow', '12');
    await user.keyboard('{PageUp}{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '21');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuetext', '100 percent');
    await user.keyboard('{Home}{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}');
    expect(slider).toHaveAttribute('aria-valuetext', '25 percent');
    expect(onMove).toHaveBeenLastCalledWith(60, 80);
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm.mock.calls[0]?.[0]).toEqual({ x: 60, y: 80 });
    expect(slider).toHaveAttribute('aria-valuenow', '0');
  });

  it('confirms on release of a handle drag, with the piece position in image px', async () => {
    const { container, onConfirm, user } = setup();
    loadImages(container);
    const slider = screen.getByRole('slider');
    // Track 300 wide, handle 44: 128 px of drag is half the run (256), so half of 0..240.
    await user.pointer([
      { keys: '[MouseLeft>]', target: slider, coords: { clientX: 22, clientY: 10 } },
      { coords: { clientX: 150, clientY: 10 } },
    ]);
    expect(slider).toHaveAttribute('aria-valuenow', '120');
    expect(container.querySelector('[data-captcha]')).toHaveAttribute('data-dragging');
    await user.pointer({ keys: '[/MouseLeft]', coords: { clientX: 150, clientY: 10 } });
    expect(onConfirm).toHaveBeenCalledWith({ x: 120, y: 80 }, expect.any(Function));
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(container.querySelector('[data-captcha]')).not.toHaveAttribute('data-dragging');
  });

  it('scales drags when CSS draws the widget at half size', async () => {
    const { container, onConfirm, user } = setup();
    loadImages(container);
    const track = container.querySelector('[data-slider-track]') as HTMLElement;
    stubRect(track, { left: 100, top: 0, width: 150, height: 16 });
    const slider = screen.getByRole('slider');
    await user.pointer([
      { keys: '[MouseLeft>]', target: slider, coords: { clientX: 111, clientY: 5 } },
      { coords: { clientX: 175, clientY: 5 } },
      { keys: '[/MouseLeft]' },
    ]);
    expect(onConfirm.mock.calls[0]?.[0]).toEqual({ x: 120, y: 80 });
  });

  it('moves the handle to a tap on the track without confirming; the confirm button sends it (no drag needed)', async () => {
    const { container, onConfirm, user } = setup();
    loadImages(container);
    const track = container.querySelector('[data-slider-track]') as HTMLElement;
    stubRect(track, { left: 0, top: 0, width: 300, height: 32 });
    await user.pointer({ keys: '[MouseLeft]', target: track, coords: { clientX: 278, clientY: 10 } });
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '240');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm.mock.calls[0]?.[0]).toEqual({ x: 240, y: 80 });
  });

  it('ends a drag on pointercancel without confirming, and ignores a second finger', async () => {
    const { container, onConfirm } = setup();
    loadImages(container);
    const slider = screen.getByRole('slider');
    const track = container.querySelector('[data-slider-track]') as HTMLElement;
    const fire = (type: string, init: PointerEventInit) =>
      act(() => {
        slider.dispatchEvent(new PointerEvent(type, { bubbles: true, isPrimary: true, ...init }));
      });
    fire('pointerdown', { pointerId: 1, pointerType: 'touch', clientX: 22 });
    fire('pointerdown', { pointerId: 2, pointerType: 'touch', clientX: 200 });
    fire('pointermove', { pointerId: 1, pointerType: 'touch', clientX: 86 });
    expect(slider).toHaveAttribute('aria-valuenow', '60');
    fire('pointercancel', { pointerId: 1, pointerType: 'touch' });
    expect(track.closest('[data-captcha]')).not.toHaveAttribute('data-dragging');
    fire('pointermove', { pointerId: 1, pointerType: 'touch', clientX: 200 });
    expect(slider).toHaveAttribute('aria-valuenow', '60');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('ends a drag when a mouse moves with no button down (a release it never saw)', () => {
    const { container, onConfirm } = setup();
    loadImages(container);
    const slider = screen.getByRole('slider');
    act(() => {
      slider.dispatchEvent(
        new PointerEvent('pointerdown', { bubbles: true, pointerId: 1, pointerType: 'mouse', button: 0, buttons: 1 }),
      );
      slider.dispatchEvent(
        new PointerEvent('pointermove', { bubbles: true, pointerId: 1, pointerType: 'mouse', buttons: 0, clientX: 99 }),
      );
    });
    expect(container.querySelector('[data-captcha]')).not.toHaveAttribute('data-dragging');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows and announces success or failure from the verdict, and reset clears it', async () => {
    let verdict = true;
    const onConfirm = vi.fn(() => verdict);
    const { container, user } = setup({ onConfirm });
    loadImages(container);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('status')).toHaveTextContent('Verified');
    expect(container.querySelector('[data-captcha]')).toHaveAttribute('data-state', 'success');
    const first = onConfirm.mock.calls[0] as unknown as [unknown, () => void];
    act(() => first[1]());
    verdict = false;
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('status')).toHaveTextContent('Verification failed');
    const reset = onConfirm.mock.calls[1] as unknown as [unknown, () => void];
    act(() => reset[1]());
    expect(container.querySelector('[data-captcha]')).toHaveAttribute('data-state', 'ready');
  });

  it('keeps the solved piece in place after success, with Confirm off until reset', async () => {
    const onConfirm = vi.fn((_point: unknown, _reset: () => void) => true);
    const { container, user } = setup({ onConfirm });
    loadImages(container);
    const slider = screen.getByRole('slider');
    slider.focus();
    await user.keyboard('{PageUp}{PageUp}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Verified');
    const piece = container.querySelector('[data-piece]') as HTMLElement;
    expect(piece.style.left).toBe('20px');
    expect(slider).toHaveAttribute('aria-valuenow', '20');
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await user.click(confirm);
    await user.keyboard('{End}{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(slider).toHaveAttribute('aria-valuenow', '20');
    act(() => onConfirm.mock.calls[0]?.[1]());
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(confirm).not.toHaveAttribute('aria-disabled');
  });

  it('shows the failure banner below the image, not over it, and puts the piece back to retry', async () => {
    const { container, user } = setup({ onConfirm: () => false });
    loadImages(container);
    screen.getByRole('slider').focus();
    await user.keyboard('{PageUp}{Enter}');
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Verification failed');
    const imageBox = screen.getByAltText('Verification image').closest('[data-image-box]') as HTMLElement;
    expect(imageBox).not.toContainElement(banner);
    expect(imageBox.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '0');
  });

  it('awaits a promised verdict', async () => {
    const { container, user } = setup({ onConfirm: () => Promise.resolve(true) });
    loadImages(container);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Verified')).toBeInTheDocument();
  });

  it('close and refresh call the host and reset the position and status', async () => {
    const onClose = vi.fn();
    const onRefresh = vi.fn();
    const { container, user } = setup({ onClose, onRefresh, defaultStatus: 'failure' });
    loadImages(container);
    const slider = screen.getByRole('slider');
    slider.focus();
    await user.keyboard('{End}');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(container.querySelector('[data-captcha]')).toHaveAttribute('data-state', 'ready');
    slider.focus();
    await user.keyboard('{End}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(slider).toHaveAttribute('aria-valuenow', '0');
  });

  it('has a ref with reset, clear, refresh and close', async () => {
    const ref = createRef<CaptchaHandle>();
    const onRefresh = vi.fn();
    const onClose = vi.fn();
    const { container, user } = setup({ onRefresh, onClose });
    // re-render with the ref
    container.remove();
    const second = render(
      <SlideCaptcha ref={ref} locale="en" data={slideData} onRefresh={onRefresh} onClose={onClose} />,
    );
    loadImages(second.container);
    const slider = second.getByRole('slider');
    slider.focus();
    await user.keyboard('{End}');
    act(() => ref.current?.clear());
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    act(() => ref.current?.refresh());
    act(() => ref.current?.close());
    act(() => ref.current?.reset());
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows an error state when the image fails, with confirm disabled', () => {
    const { container } = setup();
    const img = container.querySelector('img') as HTMLImageElement;
    act(() => {
      img.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('could not be loaded');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('uses go-captcha-react Chinese strings by default and accepts overrides', () => {
    render(<SlideCaptcha data={slideData} config={{ buttonText: 'OK' }} strings={{ refresh: 'New image' }} />);
    expect(screen.getByText('请拖动滑块完成拼图')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New image' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });

  it('clamps bad data and config instead of crashing, with a development warning', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <SlideCaptcha
        locale="en"
        data={{ ...slideData, thumbX: Number.NaN, thumbY: -40, thumbWidth: 900, thumbHeight: 60 }}
        config={{ width: 0, height: -5 }}
      />,
    );
    loadImages(container);
    const slider = screen.getByRole('slider');
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '0');
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it("marks the language of its built-in strings, and not of the host's", () => {
    const { container, rerender } = render(<SlideCaptcha data={slideData} />);
    expect(container.querySelector('[data-captcha]')).toHaveAttribute('lang', 'zh');
    rerender(<SlideCaptcha locale="en" data={slideData} />);
    expect(container.querySelector('[data-captcha]')).toHaveAttribute('lang', 'en');
    rerender(<SlideCaptcha data={slideData} strings={{ slideTitle: 'Schieben' }} />);
    expect(container.querySelector('[data-captcha]')).not.toHaveAttribute('lang');
  });

  it('offers another way when the host has one', async () => {
    const onRequestAlternative = vi.fn();
    const { user } = setup({ onRequestAlternative });
    const alternative = screen.getByRole('button', { name: 'Verify another way' });
    // Last in the tab order, after the confirm button.
    expect(screen.getByRole('button', { name: 'Confirm' }).compareDocumentPosition(alternative)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await user.click(alternative);
    expect(onRequestAlternative).toHaveBeenCalledTimes(1);
  });
});
