import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { RotateCaptcha } from '../../src/captcha/index.js';
import { loadImages, rotateData, stubRect } from './helpers.js';

function setup(props: Partial<Parameters<typeof RotateCaptcha>[0]> = {}) {
  const onConfirm = vi.fn();
  const onRotate = vi.fn();
  const utils = render(
    <RotateCaptcha locale="en" data={rotateData} onConfirm={onConfirm} onRotate={onRotate} {...props} />,
  );
  return { ...utils, onConfirm, onRotate, user: userEvent.setup() };
}

describe('RotateCaptcha', () => {
  it('is a slider from 0 to 360 with degrees as valuetext; confirm waits for the image', () => {
    const { container } = setup();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    loadImages(container);
    const slider = screen.getByRole('slider', { name: 'Rotation' });
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '360');
    expect(slider).toHaveAttribute('aria-valuetext', '0 degrees');
    expect(screen.getByAltText('Picture to rotate')).toBeInTheDocument();
    // The instruction says what the goal is, in both locales.
    expect(screen.getByText('Drag the slider to turn the picture upright')).toBeInTheDocument();
    expect(slider).toHaveAccessibleDescription(/^Turn the picture upright/);
  });

  it('turns 1 degree per arrow, 10 with Shift or Page keys; Enter sends an integer angle and resets', async () => {
    const { container, onConfirm, onRotate, user } = setup();
    loadImages(container);
    const slider = screen.getByRole('slider');
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowUp}{Shift>}{ArrowRight}{/Shift}{PageUp}{PageDown}{ArrowDown}');
    expect(slider).toHaveAttribute('aria-valuetext', '11 degrees');
    expect(onRotate).toHaveBeenLastCalledWith(11);
    const thumb = container.querySelector('[data-thumb]') as HTMLElement;
    expect(thumb.style.transform).toContain('rotate(11deg)');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '360');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    await user.keyboard('{PageUp}{Enter}');
    expect(onConfirm).toHaveBeenCalledWith(10, expect.any(Function));
    expect(slider).toHaveAttribute('aria-valuenow', '0');
  });

  it('shows the picture upright after success, until reset', async () => {
    const onConfirm = vi.fn((_angle: number, _reset: () => void) => true);
    const { container, user } = setup({ onConfirm, data: { ...rotateData, angle: 300 } });
    loadImages(container);
    screen.getByRole('slider').focus();
    await user.keyboard('{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{Enter}');
    expect(onConfirm).toHaveBeenCalledWith(60, expect.any(Function));
    const thumb = container.querySelector('[data-thumb]') as HTMLElement;
    expect(thumb.style.transform).toContain('rotate(0deg)');
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('confirms an integer angle on release of a drag, scaled coordinates included', async () => {
    const { container, onConfirm, user } = setup();
    loadImages(container);
    const track = container.querySelector('[data-slider-track]') as HTMLElement;
    stubRect(track, { left: 0, top: 0, width: 150, height: 16 });
    const slider = screen.getByRole('slider');
    // 256 px of run is 360 degrees; 37 client px at half scale are 74 px: 104.06... degrees.
    await user.pointer([
      { keys: '[MouseLeft>]', target: slider, coords: { clientX: 11, clientY: 5 } },
      { coords: { clientX: 48, clientY: 5 } },
      { keys: '[/MouseLeft]' },
    ]);
    expect(onConfirm).toHaveBeenCalledWith(104, expect.any(Function));
  });

  it('sets the angle with a tap on the track and sends it with the confirm button', async () => {
    const { container, onConfirm, user } = setup();
    loadImages(container);
    const track = container.querySelector('[data-slider-track]') as HTMLElement;
    stubRect(track, { left: 0, top: 0, width: 300, height: 32 });
    await user.pointer({ keys: '[MouseLeft]', target: track, coords: { clientX: 150, clientY: 10 } });
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '180 degrees');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith(180, expect.any(Function));
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
    expect((container.querySelector('[data-thumb]') as HTMLElement).style.transform).toContain('rotate(11deg)');
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
