'use client';
import { useRef, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect.js';
import { rowControls } from './rowControls.js';
import { keyScrollTop } from './scrollRules.js';
import { navigateThread } from './threadNavigation.js';
import type { ThreadVirtualizer } from './useThreadVirtualizer.js';

/** Where a message may be aligned when focus travels to it. */
export type TravelAlign = 'auto' | 'start' | 'center' | 'end';

export interface ThreadTravelInput {
  keys: readonly string[];
  viewportRef: RefObject<HTMLDivElement | null>;
  virtualizer: ThreadVirtualizer;
  /** The virtual row of the message at an index. */
  rowIndexOf: (index: number) => number;
  /** Scrolls the element to a position through the scroll rules. */
  scrollTo: (element: HTMLElement, top: number) => void;
  /** The content's height as rendered. */
  totalSize: number;
  hasMoreHistory: boolean | undefined;
  onScrollToTop: (() => void) | undefined;
  /** Makes a message the thread's Tab stop. */
  setActiveKey: (key: string) => void;
  /** Records the message whose own controls focus is among (null: none). */
  setEnteredKey: (key: string | null) => void;
}

/** The key of the row holding `target`, or null. */
export function rowKeyOf(target: EventTarget | null): string | null {
  return target instanceof Element ? (target.closest('[data-key]')?.getAttribute('data-key') ?? null) : null;
}

/**
 * Keyboard travel in a virtualized thread: the arrows, Page Up / Page Down, Home and End move focus between
 * messages (rendering one first when it is not), Enter or Tab into a message's own controls and Escape back,
 * and on the log itself the keys scroll. Returns the handlers for the log and its rows, and `focusMessage`.
 */
export function useThreadTravel({
  keys,
  viewportRef,
  virtualizer,
  rowIndexOf,
  scrollTo,
  totalSize,
  hasMoreHistory,
  onScrollToTop,
  setActiveKey,
  setEnteredKey,
}: ThreadTravelInput) {
  // Focus asked for a row that was not rendered yet: given once it is.
  const focusRequest = useRef<string | null>(null);
  const mountedRow = (key: string) => {
    // Array.from, not a spread: a down-levelled bundle (the docs site's) spreads a NodeList into [NodeList].
    const slots = Array.from(viewportRef.current?.querySelectorAll('[data-key]') ?? []);
    const slot = slots.find((element) => element.getAttribute('data-key') === key);
    return slot instanceof HTMLElement && slot.dataset.part === 'message-row' ? slot : null;
  };
  useIsomorphicLayoutEffect(() => {
    const key = focusRequest.current;
    if (key === null) return;
    const row = mountedRow(key);
    if (!row) return;
    focusRequest.current = null;
    row.focus({ preventScroll: true });
  });

  /** Moves the thread's Tab stop, and focus, to the message at `index`, scrolling it into view. */
  const focusMessage = (index: number, align: TravelAlign = 'auto') => {
    const key = keys[index];
    const element = viewportRef.current;
    if (key === undefined || !element) return;
    setActiveKey(key);
    if (index === 0) {
      // The very top, the "Beginning of conversation" row included. Arriving there asks for older messages:
      // the scroll event does so when the view moves; when it was already there, nothing scrolls to say it.
      if (element.scrollTop <= 0 && hasMoreHistory !== false) onScrollToTop?.();
      scrollTo(element, 0);
    } else {
      virtualizer.scrollToIndex(rowIndexOf(index), { align });
      // Read back at once: the rows measured before the scroll event arrives (far from where the view was,
      // all of them new) must not be judged against the old position, which was perhaps the bottom.
      scrollTo(element, element.scrollTop);
    }
    const row = mountedRow(key);
    if (row) row.focus({ preventScroll: true });
    else focusRequest.current = key;
  };

  // The log itself (focused by a click on its background): the keys scroll it.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    if (event.target !== element || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const top = keyScrollTop(event.key, {
      scrollTop: element.scrollTop,
      scrollHeight: totalSize,
      clientHeight: element.clientHeight,
    });
    if (top === null) return;
    event.preventDefault();
    scrollTo(element, top);
  };

  // A message's keys: move between messages, into its controls and back.
  const onRowKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as Element;
    const row = target.closest<HTMLElement>('[data-part="message-row"]');
    const key = rowKeyOf(row);
    if (!row || key === null) return;
    if (target !== row) {
      if (event.key === 'Escape') {
        event.preventDefault();
        row.focus();
      }
      return;
    }
    if (event.key === 'Enter' || (event.key === 'Tab' && !event.shiftKey)) {
      const [first] = rowControls(row);
      if (!first) return;
      event.preventDefault();
      setEnteredKey(key);
      first.focus();
      return;
    }
    if (event.shiftKey) return;
    const index = keys.indexOf(key);
    const next = navigateThread(event.key, index, keys.length);
    if (next === null) return;
    event.preventDefault();
    if (next !== index) focusMessage(next);
  };

  // Focus on a message makes it the active one; focus on one of its controls has entered it.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const target = event.target;
    const key = rowKeyOf(target);
    if (key === null || !keys.includes(key)) return;
    setActiveKey(key);
    setEnteredKey(target.matches('[data-part="message-row"]') ? null : key);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setEnteredKey(null);
  };

  return { focusMessage, onKeyDown, onRowKeyDown, onFocus, onBlur };
}
