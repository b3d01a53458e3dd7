'use client';
import { useEffect, useRef, useState, type FocusEvent, type ReactElement, type ReactNode, type Ref } from 'react';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import { styled } from '../theme/index.js';
import { inheritedThemeClass } from '../theme/themeScope.js';
import { focusMovedByKey, trackFocusKeys } from './focusSource.js';
import { TooltipProvider, useTooltipProvided } from './TooltipProvider.js';
import { usePortalContainer } from './PortalContainer.js';

export interface TooltipProps {
  /** What the tooltip shows. */
  content: ReactNode;
  /** The trigger: one focusable element (a button, or an element with a `tabindex`) that takes a ref. */
  children: ReactElement;
  /** Where the tooltip appears (default top). */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** The id of the tooltip's content (Radix's own by default), which the trigger is described by while open. */
  contentId?: string;
}

/**
 * A native dialog around the trigger: it sits in the top layer, where a tooltip in the body would be drawn
 * under it (and be inert). A Radix dialog is not in the top layer, and a tooltip portalled into it becomes part
 * of its focus scope, where Tab from the button landed on the dialog itself: there the tooltip stays in the
 * body, above the dialog, and Radix's layer stack keeps it hoverable.
 */
const modalHost = 'dialog';

const Content = styled(RadixTooltip.Content, {
  zIndex: '$tooltip',
  boxSizing: 'border-box',
  maxWidth: 'calc(100vw - 8px)',
  padding: '$1 $2',
  borderRadius: '$small',
  backgroundColor: '$tooltipBg',
  color: '$tooltipText',
  '@forcedColors': { border: '1px solid CanvasText' },
  fontFamily: '$body',
  fontSize: '$small',
  lineHeight: 1.4,
  boxShadow: '$raised',
  userSelect: 'none',
});

/**
 * A Radix tooltip on any focusable element: 200 ms after a mouse or pen rests on it (the delay of the
 * `TooltipProvider` above, or of its own when there is none), at once when the keyboard moves focus to it.
 * Focus moved by a script or a press does not show it (a dialog that focuses its first button on opening
 * would otherwise pop it up, and the first Escape would close the tooltip instead of the dialog). It stays
 * while the pointer is on the trigger or on the tooltip, and hides when both are left, on blur, on a press,
 * and on Escape (the top Radix layer then, so Escape closes it alone).
 *
 * Radix places it on `side`, flipped when there is no room there and kept inside the viewport. It is
 * portalled to the body (above a Radix dialog too), or into the host page's native dialog element holding
 * the trigger (in the top layer), and carries the theme class of the trigger's themed ancestor (dark mode).
 */
export function Tooltip({ content, children, side = 'top', contentId }: TooltipProps) {
  const provided = useTooltipProvided();
  const portalContainer = usePortalContainer();
  const anchor = useRef<HTMLElement | null>(null);
  // Where the tooltip goes and the theme it carries, read from the trigger as it opens; null until it first
  // opens, and so is its portal: most buttons are never hovered, and a portal per button was mounted for nothing.
  const [place, setPlace] = useState<{ container?: HTMLElement | null; theme?: string } | null>(null);
  useEffect(() => trackFocusKeys(document), []);
  const tooltip = (
    <RadixTooltip.Root
      onOpenChange={(next) => {
        const target = anchor.current;
        if (next && target)
          setPlace({ container: target.closest<HTMLElement>(modalHost), theme: inheritedThemeClass(target) });
      }}
    >
      <RadixTooltip.Trigger
        asChild
        ref={anchor as Ref<HTMLButtonElement>}
        onFocus={(event: FocusEvent<HTMLButtonElement>) => {
          // Radix's trigger skips its own focus handler (which opens the tooltip) for a prevented event.
          if (!focusMovedByKey()) event.preventDefault();
        }}
      >
        {children}
      </RadixTooltip.Trigger>
      {place && (
        <RadixTooltip.Portal container={place.container ?? portalContainer}>
          <Content id={contentId} side={side} sideOffset={4} collisionPadding={4} className={place.theme}>
            {content}
          </Content>
        </RadixTooltip.Portal>
      )}
    </RadixTooltip.Root>
  );
  return provided ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
// Its name in React DevTools, in development: a production bundle drops the statement with the name.
try {
  if (process.env.NODE_ENV !== 'production') Tooltip.displayName = 'Tooltip';
} catch {
  // no `process`: the function's own name names it
}
