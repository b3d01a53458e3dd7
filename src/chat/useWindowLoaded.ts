'use client';
import { useEffect, useState } from 'react';
import { startPendingWork } from '../internal/pendingWork.js';
import { isChatLoaded, preloadChat } from './lazyWindow.js';

/**
 * Re-renders the caller as soon as the window's parts arrive, once `needed`. Left to the lazy parts alone,
 * React reveals a Suspense boundary that has shown its fallback no sooner than 300 ms after it (its
 * throttle for retries), so the first open of the chat would wait about 300 ms for nothing; an update of
 * the caller's own state is not throttled, and the parts render in it without suspending. In a bundle
 * without code splitting the parts arrive between the render that suspended and this effect: it re-renders
 * then too. Until the parts have rendered, the wait is pending work for confab-ui/testing.
 */
export function useWindowLoaded(needed: boolean): void {
  // Whether the parts were in at the last render, not now: the render that suspended is the one to redo.
  const [rendered, setRendered] = useState(isChatLoaded);
  const waiting = needed && !rendered;
  useEffect(() => {
    if (!waiting) return;
    const done = startPendingWork();
    let current = true;
    // Parts already in (they arrived after the render that suspended) resolve this at once.
    preloadChat().then(
      () => {
        if (current) setRendered(true);
      },
      // A failed load is the lazy parts' to report (inside the Suspense boundary); opening tries again.
      done,
    );
    // Runs once the render with the parts has committed (or the chat has gone).
    return () => {
      current = false;
      done();
    };
  }, [waiting]);
}
