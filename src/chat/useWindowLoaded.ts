'use client';
import { useEffect, useState } from 'react';
import { isChatLoaded, preloadChat } from './lazyWindow.js';

/**
 * Re-renders the caller as soon as the window's parts arrive, once `needed`. Left to the lazy parts alone,
 * React reveals a Suspense boundary that has shown its fallback no sooner than 300 ms after it (its
 * throttle for retries), so the first open of the chat would wait about 300 ms for nothing; an update of
 * the caller's own state is not throttled, and the parts render in it without suspending.
 */
export function useWindowLoaded(needed: boolean): void {
  const [, setLoaded] = useState(isChatLoaded);
  useEffect(() => {
    if (!needed || isChatLoaded()) return;
    let current = true;
    preloadChat().then(
      () => {
        if (current) setLoaded(true);
      },
      // A failed load is the lazy parts' to report (inside the Suspense boundary); opening tries again.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [needed]);
}
