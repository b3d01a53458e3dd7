'use client';
import { useCallback, useRef, useState } from 'react';
import {
  defaultRangeExtractor,
  observeElementOffset,
  observeElementRect,
  useVirtualizer,
  type Range,
  type VirtualItem,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { aheadOnly, followsRowAbove, prependedOffset, withPinned } from './scrollRules.js';
import type { ThreadItem } from './threadLayout.js';

/** The height a row is given until it is measured. */
const estimatedRowHeight = 64;
/**
 * Rows rendered beyond each edge of the view. A fast scroll draws the whole window anew in each frame, so
 * each one costs (8 took 1.6 times the main thread's time per frame of 3 in the chat bench).
 */
const overscan = 3;
/** The view assumed before it is measured: about the height of the floating window. */
const initialViewport = { width: 0, height: 600 };
/** Key of the typing indicator drawn after the messages. */
const typingKey = 'typing-indicator';
/** Key of the "Beginning of conversation" row drawn before the first message. */
const historyStartKey = 'history-start';

/** The list's virtualizer: rows of the thread in a scrolling element. */
export type ThreadVirtualizer = Virtualizer<HTMLDivElement, Element>;

/**
 * A row's measured height; a row measured 0 high (not laid out: a hidden window, or no layout engine)
 * keeps its estimate instead of collapsing the list.
 */
function measureRow(element: Element): number {
  const height = element.getBoundingClientRect().height;
  return height > 0 ? height : estimatedRowHeight;
}

/** The view's size; a view without layout (hidden, or no layout engine) counts as one screen of the window. */
function observeViewport(instance: ThreadVirtualizer, report: (rect: { width: number; height: number }) => void) {
  return observeElementRect(instance, (rect) =>
    report(
      rect.height > 0 ? rect : { width: rect.width, height: typeof window === 'undefined' ? 0 : window.innerHeight },
    ),
  );
}

/** TanStack's question when a row above the view is measured: does the view move with it? */
function keepPlaceAboveRow(item: VirtualItem, _delta: number, instance: ThreadVirtualizer) {
  const element = instance.scrollElement;
  if (!element) return false;
  return followsRowAbove(item, {
    // Read while rows are measured, when the layout is already up to date.
    scrollTop: element.scrollTop,
    knownOffset: instance.scrollOffset,
    firstMeasure: !instance.itemSizeCache.has(item.key),
    scrollingBack: instance.scrollDirection === 'backward',
  });
}

export interface ThreadVirtualizerOptions {
  /** The thread's items (messages, separators). */
  items: readonly ThreadItem[];
  /** Rows before the items: 1 with the "Beginning of conversation" row, else 0. */
  lead: number;
  /** Whether the typing indicator follows the items. */
  footer: boolean;
  /** The messages' keys, to keep the reader's rows in view when older ones are loaded. */
  keys: readonly string[];
  /** Rows kept rendered wherever the view is (the active message, the one being edited). */
  pinned: readonly number[];
  getScrollElement: () => HTMLDivElement | null;
}

/**
 * The virtualizer of a thread: rows measured as they render, opened at the bottom, only the rows ahead
 * overscanned while it scrolls, pinned rows always rendered, and the window moved with the reader's rows when
 * older messages are loaded above them. Returns it, its total size, and the listener to tell of the positions
 * the scroll rules set (so that the rows there render before the browser paints).
 */
export function useThreadVirtualizer({
  items,
  lead,
  footer,
  keys,
  pinned,
  getScrollElement,
}: ThreadVirtualizerOptions) {
  const count = lead + items.length + (footer ? 1 : 0);
  // What the last render drew (held like the last rows): the virtualizer, whose rows ahead alone are
  // overscanned while it scrolls; the keys and the size, for a load of older messages.
  const [drawn] = useState<{ view?: ThreadVirtualizer; keys?: readonly string[]; size: number }>(() => ({ size: 0 }));
  const scrolling = drawn.view?.isScrolling ? drawn.view.scrollDirection : null;
  const rangeExtractor = useCallback(
    (range: Range) => withPinned(aheadOnly(defaultRangeExtractor(range), range, scrolling), pinned),
    [pinned, scrolling],
  );
  const getItemKey = useCallback(
    (index: number) => (index < lead ? historyStartKey : (items[index - lead]?.key ?? typingKey)),
    [items, lead],
  );
  const offsetListener = useRef<((offset: number, isScrolling: boolean) => void) | null>(null);

  // The virtualizer is read while rendering on purpose (its window and sizes change with scrolling); the
  // rows below it are memoized by hand, not by the React Compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer<HTMLDivElement, Element>({
    count,
    getScrollElement,
    estimateSize: () => estimatedRowHeight,
    getItemKey,
    overscan,
    rangeExtractor,
    // First display is at the bottom: start the window there rather than render the top and move.
    initialOffset: () => count * estimatedRowHeight,
    // Before the view is measured (a server render, the first render in the browser) it counts as a
    // window-high view, so the server draws the latest messages and the browser hydrates the same rows.
    initialRect: initialViewport,
    measureElement: measureRow,
    observeElementRect: observeViewport,
    observeElementOffset: (instance, report) => {
      offsetListener.current = report;
      return observeElementOffset(instance, report);
    },
  });

  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = keepPlaceAboveRow;
  drawn.view = virtualizer;
  const totalSize = virtualizer.getTotalSize();
  // Older messages loaded: the window is drawn where the reader's rows now are, not at the old offset (the
  // scroll rules then move the view there, by the rows as measured).
  const shifted =
    drawn.keys && prependedOffset(drawn.keys, keys, virtualizer.scrollOffset ?? 0, totalSize - drawn.size);
  if (shifted) virtualizer.scrollOffset = shifted;
  drawn.keys = keys;
  drawn.size = totalSize;
  return { virtualizer, totalSize, offsetListener };
}
