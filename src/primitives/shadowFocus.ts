// Radix's focus scope reads `document.activeElement`, which stops at a shadow host: inside a shadow root, a
// panel that opens moves focus through every control to the panel itself, and a modal dialog's Tab never wraps
// (radix-ui/primitives#3353, #3443). These handlers do both from the shadow root's own `activeElement`, and do
// nothing in the document, where Radix's own work.

import { shadowRootOf } from './activeElement.js';

const focusableSelector =
  'button, [href], input, select, textarea, [tabindex], [contenteditable="true"], audio[controls], video[controls]';

/** The controls Tab reaches inside `container`, in document order: enabled, not hidden, tab index 0 or more. */
export function tabbablesIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      !element.closest('[hidden], [inert]') &&
      !(element instanceof HTMLInputElement && element.type === 'hidden') &&
      // Drawn (not display: none); where the browser cannot tell, taken as drawn.
      (typeof element.checkVisibility !== 'function' || element.checkVisibility()),
  );
}

/**
 * For Radix's `onOpenAutoFocus` inside a shadow root: focuses the panel's first control (the panel itself when
 * it has none) in place of Radix's search, which ends on the panel.
 */
export function focusFirstInShadowRoot(event: Event): void {
  const panel = event.currentTarget;
  if (!(panel instanceof HTMLElement) || !shadowRootOf(panel)) return;
  event.preventDefault();
  (tabbablesIn(panel)[0] ?? panel).focus();
}

/** For a modal panel's `onKeyDown` inside a shadow root: Tab from its last control goes to its first, Shift+Tab back. */
export function trapTabInShadowRoot(event: {
  key: string;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  currentTarget: EventTarget;
  preventDefault(): void;
}): void {
  const panel = event.currentTarget;
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || !(panel instanceof HTMLElement)) return;
  const root = shadowRootOf(panel);
  if (!root) return;
  const controls = tabbablesIn(panel);
  const first = controls[0];
  const last = controls.at(-1);
  const focused = root.activeElement;
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const edge = event.shiftKey ? first : last;
  if (focused === edge || focused === panel || !panel.contains(focused)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}
