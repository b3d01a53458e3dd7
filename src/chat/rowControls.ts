/** What can take focus inside a message row: its buttons, links, fields and anything given a tabindex. */
const rowControlSelector =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]';

/** Where a control's own tabindex is kept while the row takes it out of the Tab order ('' for none). */
const savedTabIndex = 'data-row-tabindex';

/**
 * Puts a message row's controls (its buttons, the links in its text, what its slots draw) in the Tab order
 * with their own tabindex (`entered`: focus is among them), or takes them out of it (`tabindex="-1"`), so
 * that the thread stays one Tab stop however many messages it holds.
 */
export function setRowControlsTabbable(row: Element, entered: boolean): void {
  for (const control of Array.from(row.querySelectorAll(rowControlSelector))) {
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
}

/** The controls of a row that focus may enter, in order (not those out of the Tab order of their own). */
export function rowControls(row: Element): HTMLElement[] {
  // Array.from, not a spread: a down-levelled bundle spreads a NodeList into [NodeList].
  return Array.from(row.querySelectorAll<HTMLElement>(rowControlSelector)).filter(
    (control) => (control.getAttribute(savedTabIndex) ?? control.getAttribute('tabindex')) !== '-1',
  );
}

/**
 * Gives `to`, a control drawn in place of `from` (the same control, mounted anew), `from`'s place in its row's
 * Tab order: in it or out of it, as the row had set, with the same tabindex of its own to go back to.
 */
export function takeTabOrderOf(from: Element, to: Element): void {
  for (const name of ['tabindex', savedTabIndex]) {
    const value = from.getAttribute(name);
    if (value === null) to.removeAttribute(name);
    else to.setAttribute(name, value);
  }
}
