import { describe, expect, it } from 'vitest';
import { movePointForKey, sliderValueForKey } from '../../src/captcha/keyboard.js';

describe('captcha keyboard steps', () => {
  const at = (key: string, value: number, shiftKey = false) =>
    sliderValueForKey(key, { value, min: 0, max: 360, step: 1, bigStep: 10, shiftKey });

  it('steps a slider as the ARIA slider pattern says', () => {
    expect(at('ArrowRight', 5)).toBe(6);
    expect(at('ArrowUp', 5)).toBe(6);
    expect(at('ArrowLeft', 5)).toBe(4);
    expect(at('ArrowDown', 5)).toBe(4);
    expect(at('ArrowRight', 5, true)).toBe(15);
    expect(at('PageUp', 5)).toBe(15);
    expect(at('PageDown', 5)).toBe(0);
    expect(at('Home', 100)).toBe(0);
    expect(at('End', 100)).toBe(360);
    expect(at('ArrowRight', 360)).toBe(360);
    expect(at('a', 5)).toBeNull();
  });

  it('trades Left and Right on a mirrored (right-to-left) slider; Up, Down, Page, Home and End stay', () => {
    const rtl = (key: string, value: number, shiftKey = false) =>
      sliderValueForKey(key, { value, min: 0, max: 360, shiftKey, rtl: true });
    expect(rtl('ArrowLeft', 5)).toBe(6);
    expect(rtl('ArrowRight', 5)).toBe(4);
    expect(rtl('ArrowLeft', 5, true)).toBe(15);
    expect(rtl('ArrowUp', 5)).toBe(6);
    expect(rtl('ArrowDown', 5)).toBe(4);
    expect(rtl('PageUp', 5)).toBe(15);
    expect(rtl('Home', 100)).toBe(0);
    expect(rtl('End', 100)).toBe(360);
  });

  it('moves a point by 5, or 20 with Shift, inside bounds', () => {
    const o = { maxX: 100, maxY: 50 };
    expect(movePointForKey('ArrowRight', { x: 0, y: 0 }, o)).toEqual({ x: 5, y: 0 });
    expect(movePointForKey('ArrowDown', { x: 0, y: 0 }, { ...o, shiftKey: true })).toEqual({ x: 0, y: 20 });
    expect(movePointForKey('ArrowUp', { x: 0, y: 0 }, o)).toEqual({ x: 0, y: 0 });
    expect(movePointForKey('ArrowRight', { x: 98, y: 0 }, o)).toEqual({ x: 100, y: 0 });
    expect(movePointForKey('Enter', { x: 0, y: 0 }, o)).toBeNull();
  });
});
