import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ClickCaptcha, RegionCaptcha, RotateCaptcha, SlideCaptcha } from '../../src/captcha/index.js';
import { createChallengeMaker, isSolved, DEFAULT_TOLERANCE } from '../../src/captcha/server/images/index.js';
import { loadImages } from './helpers.js';

// Real challenges from the server's maker (sharp, in Node), solved by keyboard in the widgets as a person
// would: the widget confirms a result the server's check accepts.
const maker = createChallengeMaker();

/**
 * Keys that move a value by about `delta`: Shift+arrow for `big` steps, then plain arrows for `small` ones
 * (the widgets' keyboard paths). `moved` is how far they move it.
 */
function keysFor(delta: number, big: number, small: number, plus: string, minus: string) {
  const key = delta >= 0 ? plus : minus;
  const bigCount = Math.floor(Math.abs(delta) / big);
  const smallCount = Math.round((Math.abs(delta) - bigCount * big) / small);
  const keys = `{Shift>}${`{${key}}`.repeat(bigCount)}{/Shift}${`{${key}}`.repeat(smallCount)}`;
  return { keys, moved: Math.sign(delta) * (bigCount * big + smallCount * small) };
}

describe('widgets fed challenges made on the server', () => {
  it('SlideCaptcha: the piece slid to its gap by keyboard passes the check', async () => {
    const { data, answer } = await maker.make('slide');
    const onConfirm = vi.fn();
    const { container } = render(<SlideCaptcha locale="en" data={data} onConfirm={onConfirm} />);
    loadImages(container);
    const user = userEvent.setup();
    screen.getByRole('slider', { name: 'Slider' }).focus();
    await user.keyboard(keysFor(answer.x - data.thumbX, 10, 1, 'ArrowRight', 'ArrowLeft').keys + '{Enter}');
    const result: unknown = onConfirm.mock.calls[0]?.[0];
    expect(result).toEqual({ x: answer.x, y: data.thumbY });
    expect(isSolved('slide', answer, result as never, DEFAULT_TOLERANCE)).toBe(true);
  });

  it('RegionCaptcha: the tile moved to its gap by keyboard passes the check', async () => {
    const { data, answer } = await maker.make('region');
    const onConfirm = vi.fn();
    const { container } = render(<RegionCaptcha locale="en" data={data} onConfirm={onConfirm} />);
    loadImages(container);
    const user = userEvent.setup();
    screen.getByRole('button', { name: /^Puzzle tile/ }).focus();
    await user.keyboard(
      keysFor(answer.x - data.thumbX, 20, 5, 'ArrowRight', 'ArrowLeft').keys +
        keysFor(answer.y - data.thumbY, 20, 5, 'ArrowDown', 'ArrowUp').keys +
        '{Enter}',
    );
    const result = onConfirm.mock.calls[0]?.[0] as { x: number; y: number };
    expect(Math.abs(result.x - answer.x)).toBeLessThanOrEqual(3);
    expect(Math.abs(result.y - answer.y)).toBeLessThanOrEqual(3);
    expect(isSolved('region', answer, result, DEFAULT_TOLERANCE)).toBe(true);
  });

  it('ClickCaptcha: the glyphs picked in order with the keyboard cursor pass the check', async () => {
    const { data, answer } = await maker.make('click');
    const onConfirm = vi.fn();
    const { container } = render(<ClickCaptcha locale="en" data={data} onConfirm={onConfirm} />);
    loadImages(container);
    const user = userEvent.setup();
    screen.getByRole('application', { name: 'Click area' }).focus();
    let cursor = { x: 150, y: 110 };
    for (const target of answer.points) {
      const across = keysFor(target.x - cursor.x, 20, 5, 'ArrowRight', 'ArrowLeft');
      const down = keysFor(target.y - cursor.y, 20, 5, 'ArrowDown', 'ArrowUp');
      await user.keyboard(across.keys + down.keys + '{Enter}');
      cursor = { x: cursor.x + across.moved, y: cursor.y + down.moved };
    }
    expect(container.querySelectorAll('[data-dot]')).toHaveLength(answer.points.length);
    screen.getByRole('button', { name: 'Confirm' }).focus();
    await user.keyboard('{Enter}');
    const result = onConfirm.mock.calls[0]?.[0] as Array<{ x: number; y: number; index: number }>;
    expect(result.map((dot) => dot.index)).toEqual(answer.points.map((_, i) => i + 1));
    expect(isSolved('click', answer, result, DEFAULT_TOLERANCE)).toBe(true);
  });

  it('RotateCaptcha: both thumbs turned upright by keyboard, one after the other, pass the check', async () => {
    const { data, answer } = await maker.make('rotate');
    const onConfirm = vi.fn();
    const { container } = render(<RotateCaptcha locale="en" data={data} onConfirm={onConfirm} />);
    loadImages(container);
    const user = userEvent.setup();
    screen.getByRole('slider', { name: 'Rotation, Picture 1 of 2' }).focus();
    for (const angle of answer.angles)
      await user.keyboard(keysFor(angle, 10, 1, 'ArrowRight', 'ArrowLeft').keys + '{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    const result: unknown = onConfirm.mock.calls[0]?.[0];
    expect(result).toEqual(answer.angles);
    expect(isSolved('rotate', answer, result as number[], DEFAULT_TOLERANCE)).toBe(true);
  });
});
