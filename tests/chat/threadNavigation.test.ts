import { describe, expect, it } from 'vitest';
import { activeIndexOf, messagesPerPage, navigateThread, threadPosition } from '../../src/chat/threadNavigation.js';

describe('navigateThread', () => {
  it('moves by one, by a page, and to either end, within the loaded messages', () => {
    expect(navigateThread('ArrowUp', 50, 100)).toBe(49);
    expect(navigateThread('ArrowDown', 50, 100)).toBe(51);
    expect(navigateThread('PageUp', 50, 100)).toBe(50 - messagesPerPage);
    expect(navigateThread('PageDown', 50, 100)).toBe(50 + messagesPerPage);
    expect(navigateThread('Home', 50, 100)).toBe(0);
    expect(navigateThread('End', 50, 100)).toBe(99);
  });

  it('stops at the first and the last message', () => {
    expect(navigateThread('ArrowUp', 0, 100)).toBe(0);
    expect(navigateThread('PageUp', 3, 100)).toBe(0);
    expect(navigateThread('ArrowDown', 99, 100)).toBe(99);
    expect(navigateThread('PageDown', 95, 100)).toBe(99);
    // An index out of the thread (the thread shrank) is brought back into it first.
    expect(navigateThread('ArrowUp', 500, 100)).toBe(98);
  });

  it('ignores other keys and empty threads', () => {
    expect(navigateThread('a', 5, 10)).toBeNull();
    expect(navigateThread('Tab', 5, 10)).toBeNull();
    expect(navigateThread('ArrowUp', 0, 0)).toBeNull();
  });
});

describe('activeIndexOf', () => {
  it('is the active key while it is loaded, else the newest', () => {
    expect(activeIndexOf(['a', 'b', 'c'], 'b')).toBe(1);
    expect(activeIndexOf(['a', 'b', 'c'], null)).toBe(2);
    expect(activeIndexOf(['a', 'c'], 'b')).toBe(1);
    expect(activeIndexOf([], null)).toBe(-1);
  });
});

describe('threadPosition', () => {
  it('counts from the true length when the host gives it', () => {
    expect(threadPosition(0, 50, { totalCount: 10_000, complete: false })).toEqual({ posinset: 9951, setsize: 10_000 });
    expect(threadPosition(49, 50, { totalCount: 10_000, complete: false })).toEqual({
      posinset: 10_000,
      setsize: 10_000,
    });
  });

  it('counts the loaded messages otherwise, with an unknown size while history remains', () => {
    expect(threadPosition(4, 50, { complete: false })).toEqual({ posinset: 5, setsize: -1 });
    expect(threadPosition(4, 50, { complete: true })).toEqual({ posinset: 5, setsize: 50 });
    // A true length shorter than what is loaded is wrong: it is not believed.
    expect(threadPosition(4, 50, { totalCount: 10, complete: true })).toEqual({ posinset: 5, setsize: 50 });
  });
});
