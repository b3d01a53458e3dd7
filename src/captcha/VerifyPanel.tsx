'use client';
import { useId, useRef, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { keyframes, styled } from '../theme/stitches.js';
import { inheritedThemeClass } from '../theme/themeScope.js';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect.js';
import { useEventCallback } from '../internal/useEventCallback.js';
import { floatingSurface } from '../primitives/floatingSurface.js';
import { placeTooltip } from '../primitives/placeTooltip.js';
import { VisuallyHidden } from '../primitives/VisuallyHidden.js';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

// A <dialog> either way, modal or popover: a tooltip inside finds its top-layer host by that name.
const Surface = styled('dialog', {
  ...floatingSurface,
  position: 'fixed',
  maxWidth: 'calc(100vw - 16px)',
  maxHeight: 'calc(100vh - 16px)',
  overflow: 'auto',
  padding: 0,
  border: 'none',
  variants: {
    modal: {
      true: {
        inset: 0,
        margin: 'auto',
        zIndex: '$dialog',
        '&:focus-visible': { outline: '2px solid $focus' },
        '&::backdrop': { backgroundColor: '$overlay' },
      },
      // The user agent centres a popover in the viewport: this one is placed (left and top, not a
      // transform, which would become the containing block of a tooltip's fixed panel inside it).
      false: {
        inset: 'auto',
        left: 0,
        top: 0,
        margin: 0,
        zIndex: '$popover',
        '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
        animation: `${fadeIn} $durations$popoverFade ease-out`,
        '@reducedMotion': { animation: 'none' },
      },
    },
  },
});

const subscribe = () => () => {};

export interface VerifyPanelProps {
  /** The verify button: the panel sits beside it, and takes its theme. */
  anchor: RefObject<HTMLElement | null>;
  /** A modal dialog (`<dialog>` with showModal) rather than a popover panel. */
  modal: boolean;
  /** The panel's accessible name (the dialog's title). */
  label: string;
  id: string;
  /** Escape, a click outside (`outside` true: focus stays where the user put it), or focus leaving. */
  onDismiss: (outside: boolean) => void;
  children: ReactNode;
}

/**
 * The verify button's panel while it is open, on the platform's primitives. Modal: a `<dialog>` shown with
 * `showModal()` (top layer, the page inert and not scrolling, Escape through its `cancel` event), named by
 * its title, closed by a press on its backdrop. Otherwise a `popover="auto"` panel (top layer, light
 * dismiss) placed under the button with `placeTooltip` (flipped, kept in the viewport, scrolling within the
 * room on its side when taller, placed again on scroll and resize), that also closes when focus leaves it.
 * Either way focus moves to its first control. Without the Popover API or `showModal` (old browsers, jsdom)
 * it is a plain fixed element, closed by Escape and a press outside. Portalled to the body, it carries the
 * theme class of the button's themed ancestor. It is a `<dialog>` either way, where the tooltips of the
 * captcha's buttons find their top-layer host.
 */
export function VerifyPanel({ anchor, modal, label, id, onDismiss, children }: VerifyPanelProps) {
  const panel = useRef<HTMLDialogElement | null>(null);
  const titleId = useId();
  const dismiss = useEventCallback(onDismiss);
  // Nothing on the server, nor while hydrating: a portal needs the document.
  const client = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

  // The platform's primitive where there is one. Not otherwise: jsdom, for one, hides [popover] elements
  // without having showPopover.
  const native =
    client &&
    (modal
      ? typeof HTMLDialogElement === 'function' && 'showModal' in HTMLDialogElement.prototype
      : 'showPopover' in HTMLElement.prototype);

  useIsomorphicLayoutEffect(() => {
    const node = panel.current;
    const target = anchor.current;
    if (!node || !target) return;
    const theme = inheritedThemeClass(target);
    if (theme) node.classList.add(...theme.split(' '));
    // Portalled to <body>, the panel would take the page's direction: it takes the button's instead.
    node.dir = getComputedStyle(target).direction === 'rtl' || target.closest('[dir="rtl"]') ? 'rtl' : 'ltr';
    if (native) {
      if (modal) node.showModal();
      else node.showPopover();
    } else node.setAttribute('open', '');
    const place = () => {
      node.style.maxHeight = '';
      const box = target.getBoundingClientRect();
      const viewport = document.documentElement;
      // placeTooltip centres on its anchor: an anchor as wide as the panel, at the button's start edge,
      // lines the panel up with that edge (the right one in right-to-left text).
      const width = node.offsetWidth;
      const rtl = getComputedStyle(target).direction === 'rtl';
      const start = { left: rtl ? box.left + box.width - width : box.left, top: box.top, width, height: box.height };
      const placed = placeTooltip(start, node, viewport, 'bottom', 6, 8);
      const { side } = placed;
      let { x, y } = placed;
      // Taller than the room on that side: it scrolls within that room rather than covering the button.
      const room = Math.max(120, side === 'top' ? box.top - 14 : viewport.clientHeight - box.top - box.height - 14);
      if (node.offsetHeight > room) {
        node.style.maxHeight = `${room}px`;
        ({ x, y } = placeTooltip(start, node, viewport, side, 6, 8));
      }
      node.style.left = `${x}px`;
      node.style.top = `${y}px`;
    };
    if (!modal) place();
    const first = node.querySelector<HTMLElement>(
      'button:not(:disabled),input:not(:disabled),select,textarea,[href],[tabindex]:not([tabindex="-1"])',
    );
    (first ?? node).focus();

    const onCancel = (event: Event) => {
      event.preventDefault();
      dismiss(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) dismiss(false);
    };
    let outside = false;
    // A press on the backdrop lands on the dialog itself, outside its box.
    const onPointerDown = (event: PointerEvent) => {
      const r = node.getBoundingClientRect();
      const { clientX: px, clientY: py } = event;
      const within = px >= r.left && px <= r.right && py >= r.top && py <= r.bottom;
      if (node.contains(event.target as Node) && (event.target !== node || within)) return;
      // A press on the button is its own: its click toggles the panel.
      if (target.contains(event.target as Node)) return;
      // Light dismiss closes a native popover itself (its toggle event follows); the flag is what counts.
      if (modal || !native) dismiss(!modal);
      else outside = true;
    };
    const onFocusOut = (event: FocusEvent) => {
      const to = event.relatedTarget as Node | null;
      if (to && !node.contains(to) && !target.contains(to)) dismiss(false);
    };
    const onToggleNative = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed') dismiss(outside);
    };
    const listeners: [EventTarget, string, EventListener, boolean?][] = [
      [document, 'pointerdown', onPointerDown as EventListener, true],
    ];
    if (!native) listeners.push([document, 'keydown', onKeyDown as EventListener]);
    if (modal && native) listeners.push([node, 'cancel', onCancel]);
    if (!modal) {
      listeners.push([node, 'focusout', onFocusOut as EventListener]);
      if (native) listeners.push([node, 'toggle', onToggleNative]);
      // On the window, captured: a scroll of any container moves the button.
      listeners.push([window, 'scroll', place, true], [window, 'resize', place]);
    }
    for (const [on, type, listener, capture] of listeners) on.addEventListener(type, listener, capture);
    // The page behind a modal dialog does not scroll (its scroll bar's room kept, so nothing shifts).
    const root = document.documentElement;
    const { overflow, scrollbarGutter } = root.style;
    if (modal) {
      if (innerWidth > root.clientWidth) root.style.scrollbarGutter = 'stable';
      root.style.overflow = 'hidden';
    }
    return () => {
      for (const [on, type, listener, capture] of listeners) on.removeEventListener(type, listener, capture);
      if (modal) Object.assign(root.style, { overflow, scrollbarGutter });
    };
  }, [anchor, modal, native, dismiss]);

  if (!client) return null;
  return createPortal(
    <Surface
      ref={panel}
      modal={modal}
      id={id}
      aria-label={modal ? undefined : label}
      aria-labelledby={modal ? titleId : undefined}
      tabIndex={-1}
      popover={native && !modal ? 'auto' : undefined}
    >
      {modal && (
        <VisuallyHidden as="h2" id={titleId}>
          {label}
        </VisuallyHidden>
      )}
      {children}
    </Surface>,
    document.body,
  );
}
VerifyPanel.displayName = 'VerifyPanel';
