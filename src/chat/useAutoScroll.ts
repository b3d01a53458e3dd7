'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  decideScroll,
  diffKeys,
  distanceFromBottom,
  followThreshold,
  reachedTop,
  type ScrollMetrics,
} from './scrollRules.js';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect.js';

export interface AutoScrollOptions {
  /** The keys of the list's items, in order. */
  keys: readonly string[];
  /** Keys of the current user's messages: the list follows them even when scrolled up. */
  ownKeys: ReadonlySet<string>;
  /** Something shown below the items (a typing indicator): its appearance counts as growth at the bottom. */
  footer?: boolean;
  /** Always follow new content. */
  alwaysScrollToBottom?: boolean;
  /** Follow new content when the view is within this many px of the bottom (default 600). */
  threshold?: number;
  /** Called once each time the reader arrives at the very top. */
  onScrollToTop?: () => void;
  /**
   * The height of the content as rendered, when the list knows it without layout (a virtualizer's total
   * size); by default the element's `scrollHeight` is read, which makes the browser lay the whole content
   * out. When rows are measured and this changes, a view that was at the bottom stays there.
   */
  contentSize?: number;
  /**
   * With `contentSize`: the height now, rows measured since the render included (a virtualizer measures
   * the rows it mounts before effects run). Prepended history keeps the reader's place by it.
   */
  measuredContentSize?: () => number;
  /** Told each position the rules set, at once (a virtualizer then renders the rows there before paint). */
  onScrollSet?: (scrollTop: number) => void;
  /**
   * Where the first display puts the view instead of the bottom, and how many arrivals below it count as
   * unseen (the top of a "New messages" line, and the messages from it); null to open at the bottom. Used
   * only when that place is above the bottom screen: within it, the bottom shows it already. `go`, when
   * given, is called next to hold the view there while the rows around it are measured (a virtualizer's
   * `scrollToIndex`).
   */
  startingPlace?: () => { top: number; unseen: number; go?: () => void } | null;
}

type ReadHeight = (element: HTMLElement) => number;
const scrollHeightOf: ReadHeight = (element) => element.scrollHeight;

function read(element: HTMLElement, height: ReadHeight): ScrollMetrics {
  return { scrollTop: element.scrollTop, scrollHeight: height(element), clientHeight: element.clientHeight };
}

/**
 * The scroll rules of a message list, for any scrolling element (a virtualizer's too): bottom on first
 * display and on resize, follow new content near the bottom or when asked, keep the reader's place when
 * history is prepended, `onScrollToTop` once per arrival at the top, a count of unseen arrivals, and whether
 * the reader is at the very bottom (`atBottom`, as of the last scroll event).
 * Attach `viewportRef` and `onScroll` to the scrolling element.
 */
export function useAutoScroll({
  keys,
  ownKeys,
  footer = false,
  alwaysScrollToBottom = false,
  threshold = followThreshold,
  onScrollToTop,
  contentSize,
  measuredContentSize,
  onScrollSet,
  startingPlace,
}: AutoScrollOptions) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const metrics = useRef<ScrollMetrics | null>(null);
  const previousKeys = useRef<readonly string[]>([]);
  const previousFooter = useRef(footer);
  const lastTop = useRef(0);
  const bottomWhenShown = useRef(false);
  const onTop = useRef(onScrollToTop);
  const [unseen, setUnseen] = useState(0);
  // Whether the reader is at the very bottom, as last scrolled (the list follows a growing row from there).
  const [atBottom, setAtBottom] = useState(true);
  const height = useRef<ReadHeight>(scrollHeightOf);
  const measured = useRef<ReadHeight>(scrollHeightOf);
  const told = useRef(onScrollSet);
  const start = useRef(startingPlace);
  // No position has been set in a view with a height yet: the next one is the first display's.
  const unshown = useRef(true);

  useIsomorphicLayoutEffect(() => {
    onTop.current = onScrollToTop;
    height.current = contentSize === undefined ? scrollHeightOf : () => contentSize;
    measured.current = measuredContentSize ? () => measuredContentSize() : height.current;
    told.current = onScrollSet;
    start.current = startingPlace;
  });

  const settle = useCallback((element: HTMLElement) => {
    metrics.current = read(element, height.current);
    lastTop.current = element.scrollTop;
    unshown.current = false;
  }, []);

  // Every position set here is read back at once: rows measured before the scroll event arrives must not
  // be judged against the position before it. (The arrival at the top is still the scroll event's to see.)
  const scrollTo = useCallback((element: HTMLElement, top: number) => {
    element.scrollTop = top;
    metrics.current = read(element, height.current);
    told.current?.(element.scrollTop);
  }, []);

  /** The first display's place other than the bottom, when one is asked for and the bottom does not show it. */
  const placeAtFirstDisplay = useCallback((element: HTMLElement) => {
    const place = unshown.current ? start.current?.() : null;
    return place && place.top < height.current(element) - element.clientHeight ? place : null;
  }, []);

  const goTo = useCallback(
    (element: HTMLElement, place: { top: number; unseen: number; go?: () => void }) => {
      scrollTo(element, place.top);
      place.go?.();
      setUnseen(place.unseen);
    },
    [scrollTo],
  );

  const scrollToBottom = useCallback(() => {
    const element = viewportRef.current;
    if (!element) return;
    scrollTo(element, height.current(element));
    settle(element);
    setUnseen(0);
  }, [settle, scrollTo]);

  useIsomorphicLayoutEffect(() => {
    const element = viewportRef.current;
    if (!element) return;
    const change = diffKeys(previousKeys.current, keys);
    const decision = decideScroll({
      before: metrics.current ?? read(element, height.current),
      afterScrollHeight: measured.current(element),
      change,
      firstDisplay: metrics.current === null,
      alwaysScrollToBottom,
      appendedByMe: change.appended.some((key) => ownKeys.has(key)),
      contentGrewAtBottom: footer && !previousFooter.current,
      threshold,
    });
    previousKeys.current = keys;
    previousFooter.current = footer;
    if (decision.unseen > 0) setUnseen((count) => count + decision.unseen);
    if (element.clientHeight === 0) {
      // Hidden (a closed window): nothing can be measured; follow once it shows if it should.
      if (decision.to === 'bottom') bottomWhenShown.current = true;
      return;
    }
    const place = decision.to === 'bottom' ? placeAtFirstDisplay(element) : null;
    if (place) goTo(element, place);
    else if (decision.to === 'bottom') {
      scrollTo(element, height.current(element));
      setUnseen(0);
    } else if (typeof decision.to === 'number') scrollTo(element, decision.to);
    settle(element);
  }, [keys, ownKeys, footer, alwaysScrollToBottom, threshold, settle, scrollTo, placeAtFirstDisplay, goTo]);

  // Rows measured after they render: the bottom stays the bottom. Only from the very bottom, so that rows
  // measured while the reader scrolls through history never pull the view down.
  useIsomorphicLayoutEffect(() => {
    const element = viewportRef.current;
    const before = metrics.current;
    // Hidden as last read (a closed window): the resize observer brings the view down when it shows.
    if (contentSize === undefined || !element || !before || before.clientHeight === 0) return;
    if (before.scrollHeight === contentSize) return;
    if (distanceFromBottom(before) <= 1) scrollTo(element, contentSize);
    // Nothing read here: a layout read in every commit that measures a row would lay the page out twice a
    // frame while the reader scrolls; the position itself is the scroll event's to read.
    else metrics.current = { ...before, scrollHeight: contentSize };
  }, [contentSize, scrollTo]);

  const observeContent = contentSize === undefined;
  useEffect(() => {
    const element = viewportRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (element.clientHeight === 0) return;
      const before = metrics.current;
      const follow =
        before === null ||
        bottomWhenShown.current ||
        alwaysScrollToBottom ||
        before.clientHeight === 0 ||
        distanceFromBottom(before) <= threshold;
      bottomWhenShown.current = false;
      const place = placeAtFirstDisplay(element);
      if (place) goTo(element, place);
      else if (follow) scrollTo(element, height.current(element));
      settle(element);
    });
    observer.observe(element);
    if (observeContent && element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [alwaysScrollToBottom, threshold, settle, scrollTo, observeContent, placeAtFirstDisplay, goTo]);

  const onScroll = useCallback(() => {
    const element = viewportRef.current;
    if (!element || element.clientHeight === 0) return;
    const now = read(element, height.current);
    if (reachedTop(lastTop.current, now.scrollTop)) onTop.current?.();
    lastTop.current = now.scrollTop;
    metrics.current = now;
    const bottom = distanceFromBottom(now) <= 1;
    setAtBottom(bottom);
    if (bottom) setUnseen(0);
  }, []);

  /**
   * Content grew in place (a streaming reply's row, before the list has measured it): from the very bottom,
   * the view goes to the new bottom at once, in the frame that draws the growth. The element's own
   * `scrollHeight` is read, which holds a row that overflows a virtualizer's stale total size.
   */
  const followGrowth = useCallback(() => {
    const element = viewportRef.current;
    const before = metrics.current;
    if (!element || !before || before.clientHeight === 0 || distanceFromBottom(before) > 1) return;
    scrollTo(element, element.scrollHeight);
  }, [scrollTo]);

  /** Forgets the unseen arrivals (the reader went to them another way than scrolling down). */
  const markSeen = useCallback(() => setUnseen(0), []);

  return { viewportRef, onScroll, unseen, atBottom, scrollToBottom, scrollTo, followGrowth, markSeen };
}
