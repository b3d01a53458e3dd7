import { fireEvent } from '@testing-library/react';

/** Height of each drawn row in the stubbed layout. */
export const rowHeight = 100;
/** Height of the stubbed message viewport (400 px unless a test resizes it). */
let viewportHeight = 400;

/** Resizes the stubbed viewport, as a window resize would. */
export function setViewportHeight(height: number) {
  viewportHeight = height;
}

/** Height of a drawn row, from the row (100 px each unless a test says otherwise). */
let rowHeightOf: (row: Element) => number = () => rowHeight;

/** Gives drawn rows heights of their own (a growing streaming reply, say), until the stubs are removed. */
export function setRowHeight(height: (row: Element) => number) {
  rowHeightOf = height;
}

const tops = new WeakMap<Element, number>();
const isLog = (element: Element) => element.getAttribute('role') === 'log';
const isRow = (element: Element) => element.hasAttribute('data-index');
// The list is virtualized: its content is as high as the sizer the virtualizer sets (the sum of the
// measured rows and the estimates of the rest), not the rows that happen to be in the DOM.
const contentHeight = (element: Element) =>
  parseFloat(element.querySelector<HTMLElement>('[data-part="message-rows"]')?.style.height ?? '') || 0;
const originalRect = Element.prototype.getBoundingClientRect;
// What the browser scrolls through: the sizer, and any row drawn past its end (a row grown since the
// virtualizer measured it overflows the sizer, and the overflow scrolls).
const scrollableHeight = (element: Element) => {
  let height = contentHeight(element);
  for (const row of Array.from(element.querySelectorAll<HTMLElement>('[data-index]'))) {
    const top = Number(row.style.transform.match(/translateY\((-?[\d.]+)px\)/)?.[1] ?? NaN);
    if (!Number.isNaN(top)) height = Math.max(height, top + rowHeightOf(row));
  }
  return height;
};

/**
 * jsdom has no layout: gives every `role="log"` element a 400 px viewport, every virtualized row 100 px,
 * and a scrollTop clamped like a browser's (set directly or through `scrollTo`). Returns the function that
 * removes the stubs.
 */
export function stubLogLayout(): () => void {
  const proto = HTMLElement.prototype;
  Object.defineProperty(Element.prototype, 'getBoundingClientRect', {
    configurable: true,
    value(this: Element) {
      const height = isLog(this) ? viewportHeight : isRow(this) ? rowHeightOf(this) : 0;
      return height ? new DOMRect(0, 0, 300, height) : originalRect.call(this);
    },
  });
  Object.defineProperty(proto, 'scrollTo', {
    configurable: true,
    value(this: HTMLElement, options: ScrollToOptions) {
      if (typeof options.top === 'number') this.scrollTop = options.top;
    },
  });
  Object.defineProperty(proto, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return isLog(this) ? viewportHeight : 0;
    },
  });
  Object.defineProperty(proto, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return isLog(this) ? scrollableHeight(this) : 0;
    },
  });
  Object.defineProperty(proto, 'scrollTop', {
    configurable: true,
    get(this: HTMLElement) {
      return tops.get(this) ?? 0;
    },
    set(this: HTMLElement, value: number) {
      const max = Math.max(0, (isLog(this) ? scrollableHeight(this) : contentHeight(this)) - viewportHeight);
      tops.set(this, Math.max(0, Math.min(value, max)));
    },
  });
  return () => {
    viewportHeight = 400;
    rowHeightOf = () => rowHeight;
    for (const name of ['clientHeight', 'scrollHeight', 'scrollTop', 'scrollTo']) Reflect.deleteProperty(proto, name);
    Object.defineProperty(Element.prototype, 'getBoundingClientRect', { configurable: true, value: originalRect });
  };
}

/** Scrolls like a reader: sets the position and fires the scroll event. */
export function scrollLogTo(log: HTMLElement, top: number) {
  log.scrollTop = top;
  fireEvent.scroll(log);
}

/** The position of the bottom for a log with `rows` rows, all measured. */
export const bottomFor = (rows: number) => Math.max(0, rows * rowHeight - viewportHeight);

/**
 * The position of the bottom of a log as it stands: the rows rendered are measured (100 px), the others
 * count at the virtualizer's estimate until they render; a row drawn past the sizer's end counts too.
 */
export const bottomOf = (log: HTMLElement) => Math.max(0, scrollableHeight(log) - viewportHeight);

/** Where the row holding `text` is drawn, relative to the top of the view (null when not rendered). */
export function rowOnScreen(log: HTMLElement, text: string): number | null {
  const slot = [...log.querySelectorAll<HTMLElement>('[data-index]')].find((row) => row.textContent?.includes(text));
  const offset = slot?.style.transform.match(/translateY\((-?[\d.]+)px\)/)?.[1];
  return offset === undefined ? null : Number(offset) - log.scrollTop;
}
