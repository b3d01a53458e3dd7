'use client';
import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect.js';
import { warnOnce } from './warn.js';

export interface ControllableStateOptions<T> {
  /** The controlled value; `undefined` leaves the state to the component. */
  prop?: T | undefined;
  defaultProp: T;
  onChange?: ((value: T) => void) | undefined;
  /** The component's name, for the warning when it switches between controlled and uncontrolled. */
  caller?: string;
}

/**
 * Controlled or uncontrolled state, as Radix's `useControllableState` (1.2) has it: the value is `prop`
 * when given, else the component's own state. Setting a controlled value calls `onChange` when it differs
 * from `prop`, and `prop` stays until the owner passes the new one; setting an uncontrolled value changes
 * the state, and `onChange` is called after the render that shows it.
 *
 * Ours rather than Radix's: that package ships its reducer variant with it, kept in every bundle by its
 * build (1 kB gzipped of a captcha's 15 kB budget).
 */
export function useControllableState<T>({
  prop,
  defaultProp,
  onChange,
  caller = 'A component',
}: ControllableStateOptions<T>): [T, Dispatch<SetStateAction<T>>] {
  const [own, setOwn] = useState(defaultProp);
  const controlled = prop !== undefined;
  const value = controlled ? prop : own;
  const latest = useRef(onChange);
  useIsomorphicLayoutEffect(() => {
    latest.current = onChange;
  });
  const shown = useRef(own);
  useEffect(() => {
    if (shown.current === own) return;
    shown.current = own;
    latest.current?.(own);
  }, [own]);
  const wasControlled = useRef(controlled);
  useEffect(() => {
    try {
      if (process.env.NODE_ENV !== 'production' && wasControlled.current !== controlled)
        warnOnce(
          `${caller} switched from ${controlled ? 'uncontrolled to controlled' : 'controlled to uncontrolled'}.`,
        );
    } catch {
      // No `process` here: no warning.
    }
    wasControlled.current = controlled;
  }, [controlled, caller]);
  const setValue = useCallback(
    (next: SetStateAction<T>) => {
      if (!controlled) return setOwn(next);
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(prop) : next;
      if (resolved !== prop) latest.current?.(resolved);
    },
    [controlled, prop],
  );
  return [value, setValue];
}
