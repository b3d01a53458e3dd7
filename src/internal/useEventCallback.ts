'use client';
import { useCallback, useRef } from 'react';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect.js';

/**
 * A function whose identity never changes and that always calls the latest `callback`: for passing event
 * handlers down to memoized parts without making them render again each time the handler is recreated.
 * Call it from events, not while rendering.
 */
export function useEventCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}

/**
 * `useEventCallback` for an optional handler: undefined while `callback` is (its presence can show a button),
 * else a stable function calling the latest one.
 */
export function useOptionalEventCallback<Args extends unknown[], Result>(
  callback: ((...args: Args) => Result) | undefined,
): ((...args: Args) => Result) | undefined {
  const stable = useEventCallback((...args: Args) => (callback as (...args: Args) => Result)(...args));
  return callback ? stable : undefined;
}
