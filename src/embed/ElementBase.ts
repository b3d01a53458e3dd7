/**
 * `HTMLElement` where there is one, an empty class elsewhere: importing the embed on a server (no DOM) must not
 * throw, and defines nothing there.
 */
export const ElementBase: typeof HTMLElement =
  typeof HTMLElement === 'undefined' ? (class {} as unknown as typeof HTMLElement) : HTMLElement;

/** Dispatches `confab-{name}` from `element`: bubbling, out of shadow roots, cancelable; true unless cancelled. */
export function emit(element: HTMLElement, name: string, detail: unknown): boolean {
  return element.dispatchEvent(
    new CustomEvent(`confab-${name}`, { detail, bubbles: true, composed: true, cancelable: true }),
  );
}

/** Whether the system asks for a dark scheme, and a way to hear when it changes. */
export function systemDark(onChange: () => void): { dark: () => boolean; stop: () => void } {
  const query = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : undefined;
  query?.addEventListener('change', onChange);
  return { dark: () => query?.matches ?? false, stop: () => query?.removeEventListener('change', onChange) };
}
