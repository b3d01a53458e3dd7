import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect.js';

/**
 * Calls `onMount` once it is on the page. Put last inside a `<Suspense>` boundary: it mounts when every
 * lazy part before it has loaded and mounted.
 */
export function OnMount({ onMount }: { onMount: () => void }) {
  useIsomorphicLayoutEffect(() => {
    onMount();
  }, []);
  return null;
}
