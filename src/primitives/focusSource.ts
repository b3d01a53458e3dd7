/** Keys that move focus themselves: Tab, and the arrows of composite widgets. */
const navigationKeys: ReadonlySet<string> = new Set(['Tab', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

let navigating = false;
let tracked: Document | null = null;

const onKeyDown = (event: KeyboardEvent) => {
  navigating = navigationKeys.has(event.key);
};
const onOther = () => {
  navigating = false;
};

/**
 * Starts watching `doc` (once) for the keys that move focus. A browser moves focus on a key's keydown,
 * before its keyup, so a focus event that arrives between the two was caused by the key; a press ends it.
 */
export function trackFocusKeys(doc: Document): void {
  if (tracked === doc) return;
  tracked = doc;
  doc.addEventListener('keydown', onKeyDown, true);
  doc.addEventListener('keyup', onOther, true);
  doc.addEventListener('pointerdown', onOther, true);
}

/**
 * Whether the focus arriving now was moved by the user with Tab or an arrow key, rather than by a script
 * (a dialog focusing its first button, say) or a pointer. Tooltips open on the former only.
 */
export function focusMovedByKey(): boolean {
  return navigating;
}
