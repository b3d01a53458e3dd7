'use client';
import { useEffect, useLayoutEffect } from 'react';

/** useLayoutEffect in the browser, useEffect on a server (where neither runs, without React 18's warning). */
export const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
