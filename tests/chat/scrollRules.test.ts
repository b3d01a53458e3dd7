import { describe, expect, it } from 'vitest';
import {
  aheadOnly,
  decideScroll,
  diffKeys,
  distanceFromBottom,
  followsRowAbove,
  prependedOffset,
  keyScrollTop,
  reachedTop,
  withPinned,
} from '../../src/chat/scrollRules.js';

const at = (scrollTop: number, scrollHeight = 3000, clientHeight = 400) => ({ scrollTop, scrollHeight, clientHeight });
const base = { firstDisplay: false, alwaysScrollToBottom: false, appendedByMe: false, contentGrewAtBottom: false };

describe('scroll rules', () => {
  it('measures the distance from the bottom', () => {
    expect(distanceFromBottom(at(2600))).toBe(0);
    expect(distanceFromBottom(at(2000))).toBe(600);
    expect(distanceFromBottom(at(3000))).toBe(0);
  });

  it('tells prepended and appended keys apart', () => {
    expect(diffKeys(['a', 'b'], ['x', 'a', 'b', 'c'])).toEqual({ prepended: 1, appended: ['c'], replaced: false });
    expect(diffKeys(['a', 'b'], ['a', 'b'])).toEqual({ prepended: 0, appended: [], replaced: false });
    expect(diffKeys(['a', 'b'], ['c', 'd'])).toEqual({ prepended: 0, appended: [], replaced: true });
    expect(diffKeys([], ['a'])).toEqual({ prepended: 0, appended: [], replaced: true });
  });

  it('draws the window of a prepend where the reader’s rows went, and only for a prepend', () => {
    expect(prependedOffset(['a', 'b'], ['x', 'y', 'a', 'b'], 0, 640)).toBe(640);
    expect(prependedOffset(['a', 'b'], ['x', 'a', 'b'], 120, 64)).toBe(184);
    // Appended too, replaced, only appended, or the same keys: the window stays.
    expect(prependedOffset(['a', 'b'], ['x', 'a', 'b', 'c'], 0, 128)).toBeNull();
    expect(prependedOffset(['a', 'b'], ['c', 'd'], 0, 0)).toBeNull();
    expect(prependedOffset(['a', 'b'], ['a', 'b', 'c'], 0, 64)).toBeNull();
    expect(prependedOffset(['a', 'b'], ['a', 'b'], 0, 0)).toBeNull();
  });

  it('keeps the overscan on both sides at rest and only on the side ahead while scrolling', () => {
    const window = { startIndex: 10, endIndex: 14 };
    const indexes = [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17];
    expect(aheadOnly(indexes, window, null)).toEqual(indexes);
    expect(aheadOnly(indexes, window, 'backward')).toEqual([7, 8, 9, 10, 11, 12, 13, 14]);
    expect(aheadOnly(indexes, window, 'forward')).toEqual([10, 11, 12, 13, 14, 15, 16, 17]);
  });

  it('goes to the bottom on first display', () => {
    const change = diffKeys([], ['a']);
    expect(decideScroll({ ...base, before: at(0), afterScrollHeight: 3000, change, firstDisplay: true }).to).toBe(
      'bottom',
    );
  });

  it('follows within 600 px of the bottom, not beyond', () => {
    const change = diffKeys(['a'], ['a', 'b']);
    expect(decideScroll({ ...base, before: at(2000), afterScrollHeight: 3100, change })).toEqual({
      to: 'bottom',
      unseen: 0,
    });
    expect(decideScroll({ ...base, before: at(1999), afterScrollHeight: 3100, change })).toEqual({
      to: 'stay',
      unseen: 1,
    });
  });

  it('follows always with alwaysScrollToBottom, and for the reader’s own messages', () => {
    const change = diffKeys(['a'], ['a', 'b']);
    expect(
      decideScroll({ ...base, before: at(0), afterScrollHeight: 3100, change, alwaysScrollToBottom: true }).to,
    ).toBe('bottom');
    expect(decideScroll({ ...base, before: at(0), afterScrollHeight: 3100, change, appendedByMe: true }).to).toBe(
      'bottom',
    );
  });

  it('keeps the reader’s place when history is prepended', () => {
    const change = diffKeys(['a', 'b'], ['y', 'z', 'a', 'b']);
    expect(decideScroll({ ...base, before: at(0), afterScrollHeight: 3200, change })).toEqual({ to: 200, unseen: 0 });
    expect(decideScroll({ ...base, before: at(150), afterScrollHeight: 3200, change })).toEqual({ to: 350, unseen: 0 });
  });

  it('reports reaching the top once per arrival', () => {
    expect(reachedTop(10, 0)).toBe(true);
    expect(reachedTop(0, 0)).toBe(false);
    expect(reachedTop(10, 5)).toBe(false);
  });
});

describe('keyboard scrolling and pinned rows', () => {
  it('moves by most of a page, to the top and to the bottom, within bounds', () => {
    expect(keyScrollTop('PageUp', at(1000))).toBe(640);
    expect(keyScrollTop('PageDown', at(1000))).toBe(1360);
    expect(keyScrollTop('PageUp', at(100))).toBe(0);
    expect(keyScrollTop('PageDown', at(2500))).toBe(2600);
    expect(keyScrollTop('Home', at(1000))).toBe(0);
    expect(keyScrollTop('End', at(1000))).toBe(2600);
    expect(keyScrollTop('End', at(0, 300))).toBe(0);
    expect(keyScrollTop('ArrowUp', at(1000))).toBeNull();
  });

  it('adds pinned rows to the window in order, once, ignoring missing ones', () => {
    expect(withPinned([10, 11, 12], [])).toEqual([10, 11, 12]);
    expect(withPinned([10, 11, 12], [3, 11, -1, 40])).toEqual([3, 10, 11, 12, 40]);
    expect(withPinned([10, 11], [40, 40])).toEqual([10, 11, 40]);
  });
});

describe('rows measured above the view', () => {
  const view = { scrollTop: 5000, knownOffset: 5000, firstMeasure: true, scrollingBack: false };
  const row = (start: number, end: number) => ({ start, end });

  it('moves the view with a row first measured above it, not with one below its top', () => {
    expect(followsRowAbove(row(4000, 4064), view)).toBe(true);
    expect(followsRowAbove(row(5000, 5064), view)).toBe(false);
  });

  it('moves it with a row measured again only when the row is wholly above and the reader is not scrolling back', () => {
    const again = { ...view, firstMeasure: false };
    expect(followsRowAbove(row(4900, 5000), again)).toBe(true);
    expect(followsRowAbove(row(4980, 5040), again)).toBe(false);
    expect(followsRowAbove(row(4900, 5000), { ...again, scrollingBack: true })).toBe(false);
  });

  it('leaves the view where the reader took it when the last read offset is stale', () => {
    // Scrolled from 5000 to the top by a fling; its scroll event has not arrived yet.
    expect(followsRowAbove(row(4000, 4064), { ...view, scrollTop: 0 })).toBe(false);
    expect(followsRowAbove(row(4000, 4064), { ...view, knownOffset: null })).toBe(false);
  });
});
