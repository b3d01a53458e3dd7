'use client';
import { createContext, useContext, type ReactNode } from 'react';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import { durations } from '../theme/tokens.js';

const Provided = createContext(false);

/** Whether a `TooltipProvider` is above: an `IconButton` without one brings its own. */
export const useTooltipProvided = (): boolean => useContext(Provided);

/**
 * One Radix `Tooltip.Provider` for the icon buttons inside: tooltips show `durations.tooltipDelay` (200 ms)
 * after the pointer rests on a button, and, moving from one button to the next, the next shows at once (one
 * delay group). The chat and each captcha put one at their root; an `IconButton` used on its own, outside
 * any, wraps itself in one, so a host never has to add it.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={durations.tooltipDelay}>
      <Provided.Provider value>{children}</Provided.Provider>
    </RadixTooltip.Provider>
  );
}
// Its name in React DevTools, in development: a production bundle drops the statement with the name.
try {
  if (process.env.NODE_ENV !== 'production') TooltipProvider.displayName = 'TooltipProvider';
} catch {
  // no `process`: the function's own name names it
}
