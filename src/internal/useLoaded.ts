'use client';
import { useEffect, useState } from 'react';
import { startPendingWork } from './pendingWork.js';
import { warn } from './warn.js';

/**
 * What `load(key)` gives, once it has: undefined until then (and when `key` is undefined). Each key loads once
 * per `cache`; a key loaded before gives its value at the first render. Audits wait for the load
 * (`startPendingWork`); a failed load warns and leaves the value undefined.
 */
export function useLoaded<Key extends string, Value>(
  key: Key | undefined,
  cache: Map<Key, Value>,
  load: (key: Key) => Promise<Value>,
): Value | undefined {
  const [, setLoaded] = useState<Key>();
  useEffect(() => {
    if (key === undefined || cache.has(key)) return;
    let live = true;
    const done = startPendingWork();
    load(key)
      .then(
        (value) => {
          cache.set(key, value);
          if (live) setLoaded(key);
        },
        (error: unknown) => {
          // Development only: a production bundle drops the warning.
          try {
            if (process.env.NODE_ENV !== 'production') warn(`could not load "${key}": ${String(error)}`);
          } catch {
            // no `process` here: no warning
          }
        },
      )
      .finally(done);
    return () => {
      live = false;
    };
  }, [key, cache, load]);
  return key === undefined ? undefined : cache.get(key);
}
