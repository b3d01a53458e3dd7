import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ClickCaptcha } from '../../src/captcha/index.js';
import { clickData, loadImages, stubRect } from './helpers.js';

function setup(props: Partial<Parameters<typeof ClickCaptcha>[0]> = {}) {
  const onConfirm = vi.fn();
  const onClick = vi.fn();
  const utils = render(
    <ClickCaptcha locale="en" data={clickData} onConfirm={onConfirm} onClick={onClick} {...props} />,
  );
  const area = () => screen.getByRole('application', { name: 'Click area' });
  return { ...utils, onConfirm, onClick, area, user: userEvent.setup() };
}

describe('ClickCaptcha', () => {
  it('shows the title, the thumb with alt text, and a confirm disabled until the image loads', () => {
    const { container } = setup();
    expect(screen.getByText('Click the image below in order')).toBeInTheDocument();
    expect(screen.getByAltText('What to click, in order')).toHaveAttribute('width', '150');
    expect(screen.getByAltText('Verification image')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    loadImages(container);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('places numbered dots where clicked and sends them on confirm, then clears them', async () => {
    const { container, onConfirm, onClick, area, user } = setup();
    loadImages(container);
    stubRect(area(), { left: 10, top: 20, width: 300, height: 220 });
    await user.pointer({ keys: '[MouseLeft]', target: area(), coords: { clientX: 60, clientY: 70 } });
    await user.pointer({ keys: '[MouseLeft]', target: area(), coords: { clientX: 210, clientY: 120 } });
    expect(onClick).toHaveBeenNthCalledWith(1, 50, 50);
    expect(container.querySelectorAll('[data-dot]')).toHaveLength(2);
    expect(container.querySelector('[data-dot="2"]')).toHaveTextContent('2');
    expect(container.querySelector('[data-announcer]')).toHaveTextContent('Point 2 at 200, 100');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith(
      [
        { x: 50, y: 50, index: 1 },
        { x: 200, y: 100, index: 2 },
      ],
      expect.any(Function),
    );
    expect(container.querySelectorAll('[data-dot]')).toHaveLength(0);
  });

  it('on touch, a tap on a placed dot removes it and the later ones; Undo removes the last', async () => {
    const { container, onConfirm, area, user } = setup();
    loadImages(container);
    stubRect(area(), { left: 0, top: 0, width: 300, height: 220 });
    const tap = (clientX: number, clientY: number) =>
      user.pointer({ keys: '[TouchA]', target: area(), coords: { clientX, clientY } });
    await tap(50, 50);
    await tap(100, 50);
    await tap(150, 50);
    await tap(200, 50);
    expect(container.querySelectorAll('[data-dot]')).toHaveLength(4);
    await user.pointer({ keys: '[TouchA]', target: container.querySelector('[data-dot="2"]') as Element });
    expect(container.querySelectorAll('[data-dot]')).toHaveLength(1);
    expect(container.querySelector('[data-announcer]')).toHaveTextContent('Point 2 and the later ones removed');
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toBeVisible();
    await tap(120, 60);
    await user.click(undo);
    expect(container.querySelector('[data-announcer]')).toHaveTextContent('Point 2 removed');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm.mock.calls[0]?.[0]).toEqual([{ x: 50, y: 50, index: 1 }]);
    expect(undo).toHaveAttribute('aria-disabled', 'true');
  });

  it('draws the keyboard cursor under the dots, so the newest dot’s number stays readable', async () => {
    const { container, area, user } = setup();
    loadImages(container);
    area().focus();
    await user.keyboard(' ');
    const dot = container.querySelector('[data-dot="1"]') as HTMLElement;
    const cursor = container.querySelector('[data-cursor]') as HTMLElement;
    expect(dot.style.left).toBe(`${150 - 12}px`);
    expect(cursor.style.left).toBe('150px');
    // Same layer (z-index 2), so what comes later in the markup paints on top: the dot.
    expect(cursor.compareDocumentPosition(dot) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('converts client to image coordinates when CSS scales the widget', async () => {
    const { container, onConfirm, area, user } = setup();
    loadImages(container);
    stubRect(area(), { left: 0, top: 0, width: 150, height: 110 });
    await user.pointer({ keys: '[MouseLeft]', target: area(), coords: { clientX: 75, clientY: 55 } });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm.mock.calls[0]?.[0]).toEqual([{ x: 150, y: 110, index: 1 }]);
  });

  it('is solved with the keyboard: a cursor moved by arrows, Space/Enter place, Backspace removes', async () => {
    const { container, onConfirm, area, user } = setup();
    loadImages(container);
    await user.tab();
    expect(area()).toHaveFocus();
    expect(area()).toHaveAccessibleDescription(/Arrow keys move the cursor/);
    // The cursor starts in the centre (150, 110); 5 px per arrow, 20 with Shift.
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}{Enter}');
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}{ArrowDown}[Space]');
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}{Enter}');
    expect(container.querySelectorAll('[data-dot]')).toHaveLength(3);
    await user.keyboard('{Backspace}');
    expect(container.querySelector('[data-announcer]')).toHaveTextContent('Point 3 removed');
    expect(container.querySelectorAll('[data-dot]')).toHaveLength(2);
    await user.tab(); // close
    await user.tab(); // refresh
    await user.tab(); // undo
    await user.tab(); // confirm
    await user.keyboard('{Enter}');
    expect(onConfirm.mock.calls[0]?.[0]).toEqual([
      { x: 160, y: 105, index: 1 },
      { x: 140, y: 110, index: 2 },
    ]);
  });

  it('keeps the keyboard cursor inside the image', async () => {
    const { container, onConfirm, area, user } = setup();
    loadImages(container);
    area().focus();
    await user.keyboard('{Shift>}' + '{ArrowLeft}'.repeat(20) + '{ArrowUp}'.repeat(20) + '{/Shift}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm.mock.calls[0]?.[0]).toEqual([{ x: 0, y: 0, index: 1 }]);
  });

  it('ignores clicks before the image loads', async () => {
    const { container, onClick, area, user } = setup();
    await user.click(area());
    expect(onClick).not.toHaveBeenCalled();
    expect(container.querySelectorAll('[data-dot]')).toHaveLength(0);
  });

  it('clears the dots on close and on refresh', async () => {
    const onClose = vi.fn();
    const onRefresh = vi.fn();
    const { container, area, user } = setup({ onClose, onRefresh });
    loadImages(container);
    await user.click(area());
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(container.querySelectorAll('[data-dot]')).toHaveLength(0);
    await user.click(area());
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalled();
    expect(container.querySelectorAll('[data-dot]')).toHaveLength(0);
  });

  it('starts over, loading, when new data arrives', async () => {
    const { container, area, user, rerender } = setup();
    loadImages(container);
    await user.click(area());
    rerender(<ClickCaptcha locale="en" data={{ image: '/next.png', thumb: '/next-thumb.png' }} />);
    expect(container.querySelectorAll('[data-dot]')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows the error state for a non-string image (not an endless spinner), with a warning', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<ClickCaptcha locale="en" data={{ image: 42 as unknown as string, thumb: '' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('could not be loaded');
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('data.image must be a string'));
    spy.mockRestore();
  });
});
