'use client';
import type { ComponentPropsWithoutRef, ReactElement, ReactNode } from 'react';
import * as RadixPopover from '@radix-ui/react-popover';
import { styled, keyframes } from '../theme/index.js';
import { floatingSurface } from './floatingSurface.js';
import { usePortalContainer } from './PortalContainer.js';
import { focusFirstInShadowRoot } from './shadowFocus.js';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const Content = styled(RadixPopover.Content, {
  zIndex: '$popover',
  ...floatingSurface,
  maxWidth: 'calc(100vw - 16px)',
  // Radix measures the room left on the chosen side (after flipping and shifting within the collision
  // boundary); a panel taller than that scrolls instead of running off the top or bottom of the viewport.
  maxHeight: 'var(--radix-popover-content-available-height)',
  overflowY: 'auto',
  padding: '$3',
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
  '&[data-state="open"]': { animation: `${fadeIn} $durations$popoverFade ease-out` },
  '@reducedMotion': { '&[data-state="open"]': { animation: 'none' } },
});

export interface PopoverProps {
  /** The element that opens the popover (a button: an IconButton, say). */
  trigger: ReactElement;
  /** Accessible name of the panel, read when focus moves into it. */
  label: string;
  children: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** Props for the panel (Radix Popover.Content), for styling and focus handling. */
  contentProps?: Omit<ComponentPropsWithoutRef<typeof RadixPopover.Content>, 'children' | 'aria-label'>;
}

/**
 * A Radix popover: a labelled, non-modal panel beside its trigger that fades in over 350 ms (not under
 * reduced motion), takes focus on open, and closes on Escape, on a click outside, on the trigger again,
 * and when focus leaves it; focus returns to the trigger.
 */
export function Popover({
  trigger,
  label,
  children,
  open,
  defaultOpen,
  onOpenChange,
  side = 'top',
  align = 'center',
  contentProps,
}: PopoverProps) {
  const container = usePortalContainer();
  return (
    <RadixPopover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal container={container}>
        <Content
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          aria-label={label}
          onOpenAutoFocus={focusFirstInShadowRoot}
          {...contentProps}
        >
          {children}
        </Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
// Its name in React DevTools, in development: a production bundle drops the statement with the name.
try {
  if (process.env.NODE_ENV !== 'production') Popover.displayName = 'Popover';
} catch {
  // no `process`: the function's own name names it
}
