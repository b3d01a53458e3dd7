'use client';
import { useState, type ReactElement, type ReactNode, type RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { styled } from '../theme/stitches.js';
import { inheritedThemeClass } from '../theme/themeScope.js';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect.js';
import { floatingSurface, overlaySurface } from '../primitives/floatingSurface.js';
import { Popover } from '../primitives/Popover.js';
import { usePortalContainer } from '../primitives/PortalContainer.js';
import { focusFirstInShadowRoot, trapTabInShadowRoot } from '../primitives/shadowFocus.js';
import { VisuallyHidden } from '../primitives/VisuallyHidden.js';

const Overlay = styled(Dialog.Overlay, overlaySurface);

// Centred by its insets and auto margins, not a transform: a transform would become the containing block of
// the fixed tooltips portalled inside it, and its scrolling box would clip them.
const Content = styled(Dialog.Content, {
  ...floatingSurface,
  position: 'fixed',
  inset: 0,
  margin: 'auto',
  width: 'fit-content',
  height: 'fit-content',
  maxWidth: 'calc(100vw - 16px)',
  maxHeight: 'calc(100vh - 16px)',
  overflow: 'auto',
  zIndex: '$dialog',
  '&:focus-visible': { outline: '2px solid $focus' },
});

export interface VerifyPanelProps {
  /** The verify button: it opens and closes the panel (Radix's trigger), which takes its theme and direction. */
  trigger: ReactElement;
  anchor: RefObject<HTMLElement | null>;
  /** A modal Radix Dialog rather than a Radix Popover under the button. */
  modal: boolean;
  /** The panel's accessible name (the dialog's title). */
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the panel holds: the captcha. */
  children: ReactNode;
}

/**
 * The verify button's panel, on Radix. Not modal: the chat's `Popover` under the button's start edge
 * (flipped above and kept in the viewport, scrolling within the room on its side), closed by Escape, a press
 * outside (focus stays where the user put it) or focus leaving it. Modal: a Radix Dialog over an overlay,
 * named by its title (the page behind hidden from assistive technology and not scrolling), closed by Escape
 * or a press on the overlay. Either way focus moves to its first control and back to the button. Portalled
 * to the body, it carries the theme class and the text direction (`dir`) of the button's surroundings, so
 * dark mode reaches it and, right to left, it lines up with the button's right edge.
 */
export function VerifyPanel({ trigger, anchor, modal, label, open, onOpenChange, children }: VerifyPanelProps) {
  const container = usePortalContainer();
  const [surroundings, setSurroundings] = useState<{ className?: string; dir?: 'ltr' | 'rtl' }>({});
  useIsomorphicLayoutEffect(() => {
    const button = anchor.current;
    if (!open || !button) return;
    const rtl = button.closest('[dir]')?.getAttribute('dir') === 'rtl' || getComputedStyle(button).direction === 'rtl';
    setSurroundings({ className: inheritedThemeClass(button), dir: rtl ? 'rtl' : 'ltr' });
  }, [open, anchor]);

  if (!modal) {
    return (
      <Popover
        trigger={trigger}
        label={label}
        open={open}
        onOpenChange={onOpenChange}
        side="bottom"
        align="start"
        contentProps={{ ...surroundings, style: { padding: 0 } }}
      >
        {children}
      </Popover>
    );
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal container={container}>
        <Overlay className={surroundings.className} />
        <Content
          {...surroundings}
          aria-modal="true"
          aria-describedby={undefined}
          onOpenAutoFocus={focusFirstInShadowRoot}
          onKeyDown={trapTabInShadowRoot}
        >
          <Dialog.Title asChild>
            <VisuallyHidden as="h2">{label}</VisuallyHidden>
          </Dialog.Title>
          {children}
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
