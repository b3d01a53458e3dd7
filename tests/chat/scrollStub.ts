import { fireEvent } from '@testing-library/react';

/** Height of each drawn row in the stubbed layout. */
export const rowHeight = 100;
/** Height of the stubbed message viewport (400 px unless a test resizes it). */
let viewportHeight = 400;

/** Resizes the stubbed viewport, as a window resize would. */
export function setViewportHeight(height: number) {
  viewportHeight = height;
}

const tops = new WeakMap<Element, number>();
const isLog = (element: Element) => element.getAttribute('role') === 'log';
const contentHeight = (element: Element) =>
  element.querySelectorAll('[data-part="message"], [data-part="typing"]').length * rowHeight;

/**
 * jsdom has no layout: gives every `role="log"` element a 400 px viewport and 100 px per row, and a
 * scrollTop clamped like a browser's. Returns the function that removes the stubs.
 */
export function stubLogLayout(): () => void {
  const proto = HTMLElement.prototype;
  Object.defineProperty(proto, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return isLog(this) ? viewportHeight : 0;
    },
  });
  Object.defineProperty(proto, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return isLog(this) ? contentHeight(this) : 0;
    },
  });
  Object.defineProperty(proto, 'scrollTop', {
    configurable: true,
    get(this: HTMLElement) {
      return tops.get(this) ?? 0;
    },
    set(this: HTMLElement, value: number) {
      const max = Math.max(0, contentHeight(this) - viewportHeight);
      tops.set(this, Math.max(0, Math.min(value, max)));
    },
  });
  return () => {
    viewportHeight = 400;
    for (const name of ['clientHeight', 'scrollHeight', 'scrollTop']) Reflect.deleteProperty(proto, name);
  };
}

/** Scrolls like a reader: sets the position and fires the scroll event. */
export function scrollLogTo(log: HTMLElement, top: number) {
  log.scrollTop = top;
  fireEvent.scroll(log);
}

/** The position of the bottom for a log with `rows` rows. */
export const bottomFor = (rows: number) => Math.max(0, rows * rowHeight - viewportHeight);
