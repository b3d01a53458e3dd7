import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { RegionCaptcha } from '../../src/captcha/index.js';
import { loadImages, slideData, stubRect } from './helpers.js';

const regionData = { ...slideData, thumbX: 20, thumbY: 30, thumbWidth: 50, thumbHeight: 40 };

function setup(props: Partial<Parameters<typeof RegionCaptcha>[0]> = {}) {
  const onConfirm = vi.fn();
  const onMove = vi.fn();
  const utils = render(
    <RegionCaptcha locale="en" data={regionData} onConfirm={onConfirm} onMove={onMove} {...props} />,
  );
  loadImages(utils.container);
  const tile = () => screen.getByRole('button', { name: /^Puzzle tile at/ });
  return { ...utils, onConfirm, onMove, tile, user: userEvent.setup() };
}

describe('RegionCaptcha', () => {
  it('shows the region title and a tile named with its position', () => {
    const { tile } = setup();
    expect(screen.getByText('Drag the tile to complete the puzzle')).toBeInTheDocument();
    expect(tile()).toHaveAccessibleName('Puzzle tile at 20, 30');
    expect(tile()).toHaveAccessibleDescription(/Arrow keys move the tile/);
    expect(screen.getByAltText('Puzzle tile')).toBeInTheDocument();
  });

  it('confirms the tile position on release of a drag, then resets', async () => {
    const { onConfirm, onMove, tile, user } = setup();
    await user.pointer([
      { keys: '[MouseLeft>]', target: tile(), coords: { clientX: 100, clientY: 100 } },
      { coords: { clientX: 150, clientY: 160 } },
    ]);
    expect(onMove).toHaveBeenLastCalledWith(70, 90);
    await user.pointer({ keys: '[/MouseLeft]', coords: { clientX: 150, clientY: 160 } });
    expect(onConfirm).toHaveBeenCalledWith({ x: 70, y: 90 }, expect.any(Function));
    expect(tile()).toHaveAccessibleName('Puzzle tile at 20, 30');
  });

  it('keeps the tile inside the image by default (scope)', async () => {
    const { onConfirm, tile, user } = setup();
    await user.pointer([
      { keys: '[MouseLeft>]', target: tile(), coords: { clientX: 100, clientY: 100 } },
      { coords: { clientX: 900, clientY: -400 } },
      { keys: '[/MouseLeft]' },
    ]);
    expect(onConfirm.mock.calls[0]?.[0]).toEqual({ x: 250, y: 0 });
  });

  it('ignores a negative position when scope is off', async () => {
    const { onConfirm, tile, container, user } = setup({ config: { scope: false } });
    await user.pointer([
      { keys: '[MouseLeft>]', target: tile(), coords: { clientX: 100, clientY: 100 } },
      { coords: { clientX: 40, clientY: 100 } },
      { keys: '[/MouseLeft]' },
    ]);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(container.querySelector('[data-announcer]')).toHaveTextContent('Position outside the image, not sent');
    expect(tile()).toHaveAccessibleName('Puzzle tile at 20, 30');
  });

  it('scales drags when CSS draws the widget at half size', async () => {
    const { onConfirm, tile, container, user } = setup();
    stubRect(container.querySelector('[data-region-surface]') as Element, { left: 0, top: 0, width: 150, height: 110 });
    await user.pointer([
      { keys: '[MouseLeft>]', target: tile(), coords: { clientX: 20, clientY: 20 } },
      { coords: { clientX: 45, clientY: 40 } },
      { keys: '[/MouseLeft]' },
    ]);
    expect(onConfirm.mock.calls[0]?.[0]).toEqual({ x: 70, y: 70 });
  });

  it('moves without dragging: tap the tile, then tap where it goes, then confirm', async () => {
    const { onConfirm, tile, container, user } = setup();
    const surface = container.querySelector('[data-region-surface]') as HTMLElement;
    stubRect(surface, { left: 0, top: 0, width: 300, height: 220 });
    await user.click(tile());
    expect(tile()).toHaveAttribute('aria-pressed', 'true');
    expect(container.querySelector('[data-announcer]')).toHaveTextContent('Tile selected');
    await user.pointer({ keys: '[MouseLeft]', target: surface, coords: { clientX: 200, clientY: 100 } });
    expect(tile()).toHaveAccessibleName('Puzzle tile at 175, 80');
    expect(tile()).toHaveAttribute('aria-pressed', 'false');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm.mock.calls[0]?.[0]).toEqual({ x: 175, y: 80 });
  });

  it('leaves the tile where it was solved, and never covers it with the failure banner', async () => {
    let verdict = true;
    const { tile, user, container } = setup({ onConfirm: vi.fn(() => verdict) });
    tile().focus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(tile()).toHaveAccessibleName('Puzzle tile at 25, 30');
    expect(tile()).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tile()).toHaveAccessibleName('Puzzle tile at 25, 30');
    act(() => (container.querySelector('[data-captcha-refresh]') as HTMLElement).click());
    verdict = false;
    tile().focus();
    await user.keyboard('{ArrowRight}{Enter}');
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Verification failed');
    expect(tile().closest('[data-captcha]')).toContainElement(banner);
    expect(tile().parentElement).not.toContainElement(banner);
  });

  it('is solved with the keyboard: arrows (Shift for 20) move the tile, Enter confirms', async () => {
    const { onConfirm, tile, container, user } = setup();
    tile().focus();
    await user.keyboard('{ArrowRight}{Shift>}{ArrowDown}{/Shift}{ArrowLeft}{ArrowLeft}');
    expect(tile()).toHaveAccessibleName('Puzzle tile at 15, 50');
    expect(container.querySelector('[data-announcer]')).toHaveTextContent('Puzzle tile at 15, 50');
    await user.keyboard('{Shift>}' + '{ArrowLeft}'.repeat(5) + '{/Shift}');
    await user.keyboard('{Enter}');
    expect(onConfirm.mock.calls[0]?.[0]).toEqual({ x: 0, y: 50 });
  });

  it('ends a drag on lostpointercapture without confirming', () => {
    const { onConfirm, tile, container } = setup();
    act(() => {
      tile().dispatchEvent(
        new PointerEvent('pointerdown', { bubbles: true, pointerId: 3, pointerType: 'pen', clientX: 10 }),
      );
      tile().dispatchEvent(
        new PointerEvent('pointermove', { bubbles: true, pointerId: 3, pointerType: 'pen', clientX: 60 }),
      );
    });
    expect(container.querySelector('[data-captcha]')).toHaveAttribute('data-dragging');
    act(() => {
      tile().dispatchEvent(new PointerEvent('lostpointercapture', { bubbles: true, pointerId: 3, pointerType: 'pen' }));
    });
    expect(container.querySelector('[data-captcha]')).not.toHaveAttribute('data-dragging');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('resets the tile on refresh', async () => {
    const onRefresh = vi.fn();
    const { tile, user } = setup({ onRefresh });
    tile().focus();
    await user.keyboard('{ArrowRight}');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalled();
    expect(tile()).toHaveAccessibleName('Puzzle tile at 20, 30');
  });
});
