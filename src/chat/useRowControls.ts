'use client';
import type { RefObject } from 'react';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect.js';

/** What can take focus inside a row: its buttons, links, fields and anything given a tabindex. */
export const rowControlSelector =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]';

/** Where a control's own tabindex is kept while the row takes it out of the Tab order ('' for none). */
const savedTabIndex = 'data-row-tabindex';

/**
 * Keeps a message row's controls (its buttons, the links in its text, what its slots draw) out of the Tab
 * order, `tabindex="-1"`, until focus is among them (`entered`), then gives them their own tabindex back:
 * the thread stays one Tab stop however many messages it holds. Runs after each render of the row.
 */
export function useRowControls(rowRef: RefObject<HTMLElement | null>, entered: boolean) {
  useIsomorphicLayoutEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    for (const control of row.querySelectorAll(rowControlSelector)) {
      if (!entered) {
        if (!control.hasAttribute(savedTabIndex)) {
          control.setAttribute(savedTabIndex, control.getAttribute('tabindex') ?? '');
          control.setAttribute('tabindex', '-1');
        }
      } else if (control.hasAttribute(savedTabIndex)) {
        const own = control.getAttribute(savedTabIndex);
        if (own) control.setAttribute('tabindex', own);
        else control.removeAttribute('tabindex');
        control.removeAttribute(savedTabIndex);
      }
    }
  });
}

/** The controls of a row that focus may enter, in order (not those that are out of the Tab order of their own). */
export function rowControls(row: Element): HTMLElement[] {
  return [...row.querySelectorAll<HTMLElement>(rowControlSelector)].filter(
    (control) => (control.getAttribute(savedTabIndex) ?? control.getAttribute('tabindex')) !== '-1',
  );
}
