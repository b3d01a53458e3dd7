'use client';
import { createContext, useContext, type ReactNode } from 'react';

const Container = createContext<HTMLElement | undefined>(undefined);

/**
 * Where the popovers, tooltips and dialogs inside mount (Radix `Portal`'s `container`). Without a provider,
 * the document's body, as Radix does; the embed gives an element inside its shadow root, so that they are
 * styled by the root's styles and stacked with the element.
 */
export function PortalContainerProvider({ container, children }: { container: HTMLElement; children: ReactNode }) {
  return <Container.Provider value={container}>{children}</Container.Provider>;
}
// Its name in React DevTools, in development: a production bundle drops the statement with the name.
try {
  if (process.env.NODE_ENV !== 'production') PortalContainerProvider.displayName = 'PortalContainerProvider';
} catch {
  // no `process`: the function's own name names it
}

/** The element that portals mount into, or undefined for the body. */
export const usePortalContainer = (): HTMLElement | undefined => useContext(Container);
