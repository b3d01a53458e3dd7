'use client';
import { useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { styled } from '../theme/stitches.js';
import { inheritedThemeClass } from '../theme/themeScope.js';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect.js';
import { placeTooltip, type Side } from './placeTooltip.js';

const Content = styled('div', {
  position: 'fixed',
  left: 0,
  top: 0,
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
  // Hoverable (WCAG 1.4.13) even inside a modal dialog, which turns pointer events off on the body.
  pointerEvents: 'auto',
});

export interface TooltipProps {
  /** The element the tooltip is placed beside. */
  anchor: RefObject<HTMLElement | null>;
  id: string;
  /** Preferred side; the opposite one when this one has no room. */
  side: Side;
  onPointerEnter?: () => void;
  onPointerLeave?: () => void;
  children: ReactNode;
}

/**
 * A tooltip's panel, while it is shown: `role="tooltip"`, portalled to the body (or into the `<dialog>`
 * holding the anchor, which may be in the top layer) with `position: fixed`, 4 px from `anchor` on `side`
 * (flipped when there is no room there, kept inside the viewport), placed again on scroll and resize. It
 * carries the theme class of the anchor's themed ancestor (dark mode included), as a portalled panel is out
 * of that ancestor. When it shows and hides is `useTooltip`'s business.
 */
export function Tooltip({ anchor, id, side, onPointerEnter, onPointerLeave, children }: TooltipProps) {
  const panel = useRef<HTMLDivElement | null>(null);
  useIsomorphicLayoutEffect(() => {
    const node = panel.current;
    const target = anchor.current;
    if (!node || !target) return;
    // Before the first paint: the classes are not React's to manage (className is Stitches' own), and
    // the panel is measured with the theme's fonts.
    const theme = inheritedThemeClass(target);
    if (theme) node.className += ` ${theme}`;
    const place = () => {
      const { x, y } = placeTooltip(target.getBoundingClientRect(), node, document.documentElement, side);
      node.style.transform = `translate(${x}px,${y}px)`;
    };
    place();
    // On the window, captured: a scroll of any container moves the button. (Scroll events cannot be
    // cancelled, so the listener is passive anyway.)
    addEventListener('scroll', place, true);
    addEventListener('resize', place);
    return () => {
      removeEventListener('scroll', place, true);
      removeEventListener('resize', place);
    };
  }, [anchor, side, children]);
  return createPortal(
    <Content ref={panel} role="tooltip" id={id} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      {children}
    </Content>,
    // Into the <dialog> that holds the anchor, if one does (the verify button's modal or popover panel, in
    // the browser's top layer): in the body the tooltip would be drawn under that layer, and be inert behind
    // a modal dialog. The tooltip shows after an event on the anchor, so the anchor is there to read.
    anchor.current?.closest('dialog') ?? document.body,
  );
}
Tooltip.displayName = 'Tooltip';
