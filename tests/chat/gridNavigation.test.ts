import { describe, expect, it } from 'vitest';
import { moveInGrid, moveInTabs } from '../../src/chat/gridNavigation.js';

describe('grid navigation', () => {
  const grid = { count: 20, columns: 8 };
  it('moves by one, by a row, to row ends, and stops at the edges', () => {
    expect(moveInGrid(0, 'ArrowRight', grid)).toBe(1);
    expect(moveInGrid(0, 'ArrowLeft', grid)).toBe(0);
    expect(moveInGrid(3, 'ArrowDown', grid)).toBe(11);
    expect(moveInGrid(15, 'ArrowDown', grid)).toBe(15);
    expect(moveInGrid(10, 'Home', grid)).toBe(8);
    expect(moveInGrid(17, 'End', grid)).toBe(19);
    expect(moveInGrid(10, 'End', { ...grid, ctrl: true })).toBe(19);
    expect(moveInGrid(0, 'ArrowLeft', { ...grid, rtl: true })).toBe(1);
    expect(moveInGrid(0, 'a', grid)).toBeNull();
  });

  it('wraps around the tabs', () => {
    expect(moveInTabs(4, 'ArrowRight', 5)).toBe(0);
    expect(moveInTabs(0, 'ArrowLeft', 5)).toBe(4);
    expect(moveInTabs(0, 'ArrowLeft', 5, true)).toBe(1);
    expect(moveInTabs(2, 'End', 5)).toBe(4);
  });
});
