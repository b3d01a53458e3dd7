'use client';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { durations } from '../theme/tokens.js';
import { focusMovedByKey, trackFocusKeys } from './focusSource.js';

/** How long a tooltip waits after the pointer leaves its trigger, for the pointer to reach the tooltip. */
const hoverGrace = 120;

/** The open tooltip's `close`, so that opening another one closes it: one tooltip on the page at a time. */
let closeOpenTooltip: (() => void) | null = null;

export interface TooltipTriggerHandlers {
  onPointerEnter: () => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave: () => void;
  onPointerDown: () => void;
  onClick: () => void;
  onFocus: () => void;
  onBlur: () => void;
}

export interface TooltipState {
  open: boolean;
  /** Handlers for the element the tooltip describes. */
  trigger: TooltipTriggerHandlers;
  /** Handlers for the tooltip itself: the pointer may rest on it (WCAG 1.4.13, hoverable). */
  content: { onPointerEnter: () => void; onPointerLeave: () => void };
}

/**
 * When a tooltip shows, by WCAG 1.4.13: `durations.tooltipDelay` after a mouse or pen comes to rest on the
 * trigger (never for touch), at once when the keyboard moves focus to it (not when a script does: a dialog
 * focusing its first button); it stays while the pointer is on the trigger or on the tooltip, or the keyboard
 * focus is on the trigger, and hides when they leave, on a press of the trigger, and on Escape. That Escape
 * is stopped: it does not also close the dialog, popover or chat window around the trigger. An Escape while
 * no tooltip is open is not touched.
 */
export function useTooltip(enabled: boolean): TooltipState {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const keyFocused = useRef(false);
  // After a press or an Escape, the pointer resting on the trigger does not bring the tooltip back
  // until it leaves.
  const suppressed = useRef(false);

  const clear = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  const show = () => {
    clear();
    setOpen(true);
  };
  const hide = () => {
    clear();
    setOpen(false);
  };

  useEffect(() => {
    if (enabled) trackFocusKeys(document);
  }, [enabled]);
  useEffect(() => clear, []);
  const visible = enabled && open;
  useEffect(() => {
    if (!visible) return;
    const close = () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      setOpen(false);
    };
    if (closeOpenTooltip) closeOpenTooltip();
    closeOpenTooltip = close;
    // On the window in the capture phase: before the document-level listeners of Radix's layers and the
    // React handlers of the chat window, so stopping it here keeps them from closing too.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      suppressed.current = true;
      close();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      if (closeOpenTooltip === close) closeOpenTooltip = null;
    };
  }, [visible]);

  const pointerGone = () => {
    if (keyFocused.current) clear();
    else if (open) {
      clear();
      timer.current = setTimeout(hide, hoverGrace);
    } else clear();
  };

  return {
    open: visible,
    trigger: {
      onPointerEnter: () => {
        suppressed.current = false;
      },
      onPointerMove: (event) => {
        if (!enabled || event.pointerType === 'touch' || suppressed.current) return;
        if (open) clear();
        else if (timer.current === undefined) timer.current = setTimeout(show, durations.tooltipDelay);
      },
      onPointerLeave: pointerGone,
      onPointerDown: () => {
        suppressed.current = true;
        hide();
      },
      onClick: () => {
        suppressed.current = true;
        hide();
      },
      onFocus: () => {
        if (!enabled || !focusMovedByKey()) return;
        keyFocused.current = true;
        show();
      },
      onBlur: () => {
        keyFocused.current = false;
        hide();
      },
    },
    content: { onPointerEnter: clear, onPointerLeave: pointerGone },
  };
}
