// A modal Radix Dialog locks the page's scrolling with react-remove-scroll, which decides at the document
// whether a wheel or a touch move comes from the dialog's content. Inside a shadow root the document sees the
// event's target retargeted to the shadow host, outside the content, and cancels it: a panel taller than the
// viewport does not scroll (radix-ui/primitives#3353). The elements' portals keep those events to themselves:
// they scroll what is under the pointer, and the page behind stays still (the lock's `overflow: hidden` on the
// body holds it).

/** The events that scroll, stopped at `container` (passive: their scrolling itself is never cancelled). */
export function keepScrollEventsIn(container: HTMLElement): void {
  const stop = (event: Event) => event.stopPropagation();
  for (const type of ['wheel', 'touchmove']) container.addEventListener(type, stop, { passive: true });
}
