import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRef } from 'react';
import { RotateCaptcha, type CaptchaHandle, type RotateResult } from '../../src/captcha/index.js';
import { loadImages, rotateData, stubRect } from './helpers.js';

function setup(props: Partial<Parameters<typeof RotateCaptcha>[0]> = {}) {
  const onConfirm = vi.fn();
  const onRotate = vi.fn();
  const utils = render(
    <RotateCaptcha locale="en" data={rotateData} onConfirm={onConfirm} onRotate={onRotate} {...props} />,
  );
  return { ...utils, onConfirm, onRotate, user: userEvent.setup() };
}

/** The thumb on show (the other is hidden) and the turn of the disc that holds them. */
function shownThumb(container: HTMLElement) {
  const disc = container.querySelector('[data-thumb]') as HTMLElement;
  const shown = [...disc.querySelectorAll('img')].filter((img) => !img.hasAttribute('data-hidden'));
  return { src: shown.map((img) => img.getAttribute('src')), transform: disc.style.transform };
}

const announcer = (container: HTMLElement) => container.querySelector('[data-announcer]')?.textContent;

describe('RotateCaptcha', () => {
  it('is a slider from 0 to 360 with degrees as valuetext, for picture 1 of 2; the button waits for the image', () => {
    const { container } = setup();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(container.querySelector('[data-rotate-step]')).toBeNull();
    loadImages(container);
    const slider = screen.getByRole('slider', { name: 'Rotation, Picture 1 of 2' });
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '360');
    expect(slider).toHaveAttribute('aria-valuetext', '0 degrees');
    expect(container.querySelector('[data-rotate-step]')).toHaveTextContent('Picture 1 of 2');
    expect(shownThumb(container).src).toEqual(['/captcha/rotate-thumb.png']);
    expect(screen.getByRole('img', { name: 'Picture to rotate' })).toHaveAttribute('src', '/captcha/rotate-thumb.png');
    // The instruction says what the goal is, in both locales.
    expect(screen.getByText('Drag the slider to turn the picture upright')).toBeInTheDocument();
    expect(slider).toHaveAccessibleDescription(/^Turn each picture upright: arrow keys/);
  });

  it('turns 1 degree per arrow, 10 with Shift or Page keys; Enter goes on to picture 2, then sends both angles', async () => {
    const { container, onConfirm, onRotate, user } = setup();
    loadImages(container);
    const slider = screen.getByRole('slider');
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowUp}{Shift>}{ArrowRight}{/Shift}{PageUp}{PageDown}{ArrowDown}');
    expect(slider).toHaveAttribute('aria-valuetext', '11 degrees');
    expect(onRotate).toHaveBeenLastCalledWith(11, 0);
    expect(shownThumb(container).transform).toContain('rotate(11deg)');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '360');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    await user.keyboard('{PageUp}{Enter}');

    // Picture 2: the same slider, still focused, back at 0, named and announced for the step.
    expect(onConfirm).not.toHaveBeenCalled();
    expect(slider).toHaveFocus();
    expect(slider).toHaveAccessibleName('Rotation, Picture 2 of 2');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(announcer(container)).toBe('Picture 2 of 2');
    expect(container.querySelector('[data-rotate-step]')).toHaveTextContent('Picture 2 of 2');
    expect(shownThumb(container)).toEqual({
      src: ['/captcha/rotate-thumb-2.png'],
      transform: 'translate(-50%, -50%) rotate(0deg)',
    });
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    await user.keyboard('{End}{PageDown}{ArrowLeft}');
    expect(onRotate).toHaveBeenLastCalledWith(349, 1);
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledWith([10, 349], expect.any(Function));
    // No verdict: back to picture 1 at 0, to try again.
    expect(slider).toHaveAccessibleName('Rotation, Picture 1 of 2');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(shownThumb(container).src).toEqual(['/captcha/rotate-thumb.png']);
  });

  it('shows the second picture upright after success, until reset; reset starts again at picture 1', async () => {
    const onConfirm = vi.fn((_angles: RotateResult, _reset: () => void) => true);
    const ref = createRef<CaptchaHandle>();
    const { container, user } = setup({ onConfirm, data: { ...rotateData, angle: 300 }, ref });
    loadImages(container);
    screen.getByRole('slider').focus();
    await user.keyboard('{PageUp}{Enter}{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{Enter}');
    expect(onConfirm).toHaveBeenCalledWith([10, 60], expect.any(Function));
    expect(shownThumb(container)).toEqual({
      src: ['/captcha/rotate-thumb-2.png'],
      transform: 'translate(-50%, -50%) rotate(0deg)',
    });
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-disabled', 'true');
    ref.current?.reset();
    expect(await screen.findByRole('slider', { name: 'Rotation, Picture 1 of 2' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(shownThumb(container).src).toEqual(['/captcha/rotate-thumb.png']);
  });

  it('refresh and close start again at picture 1', async () => {
    const onRefresh = vi.fn();
    const onClose = vi.fn();
    const { container, user } = setup({ onRefresh, onClose });
    loadImages(container);
    for (const name of ['Refresh', 'Close']) {
      screen.getByRole('slider').focus();
      await user.keyboard('{PageUp}{Enter}{PageUp}');
      expect(screen.getByRole('slider')).toHaveAccessibleName('Rotation, Picture 2 of 2');
      await user.click(screen.getByRole('button', { name }));
      expect(screen.getByRole('slider')).toHaveAccessibleName('Rotation, Picture 1 of 2');
      expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '0');
    }
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('goes on to picture 2 on release of a drag, then confirms both integer angles, scaled coordinates included', async () => {
    const { container, onConfirm, user } = setup();
    loadImages(container);
    const track = container.querySelector('[data-slider-track]') as HTMLElement;
    stubRect(track, { left: 0, top: 0, width: 150, height: 16 });
    const slider = screen.getByRole('slider');
    // 256 px of run is 360 degrees; 37 client px at half scale are 74 px: 104.06... degrees.
    const drag = () =>
      user.pointer([
        { keys: '[MouseLeft>]', target: slider, coords: { clientX: 11, clientY: 5 } },
        { coords: { clientX: 48, clientY: 5 } },
        { keys: '[/MouseLeft]' },
      ]);
    await drag();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(slider).toHaveAccessibleName('Rotation, Picture 2 of 2');
    await drag();
    expect(onConfirm).toHaveBeenCalledWith([104, 104], expect.any(Function));
  });

  it('sets each angle with a tap on the track and sends them with Next, then Confirm', async () => {
    const { container, onConfirm, user } = setup();
    loadImages(container);
    const track = container.querySelector('[data-slider-track]') as HTMLElement;
    stubRect(track, { left: 0, top: 0, width: 300, height: 32 });
    await user.pointer({ keys: '[MouseLeft]', target: track, coords: { clientX: 150, clientY: 10 } });
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '180 degrees');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(announcer(container)).toBe('Picture 2 of 2');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '0 degrees');
    await user.pointer({ keys: '[MouseLeft]', target: track, coords: { clientX: 22, clientY: 10 } });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith([180, 0], expect.any(Function));
  });

  it('asks for one turn, confirmed as its integer angle (a number, as the spec says), when data has no secondThumb', async () => {
    const { container, onConfirm, user } = setup({ data: { ...rotateData, secondThumb: undefined } });
    loadImages(container);
    const slider = screen.getByRole('slider', { name: 'Rotation' });
    expect(container.querySelector('[data-rotate-step]')).toBeNull();
    slider.focus();
    await user.keyboard('{PageUp}');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith(10, expect.any(Function));
  });

  it('speaks and shows the steps in Chinese by default', async () => {
    const { container, user } = setup({ locale: undefined });
    loadImages(container);
    expect(screen.getByRole('button', { name: '下一张' })).toBeEnabled();
    screen.getByRole('slider', { name: '旋转角度, 第 1 张，共 2 张' }).focus();
    await user.keyboard('{Enter}');
    expect(announcer(container)).toBe('第 2 张，共 2 张');
    expect(screen.getByRole('button', { name: '确认' })).toBeEnabled();
  });

  it('shows the error state when the second thumb fails to load', () => {
    const { container } = setup();
    loadImages(container);
    fireEvent.error(container.querySelector('img[src="/captcha/rotate-thumb-2.png"]') as HTMLImageElement);
    expect(container.querySelector('[data-captcha]')).toHaveAttribute('data-state', 'error');
  });

  it('lays a level guide over the thumb once it has loaded: hidden from assistive tech, and it does not turn', async () => {
    const { container, user } = setup();
    expect(container.querySelector('[data-level-guide]')).toBeNull();
    loadImages(container);
    const guide = container.querySelector('[data-level-guide]') as HTMLElement;
    expect(guide).toHaveAttribute('aria-hidden', 'true');
    expect(guide.style.width).toBe('120px');
    // Three plumb and three level lines across the thumb's square.
    const path = guide.querySelector('path')?.getAttribute('d') ?? '';
    expect(path.match(/V120/g)).toHaveLength(3);
    expect(path.match(/H120/g)).toHaveLength(3);
    screen.getByRole('slider').focus();
    await user.keyboard('{PageUp}{ArrowRight}');
    expect(shownThumb(container).transform).toContain('rotate(11deg)');
    expect(guide.style.transform).not.toContain('rotate');
    // It takes no pointer: a tap on it reaches what lies under it.
    expect(guide.style.pointerEvents).toBe('none');
  });

  it('draws the thumb at its starting angle plus the turn, and clamps bad data', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <RotateCaptcha locale="en" data={{ ...rotateData, angle: 400, thumbSize: 9000 }} config={{ size: -1 }} />,
    );
    const thumb = container.querySelector('[data-thumb]') as HTMLElement;
    expect(thumb.style.transform).toContain('rotate(40deg)');
    expect(thumb.style.width).toBe('220px');
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
