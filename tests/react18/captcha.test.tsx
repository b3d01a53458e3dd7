import { act, createRef, version } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { render18 as render } from './render.js';
import {
  ClickCaptcha,
  RegionCaptcha,
  RotateCaptcha,
  SlideCaptcha,
  VerifyButton,
  type CaptchaHandle,
} from '../../src/captcha/index.js';

const slide = { image: '/bg.png', thumb: '/piece.png', thumbX: 0, thumbY: 80, thumbWidth: 60, thumbHeight: 60 };

function loadAll(root: ParentNode) {
  act(() => {
    root.querySelectorAll('img').forEach((img) => fireEvent.load(img));
  });
}

describe('captcha widgets on React 18.3', () => {
  it('runs on React 18.3', () => {
    expect(version).toMatch(/^18\.3\./);
  });

  it('ClickCaptcha: places a point with the keyboard and confirms', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const ref = createRef<CaptchaHandle>();
    const container = render(
      <ClickCaptcha ref={ref} locale="en" data={{ image: '/a.png', thumb: '/t.png' }} onConfirm={onConfirm} />,
    );
    loadAll(container);
    screen.getByRole('application', { name: 'Click area' }).focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm.mock.calls[0]?.[0]).toEqual([{ x: 150, y: 110, index: 1 }]);
    expect(typeof ref.current?.reset).toBe('function');
  });

  it('SlideCaptcha: moves with the keyboard and confirms with Enter', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const container = render(<SlideCaptcha locale="en" data={slide} onConfirm={onConfirm} />);
    loadAll(container);
    screen.getByRole('slider').focus();
    await user.keyboard('{End}{Enter}');
    expect(onConfirm.mock.calls[0]?.[0]).toEqual({ x: 240, y: 80 });
  });

  it('RegionCaptcha: drags the tile and confirms on release', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const container = render(<RegionCaptcha locale="en" data={slide} onConfirm={onConfirm} />);
    loadAll(container);
    const tile = container.querySelector('[data-tile]') as HTMLElement;
    await user.pointer([
      { keys: '[MouseLeft>]', target: tile, coords: { clientX: 10, clientY: 10 } },
      { coords: { clientX: 40, clientY: 30 } },
      { keys: '[/MouseLeft]' },
    ]);
    expect(onConfirm.mock.calls[0]?.[0]).toEqual({ x: 30, y: 100 });
  });

  it('RotateCaptcha: turns with the keyboard and shows the verdict', async () => {
    const user = userEvent.setup();
    const container = render(
      <RotateCaptcha
        locale="en"
        data={{ image: '/a.png', thumb: '/t.png', angle: 0, thumbSize: 100 }}
        onConfirm={() => true}
      />,
    );
    loadAll(container);
    screen.getByRole('slider').focus();
    await user.keyboard('{PageUp}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Verified');
  });

  it('VerifyButton: opens its captcha in a popover', async () => {
    const user = userEvent.setup();
    render(<VerifyButton locale="en" captcha={<SlideCaptcha locale="en" data={slide} />} />);
    await user.click(screen.getByRole('button', { name: 'Click to verify' }));
    expect(screen.getByRole('dialog', { name: 'Human verification' })).toBeInTheDocument();
  });

  it('VerifyButton: one Escape closes its dialog (focus lands on Close without popping its tooltip up)', async () => {
    const user = userEvent.setup();
    render(<VerifyButton locale="en" container="dialog" captcha={<SlideCaptcha locale="en" data={slide} />} />);
    const button = screen.getByRole('button', { name: 'Click to verify' });
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(button).toHaveFocus());
  });
});
